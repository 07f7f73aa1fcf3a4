/**
 * Classroom benchmark (issue 19): a class of children, each signed in with their own session, using the real
 * server at the same time — dashboard loads, handwriting analyses and saves, mission submits — on the embedded
 * database and, when one answers on 127.0.0.1:5432 (or DATABASE_URL), on Postgres in a scratch database.
 * Writes bench/results/classroom.json. Run with `npm run bench -- classroom`.
 *
 * Settings (environment): CLASSROOM_CHILDREN (200), CLASSROOM_SECONDS (60), CLASSROOM_THINK_MS (mean pause of a
 * child between two requests, 2000; 0 = back to back, as the 200 connections), CLASSROOM_DATABASES (`embedded,postgres`).
 * Everything stays on loopback; every request is given up after 30 s, so a run ends at most 30 s after its time.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { builtInMissions, hintedSolution } from '@common/content/mission-coach.ts';
import { hashPassword } from '../server/src/auth/passwords.ts';
import { SESSION_COOKIE } from '../server/src/auth/sessions.ts';
import { variedStrokes } from '../server/src/ai/handwriting/synthetic.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { organizations, users } from '../server/src/db/schema.ts';
import { startServerProcess, stopServerProcess } from '../server/src/test/server-process.ts';
import { writeResult } from './timing.ts';

const intFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback;
};

const CHILDREN = Math.max(1, intFromEnv('CLASSROOM_CHILDREN', 200));
const SECONDS = Math.max(1, intFromEnv('CLASSROOM_SECONDS', 60));
const THINK_MS = intFromEnv('CLASSROOM_THINK_MS', 2000);
const WARMUP_SECONDS = Math.min(5, SECONDS);
const TIMEOUT_MS = 30_000;
const PIN = '4821';
const TARGETS = { errors: 0, timeouts: 0, p99Ms: 500 };
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

// ------------------------------------------------------------------------------------------------ what a child does

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
// A few drawings of every capital, made once: a child's drawing is the synthetic one of the handwriting tests.
const DRAWINGS = LETTERS.flatMap((letter) => [1, 2].map((seed) => ({ letter, strokes: variedStrokes(letter, seed) })));
const MISSIONS = builtInMissions('en').map((m) => ({ id: m.id, code: hintedSolution(m.id)! }));

/** Per child: which mission comes next (each is unlocked by the previous one, so children play them in order). */
interface Child {
  index: number;
  username: string;
  cookie: string;
  agent: http.Agent;
  nextMission: number;
  random: () => number;
}

/** The mix, by weight: a third dashboard reads, the rest practice (analyse, save) and mission submits. */
const MIX: { weight: number; call: (child: Child) => Call }[] = [
  { weight: 20, call: () => ({ method: 'GET', path: '/api/user/profile' }) },
  { weight: 8, call: () => ({ method: 'GET', path: '/api/writing-buddy/progress' }) },
  { weight: 7, call: () => ({ method: 'GET', path: '/api/mission-coach/progress' }) },
  {
    weight: 30,
    call: (child) => {
      const drawing = DRAWINGS[Math.floor(child.random() * DRAWINGS.length)]!;
      return {
        method: 'POST',
        path: '/api/writing-buddy/analyze',
        body: { type: 'letter', target: drawing.letter, language: 'en', strokes: drawing.strokes },
      };
    },
  },
  {
    weight: 15,
    call: (child) => {
      const drawing = DRAWINGS[Math.floor(child.random() * DRAWINGS.length)]!;
      return {
        method: 'POST',
        path: '/api/writing-buddy/save',
        body: { letter: drawing.letter, type: 'letter', language: 'en', handwritingData: drawing.strokes },
      };
    },
  },
  {
    weight: 20,
    call: (child) => {
      const mission = MISSIONS[child.nextMission % MISSIONS.length]!;
      child.nextMission += 1;
      return { method: 'POST', path: '/api/mission-coach/submit', body: { missionId: mission.id, code: mission.code } };
    },
  },
];
const routeOf = (call: Call) => `${call.method} ${call.path}`;
const TOTAL_WEIGHT = MIX.reduce((sum, m) => sum + m.weight, 0);

/** A child that takes the first choice everywhere, to name the routes of the mix in the results. */
const mixProbe = (): Child => ({ index: 0, username: '', cookie: '', agent: new http.Agent(), nextMission: 0, random: () => 0 });

function pick(child: Child): Call {
  let r = child.random() * TOTAL_WEIGHT;
  for (const entry of MIX) {
    r -= entry.weight;
    if (r < 0) return entry.call(child);
  }
  return MIX[0]!.call(child);
}

