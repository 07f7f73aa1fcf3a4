import { describe, expect, it } from 'vitest';
import { dayBounds, dayIn, daysBetween, localIso, localToday, zoneOrUtc } from './calendar.ts';

describe("a person's days on their own clock", () => {
  it('a day in Denver starts at 07:00 UTC in winter, and the day the clocks go forward is 23 hours long', () => {
    expect(dayBounds('2026-12-01', 'America/Denver')).toEqual({ start: new Date('2026-12-01T07:00:00Z'), end: new Date('2026-12-02T07:00:00Z') });
    // 8 March 2026: 02:00 MST becomes 03:00 MDT (UTC−7 to UTC−6).
    expect(dayBounds('2026-03-08', 'America/Denver')).toEqual({ start: new Date('2026-03-08T07:00:00Z'), end: new Date('2026-03-09T06:00:00Z') });
    expect(dayBounds('2026-12-01', 'Asia/Kolkata')).toEqual({ start: new Date('2026-11-30T18:30:00Z'), end: new Date('2026-12-01T18:30:00Z') });
    expect(dayBounds('2026-12-31', 'UTC')).toEqual({ start: new Date('2026-12-31T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z') });
  });

  it('Edmonton kept UTC−6 on 1 November 2026 (IANA 2026), where the ICU data of Node 20 turns its clocks back', () => {
    expect(dayBounds('2026-10-31', 'America/Edmonton')).toEqual({ start: new Date('2026-10-31T06:00:00Z'), end: new Date('2026-11-01T06:00:00Z') });
    expect(dayBounds('2026-11-01', 'America/Edmonton')).toEqual({ start: new Date('2026-11-01T06:00:00Z'), end: new Date('2026-11-02T06:00:00Z') });
    expect(dayBounds('2027-01-15', 'America/Edmonton').start).toEqual(new Date('2027-01-15T06:00:00Z'));
    // Vancouver and Winnipeg too, an hour apart on each side.
    expect(localIso(new Date('2026-12-02T05:00:00Z'), 'America/Vancouver')).toBe('2026-12-01T22:00:00-07:00');
    expect(localIso(new Date('2026-12-02T05:00:00Z'), 'America/Winnipeg')).toBe('2026-12-02T00:00:00-05:00');
  });

  it('writes a moment as the local clock shows it, with its offset', () => {
    const at = new Date('2026-12-02T05:00:00Z');
    expect(localIso(at, 'America/Denver')).toBe('2026-12-01T22:00:00-07:00');
    expect(localIso(at, 'Asia/Kolkata')).toBe('2026-12-02T10:30:00+05:30');
    expect(localIso(at, 'UTC')).toBe('2026-12-02T05:00:00+00:00');
    expect(localIso(new Date('2026-07-01T12:34:56Z'), 'America/Denver')).toBe('2026-07-01T06:34:56-06:00');
  });

  it('names the day at a moment, remembered only while it lasts', () => {
    const at = (iso: string) => Date.parse(iso);
    expect(dayIn(at('2026-12-02T06:59:59Z'), 'America/Denver')).toBe('2026-12-01');
    expect(dayIn(at('2026-12-02T07:00:00Z'), 'America/Denver')).toBe('2026-12-02');
    expect(dayIn(at('2026-12-02T06:59:59Z'), 'America/Denver')).toBe('2026-12-01');
    expect(dayIn(at('2026-12-03T06:59:59Z'), 'America/Denver')).toBe('2026-12-02');
    expect(dayIn(at('2026-12-02T06:59:59Z'), 'UTC')).toBe('2026-12-02');
  });

  it('counts whole days across months and clock changes', () => {
    expect(daysBetween('2026-11-30', '2026-12-01')).toBe(1);
    expect(daysBetween('2026-03-08', '2026-03-09')).toBe(1);
    expect(daysBetween('2026-12-31', '2026-12-31')).toBe(0);
  });

  it("names today on the machine's own clock, late in the evening too", () => {
    expect(localToday(new Date(2026, 11, 1, 23, 30))).toBe('2026-12-01');
    expect(localToday(new Date(2027, 0, 9, 0, 5))).toBe('2027-01-09');
  });

  it('reads an unknown or missing zone as UTC', () => {
    expect(zoneOrUtc('America/Edmonton')).toBe('America/Edmonton');
    expect(zoneOrUtc('Mars/Olympus_Mons')).toBe('UTC');
    expect(zoneOrUtc(null)).toBe('UTC');
  });
});
