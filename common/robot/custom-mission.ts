/**
 * A Mission Creator grid (spec 002 §3: cells of empty, wall, start, goal, item with ids 'x-y') as the robot plays
 * it (spec 001 §3: gridData of empty, wall, item, goal and a robotStart; the robot faces east), and the shortest
 * solution that decides whether the goal can be reached and proposes max steps.
 */
import { cellsOfType, type GridSetup, type MissionTextLanguage } from '../contracts/mission-creator.ts';
import { shortestPath } from './solver.ts';
import type { Cell, Difficulty, Mission, Position } from './types.ts';

/** The board of a creator grid. The start cell is an empty cell under the robot. Null without exactly one start. */
export function boardOf(grid: GridSetup): { gridData: Cell[][]; robotStart: Position } | null {
  const starts = cellsOfType(grid, 'start');
  if (starts.length !== 1) return null;
  const gridData = grid.cells.map((row) =>
    row.map((cell): Cell => {
      switch (cell.type) {
        case 'wall':
          return { type: 'wall' };
        case 'goal':
          return { type: 'goal' };
        case 'item':
          return { type: 'item', item: 'gem' };
        default:
          return { type: 'empty' };
      }
    }),
  );
  return { gridData, robotStart: starts[0]! };
}

/** The fewest steps (moves and turns) that bring the robot to the goal, or null when walls block every path. */
export function bestSteps(grid: GridSetup): number | null {
  const board = boardOf(grid);
  if (!board || cellsOfType(grid, 'goal').length === 0) return null;
  return shortestPath(board.gridData, board.robotStart)?.steps ?? null;
}

/** The id a custom mission carries in Mission Coach, beside the built-in ids. */
const CUSTOM_MISSION_PREFIX = 'custom-';
export const customMissionId = (id: string) => `${CUSTOM_MISSION_PREFIX}${id}`;

export interface StoredCustomMission {
  id: string;
  title: Record<MissionTextLanguage, string>;
  description: Record<MissionTextLanguage, string>;
  objectives: Record<MissionTextLanguage, string[]>;
  difficulty: Difficulty;
  gridSetup: GridSetup;
  maxSteps: number;
}

/** A custom mission as a child plays it, in one language; a text missing there falls back to the other language. */
export function toRobotMission(mission: StoredCustomMission, language: string): Mission {
  const board = boardOf(mission.gridSetup);
  if (!board) throw new Error(`custom mission ${mission.id} has no single start`);
  const order: MissionTextLanguage[] = language === 'ar' ? ['ar', 'en'] : ['en', 'ar'];
  const pick = (texts: Record<MissionTextLanguage, string>) => texts[order[0]!].trim() || texts[order[1]!].trim();
  const objectives = mission.objectives[order[0]!].length ? mission.objectives[order[0]!] : mission.objectives[order[1]!];
  return {
    id: customMissionId(mission.id),
    title: pick(mission.title),
    description: pick(mission.description),
    difficulty: mission.difficulty,
    objective: objectives.join(' · '),
    hints: [],
    gridData: board.gridData,
    robotStart: board.robotStart,
    requiredBlocks: [],
    maxSteps: mission.maxSteps,
  };
}
