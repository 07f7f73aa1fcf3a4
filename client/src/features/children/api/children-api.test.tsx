// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ChildSummary } from '@common/contracts/children.ts';
import { ContractError, createQueryClient } from '@/lib/api.ts';
import { childrenQuery, useChildren } from '@/lib/account-queries.ts';
import { useDeleteChild } from './delete-child.ts';

afterEach(() => vi.unstubAllGlobals());

const child = (id: string, firstName: string): ChildSummary => ({
  id,
  username: firstName.toLowerCase(),
  firstName,
  lastName: '',
  age: 7,
  preferredLanguage: 'en',
  isActive: true,
  tokens: 0,
  level: 1,
  missionStreak: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  locked: false,
});

function serverAnswers(answer: (url: string, init?: RequestInit) => { status: number; body: unknown }) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const { status, body } = answer(url, init);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const wrapperWith = (queryClient: QueryClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  };

describe('children api', () => {
  it('a list that does not match the contract is an error, not data', async () => {
    serverAnswers(() => ({ status: 200, body: { children: [{ id: 'c1' }] } }));
    const { result } = renderHook(() => useChildren(), { wrapper: wrapperWith(createQueryClient()) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ContractError);
  });

  it('deleting a child drops their card at once and asks for the list again', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(childrenQuery.queryKey, { children: [child('c1', 'Mia'), child('c2', 'Leo')] });
    const fetchMock = serverAnswers((_url, init) =>
      init?.method === 'DELETE' ? { status: 200, body: { ok: true } } : { status: 200, body: { children: [child('c2', 'Leo')] } },
    );
    const { result } = renderHook(() => useDeleteChild(), { wrapper: wrapperWith(queryClient) });
    await result.current.mutateAsync('c1');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/children/c1');
    expect(queryClient.getQueryData(childrenQuery.queryKey)?.children.map((c) => c.firstName)).toEqual(['Leo']);
  });
});
