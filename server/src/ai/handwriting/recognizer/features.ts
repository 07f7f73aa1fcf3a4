/**
 * What the letter recognizer reads from a drawing: the pen's path resampled to a fixed number of points (position,
 * direction, pen up or down: the order and direction of the strokes) fused with a coarse picture of the ink
 * (a 16×16 image and four 8×8 maps of line direction: the shape whatever the order). The same code serves the
 * training script and the server, so the model is always fed what it was trained on.
 */

export type Stroke = readonly { x: number; y: number }[];

/** Points along the pen's path, pen-up jumps included. */
export const PATH_POINTS = 48;
const PER_POINT = 5;
export const IMAGE = 16;
export const DIRECTION_IMAGE = 8;
export const FEATURES = PATH_POINTS * PER_POINT + IMAGE * IMAGE + 4 * DIRECTION_IMAGE * DIRECTION_IMAGE + 2;

interface Normalised {
  strokes: { x: number; y: number }[][];
  aspect: number;
}

/** Centred on its box, the longer side 1 (so −0.5…0.5), y down; repeated points dropped. */
export function normalise(strokes: readonly Stroke[]): Normalised {
  const kept = strokes.filter((s) => s.length > 0);
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const s of kept)
    for (const p of s) {
      x0 = Math.min(x0, p.x);
      y0 = Math.min(y0, p.y);
      x1 = Math.max(x1, p.x);
      y1 = Math.max(y1, p.y);
    }
  if (kept.length === 0) return { strokes: [], aspect: 0 };
  const w = x1 - x0;
  const h = y1 - y0;
  const size = Math.max(w, h, 1e-9);
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const out = kept.map((s) => {
    const line: { x: number; y: number }[] = [];
    for (const p of s) {
      const q = { x: (p.x - cx) / size, y: (p.y - cy) / size };
      const last = line[line.length - 1];
      if (!last || last.x !== q.x || last.y !== q.y) line.push(q);
    }
    return line;
  });
  // log(height / width), bounded: a dot or a flat line must not give infinities.
  const aspect = Math.max(-2, Math.min(2, Math.log((h + size * 0.02) / (w + size * 0.02))));
  return { strokes: out, aspect };
}

/**
 * The drawing as a slower pen samples it: at most `points` points in all, taken at even steps of each stroke's
 * points (a digitiser samples at even times), each stroke's first and last point kept (so the steps are as much
 * longer than total / points as keeping them takes); `phase` (0…1) is where the first step falls. A drawing of
 * `points` points or fewer is returned as it is. The recognizer reads every drawing so when READ_POINTS is above 0
 * (recognizer.ts; 0 as committed, tried in session 23); fusion-fit.ts --sparse reads held-out letters as a tablet
 * browser without coalesced pointer events would give them (60 points a second: a capital drawn in half a second has
 * about 30).
 */
export function sampledSparsely<P>(strokes: readonly (readonly P[])[], points: number, phase: number): P[][] {
  const count = (drawing: readonly (readonly P[])[]) => drawing.reduce((n, s) => n + s.length, 0);
  const total = count(strokes);
  let out = strokes.map((s) => s.slice());
  for (let step = total / Math.max(points, 1); count(out) > points && step <= total; step *= 1.1) out = stepped(strokes, step, phase);
  return out;
}

/** Each stroke's first point, its points at every `step` from `phase` × step on, and its last point. */
function stepped<P>(strokes: readonly (readonly P[])[], step: number, phase: number): P[][] {
  return strokes.map((s) => {
    if (s.length <= 2) return s.slice();
    const kept = [s[0]!];
    let last = 0;
    for (let t = phase * step; t < s.length - 1; t += step) {
      const i = Math.round(t);
      if (i > last && i < s.length - 1) kept.push(s[(last = i)]!);
    }
    kept.push(s[s.length - 1]!);
    return kept;
  });
}

/**
 * The writer's slant taken out: the lean of the near-vertical ink (segments steeper than 2 to 1, each weighted by
 * its length; so under 0.5 either way), sheared away (x − lean × y). A model trained so (train.ts --seq-capitals or
 * --mlp-capitals upright; the file says so) reads capitals this way (recognizer.ts): the training folder's sites
 * write capitals leaning right, all but tos, whose writers write them upright. Tried in session 17, not kept.
 */
export function upright(strokes: readonly Stroke[]): Stroke[] {
  let lean = 0;
  let weight = 0;
  for (const s of strokes)
    for (let i = 1; i < s.length; i++) {
      const dx = s[i]!.x - s[i - 1]!.x;
      const dy = s[i]!.y - s[i - 1]!.y;
      if (Math.abs(dx) >= 0.5 * Math.abs(dy)) continue;
      const length = Math.hypot(dx, dy);
      lean += (dx / dy) * length;
      weight += length;
    }
  const slant = weight > 0 ? lean / weight : 0;
  if (slant === 0) return strokes.map((s) => s.slice());
  return strokes.map((s) => s.map((p) => ({ x: p.x - slant * p.y, y: p.y })));
}

