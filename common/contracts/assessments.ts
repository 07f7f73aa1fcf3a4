import { z } from 'zod/mini';
import { text } from './text.ts';
import { CATEGORIES, type Category } from '../domain/norms.ts';
import { CURRICULA, GRADES } from '../domain/assessments.ts';

/**
 * Grade-level reading assessments (spec 000 §2–§9, issue 11). The question keys stay on the server: the client gets
 * a form's questions without their correct answers, sends the answers given, and the server scores them.
 */

export const gradeSchema = z.enum(GRADES, { error: `Unknown grade (one of ${GRADES.join(', ')})` });
export const curriculumSchema = z.enum(CURRICULA, { error: `Unknown program (one of ${CURRICULA.join(', ')})` });

/** One skill of a record: raw items correct of max, and its norm-referenced scores. */
export const skillScoreSchema = z.object({
  raw: z.int(),
  max: z.int(),
  standard: z.int(),
  percentile: z.int(),
  category: z.enum(CATEGORIES),
});
export type AssessmentSkillScore = z.infer<typeof skillScoreSchema> & { category: Category };

/** What the server keeps per question id of a submission (never sent back to a client). */
export interface AssessmentAnswerRecord {
  /** The option chosen, or for pronunciation the id of the server's analysis or an adult's mark by ear. */
  answer: string;
  correct: boolean;
  skill: string;
  /** Pronunciation: the accuracy the server measured. */
  accuracy?: number;
  /** Pronunciation: an adult listened and marked it (no recording), so no accuracy was measured. */
  byEar?: true;
  /** Marked by ear: the adult who listened (server/src/auth/listeners.ts). Older records name nobody. */
  listenerId?: string;
}

/**
 * A pronunciation item an adult marked by ear, when the device has no microphone or none is allowed, or the engine
 * cannot listen: as a screener is given on paper. The record counts these items so whoever reads it knows.
 */
export const HEARD_RIGHT = 'heard:right';
export const HEARD_WRONG = 'heard:wrong';

/**
 * GET /api/assessments: one grade-level reading assessment record (spec 000 §3 "Assessment record"). The answers
 * given stay on the server. `skills` is keyed by the spec's per-skill field name (letterSoundAssociation,
 * letterNaming, phonologicalAwareness, …); the flat `…Standard`/`…Percentile`/`…Category` fields of the spec are
 * derived from it by `flatSkillFields`.
 */
export const assessmentRecordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  gradeLevel: z.enum(GRADES),
  curriculumType: z.enum(CURRICULA),
  /** Which form of the question bank was drawn. */
  form: z.string(),
  /** 0–100, percent correct, scored by the server. */
  overallScore: z.int(),
  passed: z.boolean(),
  totalQuestions: z.int(),
  correctAnswers: z.int(),
  standardScore: z.nullable(z.int()),
  percentile: z.nullable(z.int()),
  category: z.nullable(z.enum(CATEGORIES)),
  cohortRank: z.nullable(z.int()),
  cohortSize: z.nullable(z.int()),
  skills: z.record(z.string(), skillScoreSchema),
  /** How many pronunciation items an adult marked by ear rather than the engine from a recording. */
  markedByEar: z.int(),
  /** The adults who marked them (server/src/auth/listeners.ts), by name; empty for marks made before names were kept. */
  markedByEarBy: z.array(z.string()),
  assessmentDate: z.string(),
});
export type AssessmentRecord = z.infer<typeof assessmentRecordSchema>;

/** GET /api/assessments[?childId=]: the records of the signed-in person or of a child they may see, newest first. */
export const assessmentsResponseSchema = z.array(assessmentRecordSchema);

export const assessmentsQuerySchema = z.object({
  childId: z.optional(z.uuid({ error: 'childId must be a user id' })),
});

/** The spec's flat per-skill fields (`letterNaming`, `letterNamingStandard`, `…Percentile`, `…Category`) of a record. */
export function flatSkillFields(skills: AssessmentRecord['skills']): Record<string, number | string> {
  const flat: Record<string, number | string> = {};
  for (const [name, s] of Object.entries(skills)) {
    flat[name] = s.raw;
    flat[`${name}Standard`] = s.standard;
    flat[`${name}Percentile`] = s.percentile;
    flat[`${name}Category`] = s.category;
  }
  return flat;
}

