/**
 * Grade assessments (spec 000 §2–§9, issue 11): drawing a form, analysing a pronunciation item, scoring a
 * submission from the server's own key, norm-referenced scores and the cohort rank.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  HEARD_RIGHT,
  HEARD_WRONG,
  type AssessmentRecord,
  type AssessmentSkillScore,
  type AssessmentAnswerRecord,
  type PronunciationAnalysis,
  type QuestionsResponse,
  type SubmitAssessment,
} from '@common/contracts/assessments.ts';
import {
  isUnlocked,
  PASSING_SCORES,
  percentCorrect,
  PREREQUISITE,
  PRONUNCIATION_PASS_ACCURACY,
  type Curriculum,
  type Grade,
} from '@common/domain/assessments.ts';
import { normed } from '@common/domain/norms.ts';
import { normalizeLanguage } from '@common/domain/languages.ts';
import type { AiRegistry } from '../../ai/registry.ts';
import { AudioInputError, NoSpeechError, pronunciationFor } from '../../ai/pronunciation/index.ts';
import { rowsOf, type Actor } from '../../auth/policies.ts';
import type { Database } from '../../db/client.ts';
import { byEarAnswers, listenerNames, markedByEarBy } from '../../domain/marked-by-ear.ts';
import { assessmentPronunciations, assessments } from '../../db/schema.ts';
import { badRequest, forbidden, HttpError } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { bankOf, nextForm, overallNorm, publicQuestion, skillNorm, type Bank, type BankQuestion } from './bank.ts';

type AssessmentRow = typeof assessments.$inferSelect;

/** The fields of records that leave the server, the answers given left behind, with the names of the adults who marked by ear. */
export async function presentAssessments(db: Database, rows: readonly AssessmentRow[]): Promise<AssessmentRecord[]> {
  const names = await listenerNames(
    db,
    rows.map((row) => row.answers),
  );
  return rows.map((row) => presentAssessment(row, names));
}

function presentAssessment(row: AssessmentRow, names: ReadonlyMap<string, string>): AssessmentRecord {
  return {
    id: row.id,
    userId: row.userId,
    gradeLevel: row.gradeLevel,
    curriculumType: row.curriculumType,
    form: row.form,
    overallScore: row.overallScore,
    passed: row.passed,
    totalQuestions: row.totalQuestions,
    correctAnswers: row.correctAnswers,
    standardScore: row.standardScore,
    percentile: row.percentile,
    category: row.category,
    cohortRank: row.cohortRank,
    cohortSize: row.cohortSize,
    skills: row.skills,
    markedByEar: byEarAnswers(row.answers).length,
    markedByEarBy: markedByEarBy(row.answers, names),
    assessmentDate: row.assessmentDate.toISOString(),
  };
}

/** A learner's assessment records, newest first. */
export function listAssessments(db: Database, userId: string): Promise<AssessmentRow[]> {
  return db.select().from(assessments).where(eq(assessments.userId, userId)).orderBy(desc(assessments.assessmentDate), desc(assessments.id));
}

/** Spec 000 §4: kindergarten is open; grade 1 and grades 2-3 open at 70 or more on the grade before. Locked → 403. */
export async function assertUnlocked(db: Database, userId: string, grade: Grade): Promise<void> {
  const before = PREREQUISITE[grade];
  if (!before) return;
  const rows = await db
    .select({ gradeLevel: assessments.gradeLevel, overallScore: assessments.overallScore })
    .from(assessments)
    .where(and(eq(assessments.userId, userId), eq(assessments.gradeLevel, before)));
  if (!isUnlocked(grade, rows)) throw forbidden(message('assessments.locked'));
}

async function lastForm(db: Database, userId: string, grade: Grade, program: Curriculum): Promise<string | null> {
  const [row] = await db
    .select({ form: assessments.form })
    .from(assessments)
    .where(and(eq(assessments.userId, userId), eq(assessments.gradeLevel, grade), eq(assessments.curriculumType, program)))
    .orderBy(desc(assessments.assessmentDate))
    .limit(1);
  return row?.form ?? null;
}

/** A form of the bank without its keys: the first form, or on a retry the other one. */
export async function drawQuestions(db: Database, userId: string, grade: Grade, program: Curriculum): Promise<QuestionsResponse> {
  const bank = bankOf(program, grade);
  const form = nextForm(bank, await lastForm(db, userId, grade, program));
  return {
    grade,
    program,
    form,
    language: bank.language,
    passingScore: PASSING_SCORES[grade],
    questions: bank.forms[form]!.map(publicQuestion),
  };
}

