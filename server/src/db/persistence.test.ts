import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILT_IN_MISSION_IDS } from '@common/domain/progress.ts';
import { hintedSolution } from '@common/content/mission-coach.ts';
import { hashPassword } from '../auth/passwords.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { openDatabase } from './client.ts';
import { DEMO_USERNAMES, seedDemo } from './seed.ts';
import { missionRuns, users } from './schema.ts';
import { startServerProcess, stopServerProcess } from '../test/server-process.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wren-persist-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('embedded database in DATA_DIR', () => {
  it('keeps data across a restart, and seeding runs only once', async () => {
    const first = await openDatabase({ dataDir: dir });
    expect(await seedDemo(first.db)).toBe(true);
    await first.db.update(users).set({ tokens: 999 }).where(eq(users.username, 'demo-student'));
    await first.close();

    const second = await openDatabase({ dataDir: dir });
    expect(await seedDemo(second.db)).toBe(false);
    const [student] = await second.db.select().from(users).where(eq(users.username, 'demo-student'));
    expect(student?.tokens).toBe(999);
    const names = (await second.db.select({ username: users.username }).from(users)).map((u) => u.username);
    expect(names).toEqual(expect.arrayContaining([...DEMO_USERNAMES]));
    await second.close();
  });
});

// ---------------------------------------------------------------------------------------------- kill -9 (issue 19)

const PIN = '2468';

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

describe('acknowledged writes survive kill -9 (issue 19)', () => {
  it('finds every acknowledged mission run after the server is killed during writes and started again', async () => {
    const dataDir = path.join(dir, 'crash');
    // A child to write as, created before the server starts.
    const setup = await openDatabase({ dataDir });
    const [child] = await setup.db
      .insert(users)
      .values({ username: 'crash-child', passwordHash: await hashPassword(PIN), role: 'child', firstName: 'Crash' })
      .returning({ id: users.id });
    await setup.close();

    const first = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: undefined }, { timeoutMs: 60_000 });
    const login = await fetch(`${first.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'test' },
      body: JSON.stringify({ username: 'crash-child', password: PIN }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
      .split(';')[0]!;

    // Four writers send submissions back to back; each 200 is an acknowledged row. The server is killed while
    // they are still sending, so some requests are in flight when it dies.
    const missionId = BUILT_IN_MISSION_IDS[0]!;
    const body = JSON.stringify({ missionId, code: hintedSolution(missionId) });
    let acknowledged = 0;
    let killed = false;
    const writer = async () => {
      while (!killed) {
        const response = await fetch(`${first.baseUrl}/api/mission-coach/submit`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'test', cookie },
          body,
        }).catch(() => null);
        if (response?.status === 200) acknowledged += 1;
        else if (response && !killed) throw new Error(`A submission answered ${response.status}: ${await response.text()}`);
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    const started = Date.now();
    while (acknowledged < 100 && Date.now() - started < 15_000) await new Promise((resolve) => setTimeout(resolve, 20));
    killed = true;
    first.child.kill('SIGKILL');
    await exited(first.child);
    await Promise.all(writers);
    expect(acknowledged).toBeGreaterThan(0);

    // Started again on the same folder: it recovers, and the session written before the crash still signs in.
    const second = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: undefined }, { timeoutMs: 60_000 });
    const me = await fetch(`${second.baseUrl}/api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    await stopServerProcess(second.child);

    // Rows are only ever added by those submissions, so every acknowledged one is there when at least as many
    // rows are (the ones in flight when the server died may or may not have been written).
    const after = await openDatabase({ dataDir });
    const [rows] = await after.db.select({ n: count() }).from(missionRuns).where(eq(missionRuns.userId, child!.id));
    await after.close();
    expect(rows!.n).toBeGreaterThanOrEqual(acknowledged);
  }, 150_000);
});
