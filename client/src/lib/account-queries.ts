import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@common/contracts/user.ts';
import type { ChildSummary } from '@common/contracts/children.ts';
import { PROFILE_KEY } from './preferences.ts';

/**
 * The signed-in account's own data that several screens show. One query per call, so the dashboard, the header,
 * My progress and settings read the same cache entries and their figures agree.
 */

/** GET /api/user/profile. */
export const profileQuery = queryOptions<Profile>({ queryKey: PROFILE_KEY });

export function useProfile() {
  return useQuery(profileQuery);
}

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

/** GET /api/assessments: the signed-in user's own records, newest first. */
export const assessmentsQuery = queryOptions<AssessmentRecord[]>({ queryKey: ASSESSMENTS_KEY });

export function useAssessments() {
  return useQuery(assessmentsQuery);
}

export const CHILDREN_KEY = ['/api/children'] as const;

/** GET /api/children: a parent's own children. */
export const childrenQuery = queryOptions<{ children: ChildSummary[] }>({ queryKey: CHILDREN_KEY });

/** Only parents have children to list; for anyone else the call would be refused, so pass `enabled: false`. */
export function useChildren(enabled = true) {
  return useQuery({ ...childrenQuery, enabled });
}
