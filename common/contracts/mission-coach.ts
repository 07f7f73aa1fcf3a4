/**
 * STEM Mission Coach calls (spec 001 §7) and the Block list a program travels as (spec 001 §3). Programs are bounded
 * (issue 6): at most 200 blocks nested at most 8 deep — checked without recursion before the blocks are parsed, so an
 * absurdly deep payload is refused with a message instead of exhausting the stack.
 */
import { z } from 'zod/mini';
import { text } from './text.ts';
import { coerceNumber, measureProgram, paletteIdOf } from '../robot/blocks.ts';
import { BLOCK_TYPES, DIFFICULTIES, MAX_BLOCKS, MAX_DEPTH, PALETTE_IDS, PALETTE_TYPES, type Block, type Cell } from '../robot/types.ts';

export const PROGRAM_MESSAGES = {
  notList: 'The program must be a list of blocks.',
  empty: 'The program has no blocks.',
  tooMany: `The program has too many blocks (at most ${MAX_BLOCKS}).`,
  tooDeep: `Blocks are nested too deeply (at most ${MAX_DEPTH} levels).`,
  unknownBlock: `Unknown block: each block id starts with a palette block (${PALETTE_IDS.join(', ')}).`,
  wrongType: 'A block’s type does not match its palette block.',
} as const;

const parameterSchema = z.object({
  name: z.enum(['steps', 'times'], { error: 'A block parameter is steps or times.' }),
  type: z._default(z.literal('number'), 'number'),
  // Spec 001 §5: integer entry 1–10, anything else falls back to 1.
  value: z.pipe(
    z.optional(z.union([z.number(), text().check(z.maxLength(20)), z.null()])),
    z.transform((v) => coerceNumber(v)),
  ),
  options: z.optional(z.array(text().check(z.maxLength(40))).check(z.maxLength(10))),
});

const blockSchema: z.ZodMiniType<Block> = z
  .object({
    id: text({ error: 'Each block needs an id.' }).check(z.maxLength(80, 'A block id is at most 80 characters.')),
    type: z.enum(BLOCK_TYPES, { error: `A block type is one of ${BLOCK_TYPES.join(', ')}.` }),
    label: z._default(text().check(z.maxLength(80, 'A block label is at most 80 characters.')), ''),
    icon: z.optional(text().check(z.maxLength(40))),
    color: z.optional(text().check(z.maxLength(40))),
    parameters: z.optional(z.array(parameterSchema).check(z.maxLength(2))),
    // z.lazy rather than a getter: zod/mini's .check() copies the shape, which would read blockSchema too early.
    children: z.optional(z.array(z.lazy(() => blockSchema))),
  })
  .check(
    z.superRefine((block, ctx) => {
      const paletteId = paletteIdOf(block.id);
      if (!paletteId) ctx.addIssue({ code: 'custom', message: PROGRAM_MESSAGES.unknownBlock, path: [] });
      else if (PALETTE_TYPES[paletteId] !== block.type) ctx.addIssue({ code: 'custom', message: PROGRAM_MESSAGES.wrongType, path: [] });
    }),
  ) as z.ZodMiniType<Block>;

/** A program: the spec's Block list, bounded. */
export const programSchema = z.pipe(
  z.array(z.unknown(), { error: PROGRAM_MESSAGES.notList }).check(
    z.superRefine((list, ctx) => {
      const { count, depth } = measureProgram(list);
      if (count === 0) ctx.addIssue({ code: 'custom', message: PROGRAM_MESSAGES.empty, path: [] });
      else if (count > MAX_BLOCKS) ctx.addIssue({ code: 'custom', message: PROGRAM_MESSAGES.tooMany, path: [] });
      else if (depth > MAX_DEPTH) ctx.addIssue({ code: 'custom', message: PROGRAM_MESSAGES.tooDeep, path: [] });
    }),
  ),
  z.array(blockSchema),
);

export const missionIdSchema = text({ error: 'The mission id is required.' }).check(
  z.trim(),
  z.minLength(1, 'The mission id is required.'),
  z.maxLength(100, 'The mission id is at most 100 characters.'),
);

export const submitRequestSchema = z.object({
  missionId: missionIdSchema,
  code: programSchema,
  /** The client's own result: ignored, the server runs the program itself. */
  result: z.optional(z.unknown()),
});
export type SubmitRequest = z.input<typeof submitRequestSchema>;

export const missionResultSchema = z.object({
  success: z.boolean(),
  steps: z.int(),
  itemsCollected: z.int(),
  efficiency: z.number(),
  feedback: z.string(),
});

export const submitResponseSchema = z.object({
  result: missionResultSchema,
  /** The robot error that stopped the run, if any (spec 001 §8). */
  error: z.optional(z.string()),
  tokensEarned: z.int(),
  firstCompletion: z.boolean(),
  missionStreak: z.int(),
});
export type SubmitResponse = z.infer<typeof submitResponseSchema>;

export const cellSchema: z.ZodMiniType<Cell> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('empty') }),
  z.object({ type: z.literal('wall') }),
  z.object({ type: z.literal('item'), item: z.literal('gem') }),
  z.object({ type: z.literal('goal') }),
]);

export const missionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  objective: z.string(),
  hints: z.array(z.string()),
  gridData: z.array(z.array(cellSchema)),
  robotStart: z.object({ x: z.int(), y: z.int() }),
  requiredBlocks: z.array(z.enum(PALETTE_IDS)),
  maxSteps: z.int(),
  /** Built-in missions, or a custom mission a teacher or parent assigned. */
  source: z._default(z.enum(['built-in', 'custom']), 'built-in'),
});
export type MissionView = z.infer<typeof missionSchema>;

export const missionsQuerySchema = z.object({
  language: z.optional(text().check(z.trim(), z.maxLength(10))),
});

export const missionsResponseSchema = z.object({ language: z.string(), missions: z.array(missionSchema) });
export type MissionsResponse = z.infer<typeof missionsResponseSchema>;

export const progressQuerySchema = z.object({
  childId: z.optional(z.string().check(z.uuid('Unknown child'))),
  language: z.optional(text().check(z.trim(), z.maxLength(10))),
});

/** Mission progress (spec 001 §3), in the spec's field names. */
export const progressResponseSchema = z.object({
  missions_completed: z.int(),
  total_missions: z.int(),
  average_efficiency: z.number(),
  level: z.int(),
  completed_missions: z.array(z.string()),
  best: z.record(z.string(), z.object({ efficiency: z.number(), steps: z.int() })),
  achievements: z.array(z.object({ id: z.string(), title: z.string(), description: z.string(), points: z.int() })),
});
export type MissionProgress = z.infer<typeof progressResponseSchema>;
