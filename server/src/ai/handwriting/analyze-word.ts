/**
 * A word or a sentence, judged against its rendered reference: lines of writing are laid end to end in reading
 * order, the drawing is fitted to the reference line, and each letter of the reference then finds its own best
 * horizontal place (children's spacing is uneven) before its coverage is measured. Regularity is read between the
 * letters: size, sitting on the line, spacing and slant.
 */
import { historyScore, scoreBetween, accuracyFor, letterAccuracy } from './analyze-letter.ts';
import { baseLetter, caseLettersOf, letterProbabilities, recognizes } from './recognizer/recognizer.ts';
import { polylinesOf, slantDegrees, wobbleOf } from './drawing.ts';
import { scriptOf } from './fonts.ts';
import { boxOf, heightOf, markGroups, pointSetOf, widthOf, type PointSet, type Polyline } from './geometry.ts';
import { align, nearest, weightedMean } from './match.ts';
import { POINT_STEP, referenceFor } from './reference.ts';
import type { Finding, HandwritingRequest } from './types.ts';

/**
 * Word distances are measured in line heights, not in a lone letter's longer side; dividing by this puts them on
 * the letter curve. Calibrated on jittered references of the practice items: the right item measures 0.02–0.06,
 * another item of the same list 0.10–0.28.
 */
const WORD_SCALE = 0.9;
/**
 * The word as context for recognizing its letters: a priori the letter the word has at that place is this many
 * times likelier than any other letter of its case. 25 until session 15; with the path networks counting more for
 * lowercase (recognizer.ts SEQ_WEIGHTS 0.7), an e written for the o of "hollo" is read as o with probability 0.026,
 * which 25 to 1 lifts to 0.40 and a score over 50, so the changed letter went unnamed; at 10 the c of "hcllo" still
 * scored 52, at 8 the two score 34 and 46, under the 50 that names a letter. Words written right score as before
 * (90 drawn from the fonts: mean 96.8, lowest 81).
 */
export const WORD_CONTEXT = 8;

/** The probability of a letter where the word has it, with the word as context (odds × `context`). */
export const inWordContext = (probability: number, context = WORD_CONTEXT) => (probability * context) / (probability * context + (1 - probability));

/** The letter's ink without its small separate marks (an accent), or all of it when nothing else would be left. */
function withoutMarks(lines: Polyline[]): Polyline[] {
  const box = boxOf(lines);
  const marks = markGroups(lines, 0.04 * Math.max(widthOf(box), heightOf(box), 1e-9));
  const body = lines.filter((_, i) => marks[i]! < 0);
  return body.length > 0 ? body : lines;
}

/** How far (in line heights) each letter may move sideways to find its place. */
const SHIFTS = [-0.5, -0.4, -0.3, -0.2, -0.1, 0, 0.1, 0.2, 0.3, 0.4, 0.5];
const UNMOVED = SHIFTS.indexOf(0);

/**
 * Each letter's place (an index into SHIFTS), given each letter's cost at every shift and its middle in the
 * reference: the cheapest in all such that each letter keeps at least half the gap between its middle and the
 * middle of the letter before it in the reference, on the same side (a dynamic programme over the letters in order;
 * the reference's order is the script's, left to right or right to left). Placed one by one, the l of "like" moved
 * onto the drawn i, the two letters' ink was shared between them, and each was read as the other.
 */
function inOrder(costs: readonly (readonly number[])[], middles: readonly number[]): number[] {
  const total: number[][] = [];
  const from: number[][] = [];
  costs.forEach((shifts, n) => {
    const gap = n > 0 ? middles[n]! - middles[n - 1]! : 0;
    total.push([]);
    from.push([]);
    shifts.forEach((cost, k) => {
      let best = n === 0 ? 0 : Infinity;
      let back = -1;
      if (n > 0)
        SHIFTS.forEach((dx, j) => {
          const kept = Math.abs(gap) > 1e-9 ? (gap + SHIFTS[k]! - dx) / gap : 1;
          if (kept < 0.5 - 1e-9 || total[n - 1]![j]! >= best) return;
          best = total[n - 1]![j]!;
          back = j;
        });
      total[n]!.push(best + cost);
      from[n]!.push(back);
    });
  });
  const n = costs.length;
  if (n === 0) return [];
  const last = total[n - 1]!;
  let k = last.indexOf(Math.min(...last));
  const out: number[] = Array.from({ length: n }, () => 0);
  for (let i = n - 1; i >= 0; i--) {
    out[i] = k;
    k = from[i]![k]!;
  }
  return out;
}

interface TextLine {
  lines: Polyline[];
  y1: number;
  y2: number;
}

