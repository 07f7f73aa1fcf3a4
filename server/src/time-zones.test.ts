import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { intlZoneAt, isTimeZone, localIso, localTime } from '@common/domain/calendar.ts';
import { base60, packedZoneRules } from './time-zones.ts';

const data = createRequire(import.meta.url)('moment-timezone/data/packed/latest.json');
const rules = packedZoneRules(data);

/** The offset (minutes east of UTC) at `at` by this Node's own ICU data. */
function nodeOffset(zone: string, at: number): number {
  // Swedish writes a moment as ISO 8601 does: "2026-12-06 05:30:00".
  const wallMs = Date.parse(`${new Date(at).toLocaleString('sv', { timeZone: zone }).replace(' ', 'T')}Z`);
  return (wallMs - Math.floor(at / 1000) * 1000) / 60_000;
}

describe('the newest time zone rules', () => {
  it('reads numbers in base 60, with a sign and a fraction', () => {
    expect(base60('0')).toBe(0);
    expect(base60('70')).toBe(420);
    expect(base60('-1')).toBe(-1);
    expect(base60('5h.w')).toBeCloseTo(5 * 60 + 17 + 32 / 60);
    expect(base60('1cL0')).toBe(((1 * 60 + 12) * 60 + 47) * 60);
  });

  it('is a release of 2026 or later, and the server counts days by it', () => {
    expect(rules.version >= '2026').toBe(true);
    // Every test file and every server installs it: Edmonton's winter is UTC−6 since 1 November 2026.
    expect(localIso(new Date('2026-12-06T06:30:00Z'), 'America/Edmonton')).toBe('2026-12-06T00:30:00-06:00');
  });

  it('Alberta, British Columbia and Manitoba keep their summer offset from 1 November 2026; before, they changed twice a year', () => {
    const at = (iso: string) => Date.parse(iso);
    const expected: [string, number, number, number][] = [
      // zone, winter 2025–26, summer 2026, winter 2026–27
      ['America/Edmonton', -420, -360, -360],
      ['America/Vancouver', -480, -420, -420],
      ['America/Winnipeg', -360, -300, -300],
      ['America/Toronto', -300, -240, -300],
      ['America/Regina', -360, -360, -360],
    ];
    for (const [zone, winter, summer, nextWinter] of expected) {
      expect(
        [rules.offsetAt(zone, at('2026-01-15T12:00:00Z')), rules.offsetAt(zone, at('2026-07-15T12:00:00Z')), rules.offsetAt(zone, at('2026-12-15T12:00:00Z'))],
        zone,
      ).toEqual([winter, summer, nextWinter]);
    }
  });

  it("agrees with Node's own data, to the minute of every change from 2000 to 2026, in zones whose rules did not change lately", () => {
    const zones = [
      'America/Toronto',
      'America/St_Johns',
      'America/Denver',
      'America/Santiago',
      'Europe/Paris',
      'Europe/London',
      'Asia/Kolkata',
      'Asia/Kathmandu',
      'Australia/Sydney',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
      'Asia/Tehran',
      'UTC',
    ];
    let changes = 0;
    for (const zone of zones) {
      for (let at = Date.UTC(2000, 0, 1); at < Date.UTC(2027, 0, 1); at += 6 * 3_600_000) {
        const before = rules.offsetAt(zone, at);
        const after = rules.offsetAt(zone, at + 6 * 3_600_000);
        if (before === after) continue;
        changes += 1;
        // Find the minute of the change, then ask Node on both sides of it.
        let low = at;
        let high = at + 6 * 3_600_000;
        while (high - low > 60_000) {
          const middle = low + Math.floor((high - low) / 120_000) * 60_000;
          if (rules.offsetAt(zone, middle) === before) low = middle;
          else high = middle;
        }
        expect([nodeOffset(zone, low), nodeOffset(zone, high)], `${zone} at ${new Date(high).toISOString()}`).toEqual([before, after]);
      }
    }
    expect(changes).toBeGreaterThan(400);
  });

  it('knows the old names and any case, as Intl does; a zone it lacks is left to Node', () => {
    const at = Date.parse('2026-12-06T12:00:00Z');
    expect(rules.offsetAt('Asia/Calcutta', at)).toBe(330);
    expect(rules.offsetAt('america/edmonton', at)).toBe(-360);
    expect(rules.offsetAt('Canada/Mountain', at)).toBe(-360);
    expect(rules.offsetAt('Mars/Olympus_Mons', at)).toBeUndefined();
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(localTime(at, 'Asia/Calcutta').minuteOfDay).toBe(17 * 60 + 30);
  });

  it('hands Intl a zone that shows the right hour: the zone where Node agrees, else its offset', () => {
    const december = Date.parse('2026-12-06T12:00:00Z');
    expect(intlZoneAt('America/Toronto', december)).toBe('America/Toronto');
    expect(intlZoneAt('Asia/Kolkata', december)).toBe('Asia/Kolkata');
    expect(intlZoneAt('Mars/Olympus_Mons', december)).toBe('UTC');
    const edmonton = intlZoneAt('America/Edmonton', december);
    expect(new Intl.DateTimeFormat('en-CA', { timeZone: edmonton, hour: 'numeric', hourCycle: 'h23' }).format(december)).toBe('06');
  });
});
