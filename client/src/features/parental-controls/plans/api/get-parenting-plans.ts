import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { planListSchema } from '@common/contracts/parenting-plans.ts';
import { api } from '@/lib/api.ts';

export const PLANS_KEY = ['parenting-plans'] as const;

/** GET /api/parenting-plans: the signed-in parent's plans, newest first (the session says whose). */
export const parentingPlansQuery = queryOptions({
  queryKey: PLANS_KEY,
  queryFn: () => api({ url: '/api/parenting-plans', schema: planListSchema }),
});

export function useParentingPlans() {
  return useQuery(parentingPlansQuery);
}
