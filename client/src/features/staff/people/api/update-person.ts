import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personResponseSchema, type UpdatePerson } from '@common/contracts/people.ts';
import { api } from '@/lib/api.ts';
import { PEOPLE_KEY } from './get-people.ts';
import { AUDIT_KEY } from '../../audit/api/get-audit.ts';

/** PATCH /api/admin/people/:id: a person's name, an adult's e-mail, the kind of account (with manage_users). */
export function useUpdatePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdatePerson }) =>
      api({ method: 'PATCH', url: `/api/admin/people/${id}`, schema: personResponseSchema, body: changes }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: PEOPLE_KEY });
      await queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
    },
  });
}
