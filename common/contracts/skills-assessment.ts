/**
 * The skills assessment (spec 000 §2–§4, §9): what the screen sends — the raw answers only — and the result the
 * server stores after recomputing every score from them (common/domain/skills-assessment.ts). A score, accuracy or
 * count sent by the client is not part of the request and is dropped unread.
 */
import { z } from 'zod/mini';
import { CATEGORIES } from '../domain/norms.ts';
import { EXPRESSION_MAX, FLUENCY_CATEGORIES, FLUENCY_RECOMMENDATIONS, LETTER_OPTIONS, SKILLS_LANGUAGES } from '../domain/skills-assessment.ts';
import { text } from './text.ts';

/** Spec 000 §8. */
export const NO_BENCHMARKS_MESSAGE = 'No benchmarks found for grade level';

/** A response time as sent: milliseconds, at most 10 minutes (the server counts at most the question's own time). */
const responseTime = z
  .number({ error: 'responseTime must be a number of milliseconds' })
  .check(z.minimum(0, 'responseTime cannot be negative'), z.maximum(600_000, 'responseTime is too long'));
const glyph = text().check(z.maxLength(4, 'A letter is one character'));

export const letterAnswerSchema = z.object({
  letter: glyph,
  presented: z.array(glyph).check(z.length(LETTER_OPTIONS, `presented must list the ${LETTER_OPTIONS} options shown`)),
  /** '' when the time ran out. */
  answer: glyph,
  responseTime,
});

export const rhymeAnswerSchema = z.object({
  word1: text().check(z.maxLength(40)),
  word2: text().check(z.maxLength(40)),
  /** null (or absent) when the time ran out. */
  userAnswer: z._default(z.nullable(z.boolean()), null),
  responseTime,
});

export const submitSkillsAssessmentSchema = z.object({
  /** The child assessed: an adult running the test for a child they may see; a child omits it (themself). */
  childId: z.optional(z.string().check(z.uuid('Unknown child'))),
  /** Checked against the benchmarks, so an unknown grade answers the spec's own message. */
  grade: text({ error: 'grade is required' }).check(z.trim(), z.minLength(1, 'grade is required'), z.maxLength(20, NO_BENCHMARKS_MESSAGE)),
  language: z._default(z.enum(SKILLS_LANGUAGES, { error: `language must be one of ${SKILLS_LANGUAGES.join(', ')}` }), 'en'),
  letter: z.object({ detailedResults: z.array(letterAnswerSchema).check(z.minLength(1, 'letter: no answers'), z.maxLength(15, 'letter: at most 15 answers')) }),
  rhyme: z.object({ detailedResults: z.array(rhymeAnswerSchema).check(z.minLength(1, 'rhyme: no answers'), z.maxLength(10, 'rhyme: at most 10 answers')) }),
  /** The stored fluency reading (POST /api/fluency/readings): its figures are read on the server. */
  fluency: z.object({
    readingId: z.string().check(z.uuid('Unknown reading')),
    /** The adult's choice; null or absent: none chosen, and it counts as 3 (spec 000 §4). */
    expression: z._default(z.nullable(z.int().check(z.minimum(1, 'expression is 1 to 5'), z.maximum(EXPRESSION_MAX, 'expression is 1 to 5'))), null),
  }),
});
export type SubmitSkillsAssessment = z.input<typeof submitSkillsAssessmentSchema>;

const normedFields = {
  standard: z.int(),
  percentile: z.int(),
  category: z.enum(CATEGORIES),
};

export const skillsAssessmentSchema = z.object({
  id: z.string(),
  userId: z.string(),
  grade: z.string(),
  language: z.string(),
  letter: z.object({
    score: z.number(),
    accuracy: z.number(),
    speed: z.number(),
    correctAnswers: z.int(),
    totalQuestions: z.int(),
    timeSpent: z.number(),
    lettersPerMinute: z.number(),
    ...normedFields,
    detailedResults: z.array(
      z.object({ letter: z.string(), presented: z.array(z.string()), answer: z.string(), correct: z.boolean(), responseTime: z.number() }),
    ),
  }),
  rhyme: z.object({
    score: z.number(),
    accuracy: z.number(),
    correctAnswers: z.int(),
    totalQuestions: z.int(),
    timeSpent: z.number(),
    ...normedFields,
    detailedResults: z.array(
      z.object({
        word1: z.string(),
        word2: z.string(),
        expectedAnswer: z.boolean(),
        userAnswer: z.nullable(z.boolean()),
        correct: z.boolean(),
        responseTime: z.number(),
      }),
    ),
  }),
  fluency: z.object({
    score: z.number(),
    wordsPerMinute: z.number(),
    accuracy: z.number(),
    expressionScore: z.int(),
    wordsRead: z.int(),
    errorsCount: z.int(),
    timeSpent: z.number(),
    passageLevel: z.string(),
    readingId: z.string(),
    ...normedFields,
    detailedResults: z.object({ fluencyCategory: z.enum(FLUENCY_CATEGORIES), recommendations: z.array(z.enum(FLUENCY_RECOMMENDATIONS)) }),
  }),
  /** 40/40/20 of the letter, rhyme and fluency scores (0–100). */
  overallScore: z.int(),
  /** 40/40/20 of their standard scores, clamped 55–145. */
  overallStandardScore: z.int(),
  percentile: z.int(),
  category: z.enum(CATEGORIES),
  createdAt: z.string(),
});
export type SkillsAssessmentResult = z.infer<typeof skillsAssessmentSchema>;

export const skillsAssessmentListSchema = z.object({ assessments: z.array(skillsAssessmentSchema) });

export const skillsAssessmentQuerySchema = z.object({ childId: z.optional(z.string().check(z.uuid('Unknown child'))) });
