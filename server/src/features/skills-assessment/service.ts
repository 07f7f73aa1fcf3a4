/**
 * Skills assessment results: the server recomputes every score from the raw answers, its own answer key (the letter
 * items and rhyme pairs in content/) and the grade's benchmarks, with common/domain/skills-assessment.ts. Nothing the
 * client computed is read: the request contract does not even carry a score.
 */
import { desc, eq } from 'drizzle-orm';
import { findPassage } from '@common/content/passages.ts';
import { benchmarksFor, letterItemsFor, rhymePairsFor } from '@common/content/skills-assessment.ts';
import { type SkillsAssessmentResult, type submitSkillsAssessmentSchema } from '@common/contracts/skills-assessment.ts';
import {
  countedResponseTime,
  isSkillsGrade,
  LETTER_FORM_OF,
  lettersPerMinute,
  normSkills,
  scoreFluency,
  scoreLetters,
  scoreRhymes,
  SKILLS_TIMING,
  type FluencyFigures,
  type LetterAnswer,
  type RhymeAnswer,
  type SkillsGrade,
} from '@common/domain/skills-assessment.ts';
import type { z } from 'zod';
import type { Actor } from '../../auth/policies.ts';
import type { Database } from '../../db/client.ts';
import { fluencyReadings, skillsAssessments } from '../../db/schema.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';

type Submission = z.output<typeof submitSkillsAssessmentSchema>;
type Row = typeof skillsAssessments.$inferSelect;

export const noBenchmarks = () => new HttpError(400, 'no_benchmarks', message('skills.noBenchmarks'), 'grade');

