import { useCallback } from 'react';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { listenerResponseSchema, NO_ADULT_LISTENING, type ListenerResponse, type StartListening } from '@common/contracts/listener.ts';
import { api, ApiError } from './api.ts';
import { useQuery } from './query.ts';
import { sentenceForChild } from './sentence-for-child.ts';
import { useSession } from './session.ts';

const LISTENER_KEY = ['/api/auth/listener'] as const;

/** GET /api/auth/listener: the adult listening on this child's session (server/src/auth/listeners.ts), or null. */
const listenerQuery = queryOptions({
  queryKey: LISTENER_KEY,
  queryFn: () => api({ url: '/api/auth/listener', schema: listenerResponseSchema }),
});

/**
 * Who may mark spoken answers and correct a reading here: an adult on their own session always; on a child's
 * session, once an adult has signed in beside the child (`listener`). Past `until` the server refuses, so the
 * answer is asked again when it is due.
 */
export function useMayMark(): { mayMark: boolean; childSession: boolean; listener: ListenerResponse['listener']; isLoading: boolean } {
  const { user } = useSession();
  const childSession = user?.role === 'child';
  const query = useQuery({
    ...listenerQuery,
    enabled: childSession,
    refetchInterval: (q) => {
      const until = q.state.data?.listener?.until;
      return until ? Math.max(1000, Date.parse(until) - Date.now()) : false;
    },
  });
  const listener = childSession ? (query.data?.listener ?? null) : null;
  return { mayMark: Boolean(user) && (!childSession || listener !== null), childSession, listener, isLoading: childSession && query.isLoading };
}

/** POST /api/auth/listener: the adult's own username and password; the child stays signed in. */
export function useStartListening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartListening) => api({ method: 'POST', url: '/api/auth/listener', schema: listenerResponseSchema, body: input }),
    onSuccess: (data) => queryClient.setQueryData(LISTENER_KEY, data),
  });
}

/** DELETE /api/auth/listener: the adult has finished; marking is closed again on this session. */
export function useStopListening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api({ method: 'DELETE', url: '/api/auth/listener', schema: listenerResponseSchema }),
    onSuccess: (data) => queryClient.setQueryData(LISTENER_KEY, data),
  });
}

/** Whether the server refused a mark because no adult is listening on this child's session (any more). */
export function isNoAdultListening(error: unknown): boolean {
  return error instanceof ApiError && error.body?.code === NO_ADULT_LISTENING;
}

/**
 * For a screen that marks, in its error handler: the sentence to show for a refused request (sentenceForChild), and,
 * when the refusal is that no adult is listening (the hour ran out, or the adult stopped listening before the
 * answers were sent), the listener asked for again, so the sign-in beside the child comes back.
 */
export function useMarkRefusal(): (error: unknown) => string | null {
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (isNoAdultListening(error)) void queryClient.invalidateQueries({ queryKey: LISTENER_KEY });
      return sentenceForChild(error);
    },
    [queryClient],
  );
}
