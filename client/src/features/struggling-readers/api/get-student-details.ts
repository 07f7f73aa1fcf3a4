import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { studentDetailsResponseSchema } from '@common/contracts/struggling-readers.ts';
import { api } from '@/lib/api.ts';
import { STRUGGLING_KEY } from './get-struggling-readers.ts';

/** GET /api/struggling-readers/students/:id: scores, recommendations, student info and practice evidence. */
export const studentDetailsQuery = (studentId: string) =>
  queryOptions({
    queryKey: [...STRUGGLING_KEY, 'student', studentId],
    queryFn: () => api({ url: `/api/struggling-readers/students/${studentId}`, schema: studentDetailsResponseSchema }),
  });

export function useStudentDetails(studentId: string | null) {
  return useQuery({ ...studentDetailsQuery(studentId ?? ''), enabled: studentId !== null });
}
