import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponseSchema } from '@common/contracts/ok.ts';
import { api } from '@/lib/api.ts';
import { PEOPLE_KEY } from './get-people.ts';
import { AUDIT_KEY } from '../../audit/api/get-audit.ts';

/** DELETE /api/admin/people/:id: an adult's account, refused (409, saying why) while it holds others' work. */
export function useDeletePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api({ method: 'DELETE', url: `/api/admin/people/${id}`, schema: okResponseSchema }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: PEOPLE_KEY });
      await queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
    },
  });
}
