import { queryOptions, useQuery } from '@tanstack/react-query';
import { strugglingListResponseSchema, type StrugglingFilters } from '@common/contracts/struggling-readers.ts';
import { api } from '@/lib/api.ts';

export const STRUGGLING_KEY = ['struggling-readers'] as const;

/** The query string of a filter choice, shared by the list and the CSV link so both ask for the same rows. */
export function filterQuery(filters: StrugglingFilters): string {
  return new URLSearchParams({ grade: filters.grade, risk: filters.risk }).toString();
}

/** GET /api/assessments/all?grade=&risk=: the summary and the listed records, in the spec's order. */
export const strugglingReadersQuery = (filters: StrugglingFilters) =>
  queryOptions({
    queryKey: [...STRUGGLING_KEY, 'list', filters.grade, filters.risk],
    queryFn: () => api({ url: `/api/assessments/all?${filterQuery(filters)}`, schema: strugglingListResponseSchema }),
  });

export function useStrugglingReaders(filters: StrugglingFilters) {
  return useQuery(strugglingReadersQuery(filters));
}
