import { useMutation } from '@tanstack/react-query';
import { passwordResetRequestedSchema, type PasswordResetRequest } from '@common/contracts/account.ts';
import { api } from '@/lib/api.ts';

/** POST /api/auth/password-reset/request: the same answer whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetRequest) =>
      api({ method: 'POST', url: '/api/auth/password-reset/request', schema: passwordResetRequestedSchema, body: input }),
  });
}
