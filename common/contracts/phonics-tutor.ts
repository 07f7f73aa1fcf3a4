import { z } from 'zod/mini';
import { text } from './text.ts';

/** Spec 001 §1: phonics in en, ar and fr; the en-CA lists add canadian-words. */
export const PHONICS_LANGUAGES = ['en', 'en-CA', 'fr', 'ar'] as const;
export type PhonicsLanguage = (typeof PHONICS_LANGUAGES)[number];

export const GROUP_IDS = ['single-sounds', 'digraphs', 'blends', 'vowel-teams', 'canadian-words', 'short-vowels', 'long-vowels', 'common-words'] as const;
export type GroupId = (typeof GROUP_IDS)[number];

/** Upload limits of one recording (issue 5): over 2 MB answers 413, over 10 s of audio 400. */
export const PHONICS_MAX_AUDIO_BYTES = 2 * 1024 * 1024;
export const PHONICS_MAX_AUDIO_SECONDS = 10;
/** Spec 001 §9: recording stops by itself after 5 s for a sound, 8 s for a word. */
export const RECORDING_MAX_MS = { sound: 5000, word: 8000 } as const;
export const MAX_TARGET_LENGTH = 80;

export const phonicsLanguageSchema = z.pipe(
  text({ error: 'Unknown phonics language' }).check(z.trim()),
  z.transform((value, ctx): PhonicsLanguage => {
    const code = value.toLowerCase() === 'en-ca' ? 'en-CA' : value;
    if (!(PHONICS_LANGUAGES as readonly string[]).includes(code)) {
      ctx.issues.push({ code: 'custom', message: `Unknown phonics language (one of ${PHONICS_LANGUAGES.join(', ')})`, input: value });
      return z.NEVER;
    }
    return code as PhonicsLanguage;
  }),
);

/** The interface language only picks the language of texts; an unknown one reads English rather than failing. */
const uiLanguage = z._default(text().check(z.trim(), z.maxLength(10, 'Unknown interface language')), 'en');

/** The form fields that travel with the recording (spec 001 §7). */
export const analyzeFieldsSchema = z.object({
  type: z.enum(['sound', 'word'], { error: 'The type must be sound or word' }),
  target: text({ error: 'The target sound or word is required' }).check(
    z.trim(),
    z.minLength(1, 'The target sound or word is required'),
    z.maxLength(MAX_TARGET_LENGTH, `The target must be at most ${MAX_TARGET_LENGTH} characters`),
  ),
  language: z._default(phonicsLanguageSchema, 'en'),
  uiLanguage,
});
export type AnalyzeFields = z.output<typeof analyzeFieldsSchema>;

/** Spec 001 §3 "Phonics analysis result", plus which parts of the engine served and what the attempt earned. */
export const phonicsAnalysisSchema = z.object({
  accuracy: z.number(),
  clarity: z.number(),
  pace: z.number(),
  overall_score: z.number(),
  feedback: z.string(),
  areas_for_improvement: z.array(z.string()),
  engines: z.optional(z.array(z.string())),
  /** False when an adult tried the exercise: analysed, not saved. */
  saved: z.boolean(),
  tokensEarned: z.number(),
});
export type PhonicsAnalysis = z.infer<typeof phonicsAnalysisSchema>;

export const contentQuerySchema = z.object({
  language: z._default(phonicsLanguageSchema, 'en'),
  /** Language of the hints; defaults to English. */
  ui: z.optional(text().check(z.trim(), z.maxLength(10))),
});

export const progressQuerySchema = z.object({
  childId: z.optional(z.string().check(z.uuid('Unknown child'))),
  /** The groups counted are this language's; defaults to English. */
  language: z._default(phonicsLanguageSchema, 'en'),
  /** Language of the achievement titles; defaults to the reader's interface language. */
  ui: z.optional(text().check(z.trim(), z.maxLength(10))),
});

export const phonicsSoundSchema = z.object({
  id: z.string(),
  text: z.string(),
  examples: z.array(z.string()),
  hint: z.string(),
  phonemes: z.array(z.string()),
});
export type PhonicsSound = z.infer<typeof phonicsSoundSchema>;

export const phonicsContentSchema = z.object({
  language: z.enum(PHONICS_LANGUAGES),
  direction: z.enum(['ltr', 'rtl']),
  groups: z.array(z.object({ id: z.enum(GROUP_IDS), sounds: z.array(phonicsSoundSchema) })),
  words: z.object({ beginner: z.array(z.string()), intermediate: z.array(z.string()), advanced: z.array(z.string()) }),
  source: z.string(),
});
export type PhonicsContent = z.infer<typeof phonicsContentSchema>;

export const phonicsAchievementSchema = z.object({ id: z.string(), title: z.string(), description: z.string(), points: z.number() });
export type PhonicsAchievement = z.infer<typeof phonicsAchievementSchema>;

/**
 * Spec 001 §3 "Phonics progress": the named counts, plus `{groupId}_completed` for each group of the language (kept
 * by the loose object, which neither drops nor checks them).
 */
export const phonicsProgressSchema = z.looseObject({
  language: z.enum(PHONICS_LANGUAGES),
  sounds_mastered: z.number(),
  words_read: z.number(),
  words_mastered: z.number(),
  attempts: z.number(),
  /** Spec 000 §7: the progress page reads the same counts under these names. */
  sounds_completed: z.number(),
  words_completed: z.number(),
  average_score: z.number(),
  level: z.number(),
  achievements: z.array(phonicsAchievementSchema),
  /** The same per-group counts as a list with totals, for the progress bars. */
  groups: z.array(z.object({ id: z.enum(GROUP_IDS), completed: z.number(), total: z.number() })),
});
export type PhonicsProgress = z.infer<typeof phonicsProgressSchema>;

/**
 * Recordings kept for listening back (issue 11): a child's newest recordings of each sound or word, this many at
 * most per sound or word and language; older ones are deleted as new ones come (the scores stay).
 */
export const PHONICS_RECORDINGS_KEPT = 3;
/** A list of recordings answers at most this many, newest first. */
export const PHONICS_RECORDINGS_LISTED = 20;

export const recordingsQuerySchema = z.object({
  childId: z.optional(z.string().check(z.uuid('Unknown child'))),
});

export const recordingParamsSchema = z.object({ id: z.string().check(z.uuid('Unknown recording')) });

/** One kept recording of a Phonics Tutor attempt, with the attempt's scores; played from `audioUrl`. */
export const phonicsRecordingSchema = z.object({
  id: z.string(),
  kind: z.enum(['sound', 'word']),
  target: z.string(),
  language: z.string(),
  groupId: z.nullable(z.string()),
  accuracy: z.number(),
  overallScore: z.number(),
  createdAt: z.string(),
  audioUrl: z.string(),
});
export type PhonicsRecording = z.infer<typeof phonicsRecordingSchema>;
export const phonicsRecordingsResponseSchema = z.object({ recordings: z.array(phonicsRecordingSchema) });
