import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personResponseSchema } from '@common/contracts/people.ts';
import { api } from '@/lib/api.ts';
import { PEOPLE_KEY } from './get-people.ts';
import { AUDIT_KEY } from '../../audit/api/get-audit.ts';

/** POST /api/admin/people/:id/move: a child to another of the administrator's schools. */
export function useMoveChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, organizationId }: { id: string; organizationId: string }) =>
      api({ method: 'POST', url: `/api/admin/people/${id}/move`, schema: personResponseSchema, body: { organizationId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: PEOPLE_KEY });
      await queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
    },
  });
}