/** Adds a bilinear splat of `value` at (x, y) in −0.5…0.5 to a size×size grid. */
function splat(grid: Float32Array, offset: number, size: number, x: number, y: number, value: number) {
  const gx = (x + 0.5) * (size - 1);
  const gy = (y + 0.5) * (size - 1);
  const ix = Math.max(0, Math.min(size - 2, Math.floor(gx)));
  const iy = Math.max(0, Math.min(size - 2, Math.floor(gy)));
  const fx = Math.max(0, Math.min(1, gx - ix));
  const fy = Math.max(0, Math.min(1, gy - iy));
  grid[offset + iy * size + ix]! += value * (1 - fx) * (1 - fy);
  grid[offset + iy * size + ix + 1]! += value * fx * (1 - fy);
  grid[offset + (iy + 1) * size + ix]! += value * (1 - fx) * fy;
  grid[offset + (iy + 1) * size + ix + 1]! += value * fx * fy;
}

/**
 * The strokes as one path, in order, the pen-up jump between strokes a segment of its own, resampled to `count`
 * points evenly spaced along it: `visit` gets each point, the segment it lies on (dx, dy) and whether that segment is
 * a pen-up jump (1) or ink (0). Nothing is visited for an empty drawing.
 */
export function resamplePath(
  lines: readonly Stroke[],
  count: number,
  visit: (index: number, x: number, y: number, dx: number, dy: number, up: number) => void,
): void {
  const xs: number[] = [];
  const ys: number[] = [];
  const up: number[] = [];
  lines.forEach((line, i) => {
    line.forEach((p, j) => {
      xs.push(p.x);
      ys.push(p.y);
      up.push(i > 0 && j === 0 ? 1 : 0);
    });
  });
  const n = xs.length;
  if (n === 0) return;
  const along = new Float64Array(n);
  for (let i = 1; i < n; i++) along[i] = along[i - 1]! + Math.hypot(xs[i]! - xs[i - 1]!, ys[i]! - ys[i - 1]!);
  const total = along[n - 1]!;
  let k = 0;
  for (let s = 0; s < count; s++) {
    const at = total > 0 ? (s / (count - 1)) * total : 0;
    while (k < n - 2 && along[k + 1]! < at) k++;
    const j = Math.min(k + 1, n - 1);
    const span = along[j]! - along[k]!;
    const t = span > 0 ? Math.max(0, Math.min(1, (at - along[k]!) / span)) : 0;
    const dx = xs[j]! - xs[k]!;
    const dy = ys[j]! - ys[k]!;
    visit(s, xs[k]! + t * dx, ys[k]! + t * dy, dx, dy, up[j]!);
  }
}

/** The recognizer's input for one drawing (any units, y down). */
export function featuresOf(strokes: readonly Stroke[], into: Float32Array = new Float32Array(FEATURES)): Float32Array {
  into.fill(0);
  const { strokes: lines, aspect } = normalise(strokes);
  if (lines.length === 0) return into;

  resamplePath(lines, PATH_POINTS, (s, x, y, dx, dy, up) => {
    const len = Math.hypot(dx, dy) || 1;
    const o = s * PER_POINT;
    into[o] = x;
    into[o + 1] = y;
    into[o + 2] = dx / len;
    into[o + 3] = dy / len;
    into[o + 4] = up;
  });

  // The ink: each pen-down segment walked in small steps into the image and the direction maps.
  const imageAt = PATH_POINTS * PER_POINT;
  const directionAt = imageAt + IMAGE * IMAGE;
  const area = DIRECTION_IMAGE * DIRECTION_IMAGE;
  const step = 0.02;
  for (const line of lines) {
    if (line.length === 1) {
      splat(into, imageAt, IMAGE, line[0]!.x, line[0]!.y, 1);
      continue;
    }
    for (let i = 1; i < line.length; i++) {
      const a = line[i - 1]!;
      const b = line[i]!;
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const len = Math.hypot(dx, dy);
      if (len === 0) continue;
      // Orientation without direction (0…π) into four bins, shared linearly between the two nearest.
      let angle = Math.atan2(dy, dx);
      if (angle < 0) angle += Math.PI;
      const bin = (angle / Math.PI) * 4;
      const b0 = Math.floor(bin) % 4;
      const b1 = (b0 + 1) % 4;
      const f = bin - Math.floor(bin);
      const steps = Math.max(1, Math.ceil(len / step));
      const w = len / steps;
      for (let s = 0; s < steps; s++) {
        const t = (s + 0.5) / steps;
        const x = a.x + t * dx;
        const y = a.y + t * dy;
        splat(into, imageAt, IMAGE, x, y, w);
        splat(into, directionAt + b0 * area, DIRECTION_IMAGE, x, y, w * (1 - f));
        splat(into, directionAt + b1 * area, DIRECTION_IMAGE, x, y, w * f);
      }
    }
  }
  // Images scaled so their largest cell is 1 whatever the amount of ink.
  let peak = 0;
  for (let i = imageAt; i < imageAt + IMAGE * IMAGE; i++) peak = Math.max(peak, into[i]!);
  if (peak > 0) for (let i = imageAt; i < imageAt + IMAGE * IMAGE; i++) into[i]! /= peak;
  let directionPeak = 0;
  for (let i = directionAt; i < directionAt + 4 * area; i++) directionPeak = Math.max(directionPeak, into[i]!);
  if (directionPeak > 0) for (let i = directionAt; i < directionAt + 4 * area; i++) into[i]! /= directionPeak;
  into[FEATURES - 2] = aspect / 2;
  into[FEATURES - 1] = Math.min(1, (lines.length - 1) / 3);
  return into;
}
