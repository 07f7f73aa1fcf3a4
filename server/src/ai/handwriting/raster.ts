/**
 * From filled glyph outlines to the lines a pen draws: outlines are flattened to polygons, filled on a small grid
 * (non-zero winding, as fonts are filled), thinned to a one-pixel skeleton (Zhang–Suen) and traced into
 * polylines. Holes of the filled glyph (the closed loops of o, b, A…) are counted on the same grid.
 */
import type { PathCommand } from 'opentype.js';

export interface Point {
  x: number;
  y: number;
}

/** Curves become polylines of this many segments: plenty at the grid sizes used here. */
const CURVE_STEPS = 8;

export function flatten(commands: PathCommand[]): Point[][] {
  const contours: Point[][] = [];
  let current: Point[] = [];
  let pen: Point = { x: 0, y: 0 };
  const close = () => {
    if (current.length > 2) contours.push(current);
    current = [];
  };
  for (const c of commands) {
    if (c.type === 'M') {
      close();
      pen = { x: c.x!, y: c.y! };
      current.push(pen);
    } else if (c.type === 'L') {
      pen = { x: c.x!, y: c.y! };
      current.push(pen);
    } else if (c.type === 'Q') {
      const p0 = pen;
      for (let i = 1; i <= CURVE_STEPS; i++) {
        const t = i / CURVE_STEPS;
        const u = 1 - t;
        current.push({ x: u * u * p0.x + 2 * u * t * c.x1! + t * t * c.x!, y: u * u * p0.y + 2 * u * t * c.y1! + t * t * c.y! });
      }
      pen = { x: c.x!, y: c.y! };
    } else if (c.type === 'C') {
      const p0 = pen;
      for (let i = 1; i <= CURVE_STEPS; i++) {
        const t = i / CURVE_STEPS;
        const u = 1 - t;
        current.push({
          x: u * u * u * p0.x + 3 * u * u * t * c.x1! + 3 * u * t * t * c.x2! + t * t * t * c.x!,
          y: u * u * u * p0.y + 3 * u * u * t * c.y1! + 3 * u * t * t * c.y2! + t * t * t * c.y!,
        });
      }
      pen = { x: c.x!, y: c.y! };
    } else if (c.type === 'Z') {
      close();
    }
  }
  close();
  return contours;
}

export interface Grid {
  width: number;
  height: number;
  cells: Uint8Array;
}

/** Fills polygons (already in grid coordinates) with the non-zero winding rule, sampling at pixel centres. */
export function fill(contours: Point[][], width: number, height: number): Grid {
  const cells = new Uint8Array(width * height);
  const crossings: { x: number; winding: number }[] = [];
  for (let row = 0; row < height; row++) {
    const y = row + 0.5;
    crossings.length = 0;
    for (const contour of contours) {
      for (let i = 0; i < contour.length; i++) {
        const a = contour[i]!;
        const b = contour[(i + 1) % contour.length]!;
        if (a.y === b.y) continue;
        const down = a.y < b.y;
        const [top, bottom] = down ? [a, b] : [b, a];
        if (y < top.y || y >= bottom.y) continue;
        const x = top.x + ((y - top.y) / (bottom.y - top.y)) * (bottom.x - top.x);
        crossings.push({ x, winding: down ? 1 : -1 });
      }
    }
    crossings.sort((p, q) => p.x - q.x);
    let winding = 0;
    for (let i = 0; i < crossings.length - 1; i++) {
      winding += crossings[i]!.winding;
      if (winding === 0) continue;
      const from = Math.max(0, Math.ceil(crossings[i]!.x - 0.5));
      const to = Math.min(width - 1, Math.floor(crossings[i + 1]!.x - 0.5));
      for (let col = from; col <= to; col++) cells[row * width + col] = 1;
    }
  }
  return { width, height, cells };
}

const NEIGHBOURS: readonly [number, number][] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
];

/**
 * Zhang–Suen thinning, in place, then removal of the staircase corners it leaves on diagonals (a cell whose two
 * 4-neighbours already touch each other), so every line cell has exactly two neighbours.
 */
export function thin(grid: Grid): Grid {
  const { width, height, cells } = grid;
  const original = cells.slice();
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= width || y >= height ? 0 : cells[y * width + x]!);
  const p = new Uint8Array(8);
  const remove: number[] = [];
  let changed = true;
  while (changed) {
    changed = false;
    for (const pass of [0, 1]) {
      remove.length = 0;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          if (!cells[y * width + x]) continue;
          let count = 0;
          for (let k = 0; k < 8; k++) {
            p[k] = at(x + NEIGHBOURS[k]![0], y + NEIGHBOURS[k]![1]);
            count += p[k]!;
          }
          if (count < 2 || count > 6) continue;
          let transitions = 0;
          for (let k = 0; k < 8; k++) if (p[k] === 0 && p[(k + 1) % 8] === 1) transitions++;
          if (transitions !== 1) continue;
          // p[0] north, p[2] east, p[4] south, p[6] west.
          if (pass === 0 ? p[0]! * p[2]! * p[4]! !== 0 || p[2]! * p[4]! * p[6]! !== 0 : p[0]! * p[2]! * p[6]! !== 0 || p[0]! * p[4]! * p[6]! !== 0) {
            continue;
          }
          remove.push(y * width + x);
        }
      }
      for (const i of remove) cells[i] = 0;
      if (remove.length) changed = true;
    }
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!cells[y * width + x]) continue;
      const n = at(x, y - 1);
      const e = at(x + 1, y);
      const s = at(x, y + 1);
      const w = at(x - 1, y);
      const corner =
        (n && e && !s && !w && !at(x - 1, y + 1)) ||
        (e && s && !n && !w && !at(x - 1, y - 1)) ||
        (s && w && !n && !e && !at(x + 1, y - 1)) ||
        (w && n && !s && !e && !at(x + 1, y + 1));
      if (corner) cells[y * width + x] = 0;
    }
  }
  keepVanishedDots(original, grid);
  return grid;
}

