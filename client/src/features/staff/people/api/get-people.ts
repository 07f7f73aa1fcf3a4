import { queryOptions, useQuery } from '@tanstack/react-query';
import { peopleResponseSchema } from '@common/contracts/people.ts';
import { api } from '@/lib/api.ts';

export const PEOPLE_KEY = ['/api/admin/people'] as const;

/** GET /api/admin/people: the accounts of the administrator's organisations and the schools they may use. */
export const peopleQuery = queryOptions({
  queryKey: PEOPLE_KEY,
  queryFn: () => api({ url: '/api/admin/people', schema: peopleResponseSchema }),
});

export function usePeople() {
  return useQuery(peopleQuery);
}
