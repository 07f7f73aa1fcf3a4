import { queryOptions } from '@tanstack/react-query';
import { assessmentsResponseSchema } from '@common/contracts/assessments.ts';
import { api, withQuery } from '@/lib/api.ts';
import { ASSESSMENTS_KEY } from '@/lib/account-queries.ts';

/** GET /api/assessments?childId=: a child's records, newest first (the signed-in user's own use assessmentsQuery). */
export function childAssessmentsQuery(childId: string) {
  return queryOptions({
    queryKey: [...ASSESSMENTS_KEY, childId],
    queryFn: () => api({ url: withQuery('/api/assessments', { childId }), schema: assessmentsResponseSchema }),
  });
}
