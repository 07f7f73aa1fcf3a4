// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { buildSessionUser } from '@/test/fixtures.ts';
import { createQueryClient } from './api.ts';
import { SESSION_KEY, useSession, useSignIn, useSignOut } from './session.ts';

afterEach(() => vi.unstubAllGlobals());

const mia = buildSessionUser({ username: 'mia' });

/** Answers every request with `status` and `body` as JSON, and records the calls. */
function serverAnswers(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function wrapperWith(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

describe('useSession', () => {
  it('a 401 means nobody is signed in: no user, no error', async () => {
    serverAnswers(401, { message: 'Please sign in', code: 'unauthorized' });
    const { result } = renderHook(() => useSession(), { wrapper: wrapperWith(createQueryClient()) });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
  });

  it('a signed-in person is read from /api/auth/me, parsed with the session contract', async () => {
    const fetchMock = serverAnswers(200, { user: { ...mia, passwordHash: 'never shown' } });
    const { result } = renderHook(() => useSession(), { wrapper: wrapperWith(createQueryClient()) });
    await waitFor(() => expect(result.current.user).not.toBeNull());
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/me');
    expect(result.current.user).toEqual(mia);
  });
});

describe('signing in and out', () => {
  it('signing in drops the previous account’s data and keeps the new session', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['/api/user/profile'], { firstName: 'Someone else' });
    serverAnswers(200, { user: mia });
    const { result } = renderHook(() => useSignIn(), { wrapper: wrapperWith(queryClient) });
    await result.current.mutateAsync({ username: 'mia', password: '1234' });
    expect(queryClient.getQueryData(['/api/user/profile'])).toBeUndefined();
    expect(queryClient.getQueryData(SESSION_KEY)).toEqual({ user: mia });
  });

  it('signing out leaves no session behind, even when the request fails', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(SESSION_KEY, { user: mia });
    serverAnswers(500, { message: 'Something went wrong', code: 'internal' });
    const { result } = renderHook(() => useSignOut(), { wrapper: wrapperWith(queryClient) });
    await expect(result.current.mutateAsync()).rejects.toThrow(/^500: /);
    expect(queryClient.getQueryData(SESSION_KEY)).toBeNull();
  });
});