/** Question ids named in a refusal: the first three, then an ellipsis. */
const listed = (ids: string[]) => ids.slice(0, 3).join(', ') + (ids.length > 3 ? ', …' : '');

function formOf(bank: Bank, form: string): BankQuestion[] {
  const questions = bank.forms[form];
  if (!questions) throw badRequest(message('assessments.unknownForm', { forms: Object.keys(bank.forms).sort().join(', ') }), 'form');
  return questions;
}

function toHttpError(error: unknown): unknown {
  if (error instanceof NoSpeechError) return new HttpError(422, 'no_speech', error.said, 'audio');
  if (error instanceof AudioInputError) return new HttpError(error.status, error.code, error.said, 'audio');
  if (error instanceof HttpError) return error;
  return new HttpError(503, 'engine_unavailable', message('ai.pronunciationUnavailable'));
}

/**
 * Analyses the recording of one pronunciation item with the Phonics Tutor engine and keeps the result: its id is
 * the answer the child submits, so the accuracy that scores the item is the one measured here.
 */
export async function analysePronunciation(
  db: Database,
  ai: AiRegistry,
  userId: string,
  grade: Grade,
  audio: Buffer,
  fields: { program: Curriculum; form: string; questionId: string; uiLanguage: string },
): Promise<PronunciationAnalysis> {
  const bank = bankOf(fields.program, grade);
  const question = formOf(bank, fields.form).find((q) => q.id === fields.questionId);
  if (!question) throw badRequest(message('assessments.notAQuestion'), 'questionId');
  if (question.type !== 'pronunciation') throw badRequest(message('assessments.notPronunciation'), 'questionId');
  const result = await pronunciationFor(ai)
    .assess({
      audio,
      target: question.pronunciationTarget,
      type: 'word',
      language: bank.language,
      uiLanguage: normalizeLanguage(fields.uiLanguage) ?? 'en',
    })
    .catch((error: unknown) => {
      throw toHttpError(error);
    });
  const [row] = await db
    .insert(assessmentPronunciations)
    .values({
      userId,
      gradeLevel: grade,
      questionId: question.id,
      target: question.pronunciationTarget,
      accuracy: result.accuracy,
      clarity: result.clarity,
      pace: result.pace,
    })
    .returning({ id: assessmentPronunciations.id });
  return {
    analysisId: row!.id,
    accuracy: Math.round(result.accuracy),
    clarity: Math.round(result.clarity),
    pace: Math.round(result.pace),
    feedback: result.feedback,
    areas_for_improvement: result.areas_for_improvement,
  };
}

