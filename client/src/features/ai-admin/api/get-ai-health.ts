import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import type { AiTestRequest } from '@common/contracts/ai.ts';
import { healthResponseSchema } from '@common/contracts/health.ts';
import { api } from '@/lib/api.ts';

export type CapabilityId = AiTestRequest['capability'];

/**
 * GET /api/health: which engine serves each AI capability now. Always fresh: an engine may come or go. A 503 (the
 * database is down) is an error here, as it was before; the page shows its error state.
 */
export const aiHealthQuery = queryOptions({
  queryKey: ['/api/health'],
  queryFn: () => api({ url: '/api/health', schema: healthResponseSchema }),
  staleTime: 0,
});

export function useAiHealth() {
  return useQuery(aiHealthQuery);
}
