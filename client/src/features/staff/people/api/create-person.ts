import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationResponseSchema, type CreatePerson } from '@common/contracts/people.ts';
import { api } from '@/lib/api.ts';
import { PEOPLE_KEY } from './get-people.ts';
import { AUDIT_KEY } from '../../audit/api/get-audit.ts';
import { STAFF_ASSIGNMENTS_KEY } from '../../assignments/api.ts';

/** POST /api/admin/people: a new account with its invitation link (shown once), and its staff role when one is chosen. */
export function useCreatePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePerson) => api({ method: 'POST', url: '/api/admin/people', schema: invitationResponseSchema, body: input }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: PEOPLE_KEY });
      await queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
      await queryClient.invalidateQueries({ queryKey: STAFF_ASSIGNMENTS_KEY });
    },
  });
}
