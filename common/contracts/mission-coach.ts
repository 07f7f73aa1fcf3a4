/**
 * STEM Mission Coach calls (spec 001 §7) and the Block list a program travels as (spec 001 §3). Programs are bounded
 * (issue 6): at most 200 blocks nested at most 8 deep — checked without recursion before the blocks are parsed, so an
 * absurdly deep payload is refused with a message instead of exhausting the stack.
 */
import { z } from 'zod';
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
  type: z.literal('number').default('number'),
  // Spec 001 §5: integer entry 1–10, anything else falls back to 1.
  value: z
    .union([z.number(), text().max(20), z.null()])
    .optional()
    .transform((v) => coerceNumber(v)),
  options: z.array(text().max(40)).max(10).optional(),
});

const blockSchema: z.ZodType<Block> = z
  .object({
    id: text({ error: 'Each block needs an id.' }).max(80, 'A block id is at most 80 characters.'),
    type: z.enum(BLOCK_TYPES, { error: `A block type is one of ${BLOCK_TYPES.join(', ')}.` }),
    label: text().max(80, 'A block label is at most 80 characters.').default(''),
    icon: text().max(40).optional(),
    color: text().max(40).optional(),
    parameters: z.array(parameterSchema).max(2).optional(),
    get children() {
      return z.array(blockSchema).optional();
    },
  })
  .superRefine((block, ctx) => {
    const paletteId = paletteIdOf(block.id);
    if (!paletteId) ctx.addIssue({ code: 'custom', message: PROGRAM_MESSAGES.unknownBlock, path: [] });
    else if (PALETTE_TYPES[paletteId] !== block.type) ctx.addIssue({ code: 'custom', message: PROGRAM_MESSAGES.wrongType, path: [] });
  }) as z.ZodType<Block>;

/** A program: the spec's Block list, bounded. */
export const programSchema = z
  .array(z.unknown(), { error: PROGRAM_MESSAGES.notList })
  .superRefine((list, ctx) => {
    const { count, depth } = measureProgram(list);
    if (count === 0) ctx.addIssue({ code: 'custom', message: PROGRAM_MESSAGES.empty, path: [] });
    else if (count > MAX_BLOCKS) ctx.addIssue({ code: 'custom', message: PROGRAM_MESSAGES.tooMany, path: [] });
    else if (depth > MAX_DEPTH) ctx.addIssue({ code: 'custom', message: PROGRAM_MESSAGES.tooDeep, path: [] });
  })
  .pipe(z.array(blockSchema));

export const missionIdSchema = text({ error: 'The mission id is required.' })
  .trim()
  .min(1, 'The mission id is required.')
  .max(100, 'The mission id is at most 100 characters.');

export const submitRequestSchema = z.object({
  missionId: missionIdSchema,
  code: programSchema,
  /** The client's own result: ignored, the server runs the program itself. */
  result: z.unknown().optional(),
});
export type SubmitRequest = z.input<typeof submitRequestSchema>;

export const missionResultSchema = z.object({
  success: z.boolean(),
  steps: z.number().int(),
  itemsCollected: z.number().int(),
  efficiency: z.number(),
  feedback: z.string(),
});

export const submitResponseSchema = z.object({
  result: missionResultSchema,
  /** The robot error that stopped the run, if any (spec 001 §8). */
  error: z.string().optional(),
  tokensEarned: z.number().int(),
  firstCompletion: z.boolean(),
  missionStreak: z.number().int(),
});
export type SubmitResponse = z.infer<typeof submitResponseSchema>;

export const cellSchema: z.ZodType<Cell> = z.discriminatedUnion('type', [
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
  robotStart: z.object({ x: z.number().int(), y: z.number().int() }),
  requiredBlocks: z.array(z.enum(PALETTE_IDS)),
  maxSteps: z.number().int(),
  /** Built-in missions, or a custom mission a teacher or parent assigned. */
  source: z.enum(['built-in', 'custom']).default('built-in'),
});
export type MissionView = z.infer<typeof missionSchema>;

export const missionsQuerySchema = z.object({
  language: text().trim().max(10).optional(),
});

export const missionsResponseSchema = z.object({ language: z.string(), missions: z.array(missionSchema) });
export type MissionsResponse = z.infer<typeof missionsResponseSchema>;

export const progressQuerySchema = z.object({
  childId: z.string().uuid('Unknown child').optional(),
  language: text().trim().max(10).optional(),
});

/** Mission progress (spec 001 §3), in the spec's field names. */
export const progressResponseSchema = z.object({
  missions_completed: z.number().int(),
  total_missions: z.number().int(),
  average_efficiency: z.number(),
  level: z.number().int(),
  completed_missions: z.array(z.string()),
  best: z.record(z.string(), z.object({ efficiency: z.number(), steps: z.number().int() })),
  achievements: z.array(z.object({ id: z.string(), title: z.string(), description: z.string(), points: z.number().int() })),
});
export type MissionProgress = z.infer<typeof progressResponseSchema>;
