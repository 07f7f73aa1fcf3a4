import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { DEMO_USERNAMES, seedDemo } from './seed.ts';
import { users } from './schema.ts';

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
