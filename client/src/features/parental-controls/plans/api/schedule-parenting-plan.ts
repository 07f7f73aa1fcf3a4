import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planResponseSchema, type ScheduleBody } from '@common/contracts/parenting-plans.ts';
import { api } from '@/lib/api.ts';
import { PLANS_KEY } from './get-parenting-plans.ts';

/** PUT /api/parenting-plans/:id/schedule: day 1 of the plan on a real date (or off the calendar with null). */
export function useScheduleParentingPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ScheduleBody }) =>
      api({ method: 'PUT', url: `/api/parenting-plans/${id}/schedule`, schema: planResponseSchema, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLANS_KEY }),
  });
}
