import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffStudentsResponseSchema } from '@common/contracts/struggling-readers.ts';
import { api } from '@/lib/api.ts';
import { STRUGGLING_KEY } from './get-struggling-readers.ts';

/** GET /api/users: the caller's students, joined to the records by id (spec 000 §7). */
export const studentsQuery = queryOptions({
  queryKey: [...STRUGGLING_KEY, 'students'],
  queryFn: () => api({ url: '/api/users', schema: staffStudentsResponseSchema }),
});

export function useStudents() {
  return useQuery(studentsQuery);
}
