import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activityKey, planResponseSchema, type ActivityDoneBody, type ParentingPlanRecord } from '@common/contracts/parenting-plans.ts';
import { api } from '@/lib/api.ts';
import { PLANS_KEY } from './get-parenting-plans.ts';

type PlanList = { plans: ParentingPlanRecord[] };

/**
 * PUT /api/parenting-plans/:id/activities: ticks an activity done or not. The tick shows at once; the progress is
 * the server's, and a refused tick is rolled back.
 */
export function useMarkPlanActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ActivityDoneBody }) =>
      api({ method: 'PUT', url: `/api/parenting-plans/${id}/activities`, schema: planResponseSchema, body }),
    onMutate: async ({ id, body }) => {
      await queryClient.cancelQueries({ queryKey: PLANS_KEY });
      const previous = queryClient.getQueryData<PlanList>(PLANS_KEY);
      const key = activityKey(body.day, body.activity);
      queryClient.setQueryData<PlanList>(
        PLANS_KEY,
        (list) =>
          list && {
            plans: list.plans.map((plan) =>
              plan.id !== id
                ? plan
                : {
                    ...plan,
                    completedActivities: body.done ? [...new Set([...plan.completedActivities, key])] : plan.completedActivities.filter((k) => k !== key),
                  },
            ),
          },
      );
      return { previous };
    },
    onSuccess: ({ plan }) => queryClient.setQueryData<PlanList>(PLANS_KEY, (list) => list && { plans: list.plans.map((p) => (p.id === plan.id ? plan : p)) }),
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(PLANS_KEY, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PLANS_KEY }),
  });
}
