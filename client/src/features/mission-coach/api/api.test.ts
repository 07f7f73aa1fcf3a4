import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContractError } from '@/lib/api.ts';
import { missionsQuery } from './get-missions.ts';
import { progressQuery } from './get-progress.ts';

function respondWith(body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Runs a query's own queryFn, as TanStack Query would. */
function run<T>(options: { queryFn?: unknown; queryKey: readonly unknown[] }): Promise<T> {
  return (options.queryFn as (context: { queryKey: readonly unknown[]; signal: AbortSignal; meta: undefined }) => Promise<T>)({
    queryKey: options.queryKey,
    signal: new AbortController().signal,
    meta: undefined,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('Mission Coach queries', () => {
  it('ask for the missions in the interface language and hand back the parsed answer', async () => {
    const fetchMock = respondWith({ language: 'ar', missions: [] });
    await expect(run(missionsQuery('ar'))).resolves.toEqual({ language: 'ar', missions: [] });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/mission-coach/missions?language=ar');
  });

  it('refuse an answer that does not match the contract', async () => {
    respondWith({ missions_completed: 'three' });
    await expect(run(progressQuery('en'))).rejects.toBeInstanceOf(ContractError);
  });
});
