/**
 * Staff management at province scale (issue 14): one province of 5 boards and 200 schools with 60,000 users, an
 * administrator of the province with a role of every permission. The real server in its own process answers the
 * organisation tree (GET /api/organizations, with counts), the assignments and the users list (GET /api/admin/people)
 * one after another, on Postgres in a scratch database (DATABASE_URL or 127.0.0.1:5432) and, when asked, on the
 * embedded database. Target: p95 ≤ 150 ms per request on Postgres. Writes bench/results/staff.json.
 *
 * Settings (environment): STAFF_USERS (60000), STAFF_ROUNDS (40), STAFF_DATABASES (`postgres`; add `embedded`).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PERMISSIONS } from '@common/domain/staff.ts';
import { hashPassword } from '../server/src/auth/passwords.ts';
import { SESSION_COOKIE } from '../server/src/auth/sessions.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { organizations, staffAssignments, staffRoles, users } from '../server/src/db/schema.ts';
import { startServerProcess, stopServerProcess } from '../server/src/test/server-process.ts';
import { writeResult } from './timing.ts';

const intFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
};
const USERS = intFromEnv('STAFF_USERS', 60_000);
const ROUNDS = intFromEnv('STAFF_ROUNDS', 40);
const WARMUP = 3;
const BOARDS = 5;
const SCHOOLS = 200;
const TARGET_P95_MS = 150;
const PASSWORD = 'bench-pass-1';
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function createProvince(options: { url?: string; dataDir?: string }) {
  const database = await openDatabase(options);
  const started = performance.now();
  try {
    const db = database.db;
    const passwordHash = await hashPassword(PASSWORD);
    const tag = `${process.pid}`;
    const [province] = await db
      .insert(organizations)
      .values({ name: 'Bench Province', type: 'province', code: `SP-${tag}` })
      .returning();
    const boards = await db
      .insert(organizations)
      .values(
        Array.from({ length: BOARDS }, (_, i) => ({
          name: `Bench Board ${i + 1}`,
          type: 'school_board' as const,
          code: `SB-${tag}-${i}`,
          parentId: province!.id,
        })),
      )
      .returning();
    const schools = await db
      .insert(organizations)
      .values(
        Array.from({ length: SCHOOLS }, (_, i) => ({
          name: `Bench School ${i + 1}`,
          type: 'school' as const,
          code: `SS-${tag}-${i}`,
          parentId: boards[i % BOARDS]!.id,
          city: 'Edmonton',
          province: 'Alberta',
        })),
      )
      .returning();
    for (let i = 0; i < USERS; i += 2000) {
      await db.insert(users).values(
        Array.from({ length: Math.min(2000, USERS - i) }, (_, j) => {
          const n = i + j + 1;
          const teacher = n % 20 === 0;
          return {
            username: `bench-user-${n}`,
            passwordHash,
            role: teacher ? ('teacher' as const) : ('child' as const),
            email: teacher ? `bench-user-${n}@example.test` : null,
            firstName: `User ${n}`,
            lastName: 'Bench',
            organizationId: schools[n % SCHOOLS]!.id,
          };
        }),
      );
    }
    const [admin] = await db
      .insert(users)
      .values({
        username: 'bench-admin',
        passwordHash,
        role: 'admin',
        firstName: 'Bench',
        lastName: 'Admin',
        email: 'bench-admin@example.test',
        organizationId: province!.id,
      })
      .returning();
    const [role] = await db
      .insert(staffRoles)
      .values({ name: 'Bench Provincial Administrator', level: 1, permissions: [...PERMISSIONS], canDelegate: true })
      .returning();
    await db.insert(staffAssignments).values({ userId: admin!.id, organizationId: province!.id, roleId: role!.id });
    return { users: USERS + 1, organizations: 1 + BOARDS + SCHOOLS, seconds: Math.round((performance.now() - started) / 100) / 10 };
  } finally {
    await database.close();
  }
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'wren-bench' },
    body: JSON.stringify({ username: 'bench-admin', password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
    .split(';')[0]!;
}

const CALLS = [
  { name: 'organisation tree', path: '/api/organizations' },
  { name: 'assignments', path: '/api/staff-assignments' },
  { name: 'users list', path: '/api/admin/people?limit=200' },
  { name: 'users list, 2nd page', path: '/api/admin/people?limit=200&offset=200' },
  { name: 'users search', path: '/api/admin/people?q=user%20599&limit=200' },
];
const quantile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const round1 = (x: number) => Math.round(x * 10) / 10;

async function timeCall(baseUrl: string, cookie: string, pathName: string) {
  const samples: number[] = [];
  let bytes = 0;
  let items = 0;
  for (let i = 0; i < WARMUP + ROUNDS; i++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${pathName}`, { headers: { cookie, 'x-requested-with': 'wren-bench' } });
    const body = await response.text();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`${pathName}: ${response.status} ${body.slice(0, 300)}`);
    if (i >= WARMUP) samples.push(ms);
    bytes = body.length;
    const parsed = JSON.parse(body) as Record<string, unknown[]>;
    items = Object.values(parsed)[0]!.length;
  }
  samples.sort((a, b) => a - b);
  return { p50Ms: round1(quantile(samples, 0.5)), p95Ms: round1(quantile(samples, 0.95)), maxMs: round1(samples[samples.length - 1]!), bytes, items };
}

async function measure(database: 'embedded' | 'postgres', serverEnv: Record<string, string>) {
  const { child, baseUrl } = await startServerProcess(serverEnv);
  try {
    const cookie = await signIn(baseUrl);
    const results = [];
    for (const call of CALLS) {
      const timing = await timeCall(baseUrl, cookie, call.path);
      results.push({ call: call.name, path: call.path, ...timing });
      console.log(
        `  ${database.padEnd(8)} ${call.name.padEnd(20)} p50 ${String(timing.p50Ms).padStart(7)} ms  p95 ${String(timing.p95Ms).padStart(7)} ms  ${timing.items} items, ${Math.round(timing.bytes / 1024)} KB`,
      );
    }
    return { database, loadAverage1m: round1(os.loadavg()[0]!), results };
  } finally {
    await stopServerProcess(child);
  }
}

function psql(url: string, command: string): boolean {
  return spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qAtc', command], { encoding: 'utf8', timeout: 30_000 }).status === 0;
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

async function main(): Promise<void> {
  const wanted = (process.env.STAFF_DATABASES ?? 'postgres').split(',').map((s) => s.trim());
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wren-staff-'));
  const runs: (Awaited<ReturnType<typeof measure>> & { data: Awaited<ReturnType<typeof createProvince>> })[] = [];
  let postgresSkipped: string | null = null;
  try {
    if (wanted.includes('embedded')) {
      const dataDir = path.join(tmp, 'data');
      const data = await createProvince({ dataDir });
      runs.push({ ...(await measure('embedded', { DATA_DIR: dataDir })), data });
    }
    if (wanted.includes('postgres')) {
      if (await postgresAvailable()) {
        const scratch = `wren_bench_staff_${process.pid}`;
        const url = new URL(POSTGRES_URL);
        url.pathname = `/${scratch}`;
        if (!psql(POSTGRES_URL, `CREATE DATABASE ${scratch}`)) throw new Error(`Could not create the scratch database ${scratch}`);
        try {
          console.log(`Postgres (scratch database ${scratch}): generating ${USERS} users in ${SCHOOLS} schools…`);
          const data = await createProvince({ url: url.toString() });
          console.log(`  generated in ${data.seconds} s`);
          psql(url.toString(), 'ANALYZE');
          runs.push({ ...(await measure('postgres', { DATABASE_URL: url.toString(), DATA_DIR: path.join(tmp, 'pg-data') })), data });
        } finally {
          psql(POSTGRES_URL, `DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
        }
      } else {
        postgresSkipped = `no Postgres answered at ${new URL(POSTGRES_URL).host}`;
        console.log(`Postgres skipped: ${postgresSkipped}`);
      }
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  const targets = runs.flatMap((run) =>
    run.results
      .filter((r) => r.call !== 'assignments')
      .map((r) => ({ name: `${run.database}: ${r.call} p95`, target: `≤ ${TARGET_P95_MS} ms`, actual: r.p95Ms, unit: 'ms', met: r.p95Ms <= TARGET_P95_MS })),
  );
  const cpus = os.cpus();
  writeResult('staff', {
    benchmark: 'staff',
    date: new Date().toISOString(),
    machine: { cpus: cpus.length, model: cpus[0]?.model.trim() ?? 'unknown', memoryGb: Math.round(os.totalmem() / 1024 ** 3) },
    node: process.version,
    settings: { users: USERS, boards: BOARDS, schools: SCHOOLS, rounds: ROUNDS, warmup: WARMUP, sequential: true },
    runs,
    postgresSkipped,
    targets,
    allTargetsMet: targets.length > 0 && targets.every((t) => t.met),
  });
  for (const t of targets) console.log(`${t.met ? '✓' : '✗'} ${t.name}: ${t.actual} ${t.unit} (target ${t.target})`);
  console.log('Written to bench/results/staff.json');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
