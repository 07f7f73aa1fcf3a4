import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponseSchema } from '@common/contracts/ok.ts';
import type { PasswordReset } from '@common/contracts/account.ts';
import { api } from '@/lib/api.ts';
import { changeSession } from '@/lib/session.ts';

/** POST /api/auth/password-reset: every session of the account ends, this browser's too. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordReset) => api({ method: 'POST', url: '/api/auth/password-reset', schema: okResponseSchema, body: input }),
    onSuccess: () => changeSession(queryClient, null),
  });
}
