import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponseSchema } from '@common/contracts/ok.ts';
import { api } from '@/lib/api.ts';
import { GROUPS_KEY } from './get-intervention-groups.ts';

/** DELETE /api/intervention-groups/:id */
export function useDeleteInterventionGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api({ method: 'DELETE', url: `/api/intervention-groups/${id}`, schema: okResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GROUPS_KEY }),
  });
}
