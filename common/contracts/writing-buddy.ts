import { z } from 'zod/mini';
import { text } from './text.ts';

/** Writing languages of spec 001 §1 (the spec's 'en-ca' is accepted as en-CA by the contracts). */
export const WRITING_LANGUAGES = ['en', 'en-CA', 'fr', 'ar'] as const;
export type WritingLanguage = (typeof WRITING_LANGUAGES)[number];

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Limits on one drawing (issue 4): more than this answers 400, an image over 1 MB answers 413. */
export const MAX_STROKES = 200;
export const MAX_POINTS = 5000;
export const MAX_IMAGE_BYTES = 1024 * 1024;
export const MAX_TARGET_LENGTH = 80;

export const writingLanguageSchema = z.pipe(
  text({ error: 'Unknown writing language' }).check(z.trim()),
  z.transform((value, ctx): WritingLanguage => {
    const code = value.toLowerCase() === 'en-ca' ? 'en-CA' : value;
    if (!(WRITING_LANGUAGES as readonly string[]).includes(code)) {
      ctx.issues.push({ code: 'custom', message: `Unknown writing language (one of ${WRITING_LANGUAGES.join(', ')})`, input: value });
      return z.NEVER;
    }
    return code as WritingLanguage;
  }),
);

const coordinate = z.number({ error: 'Coordinates must be finite numbers' });
export const pointSchema = z.object({ x: coordinate, y: coordinate });
export type Point = z.infer<typeof pointSchema>;
export const strokeSchema = z.object({
  points: z.array(pointSchema, { error: 'Each stroke needs a list of points' }),
  timestamp: z.optional(z.number({ error: 'The timestamp must be a number' })),
});
export type Stroke = z.infer<typeof strokeSchema>;

/** "No Content" (spec 001 §5) when nothing was drawn; then the size limits. Issues at the root: no field prefix. */
function checkDrawing(strokes: readonly Stroke[], ctx: z.core.$RefinementCtx): void {
  const points = strokes.reduce((n, s) => n + s.points.length, 0);
  if (points === 0) ctx.addIssue({ code: 'custom', message: 'No Content', path: [] });
  else if (strokes.length > MAX_STROKES) ctx.addIssue({ code: 'custom', message: `Too many strokes (at most ${MAX_STROKES})`, path: [] });
  else if (points > MAX_POINTS) ctx.addIssue({ code: 'custom', message: 'Too many points (at most 5,000)', path: [] });
}

export const imageDataUrlSchema = text().check(
  z.regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]*={0,2}$/, 'The image must be a PNG, JPEG or WebP data URL'),
);

/** Bytes of the image a data URL carries. */
export function imageBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
}

const target = text({ error: 'The target letter or word is required' }).check(
  z.trim(),
  z.minLength(1, 'The target letter or word is required'),
  z.maxLength(MAX_TARGET_LENGTH, `The target must be at most ${MAX_TARGET_LENGTH} characters`),
);

export const analyzeRequestSchema = z
  .object({
    type: z._default(z.enum(['letter', 'word'], { error: 'The type must be letter or word' }), 'letter'),
    target,
    strokes: z._default(z.array(strokeSchema, { error: 'Strokes must be a list' }), []),
    imageDataUrl: z.optional(imageDataUrlSchema),
    userId: z.optional(z.string().check(z.uuid('Unknown user'))),
    language: z._default(writingLanguageSchema, 'en'),
  })
  .check(z.superRefine((body, ctx) => checkDrawing(body.strokes, ctx)));
export type AnalyzeRequest = z.input<typeof analyzeRequestSchema>;

/** The spec sends point lists; a list of strokes with timestamps is taken too. */
const handwritingItem = z.union([strokeSchema, z.array(pointSchema)], { error: 'Each stroke needs a list of points with finite coordinates' });

export const saveRequestSchema = z
  .object({
    handwritingData: z.pipe(
      z._default(z.array(handwritingItem, { error: 'Handwriting data must be a list of strokes' }), []),
      z.transform((items): Stroke[] => items.map((item) => (Array.isArray(item) ? { points: item } : item))),
    ),
    letter: target,
    type: z.optional(z.enum(['letter', 'word'], { error: 'The type must be letter or word' })),
    language: z._default(writingLanguageSchema, 'en'),
    /** Ignored: the server analyses the strokes itself. */
    analysis: z.optional(z.unknown()),
    imageDataUrl: z.optional(imageDataUrlSchema),
  })
  .check(z.superRefine((body, ctx) => checkDrawing(body.handwritingData, ctx)));
