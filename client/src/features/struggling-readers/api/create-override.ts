import { useMutation, useQueryClient } from '@tanstack/react-query';
import { overrideResponseSchema, type CreateOverride } from '@common/contracts/struggling-readers.ts';
import { api } from '@/lib/api.ts';
import { STRUGGLING_KEY } from './get-struggling-readers.ts';

/** POST /api/assessments/:id/overrides: a teacher's change to one score; the list and the modal refresh. */
export function useCreateOverride(assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOverride) => api({ method: 'POST', url: `/api/assessments/${assessmentId}/overrides`, body, schema: overrideResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STRUGGLING_KEY }),
  });
}
