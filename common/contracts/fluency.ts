import { z } from 'zod';
import { text } from './text.ts';
import { bytesSchema } from './binary.ts';

/**
 * Oral reading fluency that listens (issue 11, spec 000 §9 "Fluency test"): graded passages, a recording aligned to
 * its passage, every word marked, WCPM, accuracy and an expression suggestion; the adult may flip words and choose
 * the expression; the recording is kept to listen back.
 *
 * The shapes of BRIEF11.md, with these additions (nothing there was removed or renamed):
 * - GET /api/fluency/passages also takes grade=grade2-3 (the skills assessment's grade) and answers the grade 2 and
 *   grade 3 passages; each passage also carries `wordCount` and `decodable`.
 * - A word's `mark` is the mark the figures count (after the adult's flips); `flipped` says the adult changed it.
 *   An adult flip of a correct word makes it 'substituted' (an error); of an error, 'correct'.
 * - `lastWordIndex`: the last word the child attempted (words after it are not read, neither right nor wrong); null
 *   when nothing was read or, with the manual engine, until the adult says where the reading stopped. PATCH may set
 *   it (the adult corrects where the reading stopped).
 * - `notice`: why the engine is 'manual' (or anything the adult should know), a sentence; null otherwise.
 * - `expression.evidence`: what the suggestion was computed from (pauses at punctuation, pitch range), null parts
 *   when not measured. The suggestion is a suggestion: the adult chooses.
 * - `adjustedBy` / `adjustedAt`: the name of who last changed the marks or the expression, and when (null before
 *   any change).
 * - GET /api/fluency/readings?childId= lists a child's readings, newest first (a summary each), for the child and
 *   the adults who may see the child: practice evidence and listening back without going through an assessment.
 */

export const PASSAGE_GRADES = ['kindergarten', 'grade1', 'grade2', 'grade3', 'grade4'] as const;
export type PassageGrade = (typeof PASSAGE_GRADES)[number];
/** The grades a query may name: the passage grades and the skills assessment's 'grade2-3' (grade 2 and 3 passages). */
export const PASSAGE_QUERY_GRADES = [...PASSAGE_GRADES, 'grade2-3'] as const;
export type PassageQueryGrade = (typeof PASSAGE_QUERY_GRADES)[number];

export const FLUENCY_LANGUAGES = ['en', 'fr', 'ar'] as const;
export type FluencyLanguage = (typeof FLUENCY_LANGUAGES)[number];

export const FLUENCY_ENGINES = ['alignment', 'transcription', 'manual'] as const;
export type FluencyEngine = (typeof FLUENCY_ENGINES)[number];

export const WORD_MARKS = ['correct', 'omitted', 'substituted', 'self_corrected'] as const;
export type WordMark = (typeof WORD_MARKS)[number];

/** Spec 000 §9: the fluency test lasts 60 s. */
export const FLUENCY_MAX_SECONDS = 60;
/** One minute of 48 kHz 16-bit mono WAV is 5.8 MB; webm/opus is far smaller. */
export const FLUENCY_MAX_AUDIO_BYTES = 8 * 1024 * 1024;
/** A recording may run a little past the reading time (the button is pressed after the timer). */
export const FLUENCY_MAX_AUDIO_SECONDS = 75;

export const passageSchema = z.object({
  id: z.string(),
  grade: z.enum(PASSAGE_GRADES),
  language: z.enum(FLUENCY_LANGUAGES),
  /** A reading level within the grade, e.g. 'K.1', '2.2' (first number the grade, second the step). */
  level: z.string(),
  title: z.string(),
  text: z.string(),
  /** The words as read and marked, in order; a word's index is its place here. Punctuation stays in `text`. */
  words: z.array(z.string()),
  wordCount: z.number().int(),
  /** Kindergarten and grade 1 passages are decodable (taught patterns and a few sight words). */
  decodable: z.boolean(),
});
export type Passage = z.infer<typeof passageSchema>;

const language = text({ error: 'Unknown language' })
  .trim()
  .toLowerCase()
  .pipe(z.enum(FLUENCY_LANGUAGES, { error: `Unknown language (one of ${FLUENCY_LANGUAGES.join(', ')})` }));

export const passagesQuerySchema = z.object({
  grade: text()
    .trim()
    .pipe(z.enum(PASSAGE_QUERY_GRADES, { error: `Unknown grade (one of ${PASSAGE_QUERY_GRADES.join(', ')})` }))
    .optional(),
  language: language.optional(),
});
export type PassagesQuery = z.input<typeof passagesQuerySchema>;

export const passagesResponseSchema = z.object({ passages: z.array(passageSchema) });
export type PassagesResponse = z.infer<typeof passagesResponseSchema>;

/** The form fields of POST /api/fluency/readings (multipart, with the recording as field `audio`: wav or webm). */
export const readingFieldsSchema = z.object({
  passageId: text({ error: 'The passage is required' }).trim().min(1, 'The passage is required').max(100, 'Unknown passage'),
  durationSeconds: z.coerce
    .number({ error: 'The reading time is required (seconds)' })
    .positive('The reading time must be more than 0 seconds')
    .max(FLUENCY_MAX_SECONDS, `The reading time must be at most ${FLUENCY_MAX_SECONDS} seconds`),
  /** An adult running the test for a child they may see; without it the reading is the signed-in child's. */
  childId: z.string().uuid('Unknown child').optional(),
});
export type ReadingFields = z.input<typeof readingFieldsSchema>;

