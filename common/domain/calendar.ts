/**
 * Days as a person lives them: in their own time zone (IANA), whatever the server's zone is. The family's calendar
 * (parental_settings.time_zone: the days, the allowed window and come-back times of parental controls) and each
 * account's own clock (users.time_zone, from the browser: a child's mission streak, an administrator's audit days)
 * are counted here. Nothing here runs while a screen is first drawn: asking ICU about a zone loads its time zone data.
 */

/**
 * Time zone rules newer than this runtime's own. A browser keeps its own (they come with its updates); the server,
 * whose ICU data is as old as its Node, installs the newest it has (server/src/time-zones.ts) before it reads a clock.
 */
export interface ZoneRules {
  knows(zone: string): boolean;
  /** The zone's offset east of UTC in minutes at `at` (ms), or undefined where these rules do not say. */
  offsetAt(zone: string, at: number): number | undefined;
}

let rules: ZoneRules | undefined;

export function installZoneRules(newer: ZoneRules): void {
  rules = newer;
  todays.clear();
}

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
  /** The local wall clock read as if it were UTC, in ms (to the second): the instant plus the zone's offset. */
  wallMs: number;
}

/** The wall clock at `at` by this runtime's own time zone data. */
function runtimeWallMs(at: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(at)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** Minutes east of UTC that a wall clock (to the second, as `localTime` gives it) shows at `at`. */
function offsetMinutes(wallMs: number, at: number): number {
  return Math.round((wallMs - Math.floor(at / 1000) * 1000) / 60_000);
}

export function localTime(at: number, timeZone: string): LocalTime {
  const offset = rules?.offsetAt(timeZone, at);
  const wallMs = offset === undefined ? runtimeWallMs(at, timeZone) : Math.floor((at + offset * 60_000) / 1000) * 1000;
  const wall = new Date(wallMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    day: `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
    minuteOfDay: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
    wallMs,
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

/** Whether the time zone data knows `zone` (an IANA name such as "America/Edmonton"): the runtime's, else newer rules. */
export function isTimeZone(zone: string): boolean {
  try {
    formatterFor(zone);
    return true;
  } catch {
    return rules?.knows(zone) ?? false;
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

// Cleared when newer rules are installed.
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
  const offset = offsetMinutes(wallMs, at.getTime());
  const sign = offset < 0 ? '-' : '+';
  const pad = (n: number) => String(n).padStart(2, '0');
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${day}T${new Date(wallMs).toISOString().slice(11, 19)}${zone}`;
}

/**
 * The zone to hand Intl to show the moment `at` as `zone`'s clock shows it: the zone itself where this runtime's own
 * data agrees with the rules in use; else the offset at that moment as a fixed zone ("Etc/GMT+6" is UTC−6, the sign
 * turned by IANA's convention), which IANA names for whole hours only; else UTC, labelled so, rather than a wrong hour.
 */
export function intlZoneAt(zone: string, at: number): string {
  const offset = rules?.offsetAt(zone, at);
  if (offset === undefined) return isTimeZone(zone) ? zone : 'UTC';
  try {
    if (offsetMinutes(runtimeWallMs(at, zone), at) === offset) return zone;
  } catch {
    // A zone newer than this runtime's data.
  }
  if (offset === 0 || offset % 60 !== 0) return 'UTC';
  return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset) / 60}`;
}
