import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resetLinkResponseSchema } from '@common/contracts/account.ts';
import { api } from '@/lib/api.ts';
import { PENDING_RESETS_KEY } from './get-pending-resets.ts';

/** POST /api/admin/password-resets/:userId/link: a new single-use link for the user, shown once. */
export function useIssueResetLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api({ method: 'POST', url: `/api/admin/password-resets/${userId}/link`, schema: resetLinkResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PENDING_RESETS_KEY }),
  });
}
