import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personResponseSchema } from '@common/contracts/people.ts';
import { api } from '@/lib/api.ts';
import { PEOPLE_KEY } from './get-people.ts';
import { AUDIT_KEY } from '../../audit/api/get-audit.ts';

/** POST /api/admin/people/:id/deactivate or /reactivate: deactivating ends the person's sessions at once. */
export function useSetPersonActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      api({ method: 'POST', url: `/api/admin/people/${id}/${active ? 'reactivate' : 'deactivate'}`, schema: personResponseSchema }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: PEOPLE_KEY });
      await queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
    },
  });
}
