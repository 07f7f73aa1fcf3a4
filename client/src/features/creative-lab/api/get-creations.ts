import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { creationsResponseSchema } from '@common/contracts/creative-lab.ts';
import { api } from '@/lib/api.ts';

export const CREATIONS_KEY = ['/api/creative-lab/my-creations'] as const;

/** GET /api/creative-lab/my-creations: the child's stories and art, newest first (spec 001 §2). */
export const creationsQuery = () =>
  queryOptions({
    queryKey: CREATIONS_KEY,
    queryFn: () => api({ url: '/api/creative-lab/my-creations', schema: creationsResponseSchema }),
  });

export function useCreations() {
  return useQuery(creationsQuery());
}
