import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { courseListResponseSchema } from '@common/contracts/courses.ts';
import { api } from '@/lib/api.ts';

export const COURSES_KEY = ['/api/courses'] as const;

/** GET /api/courses: the caller's courses (an administrator's: their organisations'). Never stale; refetched after changes. */
export const coursesQuery = () =>
  queryOptions({ queryKey: COURSES_KEY, queryFn: () => api({ url: '/api/courses', schema: courseListResponseSchema }), staleTime: Infinity });

export function useCourses() {
  return useQuery(coursesQuery());
}
