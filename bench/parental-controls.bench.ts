/**
 * Parental controls (issue 13): what the enforcement check adds to a child's request. Two copies of the real app
 * on one embedded database, seeded with the demo accounts, listen side by side: one without the check (`before`,
 * AppOptions.enforceParentalControls false) and one with it (`after`). The demo student has saved controls (all
 * apps on, the whole day, 300 minutes), so the check does its full work. Requests go one at a time over a kept-alive
 * connection, alternating between the two servers in rounds, so both see the same machine; the figure is the
 * difference of the medians. Also timed: the check itself, called directly.
 *
 * Calls: GET /api/user/profile (the measure: a call that is not a learning call, which the check classifies
 * and lets pass) and GET /api/writing-buddy/alphabet (a learning call: settings, today's minutes and the allowed
 * window are read and checked). Target: ≤ 0.2 ms at the median on the profile call. Writes
 * bench/results/parental-controls.json. Settings: CONTROLS_ROUNDS (10), CONTROLS_PER_ROUND (500).
 */
import http from 'node:http';
import os from 'node:os';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildApp } from '../server/src/app.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { DEMO_PASSWORD, seedDemo } from '../server/src/db/seed.ts';
import { parentalSettings, users } from '../server/src/db/schema.ts';
import { enforceControls } from '../server/src/features/parental-controls/enforcement.ts';
import { writeResult } from './timing.ts';

const intFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
};
const ROUNDS = intFromEnv('CONTROLS_ROUNDS', 10);
const PER_ROUND = intFromEnv('CONTROLS_PER_ROUND', 500);
const TARGET_MS = 0.2;
const round3 = (x: number) => Math.round(x * 1000) / 1000;

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(port: number, path: string, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const req = http.get({ host: '127.0.0.1', port, path, agent, headers: { cookie } }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${path}: ${res.statusCode}`));
        else resolve(Number(process.hrtime.bigint() - start) / 1e6);
      });
    });
    req.on('error', reject);
  });
}

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

const median = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function main() {
  const database = await openDatabase({ dataDir: null });
  await seedDemo(database.db);
  const before = await buildApp({ database, clientDir: null, enforceParentalControls: false });
  const after = await buildApp({ database, clientDir: null });
  const ports = { before: await listen(before), after: await listen(after) };

  const [student] = await database.db.select().from(users).where(eq(users.username, 'demo-student'));
  await database.db.insert(parentalSettings).values({
    childId: student!.id,
    apps: { 'writing-buddy': true, 'phonics-tutor': true, 'mission-coach': true, 'creative-lab': true },
    dailyLimitMinutes: 300,
    startTime: '00:00',
    endTime: '23:59',
    timeZone: 'America/Toronto',
  });
  const login = await after.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-requested-with': 'bench' },
    payload: { username: 'demo-student', password: DEMO_PASSWORD },
  });
  const cookie = String(login.headers['set-cookie']).split(';')[0]!;

  const calls = { profile: '/api/user/profile', learning: '/api/writing-buddy/alphabet?language=en' };
  const results: Record<string, { beforeMedianMs: number; afterMedianMs: number; addedMs: number }> = {};
  for (const [name, path] of Object.entries(calls)) {
    const samples = { before: [] as number[], after: [] as number[] };
    for (const side of ['before', 'after'] as const) for (let i = 0; i < 200; i++) await get(ports[side], path, cookie);
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate which side goes first, so neither always runs on a warmer machine.
      const order = round % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
      for (const side of order) for (let i = 0; i < PER_ROUND; i++) samples[side].push(await get(ports[side], path, cookie));
    }
    const b = median(samples.before);
    const a = median(samples.after);
    results[name] = { beforeMedianMs: round3(b), afterMedianMs: round3(a), addedMs: round3(a - b) };
  }

  // The check alone, as the hook calls it (settings and today's row from memory).
  const request = { user: student } as unknown as FastifyRequest;
  const direct: Record<string, { medianMs: number; p95Ms: number; p99Ms: number; maxMs: number }> = {};
  for (const [name, path] of Object.entries({ profile: '/api/user/profile', learning: '/api/writing-buddy/alphabet' })) {
    await enforceControls(after, request, path);
    const samples: number[] = [];
    for (let i = 0; i < 20_000; i++) {
      const start = process.hrtime.bigint();
      await enforceControls(after, request, path);
      samples.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    samples.sort((x, y) => x - y);
    direct[name] = {
      medianMs: round3(samples[Math.floor(samples.length / 2)]!),
      p95Ms: round3(samples[Math.floor(samples.length * 0.95)]!),
      p99Ms: round3(samples[Math.floor(samples.length * 0.99)]!),
      maxMs: round3(samples[samples.length - 1]!),
    };
  }

  await before.close();
  await after.close();
  await database.close();
  agent.destroy();

  const ok = results.profile!.addedMs <= TARGET_MS;
  const result = {
    when: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? '', node: process.version },
    settings: { rounds: ROUNDS, perRound: PER_ROUND },
    targetAddedMs: TARGET_MS,
    overHttp: results,
    checkAlone: direct,
    pass: ok,
  };
  writeResult('parental-controls', result);
  console.log(JSON.stringify(result, null, 2));
  if (!ok) process.exitCode = 1;
}

await main();
