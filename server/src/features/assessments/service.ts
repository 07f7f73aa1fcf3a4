import { desc, eq } from 'drizzle-orm';
import type { AssessmentRecord } from '@common/contracts/assessments.ts';
import type { Database } from '../../db/client.ts';
import { assessments } from '../../db/schema.ts';

type AssessmentRow = typeof assessments.$inferSelect;

/** The fields of a record that leave the server; the answers given stay behind. */
export function presentAssessment(row: AssessmentRow): AssessmentRecord {
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
    assessmentDate: row.assessmentDate.toISOString(),
  };
}

/** A learner's own assessment records, newest first. */
export function listOwnAssessments(db: Database, userId: string): Promise<AssessmentRow[]> {
  return db.select().from(assessments).where(eq(assessments.userId, userId)).orderBy(desc(assessments.assessmentDate));
}
