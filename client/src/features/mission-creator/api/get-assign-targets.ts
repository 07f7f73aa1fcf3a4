import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { assignTargetsSchema } from '@common/contracts/mission-creator.ts';
import { api } from '@/lib/api.ts';

/** GET /api/custom-missions/assign-targets: the children and courses the caller may give missions to. */
export const assignTargetsQuery = queryOptions({
  queryKey: ['mission-creator', 'assign-targets'],
  queryFn: () => api({ url: '/api/custom-missions/assign-targets', schema: assignTargetsSchema }),
});

export function useAssignTargets(enabled: boolean) {
  return useQuery({ ...assignTargetsQuery, enabled });
}
