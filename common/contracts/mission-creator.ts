/**
 * Mission Creator (spec 002 §3 "Custom mission", §5 "Mission save", §9): the mission object exactly as the creator
 * sends it, with the rules both the form and the server apply. The spec's four checks come first, in its order and
 * with its messages; then the rules the observed product lacked (one start, one goal, a goal the robot can reach).
 */
import { z } from 'zod/mini';
import { text } from './text.ts';

export const MISSION_TEXT_LANGUAGES = ['en', 'ar'] as const;
export type MissionTextLanguage = (typeof MISSION_TEXT_LANGUAGES)[number];

export const MISSION_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export const MISSION_CATEGORIES = ['movement', 'logic', 'loops', 'problem-solving'] as const;
export const AGE_GROUPS = ['4-6', '7-9', '10-12'] as const;
export const SAFETY_LEVELS = ['high', 'medium', 'low'] as const;
export const CELL_TYPES = ['empty', 'wall', 'start', 'goal', 'item'] as const;
export type CellType = (typeof CELL_TYPES)[number];

export const GRID_SIZES = [4, 5, 6, 8] as const;
export const DEFAULT_GRID_SIZE = 5;
export const ESTIMATED_TIME = { min: 5, max: 60, default: 15 } as const;

export const MAX_TITLE_LENGTH = 100;
export const MAX_DESCRIPTION_LENGTH = 1000;
export const MAX_OBJECTIVE_LENGTH = 200;
export const MAX_OBJECTIVES = 10;
export const MAX_TAG_LENGTH = 30;
export const MAX_TAGS = 10;
/** Above this a program is no longer a children's exercise; the robot runs 500 ms per step. */
export const MAX_STEPS_LIMIT = 200;

/**
 * The spec's messages (§5), then ours. The client shows the same texts through i18n keys named after `kind`; the
 * server's refusals of a goal it cannot reach are content/messages' `missions` group.
 */
export const MISSION_MESSAGES = {
  title: 'Please enter a mission title',
  objective: 'Please add at least one objective',
  start: 'Please set a start position for the robot',
  goal: 'Please set a goal position',
  severalStarts: (count: number) => `Place only one start position for the robot (the grid has ${count}).`,
  severalGoals: (count: number) => `Place only one goal position (the grid has ${count}).`,
} as const;

/** The estimated-time input: whole minutes from 5 to 60; anything that is not a number falls back to 15 (§5). */
export function estimatedTimeFrom(input: string | number): number {
  const value = typeof input === 'number' ? input : Number.parseInt(input, 10);
  if (!Number.isFinite(value)) return ESTIMATED_TIME.default;
  return Math.min(ESTIMATED_TIME.max, Math.max(ESTIMATED_TIME.min, Math.round(value)));
}

/** Objectives and tags are trimmed and ignored when empty; tags are unique (case-insensitively). */
export function addEntry(list: readonly string[], input: string, options: { unique: boolean }): string[] {
  const value = input.trim();
  if (!value) return [...list];
  if (options.unique && list.some((item) => item.toLowerCase() === value.toLowerCase())) return [...list];
  return [...list, value];
}

export interface GridCell {
  type: CellType;
  id: string;
}
export interface GridSetup {
  width: number;
  height: number;
  cells: GridCell[][];
}

/** A new grid as 'Initialize Grid' makes it: every cell empty, ids 'x-y' (x the column, y the row). */
export function emptyGrid(size: number): GridSetup {
  const cells = Array.from({ length: size }, (_, y) => Array.from({ length: size }, (_, x) => ({ type: 'empty' as CellType, id: `${x}-${y}` })));
  return { width: size, height: size, cells };
}

export function cellsOfType(grid: GridSetup, type: CellType): { x: number; y: number }[] {
  const found: { x: number; y: number }[] = [];
  grid.cells.forEach((row, y) => row.forEach((cell, x) => cell.type === type && found.push({ x, y })));
  return found;
}

