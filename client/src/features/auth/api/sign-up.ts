import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionResponseSchema } from '@common/contracts/auth.ts';
import type { SignUpRequest } from '@common/contracts/account.ts';
import { api } from '@/lib/api.ts';
import { changeSession, inAccountPreferences } from '@/lib/session.ts';

/** POST /api/auth/sign-up: the new parent is signed in at once. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignUpRequest) =>
      api({ method: 'POST', url: '/api/auth/sign-up', schema: sessionResponseSchema, body: input }).then(inAccountPreferences),
    onSuccess: (data) => changeSession(queryClient, data),
  });
}