/** A small seeded generator, so two runs send the same sequence. */
function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

// ------------------------------------------------------------------------------------------------------ HTTP

interface Outcome {
  status: number;
  ms: number;
  /** Set when no answer came: a network error or the 30 s limit. */
  failure?: string;
  body: string;
  setCookie?: string[];
}

/** One request on the child's own keep-alive connection, given up after 30 s. */
function send(baseUrl: string, agent: http.Agent, call: Call, cookie?: string): Promise<Outcome> {
  const started = performance.now();
  const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
  return new Promise((resolve) => {
    const headers: Record<string, string> = { 'x-requested-with': 'wren-bench' };
    if (cookie) headers.cookie = cookie;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    const request = http.request(`${baseUrl}${call.path}`, { method: call.method, agent, headers, timeout: TIMEOUT_MS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          ms: performance.now() - started,
          body: Buffer.concat(chunks).toString(),
          setCookie: response.headers['set-cookie'],
        }),
      );
      response.on('error', (error) => resolve({ status: 0, ms: performance.now() - started, failure: error.message, body: '' }));
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    request.on('error', (error) => resolve({ status: 0, ms: performance.now() - started, failure: error.message, body: '' }));
    request.end(payload);
  });
}

// ------------------------------------------------------------------------------------------------- the class

/** Creates a school and its children (usernames bench-child-<n>, one PIN) before the server starts. */
async function createClass(options: { url?: string; dataDir?: string }): Promise<string[]> {
  const database = await openDatabase(options);
  try {
    const passwordHash = await hashPassword(PIN);
    const [school] = await database.db
      .insert(organizations)
      .values({ name: 'Bench Elementary', type: 'school', code: `BENCH-${process.pid}` })
      .returning();
    const usernames = Array.from({ length: CHILDREN }, (_, i) => `bench-child-${i + 1}`);
    for (let i = 0; i < usernames.length; i += 100) {
      await database.db.insert(users).values(
        usernames.slice(i, i + 100).map((username, j) => ({
          username,
          passwordHash,
          role: 'child' as const,
          firstName: `Child ${i + j + 1}`,
          age: 7,
          organizationId: school!.id,
        })),
      );
    }
    return usernames;
  } finally {
    await database.close();
  }
}

/**
 * Every child signs in through POST /api/auth/login, a few at a time (argon2 costs tens of milliseconds). They all
 * come from one address, as a classroom does; the sign-in throttle counts failures only, and none fails here.
 */
