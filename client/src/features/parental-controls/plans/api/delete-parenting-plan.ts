import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponseSchema } from '@common/contracts/ok.ts';
import { api } from '@/lib/api.ts';
import { PLANS_KEY } from './get-parenting-plans.ts';

/** DELETE /api/parenting-plans/:id; the list is refreshed after. */
export function useDeleteParentingPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api({ method: 'DELETE', url: `/api/parenting-plans/${id}`, schema: okResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLANS_KEY }),
  });
}
