import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { courseStudentsResponseSchema } from '@common/contracts/courses.ts';
import { api } from '@/lib/api.ts';

export const courseStudentsKey = (code: string) => ['/api/courses', code, 'students'] as const;

/** GET /api/courses/:code/students: the school's children, each enrolled or not, with the summary. */
export const courseStudentsQuery = (code: string) =>
  queryOptions({
    queryKey: courseStudentsKey(code),
    queryFn: () => api({ url: `/api/courses/${encodeURIComponent(code)}/students`, schema: courseStudentsResponseSchema }),
  });

export function useCourseStudents(code: string) {
  return useQuery(courseStudentsQuery(code));
}
