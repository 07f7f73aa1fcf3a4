import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest } from '@common/contracts/auth.ts';
import { api, forgetEarlyResponses } from './api.ts';

// Every page asks who is signed in, the landing page too: the contracts load with the first answer to parse.
export const sessionSchema = () => import('@common/contracts/auth.ts').then((contracts) => contracts.sessionResponseSchema);
const okSchema = () => import('@common/contracts/ok.ts').then((contracts) => contracts.okResponseSchema);

export const SESSION_KEY = ['/api/auth/me'] as const;

/** GET /api/auth/me: the signed-in user, or null. A 401 here is an answer ("nobody"), not an error. */
export const sessionQuery = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: () => api({ url: '/api/auth/me', schema: sessionSchema, nullOn401: true }),
});

export function useSession() {
  const query = useQuery(sessionQuery);
  return { user: query.data?.user ?? null, isLoading: query.isLoading };
}

/** POST /api/auth/login. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginRequest) => api({ method: 'POST', url: '/api/auth/login', schema: sessionSchema, body: input }),
    onSuccess: (data) => {
      forgetEarlyResponses();
      queryClient.clear();
      queryClient.setQueryData(SESSION_KEY, data);
    },
  });
}

/** POST /api/auth/logout. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api({ method: 'POST', url: '/api/auth/logout', schema: okSchema }),
    onSettled: () => {
      // Nothing of the previous account may stay on screen or in memory.
      forgetEarlyResponses();
      queryClient.clear();
      queryClient.setQueryData(SESSION_KEY, null);
    },
  });
}
