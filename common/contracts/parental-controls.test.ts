import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultParentalSettings, parentalSettingsResponseSchema, parentalSettingsSchema } from './parental-controls.ts';

afterEach(() => vi.restoreAllMocks());

describe('the parental settings contract', () => {
  it('a parent’s time zone must be one the time zone data knows', () => {
    for (const zone of ['America/Toronto', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5', 'UTC']) {
      expect(parentalSettingsSchema.safeParse(defaultParentalSettings(zone)).success, zone).toBe(true);
    }
    for (const zone of ['Mars/Olympus', '', '../etc/passwd', 'America/Toronto '.repeat(5)]) {
      const parsed = parentalSettingsSchema.safeParse(defaultParentalSettings(zone));
      expect(
        parsed.error?.issues.map((issue) => issue.message),
        zone,
      ).toEqual(['Unknown time zone']);
    }
  });

  it('reading the server’s answer checks the time zone by its form, without loading the time zone data', () => {
    const zoneLookups = vi.spyOn(Intl, 'DateTimeFormat');
    const answer = { childId: 'c1', saved: true, settings: defaultParentalSettings('America/Toronto'), updatedAt: null };
    expect(parentalSettingsResponseSchema.safeParse(answer).success).toBe(true);
    expect(parentalSettingsResponseSchema.safeParse({ ...answer, settings: defaultParentalSettings('<b>Toronto</b>') }).success).toBe(false);
    expect(zoneLookups).not.toHaveBeenCalled();
    // The spy sees the sent settings' check of a zone not asked about before, so its silence above is meaningful.
    parentalSettingsSchema.safeParse(defaultParentalSettings('America/Regina'));
    expect(zoneLookups).toHaveBeenCalled();
  });
});
