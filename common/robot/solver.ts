/**
 * The shortest route to a goal: breadth-first search over position and facing, where a move forward and a turn
 * each cost one step (spec 001 §4). The Mission Creator uses it to refuse unreachable goals and propose max steps;
 * the tests use it to prove every mission solvable within its max steps.
 */
import { FACINGS, type Cell, type Facing, type Position } from './types.ts';

export type SolverAction = 'forward' | 'left' | 'right';

export interface ShortestPath {
  steps: number;
  actions: SolverAction[];
}

const DELTAS: Record<Facing, [number, number]> = { north: [0, -1], east: [1, 0], south: [0, 1], west: [-1, 0] };

export function shortestPath(gridData: readonly (readonly Cell[])[], robotStart: Position, facing: Facing = 'east'): ShortestPath | null {
  const height = gridData.length;
  const width = Math.max(0, ...gridData.map((row) => row.length));
  const cell = (x: number, y: number) => (y >= 0 && y < height && x >= 0 && x < (gridData[y]?.length ?? 0) ? gridData[y]![x] : undefined);
  const start = cell(robotStart.x, robotStart.y);
  if (!start || start.type === 'wall') return null;
  if (start.type === 'goal') return { steps: 0, actions: [] };

  const key = (x: number, y: number, f: number) => (y * width + x) * 4 + f;
  const previous = new Map<number, { from: number; action: SolverAction }>();
  const startKey = key(robotStart.x, robotStart.y, FACINGS.indexOf(facing));
  const seen = new Set<number>([startKey]);
  const queue: [number, number, number][] = [[robotStart.x, robotStart.y, FACINGS.indexOf(facing)]];

  for (let head = 0; head < queue.length; head++) {
    const [x, y, f] = queue[head]!;
    const from = key(x, y, f);
    const [dx, dy] = DELTAS[FACINGS[f]!];
    const options: [number, number, number, SolverAction][] = [
      [x + dx, y + dy, f, 'forward'],
      [x, y, (f + 3) % 4, 'left'],
      [x, y, (f + 1) % 4, 'right'],
    ];
    for (const [nx, ny, nf, action] of options) {
      const target = cell(nx, ny);
      if (!target || target.type === 'wall') continue;
      const k = key(nx, ny, nf);
      if (seen.has(k)) continue;
      seen.add(k);
      previous.set(k, { from, action });
      if (target.type === 'goal' && action === 'forward') return unwind(previous, startKey, k);
      queue.push([nx, ny, nf]);
    }
  }
  return null;
}

function unwind(previous: Map<number, { from: number; action: SolverAction }>, startKey: number, end: number): ShortestPath {
  const actions: SolverAction[] = [];
  for (let k = end; k !== startKey;) {
    const step = previous.get(k)!;
    actions.push(step.action);
    k = step.from;
  }
  actions.reverse();
  return { steps: actions.length, actions };
}