async function signIn(baseUrl: string, usernames: string[]): Promise<Child[]> {
  const children: Child[] = [];
  let next = 0;
  const worker = async () => {
    while (next < usernames.length) {
      const index = next++;
      const username = usernames[index]!;
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const outcome = await send(baseUrl, agent, { method: 'POST', path: '/api/auth/login', body: { username, password: PIN } });
      const cookie = outcome.setCookie?.find((c) => c.startsWith(`${SESSION_COOKIE}=`))?.split(';')[0];
      if (outcome.status !== 200 || !cookie) throw new Error(`Sign-in of ${username} failed: ${outcome.status} ${outcome.failure ?? outcome.body}`);
      children.push({ index, username, cookie, agent, nextMission: 0, random: seeded(index + 1) });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return children.sort((a, b) => a.index - b.index);
}

interface Sample {
  route: string;
  status: number;
  ms: number;
  failure?: string;
  at: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each child: request, pause (uniform between 0 and twice the mean think time), request… until the time is up. */
async function runClass(baseUrl: string, children: Child[], until: number, recordFrom: number, samples: Sample[]): Promise<void> {
  const errorExamples = new Map<string, string>();
  await Promise.all(
    children.map(async (child) => {
      // Children do not all start in the same millisecond.
      await sleep(child.random() * Math.max(THINK_MS, 200));
      while (Date.now() < until) {
        const call = pick(child);
        const at = Date.now();
        const outcome = await send(baseUrl, child.agent, call, child.cookie);
        if (at >= recordFrom) samples.push({ route: routeOf(call), status: outcome.status, ms: outcome.ms, failure: outcome.failure, at });
        if ((outcome.status >= 400 || outcome.failure) && !errorExamples.has(routeOf(call))) {
          errorExamples.set(routeOf(call), `${outcome.status} ${outcome.failure ?? outcome.body.slice(0, 200)}`);
        }
        if (THINK_MS > 0) await sleep(child.random() * 2 * THINK_MS);
      }
    }),
  );
  for (const [route, example] of errorExamples) console.log(`  first error on ${route}: ${example}`);
}

// --------------------------------------------------------------------------------------------------- figures

const round1 = (n: number) => Math.round(n * 10) / 10;

function quantile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return round1(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!);
}

function summarise(samples: Sample[]) {
  const isTimeout = (s: Sample) => s.ms >= TIMEOUT_MS || s.failure !== undefined;
  const isError = (s: Sample) => isTimeout(s) || s.status >= 400;
  const all = samples.map((s) => s.ms).sort((a, b) => a - b);
  const routes = [...new Set(samples.map((s) => s.route))].sort().map((route) => {
    const mine = samples.filter((s) => s.route === route);
    const ms = mine.map((s) => s.ms).sort((a, b) => a - b);
    return {
      route,
      requests: mine.length,
      errors: mine.filter(isError).length,
      p50Ms: quantile(ms, 0.5),
      p99Ms: quantile(ms, 0.99),
      maxMs: round1(ms[ms.length - 1] ?? 0),
    };
  });
  const slowest = [...routes].sort((a, b) => b.p99Ms - a.p99Ms)[0] ?? null;
  return {
    requests: samples.length,
    errors: samples.filter(isError).length,
    timeouts: samples.filter(isTimeout).length,
    statuses: Object.fromEntries(
      [...new Set(samples.map((s) => s.status))].sort((a, b) => a - b).map((st) => [st, samples.filter((s) => s.status === st).length]),
    ),
    latencyMs: { p50: quantile(all, 0.5), p90: quantile(all, 0.9), p99: quantile(all, 0.99), max: round1(all[all.length - 1] ?? 0) },
    slowestRoute: slowest ? { route: slowest.route, p99Ms: slowest.p99Ms } : null,
    routes,
  };
}

/** CPU seconds the server process used so far (user + system), from /proc. */
function cpuSecondsOf(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime and stime, in clock ticks of 1/100 s
  } catch {
    return null;
  }
}

// ------------------------------------------------------------------------------------------------- the server

async function measure(database: 'embedded' | 'postgres', serverEnv: Record<string, string>, usernames: string[]) {
  const { child, baseUrl, output } = await startServerProcess(serverEnv);
  try {
    console.log(`Signing in ${usernames.length} children…`);
    const children = await signIn(baseUrl, usernames);
    const samples: Sample[] = [];
    const start = Date.now();
    const recordFrom = start + WARMUP_SECONDS * 1000;
    const until = recordFrom + SECONDS * 1000;
    console.log(`${children.length} children for ${WARMUP_SECONDS} s of warm-up and ${SECONDS} s measured, mean pause ${THINK_MS} ms…`);
    let cpuAtStart: number | null = null;
    const cpuTimer = setTimeout(() => (cpuAtStart = cpuSecondsOf(child.pid)), recordFrom - start);
    const loadBefore = os.loadavg()[0]!;
    await runClass(baseUrl, children, until, recordFrom, samples);
    clearTimeout(cpuTimer);
    const elapsed = (Date.now() - recordFrom) / 1000;
    const cpuAtEnd = cpuSecondsOf(child.pid);
    for (const c of children) c.agent.destroy();
    const summary = summarise(samples);
    const answered = samples.filter((s) => s.at < until).length;
    const serverLog = output().trim();
    return {
      database,
      children: children.length,
      seconds: SECONDS,
      meanThinkMs: THINK_MS,
      requestsPerSecond: round1(answered / SECONDS),
      elapsedSeconds: round1(elapsed),
      serverCpuPercent: cpuAtStart !== null && cpuAtEnd !== null ? Math.round(((cpuAtEnd - cpuAtStart) / elapsed) * 100) : null,
      loadAverage1m: { before: round1(loadBefore), after: round1(os.loadavg()[0]!) },
      ...summary,
      serverLog: serverLog ? serverLog.split('\n').slice(-20) : [],
    };
  } finally {
    await stopServerProcess(child);
  }
}

// ---------------------------------------------------------------------------------------------------- Postgres

function psql(url: string, command: string): boolean {
  const result = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qAtc', command], { encoding: 'utf8', timeout: 30_000 });
  return result.status === 0;
}

async function postgresAvailable(): Promise<boolean> {
  const url = new URL(POSTGRES_URL);
  const open = await new Promise<boolean>((resolve) => {
    const socket = net.connect(Number(url.port || 5432), url.hostname);
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
  return open && psql(POSTGRES_URL, 'select 1');
}

// -------------------------------------------------------------------------------------------------------- main

function print(run: Awaited<ReturnType<typeof measure>>): void {
  console.log(
    `\n${run.database}: ${run.children} children, ${run.seconds} s, mean pause ${run.meanThinkMs} ms — ` +
      `${run.requestsPerSecond} req/s, p50 ${run.latencyMs.p50} ms, p99 ${run.latencyMs.p99} ms, max ${run.latencyMs.max} ms, ` +
      `${run.errors} errors, ${run.timeouts} timeouts, server CPU ${run.serverCpuPercent ?? '?'} %, ` +
      `load average ${run.loadAverage1m.before} → ${run.loadAverage1m.after}`,
  );
  for (const r of run.routes) {
    console.log(
      `  ${r.route.padEnd(34)} ${String(r.requests).padStart(6)} req  p50 ${String(r.p50Ms).padStart(7)} ms  p99 ${String(r.p99Ms).padStart(7)} ms  max ${String(r.maxMs).padStart(7)} ms  ${r.errors} errors`,
    );
  }
  if (run.slowestRoute) console.log(`  slowest route (p99): ${run.slowestRoute.route}, ${run.slowestRoute.p99Ms} ms`);
}

async function main(): Promise<void> {
  const wanted = (process.env.CLASSROOM_DATABASES ?? 'embedded,postgres').split(',').map((s) => s.trim());
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wren-classroom-'));
  const runs: Awaited<ReturnType<typeof measure>>[] = [];
  let postgresSkipped: string | null = null;
  try {
    if (wanted.includes('embedded')) {
      const dataDir = path.join(tmp, 'data');
      console.log('Embedded database: creating the class…');
      const usernames = await createClass({ dataDir });
      runs.push(await measure('embedded', { DATA_DIR: dataDir }, usernames));
      print(runs[runs.length - 1]!);
    }
    if (wanted.includes('postgres')) {
      if (await postgresAvailable()) {
        const scratch = `wren_bench_classroom_${process.pid}`;
        const url = new URL(POSTGRES_URL);
        url.pathname = `/${scratch}`;
        if (!psql(POSTGRES_URL, `CREATE DATABASE ${scratch}`)) throw new Error(`Could not create the scratch database ${scratch}`);
        try {
          console.log(`\nPostgres (scratch database ${scratch}): creating the class…`);
          const usernames = await createClass({ url: url.toString() });
          runs.push(await measure('postgres', { DATABASE_URL: url.toString(), DATA_DIR: path.join(tmp, 'pg-data') }, usernames));
          print(runs[runs.length - 1]!);
        } finally {
          psql(POSTGRES_URL, `DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
        }
      } else {
        postgresSkipped = `no Postgres answered at ${new URL(POSTGRES_URL).host}`;
        console.log(`\nPostgres skipped: ${postgresSkipped}`);
      }
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }

  const embedded = runs.find((r) => r.database === 'embedded');
  const targets = embedded
    ? [
        { name: 'embedded: errors', target: `= ${TARGETS.errors}`, actual: embedded.errors, unit: 'requests', met: embedded.errors === TARGETS.errors },
        {
          name: 'embedded: timeouts (≥ 30 s or no answer)',
          target: `= ${TARGETS.timeouts}`,
          actual: embedded.timeouts,
          unit: 'requests',
          met: embedded.timeouts === TARGETS.timeouts,
        },
        {
          name: 'embedded: p99 latency',
          target: `≤ ${TARGETS.p99Ms} ms`,
          actual: embedded.latencyMs.p99,
          unit: 'ms',
          met: embedded.latencyMs.p99 <= TARGETS.p99Ms,
        },
      ]
    : [];
  const cpus = os.cpus();
  writeResult('classroom', {
    benchmark: 'classroom',
    date: new Date().toISOString(),
    machine: { cpus: cpus.length, model: cpus[0]?.model.trim() ?? 'unknown', memoryGb: Math.round(os.totalmem() / 1024 ** 3) },
    node: process.version,
    settings: {
      children: CHILDREN,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      meanThinkMs: THINK_MS,
      timeoutMs: TIMEOUT_MS,
      mix: MIX.map((m) => ({ route: routeOf(m.call(mixProbe())), weight: m.weight })),
    },
    runs,
    postgresSkipped,
    targets,
    allTargetsMet: targets.length > 0 && targets.every((t) => t.met),
  });
  console.log('');
  for (const t of targets) console.log(`${t.met ? '✓' : '✗'} ${t.name}: ${t.actual} ${t.unit} (target ${t.target})`);
  console.log('\nWritten to bench/results/classroom.json');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
