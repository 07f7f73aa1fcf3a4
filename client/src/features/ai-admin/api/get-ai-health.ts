import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CapabilityHealthView } from '@common/contracts/ai.ts';
import type { AiTestRequest } from '@common/contracts/ai.ts';

export type CapabilityId = AiTestRequest['capability'];

export interface HealthResponse {
  status: string;
  ai: Record<CapabilityId, CapabilityHealthView>;
}

/** GET /api/health: which engine serves each AI capability now. Always fresh: an engine may come or go. */
export const aiHealthQuery = queryOptions<HealthResponse>({ queryKey: ['/api/health'], staleTime: 0 });

export function useAiHealth() {
  return useQuery(aiHealthQuery);
}
