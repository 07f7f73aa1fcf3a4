/**
 * Point-set geometry shared by the references and the child's strokes: bounding boxes, the size-and-aspect
 * normalisation both are brought into, resampling at an even spacing and the local direction of each point.
 */
import type { Point } from './raster.ts';

export type Polyline = Point[];

export interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export function boxOf(lines: readonly Polyline[]): Box {
  let x1 = Infinity;
  let y1 = Infinity;
  let x2 = -Infinity;
  let y2 = -Infinity;
  for (const line of lines) {
    for (const p of line) {
      if (p.x < x1) x1 = p.x;
      if (p.x > x2) x2 = p.x;
      if (p.y < y1) y1 = p.y;
      if (p.y > y2) y2 = p.y;
    }
  }
  return { x1, y1, x2, y2 };
}

export const widthOf = (b: Box) => b.x2 - b.x1;
export const heightOf = (b: Box) => b.y2 - b.y1;

/**
 * Aspect-ratio adaptive normalisation (after Liu et al., "Handwritten digit recognition", 2003): the longer side
 * becomes 1 and the shorter side √r of it, r being the drawn ratio, so a letter keeps its character (l stays
 * taller than wide) while differences between a narrow and a wide hand shrink. √r did better on real pen data
 * (UNIPEN) than Liu's √sin(π/2·r) and than keeping the ratio. Very thin sides are measured as at least a tenth of
 * the long side, so the wobble of a straight line is not blown up.
 */
export interface Normalisation {
  cx: number;
  cy: number;
  sx: number;
  sy: number;
}

export function normalisationFor(box: Box): Normalisation {
  const w = Math.max(widthOf(box), 1e-9);
  const h = Math.max(heightOf(box), 1e-9);
  const long = Math.max(w, h);
  const ratio = Math.min(w, h) / long;
  const short = Math.sqrt(ratio);
  const floor = 0.1 * long;
  const sx = w >= h ? 1 / long : short / Math.max(w, floor);
  const sy = h > w ? 1 / long : short / Math.max(h, floor);
  return { cx: (box.x1 + box.x2) / 2, cy: (box.y1 + box.y2) / 2, sx, sy };
}

export function applyNormalisation(lines: readonly Polyline[], n: Normalisation): Polyline[] {
  return lines.map((line) => line.map((p) => ({ x: (p.x - n.cx) * n.sx, y: (p.y - n.cy) * n.sy })));
}

export function lengthOf(line: Polyline): number {
  let total = 0;
  for (let i = 1; i < line.length; i++) total += Math.hypot(line[i]!.x - line[i - 1]!.x, line[i]!.y - line[i - 1]!.y);
  return total;
}

/** Points every `step` along the line (its first and last point included); a dot stays one point. */
export function resample(line: Polyline, step: number): Polyline {
  if (line.length === 0) return [];
  const out: Point[] = [{ ...line[0]! }];
  let carried = 0;
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1]!;
    const b = line[i]!;
    const segment = Math.hypot(b.x - a.x, b.y - a.y);
    if (segment === 0) continue;
    let t = step - carried;
    while (t <= segment) {
      out.push({ x: a.x + ((b.x - a.x) * t) / segment, y: a.y + ((b.y - a.y) * t) / segment });
      t += step;
    }
    carried = segment - (t - step);
  }
  const last = line[line.length - 1]!;
  const tail = out[out.length - 1]!;
  if (Math.hypot(last.x - tail.x, last.y - tail.y) > step * 0.3) out.push({ ...last });
  return out;
}

/**
 * A point set for matching: coordinates and the direction of the line through each point, as an angle modulo π
 * (a line drawn up or down is the same line). NaN for a dot, which has no direction.
 */
export interface PointSet {
  x: Float64Array;
  y: Float64Array;
  angle: Float64Array;
  /** cos and sin of the angle (0 for a dot), so matching needs no trigonometry per pair of points. */
  cos: Float64Array;
  sin: Float64Array;
  /** Which polyline each point came from. */
  line: Int32Array;
  /**
   * How much each point counts. A dot is one or two points against a hundred for the rest of the letter, yet it
   * is what tells ب from ت and Ê from Ë, so the points of each mark together count as MARK_WEIGHT points.
   */
  weight: Float64Array;
  size: number;
}

/**
 * Marks: the small separate parts of a letter (the dot of i, the accent of é, the dots of ب ت ث), found by
 * grouping lines that touch (within `proximity`) and keeping the groups no bigger than `maxSize` (by default
 * 0.3 of the drawing's longer side) that are not the largest part. Returns a group number per line, -1 for the body.
 */
