import { useMutation, useQueryClient } from '@tanstack/react-query';
import { interventionGroupResponseSchema, type CreateGroup } from '@common/contracts/struggling-readers.ts';
import { api } from '@/lib/api.ts';
import { GROUPS_KEY } from './get-intervention-groups.ts';

/** POST /api/intervention-groups: students sharing a weakest skill, in one click. */
export function useCreateInterventionGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGroup) => api({ method: 'POST', url: '/api/intervention-groups', body, schema: interventionGroupResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GROUPS_KEY }),
  });
}
