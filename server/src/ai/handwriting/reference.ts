/**
 * Reference drawings of letters and words: each glyph of the school font is filled on a grid, thinned to the
 * line a pen would draw and traced into polylines, then brought to the same normalised frame as the child's
 * strokes. Built at first use and kept: a letter costs about a millisecond once.
 */
import { layoutText } from './fonts.ts';
import {
  applyNormalisation,
  boxOf,
  heightOf,
  lengthOf,
  markGroups,
  normalisationFor,
  pointSetOf,
  slantOf,
  widthOf,
  type Box,
  type PointSet,
  type Polyline,
} from './geometry.ts';
import { countHoles, fill, flatten, thin, trace, type Point } from './raster.ts';

/** Spacing of matched points, in normalised units (the letter's longer side is 1). */
export const POINT_STEP = 0.035;
/** A letter's longer side on the raster grid, in cells; enough for Andika's thinnest joins to stay joined. */
const LETTER_CELLS = 48;
/** A line of text's height on the grid. */
const WORD_CELLS = 40;

export type SegmentShape = 'dot' | 'across' | 'down' | 'slant' | 'curve';
export type Place = 'top' | 'middle' | 'bottom';
export type Side = 'left' | 'centre' | 'right';

export interface Segment {
  line: number;
  length: number;
  shape: SegmentShape;
  place: Place;
  side: Side;
}

export interface Reference {
  text: string;
  /** Skeleton polylines in grid cells (y down). */
  rawLines: Polyline[];
  /** The character of the text each polyline belongs to. */
  owners: number[];
  /** The same polylines normalised (centre 0, longer side 1, aspect-adaptive). */
  lines: Polyline[];
  /** Mark group of each polyline (dots, accents), -1 for the body; see markGroups. */
  marks: number[];
  points: PointSet;
  segments: Segment[];
  holes: number;
  /** Height over width of the skeleton. */
  aspect: number;
  slant: number;
  box: Box;
  /** Baseline and x-height of the font, in grid cells, for words. */
  baseline: number;
  cellsPerUnit: number;
}

function describe(line: Polyline, lineIndex: number): Segment {
  const length = lengthOf(line);
  const box = boxOf([line]);
  const cx = (box.x1 + box.x2) / 2;
  const cy = (box.y1 + box.y2) / 2;
  const place: Place = cy < -0.17 ? 'top' : cy > 0.17 ? 'bottom' : 'middle';
  const side: Side = cx < -0.17 ? 'left' : cx > 0.17 ? 'right' : 'centre';
  if (length < 0.08) return { line: lineIndex, length, shape: 'dot', place, side };
  const first = line[0]!;
  const last = line[line.length - 1]!;
  const chord = Math.hypot(last.x - first.x, last.y - first.y);
  if (chord / length < 0.9) return { line: lineIndex, length, shape: 'curve', place, side };
  const angle = Math.abs(Math.atan2(last.y - first.y, last.x - first.x));
  const fromHorizontal = Math.min(angle, Math.PI - angle);
  const shape: SegmentShape = fromHorizontal < (25 * Math.PI) / 180 ? 'across' : fromHorizontal > (65 * Math.PI) / 180 ? 'down' : 'slant';
  return { line: lineIndex, length, shape, place, side };
}

function build(text: string, kind: 'letter' | 'word', variant: number): Reference {
  const layout = layoutText(text, variant);
  const glyphContours = layout.glyphs.map((g) => ({ charIndex: g.charIndex, contours: flatten(g.commands) }));
  const all = boxOf(glyphContours.flatMap((g) => g.contours));
  const scale = kind === 'letter' ? LETTER_CELLS / Math.max(widthOf(all), heightOf(all), 1) : WORD_CELLS / Math.max(layout.descender - layout.ascender, 1);
  const originX = all.x1 - 3 / scale;
  const originY = kind === 'letter' ? all.y1 - 3 / scale : layout.ascender - 3 / scale;

  const rawLines: Polyline[] = [];
  const owners: number[] = [];
  let holes = 0;
  for (const glyph of glyphContours) {
    if (glyph.contours.length === 0) continue;
    const inCells = glyph.contours.map((c) => c.map((p): Point => ({ x: (p.x - originX) * scale, y: (p.y - originY) * scale })));
    const box = boxOf(inCells);
    const offsetX = Math.floor(box.x1) - 2;
    const offsetY = Math.floor(box.y1) - 2;
    const local = inCells.map((c) => c.map((p) => ({ x: p.x - offsetX, y: p.y - offsetY })));
    const width = Math.ceil(box.x2) - offsetX + 3;
    const height = Math.ceil(box.y2) - offsetY + 3;
    const grid = fill(local, width, height);
    holes += countHoles(grid, 4);
    for (const line of trace(thin(grid))) {
      rawLines.push(line.map((p) => ({ x: p.x + offsetX, y: p.y + offsetY })));
      owners.push(glyph.charIndex);
    }
  }
  const box = boxOf(rawLines);
  const lines = applyNormalisation(rawLines, normalisationFor(box));
  const marks = markGroups(rawLines, 1.6, kind === 'word' ? WORD_CELLS * 0.2 : undefined);
  return {
    text,
    rawLines,
    owners,
    lines,
    marks,
    points: pointSetOf(lines, POINT_STEP, marks),
    segments: lines.map(describe),
    holes,
    aspect: heightOf(box) / Math.max(widthOf(box), 1e-9),
    slant: slantOf(rawLines).slant,
    box,
    baseline: (0 - originY) * scale,
    cellsPerUnit: scale,
  };
}

const cache = new Map<string, Reference>();

/** The reference of a letter (normalised on its own box) or of a line of text (one height for all its letters). */
export function referenceFor(text: string, kind: 'letter' | 'word' = 'letter', variant = 0): Reference {
  const key = `${kind}:${variant}:${text}`;
  let reference = cache.get(key);
  if (!reference) {
    reference = build(text, kind, variant);
    cache.set(key, reference);
  }
  return reference;
}