/** Thinning erases a blob of 2×2 cells entirely; a dot (of i, or of an Arabic letter) must stay as one cell. */
function keepVanishedDots(original: Uint8Array, grid: Grid): void {
  const { width, height, cells } = grid;
  const seen = new Uint8Array(original.length);
  const stack: number[] = [];
  const members: number[] = [];
  for (let start = 0; start < original.length; start++) {
    if (!original[start] || seen[start]) continue;
    members.length = 0;
    let survived = false;
    stack.push(start);
    seen[start] = 1;
    while (stack.length) {
      const i = stack.pop()!;
      members.push(i);
      if (cells[i]) survived = true;
      const x = i % width;
      const y = (i - x) / width;
      for (const [dx, dy] of NEIGHBOURS) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const j = ny * width + nx;
        if (!original[j] || seen[j]) continue;
        seen[j] = 1;
        stack.push(j);
      }
    }
    if (survived) continue;
    let sx = 0;
    let sy = 0;
    for (const i of members) {
      sx += i % width;
      sy += Math.floor(i / width);
    }
    const cx = sx / members.length;
    const cy = sy / members.length;
    let best = members[0]!;
    let bestDistance = Infinity;
    for (const i of members) {
      const d = ((i % width) - cx) ** 2 + (Math.floor(i / width) - cy) ** 2;
      if (d < bestDistance) {
        bestDistance = d;
        best = i;
      }
    }
    cells[best] = 1;
  }
}

/** Enclosed background regions of at least `minArea` cells: the counters of the letter. */
export function countHoles(grid: Grid, minArea = 3): number {
  const { width, height, cells } = grid;
  const seen = new Uint8Array(width * height);
  let holes = 0;
  const stack: number[] = [];
  for (let start = 0; start < cells.length; start++) {
    if (cells[start] || seen[start]) continue;
    let area = 0;
    let touchesBorder = false;
    stack.push(start);
    seen[start] = 1;
    while (stack.length) {
      const i = stack.pop()!;
      area++;
      const x = i % width;
      const y = (i - x) / width;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) touchesBorder = true;
      for (const [dx, dy] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const j = ny * width + nx;
        if (cells[j] || seen[j]) continue;
        seen[j] = 1;
        stack.push(j);
      }
    }
    if (!touchesBorder && area >= minArea) holes++;
  }
  return holes;
}

/**
 * Traces a skeleton into polylines running between end points and junctions; closed loops with neither (o, 0)
 * become one closed polyline. Spurs shorter than `minSpur` cells that end in a junction are dropped: thinning
 * leaves them at the corners of thick strokes.
 */
export function trace(grid: Grid, minSpur = 3): Point[][] {
  const { width, height, cells } = grid;
  const on = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && cells[y * width + x] === 1;
  const neighbours = (i: number): number[] => {
    const x = i % width;
    const y = (i - x) / width;
    const list: number[] = [];
    for (const [dx, dy] of NEIGHBOURS) if (on(x + dx, y + dy)) list.push((y + dy) * width + x + dx);
    return list;
  };
  const degree = new Map<number, number>();
  for (let i = 0; i < cells.length; i++) if (cells[i]) degree.set(i, neighbours(i).length);
  const isNode = (i: number) => degree.get(i) !== 2;
  const usedEdges = new Set<string>();
  const edgeKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);
  const visited = new Set<number>();
  const paths: number[][] = [];

  const walk = (start: number, next: number): number[] => {
    const path = [start, next];
    usedEdges.add(edgeKey(start, next));
    visited.add(start);
    let previous = start;
    let current = next;
    while (!isNode(current)) {
      visited.add(current);
      const following = neighbours(current).find((n) => n !== previous && !usedEdges.has(edgeKey(current, n)));
      if (following === undefined) break;
      usedEdges.add(edgeKey(current, following));
      path.push(following);
      previous = current;
      current = following;
    }
    visited.add(current);
    return path;
  };

  for (const [i] of degree) {
    if (!isNode(i)) continue;
    for (const n of neighbours(i)) if (!usedEdges.has(edgeKey(i, n))) paths.push(walk(i, n));
  }
  for (const [i] of degree) {
    if (visited.has(i)) continue;
    const n = neighbours(i)[0];
    if (n === undefined) {
      paths.push([i]);
      visited.add(i);
      continue;
    }
    // A loop with no node: walk until back at the start.
    const path = [i];
    let previous = i;
    let current = n;
    visited.add(i);
    usedEdges.add(edgeKey(i, n));
    while (current !== i && !visited.has(current)) {
      path.push(current);
      visited.add(current);
      const following = neighbours(current).find((m) => m !== previous && !usedEdges.has(edgeKey(current, m)));
      if (following === undefined) break;
      usedEdges.add(edgeKey(current, following));
      previous = current;
      current = following;
    }
    path.push(current);
    paths.push(path);
  }

  const junction = (i: number) => (degree.get(i) ?? 0) >= 3;
  const kept = paths.filter((path) => {
    if (path.length >= minSpur) return true;
    const first = path[0]!;
    const last = path[path.length - 1]!;
    // A short piece between two junctions is part of a crossing, and one touching no junction is a dot (of i,
    // or of an Arabic letter); a short piece hanging off one junction is a spur.
    return junction(first) === junction(last);
  });
  return kept.map((path) =>
    path.map((i) => {
      const x = i % width;
      return { x: x + 0.5, y: (i - x) / width + 0.5 };
    }),
  );
}
