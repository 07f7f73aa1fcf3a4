import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoginRequest, SessionResponse } from '@common/contracts/auth.ts';
import { normalizeLanguage } from '@common/domain/languages.ts';
import { api, forgetEarlyResponses, SESSION_ENDED_EVENT } from './api.ts';
import { currentLanguage, setLanguage } from './i18n.ts';
import { applyAccessibility, applyTheme } from './theme.ts';

// Every page asks who is signed in, the landing page too: the contracts load with the first answer to parse.
export const sessionSchema = () => import('@common/contracts/auth.ts').then((contracts) => contracts.sessionResponseSchema);
const okSchema = () => import('@common/contracts/ok.ts').then((contracts) => contracts.okResponseSchema);

export const SESSION_KEY = ['/api/auth/me'] as const;

/**
 * A session, once the page wears its account's theme and speaks its language. This browser keeps the last choices it
 * saw; an account changed on another device, or signing in on a browser that knew someone else, would otherwise have
 * its first screen drawn in the browser's language and then again in the account's. The language is loaded before
 * the session is answered (a failed load leaves the page as it was: the screen is not held back for it).
 */
export async function inAccountPreferences<T extends SessionResponse | null>(session: T): Promise<T> {
  const user = session?.user;
  if (!user) return session;
  applyTheme(user.theme);
  applyAccessibility(user.preferences);
  const language = normalizeLanguage(user.preferredLanguage);
  if (language && language !== currentLanguage()) await setLanguage(language).catch(() => undefined);
  return session;
}

/** GET /api/auth/me: the signed-in user, or null. A 401 here is an answer ("nobody"), not an error. */
export const sessionQuery = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: () => api({ url: '/api/auth/me', schema: sessionSchema, nullOn401: true }).then(inAccountPreferences),
});

export function useSession() {
  const query = useQuery(sessionQuery);
  return { user: query.data?.user ?? null, isLoading: query.isLoading };
}

/** Where the signed-in account's role is kept for the next page's head script (client/preload.js). */
export const ROLE_STORAGE_KEY = 'wren.role';

/**
 * Keeps the role of the account signed in (none once signed out) in browser storage: the head script of the next page
 * reads it, before the session has answered, to ask only for data the account may read.
 */
export function useRememberedRole(): void {
  const { user, isLoading } = useSession();
  const role = user?.role ?? null;
  useEffect(() => {
    if (isLoading) return;
    try {
      if (role) localStorage.setItem(ROLE_STORAGE_KEY, role);
      else localStorage.removeItem(ROLE_STORAGE_KEY);
    } catch {
      /* storage blocked: every screen's data is asked for, as before */
    }
  }, [role, isLoading]);
}

/** The tabs of this browser share one session cookie; each tells the others when it signs in or out. */
const CHANNEL = 'wren.session';

let channel: BroadcastChannel | null | undefined;

/**
 * This tab's one end of the channel, opened at first use in a browser (one opened at import would hold the build's
 * prerendering open). One end for sending and hearing: a channel does not hear its own messages, but another end in
 * the same tab would, and would drop the screen the sign-in just opened.
 */
function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof window === 'undefined' || typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  return channel;
}

/**
 * This browser's account changed (`session`: the new one, or null once signed out): nothing of the previous account
 * may stay on screen or in memory, in this tab or, unless the change came from one of them, in the others.
 */
export function changeSession(queryClient: QueryClient, session: SessionResponse | null, { tell = true } = {}): void {
  forgetEarlyResponses();
  // Everything but the session is dropped first; then the session changes in place, so the router, which watches it,
  // draws again at once (a tab with nothing else happening too) and the screen starts afresh for the account now in.
  queryClient.getMutationCache().clear();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
  queryClient.setQueryData(SESSION_KEY, session);
  if (tell) sessionChannel()?.postMessage(session);
}

/**
 * Keeps the page's account the browser's: a request the server answers "sign in first" (the session expired, was
 * ended in another browser, or the account was deactivated) signs the page out, and another tab's sign-in or
 * sign-out is taken over here. The router then shows the sign-in page, or the screen again for the account now in.
 */
export function useSessionFollowsTheBrowser(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const ended = () => {
      if (queryClient.getQueryData<SessionResponse | null>(SESSION_KEY)) changeSession(queryClient, null);
    };
    const elsewhere = (event: MessageEvent<SessionResponse | null>) =>
      void inAccountPreferences(event.data).then((session) => changeSession(queryClient, session, { tell: false }));
    const tabs = sessionChannel();
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    tabs?.addEventListener('message', elsewhere);
    return () => {
      window.removeEventListener(SESSION_ENDED_EVENT, ended);
      tabs?.removeEventListener('message', elsewhere);
    };
  }, [queryClient]);
}

/** POST /api/auth/login. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginRequest) => api({ method: 'POST', url: '/api/auth/login', schema: sessionSchema, body: input }).then(inAccountPreferences),
    onSuccess: (data) => changeSession(queryClient, data),
  });
}

/** POST /api/auth/logout. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api({ method: 'POST', url: '/api/auth/logout', schema: okSchema }),
    onSettled: () => changeSession(queryClient, null),
  });
}
