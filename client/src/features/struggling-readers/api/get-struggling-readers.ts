import { infiniteQueryOptions } from '@tanstack/react-query';
import { useInfiniteQuery } from '@/lib/query.ts';
import { STRUGGLING_PAGE_SIZE, strugglingListResponseSchema, type StrugglingFilters } from '@common/contracts/struggling-readers.ts';
import { api } from '@/lib/api.ts';

export const STRUGGLING_KEY = ['struggling-readers'] as const;

/** The query string of a filter choice, shared by the list and the CSV link so both ask for the same rows. */
export function filterQuery(filters: StrugglingFilters): string {
  return new URLSearchParams({ grade: filters.grade, risk: filters.risk }).toString();
}

/**
 * GET /api/assessments/all?grade=&risk=&limit=&cursor=: the listed records a page at a time, in the spec's order; every
 * page carries the summary over the whole filtered set and the students of its records.
 */
export const strugglingReadersQuery = (filters: StrugglingFilters) =>
  infiniteQueryOptions({
    queryKey: [...STRUGGLING_KEY, 'list', filters.grade, filters.risk],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ grade: filters.grade, risk: filters.risk, limit: String(STRUGGLING_PAGE_SIZE) });
      if (pageParam) query.set('cursor', pageParam);
      return api({ url: `/api/assessments/all?${query.toString()}`, schema: strugglingListResponseSchema });
    },
    getNextPageParam: (last) => last.nextCursor,
  });

export function useStrugglingReaders(filters: StrugglingFilters) {
  return useInfiniteQuery(strugglingReadersQuery(filters));
}
