/**
 * The newest time zone rules this server has. Node's ICU carries the IANA database of the day Node was built (2025c
 * for Node 20.20), and the rules change under it: since 1 November 2026 Alberta, British Columbia, Manitoba and the
 * Northwest Territories keep summer time all year, which Node does not know, so a family in Edmonton had its days,
 * bedtimes and streaks an hour off while its browser (newer) showed the right time. The npm package moment-timezone
 * publishes each IANA release as data (`data/packed/latest.json`, updated with `npm update`); only that file is read
 * here, with none of the library's code. For a zone it lacks, the runtime's own data answers (common/domain/calendar.ts).
 */
import { createRequire } from 'node:module';
import { installZoneRules, type ZoneRules } from '@common/domain/calendar.ts';

/** moment-timezone's packed form: "Name|abbreviations|offsets|indices|untils|population", links "Zone|Alias". */
interface PackedData {
  version: string;
  zones: string[];
  links: string[];
}

/**
 * A zone's periods: the offset (minutes east of UTC) of each, and when each ends (ms; the last never does). A zone that
 * still changes its clocks twice a year is listed to 2499.
 */
interface Periods {
  offsets: number[];
  ends: number[];
}

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWX';

/** A number written in base 60 with the digits above, a sign and a fractional part ("-2yd4q.8", "7x.Q"). */
export function base60(written: string): number {
  const negative = written.startsWith('-');
  const [whole = '', fraction = ''] = (negative ? written.slice(1) : written).split('.');
  let value = 0;
  for (const digit of whole) value = value * 60 + DIGITS.indexOf(digit);
  let scale = 1;
  for (const digit of fraction) value += DIGITS.indexOf(digit) * (scale /= 60);
  return negative ? -value : value;
}

/** A zone's periods from its packed line. */
function unpack(line: string): Periods {
  const [, , offsetsText = '', indicesText = '', untilsText = ''] = line.split('|');
  // Offsets are written in minutes west of UTC; each period names one by its index.
  const written = offsetsText.split(' ').map((offset) => 0 - base60(offset));
  const offsets = [...indicesText].map((index) => written[base60(index)] ?? 0);
  const ends: number[] = [];
  let minutes = 0;
  for (const delta of untilsText ? untilsText.split(' ') : []) ends.push(Math.round((minutes += base60(delta)) * 60_000));
  ends.length = offsets.length - 1;
  ends.push(Infinity);
  return { offsets, ends };
}

/** The data's zones by name, aliases included (case aside, as Intl takes them), unpacked when first asked. */
export function packedZoneRules(data: PackedData): ZoneRules & { version: string } {
  const lines = new Map<string, string>();
  for (const line of data.zones) lines.set(line.slice(0, line.indexOf('|')).toLowerCase(), line);
  for (const link of data.links) {
    const [zone = '', alias = ''] = link.split('|');
    const line = lines.get(zone.toLowerCase());
    if (line) lines.set(alias.toLowerCase(), line);
  }
  const unpacked = new Map<string, Periods>();
  const periodsOf = (zone: string): Periods | undefined => {
    const key = zone.toLowerCase();
    let periods = unpacked.get(key);
    if (!periods) {
      const line = lines.get(key);
      if (!line) return undefined;
      periods = unpack(line);
      unpacked.set(key, periods);
    }
    return periods;
  };
  return {
    version: data.version,
    knows: (zone) => lines.has(zone.toLowerCase()),
    offsetAt(zone, at) {
      const periods = periodsOf(zone);
      if (!periods) return undefined;
      const { offsets, ends } = periods;
      // The first period that ends after `at`.
      let low = 0;
      let high = ends.length - 1;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (ends[middle]! > at) high = middle;
        else low = middle + 1;
      }
      return offsets[low];
    },
  };
}

let version: string | undefined;

/**
 * Days on the server are counted by the newest IANA rules it has: called before anything reads a clock (the server's
 * start, each app a test builds, every test file). Answers the IANA release in use ("2026f").
 */
export function installNewestTimeZoneRules(): string {
  if (!version) {
    const rules = packedZoneRules(createRequire(import.meta.url)('moment-timezone/data/packed/latest.json') as PackedData);
    installZoneRules(rules);
    version = rules.version;
  }
  return version;
}
