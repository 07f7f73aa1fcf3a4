/**
 * The child's strokes as the engine reads them: canvas polylines, their box, the normalised point sets, and the
 * measures of the hand itself (slant, smoothness, closed loops) that do not depend on the target.
 */
import {
  applyNormalisation,
  boxOf,
  heightOf,
  markGroups,
  normalisationFor,
  pointSetOf,
  resample,
  slantOf,
  widthOf,
  type Box,
  type PointSet,
  type Polyline,
} from './geometry.ts';
import { countHoles, type Grid } from './raster.ts';
import { POINT_STEP } from './reference.ts';
import type { StrokeInput } from './types.ts';

export interface Drawing {
  /** Strokes on the canvas (y down), empty strokes left out. */
  lines: Polyline[];
  box: Box;
  normalised: Polyline[];
  /** Mark group of each stroke (a dot, an accent), -1 for the body. */
  marks: number[];
  fine: PointSet;
  /** Height over width on the canvas. */
  aspect: number;
}

export function polylinesOf(strokes: readonly StrokeInput[]): Polyline[] {
  return strokes.map((s) => s.points.map((p) => ({ x: p.x, y: p.y }))).filter((line) => line.length > 0);
}

export function drawingOf(lines: Polyline[]): Drawing {
  const box = boxOf(lines);
  const normalised = applyNormalisation(lines, normalisationFor(box));
  const marks = markGroups(normalised, 0.04);
  return {
    lines,
    box,
    normalised,
    marks,
    fine: pointSetOf(normalised, POINT_STEP, marks),
    aspect: Math.max(heightOf(box), 1e-6) / Math.max(widthOf(box), 1e-6),
  };
}

/** Slant in degrees (positive: tops lean right) and how much near-vertical line there was to measure it on. */
export function slantDegrees(lines: readonly Polyline[]): { degrees: number; weight: number } {
  const { slant, weight } = slantOf(lines);
  return { degrees: (slant * 180) / Math.PI, weight };
}

/**
 * Shakiness: how far the points stray from a running average of their neighbours, as a share of the letter's
 * size. A smooth curve strays very little; a trembling or scribbled line strays a lot.
 */
export function wobbleOf(lines: readonly Polyline[], size: number): number {
  const step = Math.max(size * 0.03, 1e-6);
  let total = 0;
  let count = 0;
  for (const line of lines) {
    const points = resample(line, step);
    for (let i = 2; i < points.length - 2; i++) {
      let ax = 0;
      let ay = 0;
      for (let k = -2; k <= 2; k++) {
        ax += points[i + k]!.x;
        ay += points[i + k]!.y;
      }
      total += Math.hypot(points[i]!.x - ax / 5, points[i]!.y - ay / 5);
      count++;
    }
  }
  return count ? total / count / size : 0;
}

/** Closed loops of a drawing (normalised), found by drawing it with a thick pen on a small grid. */
export function loopsOf(normalised: readonly Polyline[]): number {
  const size = 40;
  const cells = new Uint8Array(size * size);
  const grid: Grid = { width: size, height: size, cells };
  const toCell = (v: number) => Math.round((v + 0.6) * (size / 1.2));
  for (const line of normalised) {
    for (const p of resample(line, 0.01)) {
      const cx = toCell(p.x);
      const cy = toCell(p.y);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const x = cx + dx;
          const y = cy + dy;
          if (x >= 0 && y >= 0 && x < size && y < size) cells[y * size + x] = 1;
        }
      }
    }
  }
  return countHoles(grid, 6);
}