/**
 * Strokes grouped into lines of writing (a sentence may take two lines on the canvas): the rows of the canvas
 * that ink crosses, split where a gap of at least a third of a typical stroke's height runs across; each
 * stroke goes to the line its middle falls in.
 */
function textLinesOf(lines: Polyline[]): TextLine[] {
  const boxes = lines.map((line) => boxOf([line]));
  const heights = boxes.map((b) => b.y2 - b.y1).sort((a, b) => a - b);
  const typical = Math.max(heights[Math.floor(heights.length / 2)] ?? 0, 1);
  const spans = boxes.map((b) => [b.y1, b.y2] as const).sort((a, b) => a[0] - b[0]);
  const bands: [number, number][] = [];
  for (const [y1, y2] of spans) {
    const last = bands[bands.length - 1];
    if (last && y1 <= last[1] + typical / 3) last[1] = Math.max(last[1], y2);
    else bands.push([y1, y2]);
  }
  const groups: TextLine[] = bands.map(([y1, y2]) => ({ lines: [], y1, y2 }));
  lines.forEach((line, i) => {
    const centre = (boxes[i]!.y1 + boxes[i]!.y2) / 2;
    const group = groups.find((g) => centre >= g.y1 - 1e-9 && centre <= g.y2 + 1e-9) ?? groups[0]!;
    group.lines.push(line);
  });
  return groups.filter((g) => g.lines.length > 0);
}

/** Lines of writing laid end to end, in reading order, on the first line's height. */
function asOneLine(groups: TextLine[], rtl: boolean): Polyline[] {
  if (groups.length <= 1) return groups.flatMap((g) => g.lines);
  const heights = groups.map((g) => g.y2 - g.y1).sort((a, b) => a - b);
  const gap = (heights[Math.floor(heights.length / 2)] ?? 0) * 0.6;
  const first = groups[0]!;
  const centreY = (first.y1 + first.y2) / 2;
  const out: Polyline[] = [];
  let cursor = 0;
  groups.forEach((group, k) => {
    const box = boxOf(group.lines);
    const dy = centreY - (box.y1 + box.y2) / 2;
    const dx = k === 0 ? 0 : rtl ? cursor - gap - box.x2 : cursor + gap - box.x1;
    for (const line of group.lines) out.push(line.map((p) => ({ x: p.x + dx, y: p.y + dy })));
    cursor = rtl ? box.x1 + dx : box.x2 + dx;
  });
  return out;
}

function subset(set: PointSet, keep: (i: number) => boolean, dx = 0): PointSet {
  const idx: number[] = [];
  for (let i = 0; i < set.size; i++) if (keep(i)) idx.push(i);
  return {
    x: Float64Array.from(idx, (i) => set.x[i]! + dx),
    y: Float64Array.from(idx, (i) => set.y[i]!),
    angle: Float64Array.from(idx, (i) => set.angle[i]!),
    cos: Float64Array.from(idx, (i) => set.cos[i]!),
    sin: Float64Array.from(idx, (i) => set.sin[i]!),
    line: Int32Array.from(idx, (i) => set.line[i]!),
    weight: Float64Array.from(idx, (i) => set.weight[i]!),
    size: idx.length,
  };
}

function concat(sets: PointSet[]): PointSet {
  const join = <T extends Float64Array | Int32Array>(make: (n: number) => T, pick: (s: PointSet) => T): T => {
    const out = make(sets.reduce((n, s) => n + s.size, 0));
    let offset = 0;
    for (const s of sets) {
      out.set(pick(s), offset);
      offset += s.size;
    }
    return out;
  };
  return {
    x: join(
      (n) => new Float64Array(n),
      (s) => s.x,
    ),
    y: join(
      (n) => new Float64Array(n),
      (s) => s.y,
    ),
    angle: join(
      (n) => new Float64Array(n),
      (s) => s.angle,
    ),
    cos: join(
      (n) => new Float64Array(n),
      (s) => s.cos,
    ),
    sin: join(
      (n) => new Float64Array(n),
      (s) => s.sin,
    ),
    line: join(
      (n) => new Int32Array(n),
      (s) => s.line,
    ),
    weight: join(
      (n) => new Float64Array(n),
      (s) => s.weight,
    ),
    size: sets.reduce((n, s) => n + s.size, 0),
  };
}

const spreadOf = (values: number[]) => {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return { mean, sd: Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length) };
};

export interface WordResult {
  accuracy: number;
  consistency: number;
  overall: number;
  findings: Finding[];
}

