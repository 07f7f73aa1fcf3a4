import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { safetySummarySchema } from '@common/contracts/parental-controls.ts';
import { api } from '@/lib/api.ts';

/** GET /api/parental-control/safety-summary/:childId (spec 002 §3). */
export const safetySummaryQuery = (childId: string) =>
  queryOptions({
    queryKey: ['/api/parental-control/safety-summary', childId] as const,
    queryFn: () => api({ url: `/api/parental-control/safety-summary/${childId}`, schema: safetySummarySchema }),
  });

export function useSafetySummary(childId: string) {
  return useQuery(safetySummaryQuery(childId));
}
