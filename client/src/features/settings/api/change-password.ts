import { useMutation } from '@tanstack/react-query';
import { okResponseSchema } from '@common/contracts/ok.ts';
import type { ChangePassword } from '@common/contracts/account.ts';
import { api } from '@/lib/api.ts';

/** POST /api/auth/password: the account's other sessions end; this browser stays signed in. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePassword) => api({ method: 'POST', url: '/api/auth/password', schema: okResponseSchema, body: input }),
  });
}