/** The grade of a submission, refused with the spec's message when it has no benchmarks. */
export function gradeOf(grade: string): SkillsGrade {
  if (!isSkillsGrade(grade) || !benchmarksFor(grade)) throw noBenchmarks();
  return grade;
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');

/** The letter answers, checked against the grade's items in order: the letter asked, the options shown, an answer among them. */
function letterAnswers(grade: SkillsGrade, submission: Submission): LetterAnswer[] {
  const items = letterItemsFor(grade, submission.language);
  const sent = submission.letter.detailedResults;
  const matches =
    sent.length === items.length &&
    sent.every((a, i) => a.letter === items[i]!.letter && sameSet(a.presented, items[i]!.options) && (a.answer === '' || a.presented.includes(a.answer)));
  if (!matches) throw badRequest(message('skills.letterMismatch'), 'letter');
  return sent.map((a) => ({ ...a, responseTime: countedResponseTime(a.responseTime) }));
}

/** The rhyme answers, checked against the grade's pairs in order; whether a pair rhymes comes from the key. */
function rhymeAnswers(grade: SkillsGrade, submission: Submission): RhymeAnswer[] {
  const pairs = rhymePairsFor(grade, submission.language);
  const sent = submission.rhyme.detailedResults;
  if (sent.length !== pairs.length || sent.some((a, i) => a.word1 !== pairs[i]!.word1 || a.word2 !== pairs[i]!.word2)) {
    throw badRequest(message('skills.rhymeMismatch'), 'rhyme');
  }
  const limit = SKILLS_TIMING.rhymeSeconds * 1000;
  return sent.map((a, i) => ({ ...a, expectedAnswer: pairs[i]!.rhymes, responseTime: Math.min(limit, Math.round(a.responseTime)) }));
}

/**
 * The fluency figures the score is built from: the stored reading's (fluency_readings, after the adult's flips),
 * never figures sent with the request. A reading that does not exist or is another child's answers 404. The
 * expression is the one chosen now, else the one chosen on the reading, else none (it then counts as 3).
 */
async function fluencyFigures(db: Database, childId: string, submission: Submission): Promise<FluencyFigures> {
  const [reading] = await db
    .select({
      childId: fluencyReadings.childId,
      passageId: fluencyReadings.passageId,
      durationSeconds: fluencyReadings.durationSeconds,
      wordsRead: fluencyReadings.wordsRead,
      errors: fluencyReadings.errors,
      wcpm: fluencyReadings.wcpm,
      accuracy: fluencyReadings.accuracy,
      expressionChosen: fluencyReadings.expressionChosen,
    })
    .from(fluencyReadings)
    .where(eq(fluencyReadings.id, submission.fluency.readingId));
  if (!reading || reading.childId !== childId) throw notFound(message('notFound.reading'));
  return {
    wcpm: reading.wcpm,
    accuracy: reading.accuracy,
    wordsRead: reading.wordsRead,
    errors: reading.errors,
    durationSeconds: reading.durationSeconds,
    passageLevel: findPassage(reading.passageId)?.level ?? reading.passageId,
    expression: submission.fluency.expression ?? reading.expressionChosen,
  };
}

export function presentSkillsAssessment(row: Row): SkillsAssessmentResult {
  return {
    id: row.id,
    userId: row.userId,
    grade: row.grade,
    language: row.language,
    letter: row.letter,
    rhyme: row.rhyme,
    fluency: row.fluency,
    overallScore: row.overallScore,
    overallStandardScore: row.overallStandardScore,
    percentile: row.percentile,
    category: row.category as SkillsAssessmentResult['category'],
    createdAt: row.createdAt.toISOString(),
  };
}

/** Scores a submission for `childId` and stores it; answers the stored result. */
export async function saveSkillsAssessment(db: Database, actor: Actor, childId: string, submission: Submission): Promise<SkillsAssessmentResult> {
  const grade = gradeOf(submission.grade);
  const benchmarks = benchmarksFor(grade)!;
  const letters = letterAnswers(grade, submission);
  const rhymes = rhymeAnswers(grade, submission);
  const letter = scoreLetters(letters, LETTER_FORM_OF[grade]);
  const rhyme = scoreRhymes(rhymes);
  const fluency = scoreFluency(grade, await fluencyFigures(db, childId, submission));
  const normedSkills = normSkills({ letter, rhyme, fluency }, benchmarks.norms);
  const pick = (n: { standard: number; percentile: number; category: SkillsAssessmentResult['category'] }) => ({
    standard: n.standard,
    percentile: n.percentile,
    category: n.category,
  });

  const [row] = await db
    .insert(skillsAssessments)
    .values({
      userId: childId,
      assessedBy: actor.id === childId ? null : actor.id,
      grade,
      language: submission.language,
      letter: {
        ...letter,
        lettersPerMinute: lettersPerMinute(letter),
        ...pick(normedSkills.letter),
        detailedResults: letters.map((a) => ({
          letter: a.letter,
          presented: a.presented,
          answer: a.answer,
          correct: a.answer === a.letter,
          responseTime: a.responseTime,
        })),
      },
      rhyme: {
        ...rhyme,
        ...pick(normedSkills.rhyme),
        detailedResults: rhymes.map((a) => ({
          word1: a.word1,
          word2: a.word2,
          expectedAnswer: a.expectedAnswer,
          userAnswer: a.userAnswer,
          correct: a.userAnswer === a.expectedAnswer,
          responseTime: a.responseTime,
        })),
      },
      fluency: { ...fluency, readingId: submission.fluency.readingId, ...pick(normedSkills.fluency) },
      fluencyReadingId: submission.fluency.readingId,
      overallScore: normedSkills.overallScore,
      overallStandardScore: normedSkills.overallStandardScore,
      percentile: normedSkills.percentile,
      category: normedSkills.category,
    })
    .returning();
  return presentSkillsAssessment(row!);
}

/** A child's skills assessments, newest first. */
export async function listSkillsAssessments(db: Database, childId: string): Promise<SkillsAssessmentResult[]> {
  const rows = await db.select().from(skillsAssessments).where(eq(skillsAssessments.userId, childId)).orderBy(desc(skillsAssessments.createdAt));
  return rows.map(presentSkillsAssessment);
}