export function markGroups(lines: readonly Polyline[], proximity: number, maxSize?: number): number[] {
  const parent = lines.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  const boxes = lines.map((l) => boxOf([l]));
  for (let i = 0; i < lines.length; i++) {
    for (let j = i + 1; j < lines.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      if (a.x1 - proximity > b.x2 || b.x1 - proximity > a.x2 || a.y1 - proximity > b.y2 || b.y1 - proximity > a.y2) continue;
      const near = lines[i]!.some((p) => lines[j]!.some((q) => Math.abs(p.x - q.x) <= proximity && Math.abs(p.y - q.y) <= proximity));
      if (near) parent[find(i)] = find(j);
    }
  }
  const all = boxOf(lines);
  const limit = maxSize ?? 0.3 * Math.max(widthOf(all), heightOf(all), 1e-9);
  const groups = new Map<number, number[]>();
  lines.forEach((_, i) => groups.set(find(i), [...(groups.get(find(i)) ?? []), i]));
  const largest = Math.max(...[...groups.values()].map((members) => members.reduce((n, i) => n + lengthOf(lines[i]!), 0)));
  const out = lines.map(() => -1);
  for (const [root, members] of groups) {
    const box = boxOf(members.map((i) => lines[i]!));
    const length = members.reduce((n, i) => n + lengthOf(lines[i]!), 0);
    if (length < largest && Math.max(widthOf(box), heightOf(box)) < limit) for (const i of members) out[i] = root;
  }
  return out;
}

/** All the points of one mark together count as this many points of the body. */
const MARK_WEIGHT = 15;

export function pointSetOf(lines: readonly Polyline[], step: number, marks: readonly number[] = []): PointSet {
  const xs: number[] = [];
  const ys: number[] = [];
  const angles: number[] = [];
  const owners: number[] = [];
  const resampled = lines.map((line) => resample(line, step));
  const markPoints = new Map<number, number>();
  resampled.forEach((points, i) => {
    const group = marks[i] ?? -1;
    if (group >= 0) markPoints.set(group, (markPoints.get(group) ?? 0) + points.length);
  });
  const weights: number[] = [];
  resampled.forEach((points, owner) => {
    const group = marks[owner] ?? -1;
    const weight = group >= 0 ? MARK_WEIGHT / markPoints.get(group)! : 1;
    for (let i = 0; i < points.length; i++) {
      const before = points[Math.max(0, i - 1)]!;
      const after = points[Math.min(points.length - 1, i + 1)]!;
      const dx = after.x - before.x;
      const dy = after.y - before.y;
      let angle = dx === 0 && dy === 0 ? Number.NaN : Math.atan2(dy, dx);
      if (angle < 0) angle += Math.PI;
      if (angle >= Math.PI) angle -= Math.PI;
      xs.push(points[i]!.x);
      ys.push(points[i]!.y);
      angles.push(angle);
      owners.push(owner);
      weights.push(weight);
    }
  });
  return {
    x: Float64Array.from(xs),
    y: Float64Array.from(ys),
    angle: Float64Array.from(angles),
    cos: Float64Array.from(angles, (a) => (Number.isNaN(a) ? 0 : Math.cos(a))),
    sin: Float64Array.from(angles, (a) => (Number.isNaN(a) ? 0 : Math.sin(a))),
    line: Int32Array.from(owners),
    weight: Float64Array.from(weights),
    size: xs.length,
  };
}

/**
 * The slant of the near-vertical parts of a drawing, in radians: positive when the tops lean right (as in
 * italic). Length-weighted over segments within 40° of vertical; 0 when there are none (o, -).
 */
export function slantOf(lines: readonly Polyline[]): { slant: number; weight: number } {
  let sum = 0;
  let weight = 0;
  for (const line of lines) {
    for (let i = 1; i < line.length; i++) {
      const dx = line[i]!.x - line[i - 1]!.x;
      const dy = line[i]!.y - line[i - 1]!.y;
      const length = Math.hypot(dx, dy);
      if (length === 0) continue;
      // Direction pointing upward on the page (y grows downward).
      const [ux, uy] = dy > 0 ? [-dx, -dy] : [dx, dy];
      const fromVertical = Math.atan2(ux, -uy);
      if (Math.abs(fromVertical) > (40 * Math.PI) / 180) continue;
      sum += fromVertical * length;
      weight += length;
    }
  }
  return { slant: weight > 0 ? sum / weight : 0, weight };
}

export function shear(lines: readonly Polyline[], amount: number, pivotY: number): Polyline[] {
  return lines.map((line) => line.map((p) => ({ x: p.x + (pivotY - p.y) * amount, y: p.y })));
}

export function mirror(lines: readonly Polyline[]): Polyline[] {
  return lines.map((line) => line.map((p) => ({ x: -p.x, y: p.y })));
}

export function flipVertical(lines: readonly Polyline[]): Polyline[] {
  return lines.map((line) => line.map((p) => ({ x: p.x, y: -p.y })));
}
