import { queryOptions, useQuery } from '@tanstack/react-query';

/** One grade-level assessment record as GET /api/assessments sends it (answers stay on the server). */
export interface AssessmentRecord {
  id: string;
  gradeLevel: string;
  curriculumType: string;
  overallScore: number;
  passed: boolean;
  totalQuestions: number;
  correctAnswers: number;
  percentile: number | null;
  category: string | null;
  assessmentDate: string;
}

export const ASSESSMENTS_KEY = ['/api/assessments'] as const;

/** The signed-in user's own records, newest first. */
export const assessmentsQuery = queryOptions<AssessmentRecord[]>({ queryKey: ASSESSMENTS_KEY });

export function useAssessments() {
  return useQuery(assessmentsQuery);
}
