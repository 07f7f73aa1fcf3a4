/**
 * The family's calendar: days, the allowed window and come-back times are counted in the family's time zone
 * (parental_settings.time_zone), whatever the server's own zone is.
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
  /** YYYY-MM-DD in the family's calendar. */
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

/** The instant at which the family's clock shows `hhmm` on `day` (YYYY-MM-DD), across daylight-saving changes. */
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
