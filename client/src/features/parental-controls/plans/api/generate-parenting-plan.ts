import { useMutation } from '@tanstack/react-query';
import { generatedPlanSchema, type GeneratePlanRequest } from '@common/contracts/parenting-plans.ts';
import { api } from '@/lib/api.ts';

/** POST /api/parenting-plans/generate: a plan written for the form, not yet saved. */
export function useGenerateParentingPlan() {
  return useMutation({
    mutationFn: (body: GeneratePlanRequest) => api({ method: 'POST', url: '/api/parenting-plans/generate', schema: generatedPlanSchema, body }),
  });
}
