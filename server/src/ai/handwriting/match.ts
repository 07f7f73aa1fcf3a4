/**
 * How far one point set lies from another: for every point, the distance to the nearest point of the other set
 * plus a penalty when the lines there run in different directions (an oriented chamfer distance). Read in both
 * directions it gives the two halves of accuracy: precision (is every drawn point on the letter?) and coverage
 * (is every part of the letter drawn?). `align` first fits the drawing to the reference with a small affine
 * change (iterated closest points), so a letter drawn a little narrow, tall or slanted is still the letter.
 */
import type { PointSet } from './geometry.ts';

/** Weight of a right-angle difference in direction, in normalised units (the letter's longer side is 1). */
const DIRECTION_WEIGHT = 0.3;
/** Costs are capped so one stray scribble cannot outweigh the rest of the letter. */
export const CAP = 0.35;
/**
 * Points bucketed by small cells (SEARCH_CELL), so a point's nearest partner is searched ring by ring outwards from
 * its own cell and the search stops as soon as no farther ring can hold anything better: a few cells instead of
 * the whole letter.
 */
interface SpatialIndex {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  columns: number;
  rows: number;
  starts: Int32Array;
  order: Int32Array;
  cap: number;
  /** Each point's place in the order of the earlier search (see tieBreak), computed at the first tie. */
  rank: Int32Array | null;
}

/** About two points of a letter at the matching step (0.035). */
const SEARCH_CELL = 0.07;

const indexes = new WeakMap<PointSet, Map<number, SpatialIndex>>();

/** Points sorted into cells of `cell` from (x0, y0) (a counting sort, so by index within a cell). */
function bucket(set: PointSet, x0: number, y0: number, cell: number, columns: number, rows: number): { starts: Int32Array; order: Int32Array } {
  const counts = new Int32Array(columns * rows + 1);
  const cellOf = (i: number) => Math.floor((set.y[i]! - y0) / cell) * columns + Math.floor((set.x[i]! - x0) / cell);
  for (let i = 0; i < set.size; i++) counts[cellOf(i) + 1]!++;
  for (let c = 1; c < counts.length; c++) counts[c]! += counts[c - 1]!;
  const fillAt = counts.slice();
  const order = new Int32Array(set.size);
  for (let i = 0; i < set.size; i++) order[fillAt[cellOf(i)]!++] = i;
  return { starts: counts, order };
}

function indexOf(set: PointSet, cap: number): SpatialIndex {
  let byCap = indexes.get(set);
  if (!byCap) {
    byCap = new Map();
    indexes.set(set, byCap);
  }
  let index = byCap.get(cap);
  if (index) return index;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let i = 0; i < set.size; i++) {
    x0 = Math.min(x0, set.x[i]!);
    y0 = Math.min(y0, set.y[i]!);
    x1 = Math.max(x1, set.x[i]!);
    y1 = Math.max(y1, set.y[i]!);
  }
  if (set.size === 0) x0 = y0 = x1 = y1 = 0;
  const columns = Math.max(1, Math.floor((x1 - x0) / SEARCH_CELL) + 1);
  const rows = Math.max(1, Math.floor((y1 - y0) / SEARCH_CELL) + 1);
  index = { x0, y0, x1, y1, columns, rows, ...bucket(set, x0, y0, SEARCH_CELL, columns, rows), cap, rank: null };
  byCap.set(cap, index);
  return index;
}

/**
 * Each point's place in the order an earlier search met them (cells the size of the cap, row by row, then by
 * index): of two partners at exactly the same cost the one earlier in it wins, as it did then, so the results did
 * not change when the search did.
 */
function tieBreak(set: PointSet, index: SpatialIndex): Int32Array {
  if (index.rank) return index.rank;
  const { x0, y0, x1, y1, cap } = index;
  const columns = Math.max(1, Math.floor((x1 - x0) / cap) + 1);
  const rows = Math.max(1, Math.floor((y1 - y0) / cap) + 1);
  const met = bucket(set, x0, y0, cap, columns, rows).order;
  const rank = new Int32Array(set.size);
  for (let k = 0; k < met.length; k++) rank[met[k]!] = k;
  index.rank = rank;
  return rank;
}