const missionText = (max: number, label: string) =>
  z._default(text({ error: `${label} must be text` }).check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`)), '');

const perLanguage = <T extends z.ZodMiniType>(schema: T) => z.object({ en: schema, ar: schema }, { error: 'Give the text per language: {en, ar}' });

const entries = (maxLength: number, maxCount: number, label: string) =>
  z
    .pipe(
      z._default(
        z.array(
          text({ error: `Each ${label} must be text` }).check(z.trim(), z.maxLength(maxLength, `Each ${label} must be at most ${maxLength} characters`)),
          {
            error: `The ${label}s must be a list`,
          },
        ),
        [],
      ),
      z.transform((items) => items.filter(Boolean)),
    )
    .check(z.refine((items) => items.length <= maxCount, `At most ${maxCount} ${label}s`));

const cellSchema = z.object({
  type: z.enum(CELL_TYPES, { error: 'A cell type is empty, wall, start, goal or item' }),
  id: text({ error: 'Each cell needs an id' }),
});

export const gridSetupSchema = z
  .object(
    {
      width: z.number({ error: 'The grid width must be a number' }).check(z.int()),
      height: z.number({ error: 'The grid height must be a number' }).check(z.int()),
      cells: z.array(z.array(cellSchema), { error: 'The grid cells must be rows of cells' }),
    },
    { error: "Initialize the grid first (Grid Setup, 'Initialize Grid')" },
  )
  .check(
    z.superRefine((grid, ctx) => {
      if (grid.width !== grid.height || !(GRID_SIZES as readonly number[]).includes(grid.width)) {
        ctx.addIssue({ code: 'custom', message: 'The grid must be 4×4, 5×5, 6×6 or 8×8' });
        return;
      }
      const consistent =
        grid.cells.length === grid.height && grid.cells.every((row, y) => row.length === grid.width && row.every((cell, x) => cell.id === `${x}-${y}`));
      if (!consistent) ctx.addIssue({ code: 'custom', message: "The cells must fill the grid row by row, each with the id 'x-y'" });
    }),
  );

const missionFields = z.object({
  title: perLanguage(missionText(MAX_TITLE_LENGTH, 'The title')),
  description: perLanguage(missionText(MAX_DESCRIPTION_LENGTH, 'The description')),
  difficulty: z.enum(MISSION_DIFFICULTIES, { error: 'The difficulty is beginner, intermediate or advanced' }),
  category: z.enum(MISSION_CATEGORIES, { error: 'The category is movement, logic, loops or problem-solving' }),
  ageGroup: z.enum(AGE_GROUPS, { error: 'The age group is 4-6, 7-9 or 10-12' }),
  estimatedTime: z._default(
    z
      .number({ error: 'The estimated time must be a number of minutes' })
      .check(
        z.int('The estimated time must be whole minutes'),
        z.minimum(ESTIMATED_TIME.min, 'The estimated time is 5 to 60 minutes'),
        z.maximum(ESTIMATED_TIME.max, 'The estimated time is 5 to 60 minutes'),
      ),
    ESTIMATED_TIME.default,
  ),
  objectives: perLanguage(entries(MAX_OBJECTIVE_LENGTH, MAX_OBJECTIVES, 'objective')),
  tags: entries(MAX_TAG_LENGTH, MAX_TAGS, 'tag').check(
    z.refine((tags) => new Set(tags.map((t) => t.toLowerCase())).size === tags.length, 'Tags must be unique'),
  ),
  safetyLevel: z._default(z.enum(SAFETY_LEVELS, { error: 'The safety level is high, medium or low' }), 'high'),
  gridSetup: gridSetupSchema,
  /** Optional: the author's limit, at least the shortest solution. Without it the shortest solution is used. */
  maxSteps: z.nullish(
    z
      .number({ error: 'Max steps must be a number' })
      .check(
        z.int('Max steps must be a whole number'),
        z.minimum(1, `Max steps is 1 to ${MAX_STEPS_LIMIT}`),
        z.maximum(MAX_STEPS_LIMIT, `Max steps is 1 to ${MAX_STEPS_LIMIT}`),
      ),
  ),
});

export type MissionProblem =
  | { kind: 'title' }
  | { kind: 'objective' }
  | { kind: 'start' }
  | { kind: 'goal' }
  | { kind: 'severalStarts'; count: number }
  | { kind: 'severalGoals'; count: number };

/**
 * The first problem of a mission, in the spec's order. `language` is the form's current language (the spec checks
 * the title and objectives there); the server, which has no current language, accepts either language.
 */
export function firstMissionProblem(
  mission: { title: Record<MissionTextLanguage, string>; objectives: Record<MissionTextLanguage, readonly string[]>; gridSetup: GridSetup | null },
  language: MissionTextLanguage | null,
): MissionProblem | null {
  const languages = language ? [language] : MISSION_TEXT_LANGUAGES;
  if (!languages.some((l) => mission.title[l].trim())) return { kind: 'title' };
  if (!languages.some((l) => mission.objectives[l].some((o) => o.trim()))) return { kind: 'objective' };
  const starts = mission.gridSetup ? cellsOfType(mission.gridSetup, 'start').length : 0;
  const goals = mission.gridSetup ? cellsOfType(mission.gridSetup, 'goal').length : 0;
  if (starts === 0) return { kind: 'start' };
  if (goals === 0) return { kind: 'goal' };
  if (starts > 1) return { kind: 'severalStarts', count: starts };
  if (goals > 1) return { kind: 'severalGoals', count: goals };
  return null;
}

export function problemMessage(problem: MissionProblem): string {
  switch (problem.kind) {
    case 'severalStarts':
      return MISSION_MESSAGES.severalStarts(problem.count);
    case 'severalGoals':
      return MISSION_MESSAGES.severalGoals(problem.count);
    default:
      return MISSION_MESSAGES[problem.kind];
  }
}

/** POST and PUT /api/custom-missions. Issues of the spec's checks sit at the root, so the message is the spec's text. */
export const customMissionSchema = missionFields.check(
  z.superRefine((mission, ctx) => {
    const problem = firstMissionProblem(mission, null);
    if (problem) ctx.addIssue({ code: 'custom', message: problemMessage(problem), path: [] });
  }),
);
export type CustomMissionInput = z.input<typeof customMissionSchema>;
export type CustomMissionBody = z.output<typeof customMissionSchema>;

export const customMissionParams = z.object({ id: z.string().check(z.uuid('Unknown mission')) });
export const assignmentParams = z.object({ id: z.string().check(z.uuid('Unknown mission')), assignmentId: z.string().check(z.uuid('Unknown assignment')) });

export const assignRequestSchema = z
  .object({
    childIds: z._default(
      z
        .array(z.string().check(z.uuid('Unknown child')), { error: 'childIds must be a list of child ids' })
        .check(z.maxLength(100, 'At most 100 children at once')),
      [],
    ),
    courseId: z.optional(z.string().check(z.uuid('Unknown course'))),
  })
  .check(z.refine((body) => body.childIds.length > 0 || body.courseId, { message: 'Choose at least one child or a course', path: [] }));
export type AssignRequest = z.input<typeof assignRequestSchema>;

const textsSchema = z.object({ en: z.string(), ar: z.string() });
const objectivesSchema = z.object({ en: z.array(z.string()), ar: z.array(z.string()) });

/** A saved mission as the API presents it. */
export const customMissionViewSchema = z.object({
  id: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  title: textsSchema,
  description: textsSchema,
  objectives: objectivesSchema,
  difficulty: z.enum(MISSION_DIFFICULTIES),
  category: z.enum(MISSION_CATEGORIES),
  ageGroup: z.enum(AGE_GROUPS),
  estimatedTime: z.number(),
  tags: z.array(z.string()),
  safetyLevel: z.enum(SAFETY_LEVELS),
  gridSetup: z.object({ width: z.number(), height: z.number(), cells: z.array(z.array(cellSchema)) }),
  maxSteps: z.number(),
  /** The shortest solution, in steps (moves and turns). */
  bestSteps: z.number(),
  canEdit: z.boolean(),
  assignmentCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomMission = z.infer<typeof customMissionViewSchema>;

export const missionResponseSchema = z.object({ mission: customMissionViewSchema });
export const missionListSchema = z.object({ missions: z.array(customMissionViewSchema) });

export const missionAssignmentSchema = z.object({
  id: z.string(),
  missionId: z.string(),
  childId: z.nullable(z.string()),
  childName: z.nullable(z.string()),
  courseId: z.nullable(z.string()),
  courseName: z.nullable(z.string()),
  assignedBy: z.nullable(z.string()),
  createdAt: z.string(),
});
export type MissionAssignment = z.infer<typeof missionAssignmentSchema>;

export const assignmentListSchema = z.object({ assignments: z.array(missionAssignmentSchema) });

export const assignTargetsSchema = z.object({
  children: z.array(z.object({ id: z.string(), name: z.string() })),
  courses: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })),
});
export type AssignTargets = z.infer<typeof assignTargetsSchema>;

/** A deletion's answer. */
export const okSchema = z.object({ ok: z.literal(true) });
