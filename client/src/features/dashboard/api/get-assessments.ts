import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssessmentScore } from '@common/domain/assessments.ts';

/** The fields of an assessment record the dashboard reads; the server sends more (spec 000 §3). */
export interface AssessmentRecord extends AssessmentScore {
  id: string;
}

export const ASSESSMENTS_KEY = ['/api/assessments'] as const;

/** GET /api/assessments: the signed-in user's own records, newest first. */
export const assessmentsQuery = queryOptions<AssessmentRecord[]>({ queryKey: ASSESSMENTS_KEY });

export function useAssessments() {
  return useQuery(assessmentsQuery);
}
