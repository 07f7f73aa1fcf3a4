import { useMutation, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@common/contracts/auth.ts';
import { apiRequest, getQueryFn, queryClient } from './api.ts';

export const SESSION_KEY = ['/api/auth/me'] as const;

/** The signed-in user, or null. A 401 here is an answer ("nobody"), not an error. */
export function useSession() {
  const query = useQuery<{ user: SessionUser } | null>({
    queryKey: SESSION_KEY,
    queryFn: getQueryFn({ on401: 'returnNull' }),
  });
  return { user: query.data?.user ?? null, isLoading: query.isLoading };
}

export function useSignIn() {
  return useMutation({
    mutationFn: (input: { username: string; password: string }) =>
      apiRequest<{ user: SessionUser }>('POST', '/api/auth/login', input),
    onSuccess: (data) => {
      queryClient.clear();
      queryClient.setQueryData(SESSION_KEY, data);
    },
  });
}

export function useSignOut() {
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/logout'),
    onSettled: () => {
      // Nothing of the previous account may stay on screen or in memory.
      queryClient.clear();
      queryClient.setQueryData(SESSION_KEY, null);
    },
  });
}
