/**
 * Mission Creator: the check a save runs on the server — the zod contract on the mission JSON (shape, spec-order
 * rules, one start and one goal) and then the shortest-path solver that refuses an unreachable goal and proposes max
 * steps. Three 8×8 grids (the largest size):
 *  - open: empty grid, start top-left, goal bottom-right;
 *  - serpentine: walls leave one winding corridor, the longest shortest path an 8×8 grid can have here;
 *  - unreachable: the goal walled in, so the solver visits every reachable (cell, facing) before saying no.
 * Target: ≤ 2 ms per check (p95). Writes bench/results/mission-creator.json.
 */
import { customMissionSchema, emptyGrid, type CellType, type GridSetup } from '@common/contracts/mission-creator.ts';
import { bestSteps } from '@common/robot/custom-mission.ts';
import { timeSync, writeResult } from './timing.ts';

const SIZE = 8;

function paint(grid: GridSetup, cells: [number, number, CellType][]): GridSetup {
  for (const [x, y, type] of cells) grid.cells[y]![x]!.type = type;
  return grid;
}

const open = () =>
  paint(emptyGrid(SIZE), [
    [0, 0, 'start'],
    [SIZE - 1, SIZE - 1, 'goal'],
  ]);

/** Rows 1, 3, 5 are walls with a gap at alternating ends, so the robot zigzags through every other row. */
function serpentine(): GridSetup {
  const grid = paint(emptyGrid(SIZE), [
    [0, 0, 'start'],
    [0, SIZE - 1, 'goal'],
  ]);
  for (const y of [1, 3, 5]) {
    const gap = y % 4 === 1 ? SIZE - 1 : 0;
    for (let x = 0; x < SIZE; x++) if (x !== gap) grid.cells[y]![x]!.type = 'wall';
  }
  return grid;
}

const unreachable = () =>
  paint(emptyGrid(SIZE), [
    [0, 0, 'start'],
    [SIZE - 1, SIZE - 1, 'goal'],
    [SIZE - 2, SIZE - 1, 'wall'],
    [SIZE - 1, SIZE - 2, 'wall'],
  ]);

const body = (gridSetup: GridSetup) =>
  JSON.parse(
    JSON.stringify({
      title: { en: 'Bench mission', ar: 'مهمة' },
      description: { en: 'A long description '.repeat(20), ar: '' },
      difficulty: 'advanced',
      category: 'problem-solving',
      ageGroup: '10-12',
      estimatedTime: 30,
      objectives: { en: Array.from({ length: 10 }, (_, i) => `Objective ${i + 1}`), ar: ['هدف'] },
      tags: Array.from({ length: 10 }, (_, i) => `tag-${i}`),
      safetyLevel: 'high',
      gridSetup,
    }),
  ) as unknown;

const ROUNDS = 2000;

const cases = Object.entries({ open: open(), serpentine: serpentine(), unreachable: unreachable() }).map(([name, grid]) => {
  const json = body(grid);
  return {
    grid: name,
    size: `${SIZE}x${SIZE}`,
    bestSteps: bestSteps(grid),
    solver: timeSync(() => bestSteps(grid), ROUNDS),
    contractAndSolver: timeSync(() => bestSteps(customMissionSchema.parse(json).gridSetup), ROUNDS),
  };
});

const worstP95 = Math.max(...cases.map((c) => c.contractAndSolver.p95Ms));
const result = {
  benchmark: 'mission-creator',
  description: 'Save check of a custom mission on 8×8 grids: zod contract on the JSON body, then the shortest-path solver',
  rounds: ROUNDS,
  cases,
  targetMs: 2,
  worstP95Ms: worstP95,
  meetsTarget: worstP95 <= 2,
  node: process.version,
  date: new Date().toISOString(),
};

writeResult('mission-creator', result);
for (const c of cases) {
  console.log(
    `mission-creator ${c.grid}: solver p95 ${c.solver.p95Ms} ms, contract+solver p95 ${c.contractAndSolver.p95Ms} ms (best ${c.bestSteps ?? 'none'})`,
  );
}
console.log(`mission-creator: worst p95 ${worstP95} ms (target ≤ 2 ms) ${result.meetsTarget ? '✓' : '✗'}`);
