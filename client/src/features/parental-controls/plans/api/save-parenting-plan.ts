import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planResponseSchema, type PlanBody } from '@common/contracts/parenting-plans.ts';
import { api } from '@/lib/api.ts';
import { PLANS_KEY } from './get-parenting-plans.ts';

/** POST /api/parenting-plans, or PUT /api/parenting-plans/:id when the plan has an id (spec 002 §4). */
export function saveParentingPlan({ id, body }: { id: string | null; body: PlanBody }) {
  return id
    ? api({ method: 'PUT', url: `/api/parenting-plans/${id}`, schema: planResponseSchema, body })
    : api({ method: 'POST', url: '/api/parenting-plans', schema: planResponseSchema, body });
}

/** Saves the plan; the list is refreshed after. */
export function useSaveParentingPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveParentingPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLANS_KEY }),
  });
}
