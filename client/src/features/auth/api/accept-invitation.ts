import { useMutation } from '@tanstack/react-query';
import { acceptInvitationResponseSchema, type AcceptInvitation } from '@common/contracts/people.ts';
import { api } from '@/lib/api.ts';

/** POST /api/auth/invitation: the invited person chooses their password; the invitation is spent. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (input: AcceptInvitation) => api({ method: 'POST', url: '/api/auth/invitation', schema: acceptInvitationResponseSchema, body: input }),
  });
}