export const fluencyWordSchema = z.object({
  index: z.number().int(),
  text: z.string(),
  mark: z.enum(WORD_MARKS),
  /** What the engine heard in this word's place (a substitution's word), null when nothing or not listened. */
  heard: z.string().nullable(),
  flipped: z.boolean(),
});
export type FluencyWord = z.infer<typeof fluencyWordSchema>;

export const expressionEvidenceSchema = z.object({
  /** Share (0–1) of sentence ends followed by a pause of at least 0.25 s; null without timings. */
  sentenceEndPauses: z.number().nullable(),
  /** Pauses of at least 0.25 s between words of one phrase (no punctuation), per 100 words read; null without timings. */
  midPhrasePausesPer100: z.number().nullable(),
  /** Spread of the voice's pitch (10th to 90th percentile) in semitones; null when no voiced speech was measured. */
  pitchRangeSemitones: z.number().nullable(),
});
export type ExpressionEvidence = z.infer<typeof expressionEvidenceSchema>;

const expressionScore = z.number().int().min(1).max(5);

export const fluencyReadingSchema = z.object({
  id: z.string(),
  childId: z.string(),
  passageId: z.string(),
  language: z.enum(FLUENCY_LANGUAGES),
  durationSeconds: z.number(),
  engine: z.enum(FLUENCY_ENGINES),
  notice: z.string().nullable(),
  words: z.array(fluencyWordSchema),
  lastWordIndex: z.number().int().nullable(),
  insertions: z.number().int(),
  wordsRead: z.number().int(),
  wordsCorrect: z.number().int(),
  errors: z.number().int(),
  /** Words correct per minute: wordsCorrect / (durationSeconds / 60), one decimal. */
  wcpm: z.number(),
  /** wordsCorrect / wordsRead × 100, one decimal; 0 when nothing was read. */
  accuracy: z.number(),
  expression: z.object({
    suggested: expressionScore,
    chosen: expressionScore.nullable(),
    evidence: expressionEvidenceSchema,
  }),
  hasAudio: z.boolean(),
  adjustedBy: z.string().nullable(),
  adjustedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type FluencyReading = z.infer<typeof fluencyReadingSchema>;

export const readingsQuerySchema = z.object({
  /** Whose readings; the signed-in person's own without it. */
  childId: z.string().uuid('Child not found').optional(),
});

export const readingSummarySchema = z.object({
  id: z.string(),
  passageId: z.string(),
  passageTitle: z.string(),
  language: z.enum(FLUENCY_LANGUAGES),
  engine: z.enum(FLUENCY_ENGINES),
  wordsRead: z.number().int(),
  errors: z.number().int(),
  wcpm: z.number(),
  accuracy: z.number(),
  expression: expressionScore,
  hasAudio: z.boolean(),
  createdAt: z.string(),
});
export type ReadingSummary = z.infer<typeof readingSummarySchema>;
export const readingsResponseSchema = z.object({ readings: z.array(readingSummarySchema) });

export const readingParamsSchema = z.object({ id: z.string().uuid('Reading not found') });

/** PATCH /api/fluency/readings/:id. `flips` toggles each listed word (correct ↔ error) against the current marks. */
export const adjustReadingSchema = z
  .object({
    flips: z.array(z.number().int('A word index is a whole number').min(0, 'A word index is 0 or more')).max(1000, 'At most 1000 flips').optional(),
    expression: z.number().int('Expression is a whole number from 1 to 5').min(1, 'Expression is 1 to 5').max(5, 'Expression is 1 to 5').optional(),
    lastWordIndex: z.number().int('A word index is a whole number').min(-1, 'A word index is 0 or more (-1: nothing read)').optional(),
  })
  .refine((body) => body.flips !== undefined || body.expression !== undefined || body.lastWordIndex !== undefined, {
    message: 'Send flips, expression or lastWordIndex',
  });
export type AdjustReading = z.input<typeof adjustReadingSchema>;

/** GET /api/fluency/readings/:id/audio answers the recording as it was sent (audio/wav or audio/webm). */
export const readingAudioSchema = bytesSchema('The recording, as sent (audio/wav or audio/webm)');

/**
 * The figures of a marked passage, shared by the server (what it stores and answers) and the client (the figures
 * update as the adult flips, before the server answers). Words after `lastWordIndex` are not read.
 */
export function fluencyFigures(
  marks: readonly WordMark[],
  lastWordIndex: number | null,
  durationSeconds: number,
): { wordsRead: number; wordsCorrect: number; errors: number; wcpm: number; accuracy: number } {
  const last = lastWordIndex === null ? -1 : Math.min(lastWordIndex, marks.length - 1);
  let wordsCorrect = 0;
  let errors = 0;
  for (let i = 0; i <= last; i++) {
    if (marks[i] === 'correct' || marks[i] === 'self_corrected') wordsCorrect++;
    else errors++;
  }
  const wordsRead = last + 1;
  const wcpm = durationSeconds > 0 ? Math.round((wordsCorrect / (durationSeconds / 60)) * 10) / 10 : 0;
  const accuracy = wordsRead > 0 ? Math.round((wordsCorrect / wordsRead) * 1000) / 10 : 0;
  return { wordsRead, wordsCorrect, errors, wcpm, accuracy };
}