/** GET /api/assessments/:grade/questions?program= */
export const questionsParamsSchema = z.object({ grade: text() });
export const questionsQuerySchema = z.object({ program: z._default(curriculumSchema, 'english') });

/** A question as the client sees it: no correct answer. */
export const publicQuestionSchema = z.object({
  id: z.string(),
  type: z.enum(['multiple-choice', 'pronunciation']),
  /** The question as written (read aloud by the "read aloud" button). */
  question: z.string(),
  /** What is spoken for a child who cannot read yet, when it differs from the written question. */
  prompt: z.optional(z.string()),
  options: z.array(z.object({ id: z.string(), label: z.string(), icon: z.optional(z.string()) })),
  /** Pronunciation: the sound, word or sentence to say. */
  pronunciationTarget: z.optional(z.string()),
  skill: z.string(),
  icon: z.optional(z.string()),
});
export type PublicQuestion = z.infer<typeof publicQuestionSchema>;

export const questionsResponseSchema = z.object({
  grade: z.enum(GRADES),
  program: z.enum(CURRICULA),
  form: z.string(),
  /** The speech language of the items (en-US or fr-FR) for text to speech. */
  language: z.enum(['en', 'fr']),
  passingScore: z.int(),
  questions: z.array(publicQuestionSchema),
});
export type QuestionsResponse = z.infer<typeof questionsResponseSchema>;

/**
 * POST /api/assessments: the spec's payload (grade, score, passed, answers, totalQuestions, correctAnswers) plus the
 * form and program. score, passed and the counts are accepted for compatibility and ignored: the server re-scores.
 * A pronunciation answer is the `analysisId` returned by POST /api/assessments/:grade/pronunciation, or an adult's
 * mark by ear (HEARD_RIGHT or HEARD_WRONG).
 */
export const MAX_ANSWER_LENGTH = 100;
export const submitAssessmentSchema = z.object({
  grade: text({ error: 'grade is required' }),
  program: z._default(curriculumSchema, 'english'),
  form: text({ error: 'form is required' }).check(z.minLength(1, 'form is required'), z.maxLength(20, 'Unknown form')),
  answers: z.record(
    text().check(z.maxLength(40, 'Unknown question')),
    text({ error: 'Each answer must be text' }).check(z.maxLength(MAX_ANSWER_LENGTH, `An answer must be at most ${MAX_ANSWER_LENGTH} characters`)),
    { error: 'answers must map question ids to answers' },
  ),
  score: z.optional(z.number()),
  passed: z.optional(z.boolean()),
  totalQuestions: z.optional(z.number()),
  correctAnswers: z.optional(z.number()),
});
export type SubmitAssessment = z.output<typeof submitAssessmentSchema>;

/** The fields that travel with a pronunciation recording (multipart, field `audio`). */
export const pronunciationFieldsSchema = z.object({
  program: z._default(curriculumSchema, 'english'),
  form: text({ error: 'form is required' }).check(z.minLength(1, 'form is required'), z.maxLength(20, 'Unknown form')),
  questionId: text({ error: 'questionId is required' }).check(z.minLength(1, 'questionId is required'), z.maxLength(40, 'Unknown question')),
  uiLanguage: z._default(text().check(z.trim(), z.maxLength(10, 'Unknown interface language')), 'en'),
});
export type PronunciationFields = z.output<typeof pronunciationFieldsSchema>;

/** The analysis panel (spec 000 §3 "Pronunciation analysis result") and the id to answer with. */
export const pronunciationAnalysisSchema = z.object({
  analysisId: z.string(),
  accuracy: z.number(),
  clarity: z.number(),
  pace: z.number(),
  feedback: z.string(),
  areas_for_improvement: z.array(z.string()),
});
export type PronunciationAnalysis = z.infer<typeof pronunciationAnalysisSchema>;
