import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { courseRecommendationsResponseSchema } from '@common/contracts/courses.ts';
import { api } from '@/lib/api.ts';

/** GET /api/courses/recommendations/:studentId: the caller's courses that suit a student, from the student's records. */
export const courseRecommendationsQuery = (studentId: string) =>
  queryOptions({
    queryKey: ['/api/courses/recommendations', studentId],
    queryFn: () => api({ url: `/api/courses/recommendations/${studentId}`, schema: courseRecommendationsResponseSchema }),
    enabled: studentId !== '',
  });

export function useCourseRecommendations(studentId: string) {
  return useQuery(courseRecommendationsQuery(studentId));
}
