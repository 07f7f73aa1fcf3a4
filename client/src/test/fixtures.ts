import { expect, vi } from 'vitest';
import { DEFAULT_PREFERENCES, type SessionUser } from '@common/contracts/auth.ts';
import type { ChildSummary } from '@common/contracts/children.ts';

/** A signed-in account as the server sends it (the contract's every field), for stubbed answers in component tests. */
export function buildSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1',
    username: 'mia',
    email: null,
    role: 'child',
    firstName: 'Mia',
    lastName: 'Rivera',
    age: 7,
    preferredLanguage: 'en',
    theme: 'default',
    plan: 'free',
    preferences: DEFAULT_PREFERENCES,
    timeZone: 'UTC',
    ...overrides,
  };
}

/** A child's account as the children list sends it (the contract's every field). */
export function buildChildSummary(overrides: Partial<ChildSummary> = {}): ChildSummary {
  return {
    id: 'c1',
    username: 'mia',
    firstName: 'Mia',
    lastName: 'Rivera',
    age: 7,
    preferredLanguage: 'en',
    isActive: true,
    tokens: 0,
    level: 1,
    missionStreak: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    locked: false,
    ...overrides,
  };
}

/**
 * Stubs `fetch` with a server that answers each request as `answer` says, in JSON, and returns the mock to read
 * what was sent. `vi.unstubAllGlobals()` in `afterEach` puts the real `fetch` back.
 */
export function stubFetch(answer: (url: string, init?: RequestInit) => { status: number; body: unknown }) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const { status, body } = answer(url, init);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Stubs `fetch` with one answer for every request. */
export const answerWith = (status: number, body: unknown) => stubFetch(() => ({ status, body }));

/** The one request a form sent, its JSON body parsed. */
export function sentRequest(fetchMock: ReturnType<typeof stubFetch>) {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0]!;
  return { url, method: init?.method, body: JSON.parse(init?.body as string) as unknown };
}