export interface Nearest {
  /** Cost of each point's best match, at most CAP. */
  costs: Float64Array;
  /** Index of the best match in the other set, or -1 when none is nearer than CAP. */
  partners: Int32Array;
}

/**
 * For each point of `from`, its best match in `to`, costs capped at `cap`. The cells around the point are searched
 * in rings; every point of ring r lies at least (r − 1) cells away, and a cost is never below the distance, so the
 * search ends at the first ring that far beyond the best cost so far (with a margin for rounding).
 */
export function nearest(from: PointSet, to: PointSet, cap = CAP): Nearest {
  const costs = new Float64Array(from.size);
  const partners = new Int32Array(from.size);
  const index = indexOf(to, cap);
  const { x0, y0, columns, rows, starts, order } = index;
  const tx = to.x;
  const ty = to.y;
  const tcos = to.cos;
  const tsin = to.sin;
  for (let i = 0; i < from.size; i++) {
    const x = from.x[i]!;
    const y = from.y[i]!;
    const ca = from.cos[i]!;
    const sa = from.sin[i]!;
    const column = Math.floor((x - x0) / SEARCH_CELL);
    const row = Math.floor((y - y0) / SEARCH_CELL);
    let best = cap;
    let partner = -1;
    for (let ring = 0; ; ring++) {
      if ((ring - 1) * SEARCH_CELL > best + 1e-9) break;
      const top = row - ring;
      const bottom = row + ring;
      const left = column - ring;
      const right = column + ring;
      for (let r = Math.max(0, top); r <= Math.min(rows - 1, bottom); r++) {
        // The ring's top and bottom rows whole, the rows between only at its two ends.
        const edge = r === top || r === bottom;
        const step = edge ? 1 : right - left;
        for (let c = left; c <= right; c += step) {
          if (c < 0 || c >= columns) continue;
          const cell = r * columns + c;
          for (let k = starts[cell]!; k < starts[cell + 1]!; k++) {
            const j = order[k]!;
            const ex = tx[j]! - x;
            const ey = ty[j]! - y;
            // The direction term only adds, so a point already farther than the best cannot win (nor tie).
            const d2 = ex * ex + ey * ey;
            if (d2 > best * best) continue;
            // |sin(a − b)|, zero when either point is a dot (its cos and sin are 0).
            const turn = Math.abs(sa * tcos[j]! - ca * tsin[j]!);
            const cost = Math.sqrt(d2) + DIRECTION_WEIGHT * turn;
            if (cost < best || (cost === best && partner >= 0 && tieBreak(to, index)[j]! < tieBreak(to, index)[partner]!)) {
              best = cost;
              partner = j;
            }
          }
        }
      }
    }
    costs[i] = best;
    partners[i] = partner;
  }
  return { costs, partners };
}

export function weightedMean(values: ArrayLike<number>, weights: ArrayLike<number>): number {
  let sum = 0;
  let total = 0;
  for (let i = 0; i < values.length; i++) {
    sum += values[i]! * weights[i]!;
    total += weights[i]!;
  }
  return total > 0 ? sum / total : 0;
}

export interface Match {
  /** Mean cost from the drawing to the reference. */
  precision: number;
  /** Mean cost from the reference to the drawing. */
  coverage: number;
  /** The worse of the two: a shape is only close when both are. */
  distance: number;
  drawn: Nearest;
  reference: Nearest;
}

/** `cap` below CAP gives a cheaper, rougher distance: good enough to screen candidates, not to score. */
export function match(drawn: PointSet, reference: PointSet, cap = CAP): Match {
  const d = nearest(drawn, reference, cap);
  const r = nearest(reference, drawn, cap);
  const precision = weightedMean(d.costs, drawn.weight);
  const coverage = weightedMean(r.costs, reference.weight);
  return { precision, coverage, distance: Math.max(precision, coverage), drawn: d, reference: r };
}

/** Lines with fewer points than this (about 0.15 long at the matching step) are crumbs, not parts of a letter. */
const PART_POINTS = 5;

/**
 * The worst-matched part: the highest mean cost over the polylines of a point set (a reference's skeleton lines or
 * the drawn strokes). A mean over the whole letter hides a missing bar or hook (T read as I, J as I); a letter is
 * only that letter when each of its parts is drawn and each drawn stroke lies on it.
 */
