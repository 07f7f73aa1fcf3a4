// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { buildSessionUser } from '@/test/fixtures.ts';
import { createQueryClient } from './api.ts';
import { useKeepTimeZone } from './preferences.ts';
import { SESSION_KEY } from './session.ts';

afterEach(() => vi.unstubAllGlobals());

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A server that answers each PATCH with `status`, the account as it would be after it; the calls are recorded. */
function profileServer(status: number) {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    const sent = JSON.parse(init?.body as string);
    const body = status === 200 ? { user: buildSessionUser({ timeZone: sent.timeZone }) } : { message: 'Something went wrong' };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function signedIn(id: string, timeZone: string | null): { queryClient: QueryClient; wrapper: (props: { children: ReactNode }) => ReactNode } {
  const queryClient = createQueryClient();
  queryClient.setQueryData(SESSION_KEY, { user: buildSessionUser({ id, timeZone }) });
  return { queryClient, wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider> };
}

const patches = (fetchMock: ReturnType<typeof profileServer>) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');

describe("the account's time zone follows the browser", () => {
  it('an account without a zone is given the browser’s, once; the session then carries it', async () => {
    const fetchMock = profileServer(200);
    const { queryClient, wrapper } = signedIn('zone-1', null);
    const { result } = renderHook(() => useKeepTimeZone(), { wrapper });
    result.current({ id: 'zone-1', timeZone: null });
    result.current({ id: 'zone-1', timeZone: null });
    await waitFor(() => expect(queryClient.getQueryData<{ user: { timeZone: string } }>(SESSION_KEY)?.user.timeZone).toBe(browserZone));
    expect(patches(fetchMock)).toHaveLength(1);
    expect(patches(fetchMock)[0]![0]).toBe('/api/user/profile');
    expect(JSON.parse(patches(fetchMock)[0]![1]!.body as string)).toEqual({ timeZone: browserZone });
  });

  it('an account that already has the browser’s zone sends nothing', async () => {
    const fetchMock = profileServer(200);
    const { wrapper } = signedIn('zone-2', browserZone);
    const { result } = renderHook(() => useKeepTimeZone(), { wrapper });
    result.current({ id: 'zone-2', timeZone: browserZone });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a save that failed is tried again the next time', async () => {
    const fetchMock = profileServer(500);
    const { wrapper } = signedIn('zone-3', null);
    const { result } = renderHook(() => useKeepTimeZone(), { wrapper });
    result.current({ id: 'zone-3', timeZone: null });
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    result.current({ id: 'zone-3', timeZone: null });
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(2));
  });
});
