/**
 * People and the audit log at province scale (issue 14): one province of 5 boards and 200 schools with 60,000 users
 * (teachers, parents, students) and 60,000 audit entries (a sign-in each), read by the province's administrator
 * through the real app on Postgres (a scratch database on 127.0.0.1:5432, or TEST_DATABASE_URL): the People list
 * (first page, a name search, a role filter) and the audit log (its first page, all or one action, a page deep in
 * it, and a search that one entry matches). Target: p95 ≤ 150 ms per request. The audit log's CSV of all 60,000 entries, streamed a page of 1,000 at a time,
 * is timed too (CSV_ROUNDS, no target: it is a download). Writes bench/results/people.json.
 *
 * Settings (environment): PEOPLE_USERS (60000), PEOPLE_ROUNDS (40 timed requests per call), PEOPLE_ANALYZE (1: the
 * tables are analysed after seeding, as a running server's are).
 */
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../server/src/auth/passwords.ts';
import { buildApp } from '../server/src/app.ts';
import { auditLog, organizations, staffAssignments, users } from '../server/src/db/schema.ts';
import { Client, freshDatabase } from '../server/src/test/harness.ts';
import { writeResult } from './timing.ts';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
const intFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
};
const USERS = intFromEnv('PEOPLE_USERS', 60_000);
const ROUNDS = intFromEnv('PEOPLE_ROUNDS', 40);
const CSV_ROUNDS = intFromEnv('PEOPLE_CSV_ROUNDS', 5);
const ANALYZE = process.env.PEOPLE_ANALYZE !== '0';
const TARGET_P95_MS = 150;
const PASSWORD = 'bench-pass-1';
const ROLES = ['child', 'child', 'child', 'child', 'parent', 'parent', 'teacher', 'trainer'] as const;

async function main() {
  const { handle, drop } = await freshDatabase();
  const db = handle.db;
  const started = performance.now();
  const passwordHash = await hashPassword(PASSWORD);
  const [province] = await db.insert(organizations).values({ name: 'Bench Province', type: 'province', code: 'BPX' }).returning();
  const boards = await db
    .insert(organizations)
    .values(Array.from({ length: 5 }, (_, i) => ({ name: `Board ${i + 1}`, type: 'school_board' as const, code: `BBX-${i}`, parentId: province!.id })))
    .returning();
  const schools = await db
    .insert(organizations)
    .values(Array.from({ length: 200 }, (_, i) => ({ name: `School ${i + 1}`, type: 'school' as const, code: `BSX-${i}`, parentId: boards[i % 5]!.id })))
    .returning();
  const [admin] = await db
    .insert(users)
    .values({
      username: 'bench-admin',
      email: 'bench-admin@example.test',
      passwordHash,
      role: 'admin',
      firstName: 'Bench',
      lastName: 'Admin',
      organizationId: province!.id,
    })
    .returning();
  await db.insert(staffAssignments).values({ userId: admin!.id, organizationId: province!.id });
  for (let i = 0; i < USERS; i += 1000) {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(1000, USERS - i) }, (_, j) => {
          const n = i + j;
          const role = ROLES[n % ROLES.length]!;
          return {
            username: `bench-person-${n}`,
            email: role === 'child' ? null : `bench-person-${n}@example.test`,
            passwordHash,
            role,
            firstName: `Person${n}`,
            lastName: `Family${n % 997}`,
            organizationId: schools[n % schools.length]!.id,
          };
        }),
      )
      .returning({ id: users.id, organizationId: users.organizationId });
    await db.insert(auditLog).values(
      rows.map((r) => ({
        actorId: r.id,
        actorName: 'Bench person',
        action: 'sign_in.succeeded',
        entity: 'session',
        entityId: r.id,
        organizationId: r.organizationId,
        after: { address: '10.0.0.1' },
      })),
    );
  }
  const seededMs = Math.round(performance.now() - started);
  // A server that has been running has statistics (autovacuum analyses a table that grew; PGlite analyses at start and
  // hourly); without them the planner guesses how many entries a search matches. PEOPLE_ANALYZE=0 leaves them out.
  if (ANALYZE) await db.execute(sql`ANALYZE`);

  const app = await buildApp({ database: handle, clientDir: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const client = await new Client(url).signIn('bench-admin', PASSWORD);
  // A page deep in the log: the cursor the 300th page's answer hands out (15,000 entries in).
  let deep: string | null = null;
  for (let page = 0; page < 300; page++) {
    const res = await client.get(`/api/admin/audit?limit=50${deep ? `&cursor=${deep}` : ''}`);
    deep = res.body.nextCursor;
  }
  // One entry among them all, found by its record's id as an administrator pastes it from the CSV.
  const [needle] = await handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, `bench-person-${Math.floor(USERS / 2)}`));
  const calls = {
    'people first page': '/api/admin/people',
    'people name search': '/api/admin/people?q=Family42',
    'people role filter': '/api/admin/people?role=teacher',
    'audit log': '/api/admin/audit',
    'audit log one action': '/api/admin/audit?action=sign_in.succeeded&q=Bench',
    'audit log page 301': `/api/admin/audit?cursor=${deep}`,
    'audit log search, one entry': `/api/admin/audit?q=${needle!.id.slice(-12)}`,
  };
  const results: Record<string, { p50Ms: number; p95Ms: number; maxMs: number; rows: number; meetsTarget: boolean }> = {};
  for (const [name, path] of Object.entries(calls)) {
    for (let i = 0; i < 3; i++) await client.get(path);
    const samples: number[] = [];
    let rows = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = performance.now();
      const res = await client.get(path);
      samples.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
      rows = (res.body.people ?? res.body.entries).length;
    }
    if (name.endsWith('one entry') && rows !== 1) throw new Error(`${path}: ${rows} entries, not the one`);
    samples.sort((a, b) => a - b);
    const q = (p: number) => Math.round(samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]! * 10) / 10;
    results[name] = { p50Ms: q(0.5), p95Ms: q(0.95), maxMs: q(1), rows, meetsTarget: q(0.95) <= TARGET_P95_MS };
    console.log(`${name.padEnd(28)} p50 ${q(0.5)} ms  p95 ${q(0.95)} ms  (${rows} rows)`);
  }

  const csvSamples: number[] = [];
  let csvRows = 0;
  for (let i = 0; i < CSV_ROUNDS; i++) {
    const t0 = performance.now();
    const res = await client.get('/api/admin/audit.csv');
    csvSamples.push(performance.now() - t0);
    csvRows = res.text.trimEnd().split('\r\n').length - 1;
  }
  csvSamples.sort((a, b) => a - b);
  const auditCsv = { p50Ms: Math.round(csvSamples[Math.floor(csvSamples.length / 2)]!), maxMs: Math.round(csvSamples.at(-1)!), rows: csvRows };
  console.log(`audit log CSV            p50 ${auditCsv.p50Ms} ms  (${csvRows} rows)`);
  await app.close();
  await handle.close();
  await drop();
  writeResult('people', {
    database: handle.kind,
    users: USERS,
    schools: 200,
    boards: 5,
    auditEntries: USERS,
    rounds: ROUNDS,
    targetP95Ms: TARGET_P95_MS,
    seededMs,
    analyzed: ANALYZE,
    results,
    auditCsv: { ...auditCsv, rounds: CSV_ROUNDS },
  });
}

await main();
