/**
 * Days as a person lives them: in their own time zone (IANA), whatever the server's zone is. The family's calendar
 * (parental_settings.time_zone: the days, the allowed window and come-back times of parental controls) and each
 * account's own clock (users.time_zone, from the browser: a child's mission streak, an administrator's audit days)
 * are counted here. Nothing here runs while a screen is first drawn: asking ICU about a zone loads its time zone data.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface LocalTime {
  /** YYYY-MM-DD in the zone's calendar. */
  day: string;
  /** Minutes since local midnight. */
  minuteOfDay: number;
  /** The local wall clock read as if it were UTC, in ms: the instant plus the zone's offset. */
  wallMs: number;
}

export function localTime(at: number, timeZone: string): LocalTime {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(at)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    day: `${year}-${pad(month)}-${pad(day)}`,
    minuteOfDay: hour * 60 + minute,
    wallMs: Date.UTC(year, month - 1, day, hour, minute, second),
  };
}

export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The instant at which the zone's clock shows `hhmm` on `day` (YYYY-MM-DD), across daylight-saving changes. */
export function instantAt(day: string, hhmm: string, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d) + minutesOf(hhmm) * 60_000;
  let guess = wall;
  // Two rounds settle the zone's offset at the target, even next to a daylight-saving change.
  for (let i = 0; i < 2; i++) guess = wall - (localTime(guess, timeZone).wallMs - Math.floor(guess / 1000) * 1000);
  return guess;
}

/** The day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Today (YYYY-MM-DD) on this machine's own clock: what a browser puts in a date field by default. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whether this runtime's time zone data knows `zone` (an IANA name such as "America/Edmonton"); asked once a zone. */
export function isTimeZone(zone: string): boolean {
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

/** An account's stored zone when the time zone data knows it, else UTC (none saved yet, or a name retired since). */
export function zoneOrUtc(zone: string | null | undefined): string {
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

/** The first instant of `day` (YYYY-MM-DD) and the first of the day after it, on the zone's clock. */
export function dayBounds(day: string, timeZone: string): { start: Date; end: Date } {
  return { start: new Date(instantAt(day, '00:00', timeZone)), end: new Date(instantAt(nextDay(day), '00:00', timeZone)) };
}

const todays = new Map<string, { day: string; start: number; end: number }>();

/**
 * The day (YYYY-MM-DD) on the zone's clock at `at` (ms), as `localTime(at, zone).day`; remembered until the zone's
 * next midnight, for paths that ask on every request (the profile).
 */
export function dayIn(at: number, timeZone: string): string {
  const known = todays.get(timeZone);
  if (known && at >= known.start && at < known.end) return known.day;
  const day = localTime(at, timeZone).day;
  const { start, end } = dayBounds(day, timeZone);
  todays.set(timeZone, { day, start: start.getTime(), end: end.getTime() });
  return day;
}

/** Whole days from `earlier` to `later` (both YYYY-MM-DD): 1 from a day to the next, whatever the clocks did between. */
export function daysBetween(earlier: string, later: string): number {
  return Math.round((Date.parse(`${later}T00:00:00Z`) - Date.parse(`${earlier}T00:00:00Z`)) / 86_400_000);
}

/** A moment as the zone's clock shows it, ISO 8601 with the offset ("2026-12-01T21:15:02-07:00"): local and exact. */
export function localIso(at: Date, timeZone: string): string {
  const { day, wallMs } = localTime(at.getTime(), timeZone);
  const offset = Math.round((wallMs - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const pad = (n: number) => String(n).padStart(2, '0');
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${day}T${new Date(wallMs).toISOString().slice(11, 19)}${zone}`;
}