export type SaveRequest = z.input<typeof saveRequestSchema>;

export const analysisSchema = z.object({
  accuracy: z.number(),
  consistency: z.number(),
  overall_score: z.number(),
  feedback: z.string(),
  improvements: z.array(z.string()),
  message: z.string(),
  recognized: z.optional(z.string()),
  reversal: z.optional(z.boolean()),
  /** Extra remarks of a vision model, when one is configured. */
  remarks: z.optional(z.string()),
});
export type WritingAnalysis = z.infer<typeof analysisSchema>;

/** POST /api/writing-buddy/save: the server's own analysis (null when it failed: the sample is saved anyway). */
export const saveResponseSchema = z.object({
  message: z.string(),
  analysis: z.nullable(analysisSchema),
  tokensEarned: z.number(),
});
export type SaveResponse = z.infer<typeof saveResponseSchema>;

export const alphabetQuerySchema = z.object({
  language: z._default(writingLanguageSchema, 'en'),
  /** Language of the formation guides; defaults to the writing language. */
  ui: z.optional(text().check(z.trim())),
});

export const wordsQuerySchema = z.object({
  language: z._default(writingLanguageSchema, 'en'),
  difficulty: z._default(z.enum(DIFFICULTIES, { error: `The difficulty must be one of ${DIFFICULTIES.join(', ')}` }), 'beginner'),
});

const childId = z.optional(z.string().check(z.uuid('Unknown child')));

export const samplesQuerySchema = z.object({
  childId,
  limit: z._default(
    z.coerce
      .number({ message: 'The limit must be a whole number from 1 to 100.' })
      .check(
        z.int('The limit must be a whole number from 1 to 100.'),
        z.minimum(1, 'The limit must be a whole number from 1 to 100.'),
        z.maximum(100, 'The limit must be a whole number from 1 to 100.'),
      ),
    50,
  ),
});

export const progressQuerySchema = z.object({
  childId,
  /** Language of the achievement titles; defaults to the reader's interface language. */
  language: z.optional(writingLanguageSchema),
});

const directionSchema = z.enum(['ltr', 'rtl']);

/** GET /api/writing-buddy/alphabet: the first level's letters, every level, and the formation steps of each letter. */
export const alphabetResponseSchema = z.object({
  language: z.enum(WRITING_LANGUAGES),
  direction: directionSchema,
  level: z.string(),
  letters: z.array(z.string()),
  levels: z.array(z.object({ id: z.string(), letters: z.array(z.string()) })),
  /** Formation steps of each letter, worded in the interface language (French, Arabic, otherwise English). */
  guides: z.record(z.string(), z.array(z.string())),
});
export type Alphabet = z.infer<typeof alphabetResponseSchema>;

export const wordsResponseSchema = z.object({
  language: z.enum(WRITING_LANGUAGES),
  difficulty: z.enum(DIFFICULTIES),
  direction: directionSchema,
  words: z.array(z.string()),
  total: z.number(),
  source: z.string(),
});
export type WordList = z.infer<typeof wordsResponseSchema>;

export const writingSampleSchema = z.object({
  id: z.string(),
  letter: z.string(),
  kind: z.enum(['letter', 'word']),
  language: z.string(),
  savedAt: z.string(),
  /** The analysis as it was saved: always its score, older samples not every other field. */
  analysis: z.nullable(z.catchall(z.extend(z.partial(analysisSchema), { overall_score: z.number() }), z.unknown())),
  handwriting: z.array(strokeSchema),
  imageDataUrl: z.nullable(z.string()),
});
export type WritingSample = z.infer<typeof writingSampleSchema>;

export const samplesResponseSchema = z.object({ samples: z.array(writingSampleSchema) });

export const writingAchievementSchema = z.object({ id: z.string(), title: z.string(), description: z.string(), points: z.number() });
export type WritingAchievement = z.infer<typeof writingAchievementSchema>;

export const writingProgressSchema = z.object({
  letters_completed: z.number(),
  words_completed: z.number(),
  average_score: z.number(),
  level: z.number(),
  achievements: z.array(writingAchievementSchema),
  letters_practiced: z.number(),
  practice_sessions: z.number(),
  /** Letters mastered in each writing language, for that alphabet's "n / total". */
  letters_completed_by_language: z.record(z.string(), z.number()),
});
export type WritingProgress = z.infer<typeof writingProgressSchema>;