export function worstPart(costs: ArrayLike<number>, set: PointSet): number {
  const sums = new Map<number, { cost: number; weight: number; points: number }>();
  for (let i = 0; i < set.size; i++) {
    const line = set.line[i]!;
    const part = sums.get(line) ?? { cost: 0, weight: 0, points: 0 };
    part.cost += costs[i]! * set.weight[i]!;
    part.weight += set.weight[i]!;
    part.points++;
    sums.set(line, part);
  }
  let worst = 0;
  for (const part of sums.values()) if (part.points >= PART_POINTS && part.weight > 0) worst = Math.max(worst, part.cost / part.weight);
  return worst;
}

/** x' = a·x + b·y + c, y' = d·x + e·y + f. */
export type Affine = [number, number, number, number, number, number];
export const IDENTITY: Affine = [1, 0, 0, 0, 1, 0];

export function transform(set: PointSet, m: Affine): PointSet {
  const [a, b, c, d, e, f] = m;
  const x = new Float64Array(set.size);
  const y = new Float64Array(set.size);
  const angle = new Float64Array(set.size);
  const cos = new Float64Array(set.size);
  const sin = new Float64Array(set.size);
  for (let i = 0; i < set.size; i++) {
    x[i] = a * set.x[i]! + b * set.y[i]! + c;
    y[i] = d * set.x[i]! + e * set.y[i]! + f;
    const t = set.angle[i]!;
    if (Number.isNaN(t)) {
      angle[i] = Number.NaN;
      continue;
    }
    const ux = Math.cos(t);
    const uy = Math.sin(t);
    let g = Math.atan2(d * ux + e * uy, a * ux + b * uy);
    if (g < 0) g += Math.PI;
    if (g >= Math.PI) g -= Math.PI;
    angle[i] = g;
    cos[i] = Math.cos(g);
    sin[i] = Math.sin(g);
  }
  return { x, y, angle, cos, sin, line: set.line, weight: set.weight, size: set.size };
}

function solve3(m: number[], v: number[]): number[] | null {
  const [a0, a1, a2, a3, a4, a5, a6, a7, a8] = m as [number, number, number, number, number, number, number, number, number];
  const det = a0 * (a4 * a8 - a5 * a7) - a1 * (a3 * a8 - a5 * a6) + a2 * (a3 * a7 - a4 * a6);
  if (Math.abs(det) < 1e-12) return null;
  const inv = [
    a4 * a8 - a5 * a7,
    -(a1 * a8 - a2 * a7),
    a1 * a5 - a2 * a4,
    -(a3 * a8 - a5 * a6),
    a0 * a8 - a2 * a6,
    -(a0 * a5 - a2 * a3),
    a3 * a7 - a4 * a6,
    -(a0 * a7 - a1 * a6),
    a0 * a4 - a1 * a3,
  ].map((value) => value / det);
  return [0, 1, 2].map((r) => inv[r * 3]! * v[0]! + inv[r * 3 + 1]! * v[1]! + inv[r * 3 + 2]! * v[2]!);
}

export interface AlignOptions {
  iterations?: number;
  /** Scale limits of the fit, per axis. */
  minScale?: number;
  maxScale?: number;
  /** Largest horizontal shear (slant) the fit may take out. */
  maxShear?: number;
}

