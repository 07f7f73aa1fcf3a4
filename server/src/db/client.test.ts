import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../auth/policies.ts';
import { freshDatabase } from '../test/harness.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe('Postgres connections', () => {
  it.skipIf(!serverUrl)('an idle connection the server ends does not end the process; the next query gets a new one', async () => {
    const { handle, drop } = await freshDatabase();
    try {
      expect(await handle.ping()).toBe(true);
      const [row] = rowsOf<{ name: string }>(await handle.db.execute(sql`SELECT current_database() AS name`));
      // What a restart, a failover or a dropped database does to the pool's idle connections.
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      const ended = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [row!.name]);
      await admin.end();
      expect(ended.rowCount).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await handle.ping()).toBe(true);
    } finally {
      await handle.close();
      await drop();
    }
  });
});
