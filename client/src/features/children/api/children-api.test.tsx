// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ContractError, createQueryClient } from '@/lib/api.ts';
import { childrenQuery, useChildren } from '@/lib/account-queries.ts';
import { buildChildSummary, stubFetch } from '@/test/fixtures.ts';
import { useDeleteChild } from './delete-child.ts';

afterEach(() => vi.unstubAllGlobals());

const child = (id: string, firstName: string) => buildChildSummary({ id, firstName, username: firstName.toLowerCase() });

const wrapperWith = (queryClient: QueryClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  };

describe('children api', () => {
  it('a list that does not match the contract is an error, not data', async () => {
    stubFetch(() => ({ status: 200, body: { children: [{ id: 'c1' }] } }));
    const { result } = renderHook(() => useChildren(), { wrapper: wrapperWith(createQueryClient()) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ContractError);
  });

  it('deleting a child drops their card at once and asks for the list again', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(childrenQuery.queryKey, { children: [child('c1', 'Mia'), child('c2', 'Leo')] });
    const fetchMock = stubFetch((_url, init) =>
      init?.method === 'DELETE' ? { status: 200, body: { ok: true } } : { status: 200, body: { children: [child('c2', 'Leo')] } },
    );
    const { result } = renderHook(() => useDeleteChild(), { wrapper: wrapperWith(queryClient) });
    await result.current.mutateAsync({ id: 'c1', confirmName: 'Mia' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/children/c1');
    expect(JSON.parse(fetchMock.mock.calls[0]![1]?.body as string)).toEqual({ confirmName: 'Mia' });
    expect(queryClient.getQueryData(childrenQuery.queryKey)?.children.map((c) => c.firstName)).toEqual(['Leo']);
  });
});
