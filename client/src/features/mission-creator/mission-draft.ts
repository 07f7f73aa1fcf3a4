/**
 * The Mission Creator form as data: the draft being edited, its checks in the spec's order (spec 002 §5, with the
 * current language of the form), the solver's verdict, and the body the API takes.
 */
import {
  DEFAULT_GRID_SIZE,
  estimatedTimeFrom,
  firstMissionProblem,
  type CellType,
  type CustomMission,
  type CustomMissionInput,
  type GridSetup,
  type MissionProblem,
  type MissionTextLanguage,
  AGE_GROUPS,
  MISSION_CATEGORIES,
  MISSION_DIFFICULTIES,
  SAFETY_LEVELS,
} from '@common/contracts/mission-creator.ts';
import { bestSteps } from '@common/robot/custom-mission.ts';

export interface MissionDraft {
  /** Set when editing a saved mission. */
  id: string | null;
  title: Record<MissionTextLanguage, string>;
  description: Record<MissionTextLanguage, string>;
  objectives: Record<MissionTextLanguage, string[]>;
  difficulty: (typeof MISSION_DIFFICULTIES)[number];
  category: (typeof MISSION_CATEGORIES)[number];
  ageGroup: (typeof AGE_GROUPS)[number];
  /** As typed; read with estimatedTimeFrom (not a number: 15). */
  estimatedTime: string;
  tags: string[];
  safetyLevel: (typeof SAFETY_LEVELS)[number];
  gridSize: number;
  /** Null until 'Initialize Grid'. */
  grid: GridSetup | null;
  /** As typed; empty means the shortest solution. */
  maxSteps: string;
}

export function emptyDraft(): MissionDraft {
  return {
    id: null,
    title: { en: '', ar: '' },
    description: { en: '', ar: '' },
    objectives: { en: [], ar: [] },
    difficulty: 'beginner',
    category: 'movement',
    ageGroup: '7-9',
    estimatedTime: '15',
    tags: [],
    safetyLevel: 'high',
    gridSize: DEFAULT_GRID_SIZE,
    grid: null,
    maxSteps: '',
  };
}

export function draftFromMission(mission: CustomMission): MissionDraft {
  return {
    id: mission.id,
    title: { ...mission.title },
    description: { ...mission.description },
    objectives: { en: [...mission.objectives.en], ar: [...mission.objectives.ar] },
    difficulty: mission.difficulty,
    category: mission.category,
    ageGroup: mission.ageGroup,
    estimatedTime: String(mission.estimatedTime),
    tags: [...mission.tags],
    safetyLevel: mission.safetyLevel,
    gridSize: mission.gridSetup.width,
    grid: structuredClone(mission.gridSetup),
    maxSteps: mission.maxSteps === mission.bestSteps ? '' : String(mission.maxSteps),
  };
}

/** Sets one cell; the grid is copied so React sees a new value. */
export function paintCell(grid: GridSetup, x: number, y: number, type: CellType): GridSetup {
  return { ...grid, cells: grid.cells.map((row, ry) => (ry === y ? row.map((cell, rx) => (rx === x ? { ...cell, type } : cell)) : row)) };
}

export function maxStepsOf(draft: MissionDraft): number | null {
  const value = Number.parseInt(draft.maxSteps, 10);
  return draft.maxSteps.trim() && Number.isFinite(value) ? value : null;
}

export type DraftProblem = MissionProblem | { kind: 'unreachable' } | { kind: 'maxStepsTooLow'; best: number };

/** What stops a save, first problem first: the spec's four checks, several starts or goals, then the solver's. */
export function draftProblem(draft: MissionDraft, language: MissionTextLanguage): DraftProblem | null {
  const problem = firstMissionProblem({ title: draft.title, objectives: draft.objectives, gridSetup: draft.grid }, language);
  if (problem) return problem;
  const best = bestSteps(draft.grid!);
  if (best === null) return { kind: 'unreachable' };
  const max = maxStepsOf(draft);
  if (max !== null && max < best) return { kind: 'maxStepsTooLow', best };
  return null;
}

/** The mission object as the API takes it (spec 002 §7), once draftProblem has found nothing. */
export function draftToBody(draft: MissionDraft): CustomMissionInput {
  return {
    title: draft.title,
    description: draft.description,
    difficulty: draft.difficulty,
    category: draft.category,
    ageGroup: draft.ageGroup,
    estimatedTime: estimatedTimeFrom(draft.estimatedTime),
    objectives: draft.objectives,
    tags: draft.tags,
    safetyLevel: draft.safetyLevel,
    gridSetup: draft.grid!,
    maxSteps: maxStepsOf(draft),
  };
}