const BY_EAR: ReadonlySet<string> = new Set([HEARD_RIGHT, HEARD_WRONG]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every answer checked against the form before anything is stored: unknown, missing or malformed answers are 400. */
async function scoreAnswers(
  db: Database,
  userId: string,
  questions: BankQuestion[],
  answers: Record<string, string>,
  marker: () => Promise<string>,
): Promise<Record<string, AssessmentAnswerRecord>> {
  const known = new Set(questions.map((q) => q.id));
  const unknown = Object.keys(answers).filter((id) => !known.has(id));
  if (unknown.length) throw badRequest(message('assessments.unknownAnswers', { ids: listed(unknown) }), 'answers');
  const missing = questions.filter((q) => !answers[q.id]?.trim()).map((q) => q.id);
  if (missing.length) throw badRequest(message('assessments.missingAnswers', { ids: listed(missing) }), 'answers');

  const recorded = questions.filter((q) => q.type === 'pronunciation' && !BY_EAR.has(answers[q.id]!.trim()));
  const bad = recorded.find((q) => !UUID.test(answers[q.id]!.trim()));
  if (bad) throw badRequest(message('assessments.recordFirst'), `answers.${bad.id}`);
  const analysisIds = recorded.map((q) => answers[q.id]!.trim());
  const analyses = analysisIds.length
    ? await db
        .select({ id: assessmentPronunciations.id, questionId: assessmentPronunciations.questionId, accuracy: assessmentPronunciations.accuracy })
        .from(assessmentPronunciations)
        .where(and(eq(assessmentPronunciations.userId, userId), sql`${assessmentPronunciations.id} IN ${analysisIds}`))
    : [];
  const byId = new Map(analyses.map((a) => [a.id, a]));
  const listenerId = questions.some((q) => q.type === 'pronunciation' && BY_EAR.has(answers[q.id]!.trim())) ? await marker() : undefined;

  const scored: Record<string, AssessmentAnswerRecord> = {};
  for (const q of questions) {
    const answer = answers[q.id]!.trim();
    if (q.type === 'multiple-choice') {
      if (!q.options.some((o) => o.id === answer)) throw badRequest(message('assessments.notAnOption'), `answers.${q.id}`);
      scored[q.id] = { answer, correct: answer === q.correctAnswer, skill: q.skill };
    } else if (BY_EAR.has(answer)) {
      scored[q.id] = { answer, correct: answer === HEARD_RIGHT, skill: q.skill, byEar: true, listenerId };
    } else {
      const analysis = byId.get(answer);
      if (!analysis || analysis.questionId !== q.id) throw badRequest(message('assessments.recordFirst'), `answers.${q.id}`);
      const accuracy = Math.round(analysis.accuracy);
      scored[q.id] = { answer, correct: accuracy >= PRONUNCIATION_PASS_ACCURACY, skill: q.skill, accuracy };
    }
  }
  return scored;
}

function skillScores(grade: Grade, scored: Record<string, AssessmentAnswerRecord>): Record<string, AssessmentSkillScore> {
  const tally = new Map<string, { raw: number; max: number }>();
  for (const a of Object.values(scored)) {
    const t = tally.get(a.skill) ?? { raw: 0, max: 0 };
    t.max += 1;
    if (a.correct) t.raw += 1;
    tally.set(a.skill, t);
  }
  const skills: Record<string, AssessmentSkillScore> = {};
  for (const [skill, { raw, max }] of tally) {
    const n = normed(percentCorrect(raw, max), skillNorm(grade, skill));
    skills[skill] = { raw, max, standard: n.standard, percentile: n.percentile, category: n.category };
  }
  return skills;
}

interface CohortRow {
  rank: number;
  size: number;
}

/**
 * The child's cohort: the students of their class (their first course), else of their school (organisation).
 * Each member counts once, by their latest record of this grade and program; rank 1 is the highest score.
 */
async function cohortRank(
  db: Database,
  userId: string,
  grade: Grade,
  program: Curriculum,
  score: number,
): Promise<{ rank: number | null; size: number | null }> {
  const members = sql`(
    SELECT e.student_id FROM course_enrollments e
    WHERE e.course_id = (SELECT course_id FROM course_enrollments WHERE student_id = ${userId} ORDER BY created_at, course_id LIMIT 1)
    UNION
    SELECT u.id FROM users u
    WHERE NOT EXISTS (SELECT 1 FROM course_enrollments WHERE student_id = ${userId})
      AND u.organization_id = (SELECT organization_id FROM users WHERE id = ${userId}) AND u.role = 'child'
  )`;
  const [row] = rowsOf<CohortRow>(
    await db.execute(sql`
      WITH latest AS (
        SELECT DISTINCT ON (user_id) user_id, overall_score FROM assessments
        WHERE grade_level = ${grade} AND curriculum_type = ${program} AND user_id IN ${members}
        ORDER BY user_id, assessment_date DESC, id DESC
      )
      SELECT (1 + count(*) FILTER (WHERE overall_score > ${score}))::int AS rank, count(*)::int AS size FROM latest`),
  );
  if (!row || row.size === 0) return { rank: null, size: null };
  return { rank: row.rank, size: row.size };
}

/**
 * Scores a submission from the server's key (the client's score, passed and counts are ignored), stores the
 * record with its norm-referenced scores, then ranks it within the cohort. `marker` names the adult who marked
 * spoken answers by ear, asked only when there are some (auth/listeners.ts markerOf: 403 with no adult listening).
 */
export async function submitAssessment(
  db: Database,
  actor: Actor,
  grade: Grade,
  body: SubmitAssessment,
  marker: () => Promise<string>,
): Promise<AssessmentRecord> {
  const bank = bankOf(body.program, grade);
  const questions = formOf(bank, body.form);
  const scored = await scoreAnswers(db, actor.id, questions, body.answers, marker);
  const correct = Object.values(scored).filter((a) => a.correct).length;
  const overallScore = percentCorrect(correct, questions.length);
  const overall = normed(overallScore, overallNorm(grade));
  const [inserted] = await db
    .insert(assessments)
    .values({
      userId: actor.id,
      gradeLevel: grade,
      curriculumType: body.program,
      form: body.form,
      overallScore,
      passed: overallScore >= PASSING_SCORES[grade],
      totalQuestions: questions.length,
      correctAnswers: correct,
      answers: scored,
      standardScore: overall.standard,
      percentile: overall.percentile,
      category: overall.category,
      skills: skillScores(grade, scored),
    })
    .returning();
  const cohort = await cohortRank(db, actor.id, grade, body.program, overallScore);
  const [row] = await db.update(assessments).set({ cohortRank: cohort.rank, cohortSize: cohort.size }).where(eq(assessments.id, inserted!.id)).returning();
  const [record] = await presentAssessments(db, [row!]);
  return record!;
}
