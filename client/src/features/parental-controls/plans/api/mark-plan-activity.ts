import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planResponseSchema, type ActivityDoneBody } from '@common/contracts/parenting-plans.ts';
import { api } from '@/lib/api.ts';
import { PLANS_KEY } from './get-parenting-plans.ts';

/** PUT /api/parenting-plans/:id/activities: ticks an activity done or not; the server recomputes the progress. */
export function useMarkPlanActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ActivityDoneBody }) =>
      api({ method: 'PUT', url: `/api/parenting-plans/${id}/activities`, schema: planResponseSchema, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLANS_KEY }),
  });
}
