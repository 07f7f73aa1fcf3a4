/**
 * The skills assessment (spec 000 §2–§4, §9): what the screen sends — the raw answers only — and the result the
 * server stores after recomputing every score from them (common/domain/skills-assessment.ts). A score, accuracy or
 * count sent by the client is not part of the request and is dropped unread.
 */
import { z } from 'zod';
import { CATEGORIES } from '../domain/norms.ts';
import { EXPRESSION_MAX, FLUENCY_CATEGORIES, FLUENCY_RECOMMENDATIONS, LETTER_OPTIONS, SKILLS_LANGUAGES } from '../domain/skills-assessment.ts';
import { text } from './text.ts';

/** Spec 000 §8. */
export const NO_BENCHMARKS_MESSAGE = 'No benchmarks found for grade level';

/** A response time as sent: milliseconds, at most 10 minutes (the server counts at most the question's own time). */
const responseTime = z
  .number({ error: 'responseTime must be a number of milliseconds' })
  .min(0, 'responseTime cannot be negative')
  .max(600_000, 'responseTime is too long');
const glyph = text().max(4, 'A letter is one character');

export const letterAnswerSchema = z.object({
  letter: glyph,
  presented: z.array(glyph).length(LETTER_OPTIONS, `presented must list the ${LETTER_OPTIONS} options shown`),
  /** '' when the time ran out. */
  answer: glyph,
  responseTime,
});

export const rhymeAnswerSchema = z.object({
  word1: text().max(40),
  word2: text().max(40),
  /** null (or absent) when the time ran out. */
  userAnswer: z.boolean().nullable().default(null),
  responseTime,
});

export const submitSkillsAssessmentSchema = z.object({
  /** The child assessed: an adult running the test for a child they may see; a child omits it (themself). */
  childId: z.string().uuid('Unknown child').optional(),
  /** Checked against the benchmarks, so an unknown grade answers the spec's own message. */
  grade: text({ error: 'grade is required' }).trim().min(1, 'grade is required').max(20, NO_BENCHMARKS_MESSAGE),
  language: z.enum(SKILLS_LANGUAGES, { error: `language must be one of ${SKILLS_LANGUAGES.join(', ')}` }).default('en'),
  letter: z.object({ detailedResults: z.array(letterAnswerSchema).min(1, 'letter: no answers').max(15, 'letter: at most 15 answers') }),
  rhyme: z.object({ detailedResults: z.array(rhymeAnswerSchema).min(1, 'rhyme: no answers').max(10, 'rhyme: at most 10 answers') }),
  /** The stored fluency reading (POST /api/fluency/readings): its figures are read on the server. */
  fluency: z.object({
    readingId: z.string().uuid('Unknown reading'),
    /** The adult's choice; null or absent: none chosen, and it counts as 3 (spec 000 §4). */
    expression: z.number().int().min(1, 'expression is 1 to 5').max(EXPRESSION_MAX, 'expression is 1 to 5').nullable().default(null),
  }),
});
export type SubmitSkillsAssessment = z.input<typeof submitSkillsAssessmentSchema>;

const normedFields = {
  standard: z.number().int(),
  percentile: z.number().int(),
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
    correctAnswers: z.number().int(),
    totalQuestions: z.number().int(),
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
    correctAnswers: z.number().int(),
    totalQuestions: z.number().int(),
    timeSpent: z.number(),
    ...normedFields,
    detailedResults: z.array(
      z.object({
        word1: z.string(),
        word2: z.string(),
        expectedAnswer: z.boolean(),
        userAnswer: z.boolean().nullable(),
        correct: z.boolean(),
        responseTime: z.number(),
      }),
    ),
  }),
  fluency: z.object({
    score: z.number(),
    wordsPerMinute: z.number(),
    accuracy: z.number(),
    expressionScore: z.number().int(),
    wordsRead: z.number().int(),
    errorsCount: z.number().int(),
    timeSpent: z.number(),
    passageLevel: z.string(),
    readingId: z.string(),
    ...normedFields,
    detailedResults: z.object({ fluencyCategory: z.enum(FLUENCY_CATEGORIES), recommendations: z.array(z.enum(FLUENCY_RECOMMENDATIONS)) }),
  }),
  /** 40/40/20 of the letter, rhyme and fluency scores (0–100). */
  overallScore: z.number().int(),
  /** 40/40/20 of their standard scores, clamped 55–145. */
  overallStandardScore: z.number().int(),
  percentile: z.number().int(),
  category: z.enum(CATEGORIES),
  createdAt: z.string(),
});
export type SkillsAssessmentResult = z.infer<typeof skillsAssessmentSchema>;

export const skillsAssessmentListSchema = z.object({ assessments: z.array(skillsAssessmentSchema) });

export const skillsAssessmentQuerySchema = z.object({ childId: z.string().uuid('Unknown child').optional() });
