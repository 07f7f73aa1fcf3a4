import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { peopleResponseSchema, type PeopleQuery } from '@common/contracts/people.ts';
import { api } from '@/lib/api.ts';

export const PEOPLE_KEY = ['/api/admin/people'] as const;

/** GET /api/admin/people: the matching accounts of the administrator's organisations (a page), and their schools. */
export const peopleQuery = (filters: PeopleQuery) =>
  queryOptions({
    queryKey: [...PEOPLE_KEY, filters],
    queryFn: () => {
      const params = new URLSearchParams();
      if (filters.q) params.set('q', filters.q);
      if (filters.role) params.set('role', filters.role);
      if (filters.limit !== undefined) params.set('limit', String(filters.limit));
      if (filters.offset) params.set('offset', String(filters.offset));
      return api({ url: `/api/admin/people?${params.toString()}`, schema: peopleResponseSchema });
    },
    placeholderData: keepPreviousData,
  });

export function usePeople(filters: PeopleQuery) {
  return useQuery(peopleQuery(filters));
}
