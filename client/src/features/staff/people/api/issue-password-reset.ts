import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resetLinkResponseSchema } from '@common/contracts/account.ts';
import { api } from '@/lib/api.ts';
import { AUDIT_KEY } from '../../audit/api/get-audit.ts';

/** POST /api/admin/people/:id/password-reset: a single-use reset link (the existing reset page), shown once. */
export function useIssuePasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api({ method: 'POST', url: `/api/admin/people/${id}/password-reset`, schema: resetLinkResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
  });
}
