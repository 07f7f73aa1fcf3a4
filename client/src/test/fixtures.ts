import { DEFAULT_PREFERENCES, type SessionUser } from '@common/contracts/auth.ts';

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
    ...overrides,
  };
}
