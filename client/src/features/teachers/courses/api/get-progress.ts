import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { analyticsResponseSchema, progressResponseSchema } from '@common/contracts/courses.ts';
import { api } from '@/lib/api.ts';

export const PROGRESS_KEY = ['/api/teachers'] as const;

const query = (course: string | undefined) => (course ? `?course=${encodeURIComponent(course)}` : '');

/** GET /api/teachers/progress: the enrolled students' practice and assessments, with the summary tiles. */
export const progressQuery = (course?: string) =>
  queryOptions({
    queryKey: [...PROGRESS_KEY, 'progress', course ?? ''],
    queryFn: () => api({ url: `/api/teachers/progress${query(course)}`, schema: progressResponseSchema }),
  });

export function useProgress(course?: string) {
  return useQuery(progressQuery(course));
}

/** GET /api/teachers/analytics: skill averages per module, weekly activity, categories. */
export const analyticsQuery = (course?: string) =>
  queryOptions({
    queryKey: [...PROGRESS_KEY, 'analytics', course ?? ''],
    queryFn: () => api({ url: `/api/teachers/analytics${query(course)}`, schema: analyticsResponseSchema }),
  });

export function useAnalytics(course?: string) {
  return useQuery(analyticsQuery(course));
}