export interface Alignment extends Match {
  affine: Affine;
  aligned: PointSet;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * Iterated closest points with an affine model: each round pairs every point with its nearest partner (both
 * ways), solves the least-squares affine map with a light pull toward no change, and keeps it only if the match
 * improves. Scale and shear are bounded so a different letter cannot be bent into the target.
 */
export function align(drawn: PointSet, reference: PointSet, options: AlignOptions = {}): Alignment {
  const { iterations = 3, minScale = 0.7, maxScale = 1.4, maxShear = 0.4 } = options;
  let affine: Affine = IDENTITY;
  let aligned = drawn;
  let best = match(drawn, reference);
  const ridge = 0.005;
  for (let round = 0; round < iterations; round++) {
    const normal = [ridge, 0, 0, 0, ridge, 0, 0, 0, 0];
    const bx = [ridge, 0, 0];
    const by = [0, ridge, 0];
    const add = (px: number, py: number, qx: number, qy: number, w: number) => {
      const v = [px, py, 1];
      for (let r = 0; r < 3; r++) {
        for (let c = 0; c < 3; c++) normal[r * 3 + c]! += w * v[r]! * v[c]!;
        bx[r]! += w * v[r]! * qx;
        by[r]! += w * v[r]! * qy;
      }
    };
    for (let i = 0; i < drawn.size; i++) {
      const j = best.drawn.partners[i]!;
      if (j >= 0) add(drawn.x[i]!, drawn.y[i]!, reference.x[j]!, reference.y[j]!, drawn.weight[i]! / drawn.size);
    }
    for (let j = 0; j < reference.size; j++) {
      const i = best.reference.partners[j]!;
      if (i >= 0) add(drawn.x[i]!, drawn.y[i]!, reference.x[j]!, reference.y[j]!, reference.weight[j]! / reference.size);
    }
    const rx = solve3(normal, bx);
    const ry = solve3(normal, by);
    if (!rx || !ry) break;
    const next: Affine = [
      clamp(rx[0]!, minScale, maxScale),
      clamp(rx[1]!, -maxShear, maxShear),
      rx[2]!,
      clamp(ry[0]!, -maxShear * 0.6, maxShear * 0.6),
      clamp(ry[1]!, minScale, maxScale),
      ry[2]!,
    ];
    const moved = transform(drawn, next);
    const candidate = match(moved, reference);
    if (candidate.distance >= best.distance) break;
    affine = next;
    aligned = moved;
    best = candidate;
  }
  return { ...best, affine, aligned };
}

/**
 * A distance map of a point set on a small grid: for every cell, the distance to the nearest point (capped).
 * Screening many templates with it costs one lookup per point instead of one comparison per pair of points.
 */
export interface DistanceMap {
  cells: Float64Array;
}

const MAP_SIZE = 24;
const MAP_MIN = -0.7;
const MAP_CELL = 1.4 / MAP_SIZE;
const maps = new WeakMap<PointSet, DistanceMap>();

export function distanceMapOf(set: PointSet): DistanceMap {
  let map = maps.get(set);
  if (map) return map;
  const cells = new Float64Array(MAP_SIZE * MAP_SIZE);
  for (let row = 0; row < MAP_SIZE; row++) {
    const cy = MAP_MIN + (row + 0.5) * MAP_CELL;
    for (let column = 0; column < MAP_SIZE; column++) {
      const cx = MAP_MIN + (column + 0.5) * MAP_CELL;
      let best = CAP * CAP;
      for (let i = 0; i < set.size; i++) {
        const dx = set.x[i]! - cx;
        const dy = set.y[i]! - cy;
        const d2 = dx * dx + dy * dy;
        if (d2 < best) best = d2;
      }
      cells[row * MAP_SIZE + column] = Math.sqrt(best);
    }
  }
  map = { cells };
  maps.set(set, map);
  return map;
}

const mapPlaces = new WeakMap<PointSet, Int32Array>();

/** The map cell of each point of a set: the same for every map, so computed once per set. */
function placesOf(set: PointSet): Int32Array {
  let places = mapPlaces.get(set);
  if (places) return places;
  places = new Int32Array(set.size);
  for (let i = 0; i < set.size; i++) {
    const column = Math.min(MAP_SIZE - 1, Math.max(0, Math.floor((set.x[i]! - MAP_MIN) / MAP_CELL)));
    const row = Math.min(MAP_SIZE - 1, Math.max(0, Math.floor((set.y[i]! - MAP_MIN) / MAP_CELL)));
    places[i] = row * MAP_SIZE + column;
  }
  mapPlaces.set(set, places);
  return places;
}

function lookup(map: DistanceMap, set: PointSet): number {
  const places = placesOf(set);
  const weight = set.weight;
  let sum = 0;
  let total = 0;
  for (let i = 0; i < set.size; i++) {
    sum += map.cells[places[i]!]! * weight[i]!;
    total += weight[i]!;
  }
  return total > 0 ? sum / total : 0;
}

/** A rough, fast shape distance for screening: chamfer both ways through distance maps, no directions. */
export function screenDistance(drawn: PointSet, reference: PointSet): number {
  return Math.max(lookup(distanceMapOf(reference), drawn), lookup(distanceMapOf(drawn), reference));
}
