import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionResponseSchema, type LoginRequest } from '@common/contracts/auth.ts';
import { okResponseSchema } from '@common/contracts/ok.ts';
import { api } from './api.ts';

export const SESSION_KEY = ['/api/auth/me'] as const;

/** GET /api/auth/me: the signed-in user, or null. A 401 here is an answer ("nobody"), not an error. */
export const sessionQuery = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: () => api({ url: '/api/auth/me', schema: sessionResponseSchema, nullOn401: true }),
});

export function useSession() {
  const query = useQuery(sessionQuery);
  return { user: query.data?.user ?? null, isLoading: query.isLoading };
}

/** POST /api/auth/login. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginRequest) => api({ method: 'POST', url: '/api/auth/login', schema: sessionResponseSchema, body: input }),
    onSuccess: (data) => {
      queryClient.clear();
      queryClient.setQueryData(SESSION_KEY, data);
    },
  });
}

/** POST /api/auth/logout. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api({ method: 'POST', url: '/api/auth/logout', schema: okResponseSchema }),
    onSettled: () => {
      // Nothing of the previous account may stay on screen or in memory.
      queryClient.clear();
      queryClient.setQueryData(SESSION_KEY, null);
    },
  });
}
