import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES, sessionResponseSchema } from './auth.ts';
import { updateProfileSchema } from './user.ts';

afterEach(() => vi.restoreAllMocks());

const account = (timeZone: string | null) => ({
  user: {
    id: 'u1',
    username: 'mia',
    email: null,
    role: 'child',
    firstName: 'Mia',
    lastName: '',
    age: 7,
    preferredLanguage: 'en',
    theme: 'default',
    plan: 'free',
    preferences: DEFAULT_PREFERENCES,
    timeZone,
  },
});

describe("an account's time zone in the contracts", () => {
  it('the session answer, read on every page, checks the zone by its form without loading the time zone data', () => {
    const zoneLookups = vi.spyOn(Intl, 'DateTimeFormat');
    expect(sessionResponseSchema.safeParse(account('America/Halifax')).success).toBe(true);
    expect(sessionResponseSchema.safeParse(account(null)).success).toBe(true);
    expect(sessionResponseSchema.safeParse(account('<b>Halifax</b>')).success).toBe(false);
    expect(zoneLookups).not.toHaveBeenCalled();
    // The spy sees what a browser sends checked against the data, so its silence above is meaningful.
    expect(updateProfileSchema.safeParse({ timeZone: 'America/St_Johns' }).success).toBe(true);
    expect(zoneLookups).toHaveBeenCalled();
  });

  it('a zone the time zone data does not know is refused when sent', () => {
    for (const timeZone of ['Mars/Olympus_Mons', 'America/../etc', '', 'x'.repeat(65)]) {
      expect(
        updateProfileSchema.safeParse({ timeZone }).error?.issues.map((issue) => issue.message),
        timeZone,
      ).toEqual(['Unknown time zone']);
    }
  });
});
