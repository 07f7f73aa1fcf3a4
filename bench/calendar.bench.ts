/**
 * The server's clock reading (`localTime` in common/domain/calendar.ts: a day, a minute of the day, on someone's
 * clock), by Node's own time zone data (Intl) and by the newest IANA rules the server installs (server/src/time-zones.ts).
 * Every parental-controls check, streak, quota day and audit filter reads it. The two are alternated round by round
 * in one process, over the same 1,000 moments in eight zones; the figure is each one's median per call and their
 * ratio. Also timed, once: reading the rules' data file and unpacking the first zone (the server's start pays it).
 * Writes bench/results/calendar.json. Settings: CALENDAR_ROUNDS (40).
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import { installZoneRules, localTime, type ZoneRules } from '@common/domain/calendar.ts';
import { packedZoneRules } from '../server/src/time-zones.ts';
import { writeResult } from './timing.ts';

const ROUNDS = Math.max(1, Math.floor(Number(process.env.CALENDAR_ROUNDS) || 40));
const ZONES = ['America/Edmonton', 'America/Toronto', 'America/Vancouver', 'Europe/Paris', 'Asia/Kolkata', 'Africa/Casablanca', 'Australia/Sydney', 'UTC'];
const MOMENTS = Array.from({ length: 1000 }, (_, i) => ({ zone: ZONES[i % ZONES.length]!, at: Date.UTC(2026, 0, 1) + i * 7_919_000 }));
const round3 = (x: number) => Math.round(x * 1000) / 1000;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const loadStart = process.hrtime.bigint();
const newest = packedZoneRules(createRequire(import.meta.url)('moment-timezone/data/packed/latest.json'));
newest.offsetAt('America/Edmonton', Date.now());
const loadMs = Number(process.hrtime.bigint() - loadStart) / 1e6;

const nodeOwn: ZoneRules = { knows: () => false, offsetAt: () => undefined };
const readings = { intl: [] as number[], iana: [] as number[] };

/** Microseconds a reading, over the 1,000 moments. */
function timeReadings(): number {
  let sink = 0;
  const start = process.hrtime.bigint();
  for (const { zone, at } of MOMENTS) sink += localTime(at, zone).minuteOfDay;
  const us = Number(process.hrtime.bigint() - start) / 1e3 / MOMENTS.length;
  if (sink < 0) throw new Error('unreachable');
  return us;
}

for (const rules of [nodeOwn, newest]) {
  installZoneRules(rules);
  for (let i = 0; i < 20; i++) timeReadings();
}
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 === 0 ? (['intl', 'iana'] as const) : (['iana', 'intl'] as const);
  for (const kind of order) {
    installZoneRules(kind === 'intl' ? nodeOwn : newest);
    readings[kind].push(timeReadings());
  }
}

const result = {
  date: new Date().toISOString(),
  node: process.version,
  nodeTimeZoneData: process.versions.tz,
  ianaRelease: newest.version,
  loadAverage: os.loadavg().map(round3),
  rounds: ROUNDS,
  localTimeUs: { intl: round3(median(readings.intl)), iana: round3(median(readings.iana)) },
  ratioIanaToIntl: round3(median(readings.iana) / median(readings.intl)),
  firstLoadMs: round3(loadMs),
};
writeResult('calendar', result);
console.log(
  `localTime: Node's data (${result.nodeTimeZoneData}) ${result.localTimeUs.intl} µs, IANA ${result.ianaRelease} ${result.localTimeUs.iana} µs a reading ` +
    `(ratio ${result.ratioIanaToIntl}); the data read and the first zone unpacked: ${result.firstLoadMs} ms`,
);
