import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { creationsResponseSchema } from '@common/contracts/creative-lab.ts';
import { api } from '@/lib/api.ts';

/** GET /api/creative-lab/my-creations?childId=: the Creative Lab work of a child the adult may see, newest first. */
export const childCreationsQuery = (childId: string) =>
  queryOptions({
    queryKey: ['/api/creative-lab/my-creations', childId],
    queryFn: () => api({ url: `/api/creative-lab/my-creations?childId=${encodeURIComponent(childId)}`, schema: creationsResponseSchema }),
  });

export function useChildCreations(childId: string) {
  return useQuery(childCreationsQuery(childId));
}