/** `context: 1` reads each letter alone, without the word as context (for the tests). */
export function analyzeWord(request: HandwritingRequest, context = WORD_CONTEXT): WordResult {
  const target = request.target;
  const rtl = scriptOf(target) === 'arabic';
  const raw = polylinesOf(request.strokes);
  const groups = /\s/.test(target.trim()) ? textLinesOf(raw) : [{ lines: raw, y1: 0, y2: 0 }];
  const lines = asOneLine(groups, rtl);
  const reference = referenceFor(target, 'word');

  // Both into line-height units: the reference by its own height, the drawing mapped onto the reference's box.
  const refBox = reference.box;
  const unit = Math.max(heightOf(refBox), 1e-6);
  const refCx = (refBox.x1 + refBox.x2) / 2;
  const refCy = (refBox.y1 + refBox.y2) / 2;
  const refSet = pointSetOf(
    reference.rawLines.map((l) => l.map((p) => ({ x: (p.x - refCx) / unit, y: (p.y - refCy) / unit }))),
    POINT_STEP,
    reference.marks,
  );
  const box = boxOf(lines);
  const sx = widthOf(refBox) / unit / Math.max(widthOf(box), 1e-6);
  const sy = 1 / Math.max(heightOf(box), 1e-6);
  const cx = (box.x1 + box.x2) / 2;
  const cy = (box.y1 + box.y2) / 2;
  const normalised = lines.map((l) => l.map((p) => ({ x: (p.x - cx) * sx, y: (p.y - cy) * sy })));
  const drawn = align(pointSetOf(normalised, POINT_STEP, markGroups(normalised, 0.04, 0.2)), refSet, { minScale: 0.8, maxScale: 1.25, maxShear: 0.4 }).aligned;

  // Each letter of the reference finds its best place along the line.
  const ownerOf = (i: number) => reference.owners[refSet.line[i]!]!;
  const chars = [...target];
  const letters = [...new Set(Array.from({ length: refSet.size }, (_, i) => ownerOf(i)))].sort((a, b) => a - b);
  const tries = letters.map((owner) =>
    SHIFTS.map((dx) => {
      const set = subset(refSet, (i) => ownerOf(i) === owner, dx);
      return { set, cost: weightedMean(nearest(set, drawn).costs, set.weight) };
    }),
  );
  const middles = tries.map((shifts) => {
    const { set } = shifts[UNMOVED]!;
    return set.x.reduce((sum, x) => sum + x, 0) / Math.max(set.size, 1);
  });
  const places = inOrder(
    tries.map((shifts) => shifts.map((t) => t.cost)),
    middles,
  );
  const placed = places.map((k, n) => ({ owner: letters[n]!, char: chars[letters[n]!] ?? '', ...tries[n]![k]! }));
  const warped = concat(placed.map((p) => p.set));
  const toWarped = nearest(drawn, warped);
  const precision = weightedMean(toWarped.costs, drawn.weight);
  const coverage =
    placed.reduce((sum, p) => sum + p.cost * p.set.size, 0) /
    Math.max(
      1,
      placed.reduce((n, p) => n + p.set.size, 0),
    );
  const shapeAccuracy = accuracyFor(Math.max(precision, coverage) / WORD_SCALE);

  // Each drawn point belongs to the letter whose (placed) reference it lies on.
  const letterOfPoint = (i: number) => {
    const j = toWarped.partners[i]!;
    if (j < 0) return -1;
    let k = j;
    for (const p of placed) {
      if (k < p.set.size) return p.owner;
      k -= p.set.size;
    }
    return -1;
  };
  const owners = Int32Array.from({ length: drawn.size }, (_, i) => letterOfPoint(i));

  // Each Latin letter read by the recognizer from the ink that lies on it, with the word as context.
  const findings: Finding[] = [];
  const letterScores = placed.map((p) => {
    const shape = accuracyFor(p.cost / WORD_SCALE);
    if (rtl || !recognizes(p.char)) return { char: p.char, score: shape, model: false };
    const strokes: { x: number; y: number }[][] = [];
    let line = -1;
    for (let i = 0; i < drawn.size; i++) {
      if (owners[i] !== p.owner) {
        line = -1;
        continue;
      }
      if (drawn.line[i] !== line || strokes.length === 0) strokes.push([]);
      line = drawn.line[i]!;
      strokes[strokes.length - 1]!.push({ x: drawn.x[i]!, y: drawn.y[i]! });
    }
    const ink = strokes.reduce((n, s) => n + s.length, 0);
    if (ink < 3) return { char: p.char, score: 0, model: true };
    // An accented letter is read as its base letter, without its accent (the shape's template fit holds the accent),
    // as analyze-letter.ts reads an accented letter alone.
    const base = baseLetter(p.char);
    const probabilities = letterProbabilities(base === p.char ? strokes : withoutMarks(strokes), caseLettersOf(p.char));
    const probability = probabilities?.get(base) ?? 0;
    return { char: p.char, score: letterAccuracy(shape, inWordContext(probability, context)), model: true };
  });
  const read = letterScores.filter((l) => l.model);
  const accuracy = read.length > 0 ? 0.5 * shapeAccuracy + (0.5 * read.reduce((a, l) => a + l.score, 0)) / read.length : shapeAccuracy;

  const poor = letterScores.filter((l) => l.score < 50);
  if (poor.length >= Math.max(2, Math.ceil(letterScores.length * 0.4))) findings.push({ code: 'missingLetters' });
  else {
    for (const l of [...poor].sort((a, b) => a.score - b.score).slice(0, 2)) findings.push({ code: 'letterNeedsWork', letter: l.char });
  }

  // Regularity between letters.
  const sizeRatios: number[] = [];
  const bottomOffsets: number[] = [];
  const baseline = (reference.baseline - refCy) / unit;
  for (const p of placed) {
    const refTop = Math.min(...p.set.y);
    const refBottom = Math.max(...p.set.y);
    let top = Infinity;
    let bottom = -Infinity;
    let count = 0;
    for (let i = 0; i < drawn.size; i++) {
      if (owners[i] !== p.owner) continue;
      top = Math.min(top, drawn.y[i]!);
      bottom = Math.max(bottom, drawn.y[i]!);
      count++;
    }
    if (count < 4 || refBottom - refTop < 0.15) continue;
    sizeRatios.push((bottom - top) / (refBottom - refTop));
    if (Math.abs(refBottom - baseline) < 0.06) bottomOffsets.push(bottom - refBottom);
  }

  const parts: number[] = [];
  if (sizeRatios.length >= 2) {
    const { mean, sd } = spreadOf(sizeRatios);
    const cv = sd / Math.max(mean, 1e-6);
    parts.push(scoreBetween(cv, 0.12, 0.5));
    if (cv > 0.3) findings.push({ code: 'unevenSize' });
  }
  if (bottomOffsets.length >= 2) {
    const { sd } = spreadOf(bottomOffsets);
    parts.push(scoreBetween(sd, 0.05, 0.2));
    if (sd > 0.12) findings.push({ code: 'baseline' });
  }
  if (!rtl) {
    const gaps = gapsBetweenPieces(normalised.map((l) => boxOf([l])));
    if (gaps.length >= 2) {
      const { mean, sd } = spreadOf(gaps);
      const cv = sd / Math.max(mean, 1e-6);
      parts.push(scoreBetween(cv, 0.3, 1));
      if (cv > 0.7) findings.push({ code: 'unevenSpacing' });
    }
  }

  const slant = slantDegrees(lines);
  const slantOff = slant.weight > 0 ? slant.degrees - (reference.slant * 180) / Math.PI : 0;
  if (Math.abs(slantOff) > 15) findings.push({ code: slantOff > 0 ? 'tiltedRight' : 'tiltedLeft' });
  parts.push(scoreBetween(Math.abs(slantOff), 5, 30));

  const lineHeight = heightOf(boxOf(groups[0]?.lines ?? lines));
  const canvas = request.canvas ?? { width: 400, height: 300 };
  if (lineHeight < canvas.height * 0.1) findings.push({ code: 'tooSmall' });

  const wobble = wobbleOf(lines, Math.max(lineHeight, 1) * 1.5);
  if (wobble > 0.03) findings.push({ code: 'wobbly' });
  parts.push(scoreBetween(wobble, 0.008, 0.04));

  const history = historyScore(lines, request.recent);
  if (history !== null) {
    parts.push(history);
    if (history < 50) findings.push({ code: 'changesBetweenTries' });
  }
  const consistency = parts.reduce((a, b) => a + b, 0) / parts.length;
  const overall = accuracy * (0.75 + 0.25 * (consistency / 100));
  return { accuracy: Math.round(accuracy), consistency: Math.round(consistency), overall: Math.round(overall), findings };
}

/** Gaps between the pieces of writing along the line, leaving out the wide gaps between words. */
function gapsBetweenPieces(boxes: { x1: number; x2: number }[]): number[] {
  const sorted = [...boxes].sort((a, b) => a.x1 - b.x1);
  const pieces: { x1: number; x2: number }[] = [];
  for (const b of sorted) {
    const last = pieces[pieces.length - 1];
    if (last && b.x1 <= last.x2 + 0.02) last.x2 = Math.max(last.x2, b.x2);
    else pieces.push({ x1: b.x1, x2: b.x2 });
  }
  const gaps: number[] = [];
  for (let i = 1; i < pieces.length; i++) {
    const gap = pieces[i]!.x1 - pieces[i - 1]!.x2;
    if (gap < 0.45) gaps.push(gap);
  }
  return gaps;
}
