import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { profileSchema } from '@common/contracts/user.ts';
import { assessmentsResponseSchema } from '@common/contracts/assessments.ts';
import { childrenResponseSchema } from '@common/contracts/children.ts';
import { api } from './api.ts';
import { PROFILE_KEY } from './preferences.ts';

/**
 * The signed-in account's own data that several screens show. One query per call, so the dashboard, the header,
 * My progress and settings read the same cache entries and their figures agree.
 */

/** GET /api/user/profile. */
export const profileQuery = queryOptions({
  queryKey: PROFILE_KEY,
  queryFn: () => api({ url: '/api/user/profile', schema: profileSchema }),
});

export function useProfile() {
  return useQuery(profileQuery);
}

export const ASSESSMENTS_KEY = ['/api/assessments'] as const;

/** GET /api/assessments: the signed-in user's own records, newest first. */
export const assessmentsQuery = queryOptions({
  queryKey: ASSESSMENTS_KEY,
  queryFn: () => api({ url: '/api/assessments', schema: assessmentsResponseSchema }),
});

export function useAssessments() {
  return useQuery(assessmentsQuery);
}

export const CHILDREN_KEY = ['/api/children'] as const;

/** GET /api/children: a parent's own children. */
export const childrenQuery = queryOptions({
  queryKey: CHILDREN_KEY,
  queryFn: () => api({ url: '/api/children', schema: childrenResponseSchema }),
});

/** Only parents have children to list; for anyone else the call would be refused, so pass `enabled: false`. */
export function useChildren(enabled = true) {
  return useQuery({ ...childrenQuery, enabled });
}
