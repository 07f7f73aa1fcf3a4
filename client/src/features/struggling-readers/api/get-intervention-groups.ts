import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { interventionGroupsResponseSchema } from '@common/contracts/struggling-readers.ts';
import { api } from '@/lib/api.ts';
import { STRUGGLING_KEY } from './get-struggling-readers.ts';

export const GROUPS_KEY = [...STRUGGLING_KEY, 'groups'] as const;

/** GET /api/intervention-groups: the caller's own groups, newest first. */
export const interventionGroupsQuery = queryOptions({
  queryKey: GROUPS_KEY,
  queryFn: () => api({ url: '/api/intervention-groups', schema: interventionGroupsResponseSchema }),
});

export function useInterventionGroups() {
  return useQuery(interventionGroupsQuery);
}
