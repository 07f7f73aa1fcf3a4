import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { attachChangeFeed, ChangeFeed, CHANGE_CHANNEL } from './change-feed.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'embedded' | 'postgres';
  /** Cheap liveness query for /api/health. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens the database and brings its schema up to date. With a URL: that Postgres server through `pg`.
 * Without: embedded Postgres (PGlite) kept in `dataDir`, or in memory when `dataDir` is null (tests).
 */
export async function openDatabase(options: { url?: string; dataDir?: string | null }): Promise<DatabaseHandle> {
  if (options.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // A request waits at most 10 s for one of the ten connections, then fails, instead of queueing without end.
    const pool = new Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 10_000 });
    // An idle connection the server ends (a restart, a failover, a dropped database) is replaced at the next
    // checkout; without a listener its error would end the whole process.
    pool.on('error', (error) => process.emitWarning(`An idle Postgres connection ended: ${error.message}`));
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      ping: async () => (await pool.query('select 1')).rowCount === 1,
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir, 'pg');
    fs.mkdirSync(dataDir, { recursive: true });
  }
  // pg_trgm and unaccent: the searches' trigram indexes and folding (server/src/db/search.ts); PGlite's package has both.
  const [{ pg_trgm }, { unaccent }] = await Promise.all([import('@electric-sql/pglite/contrib/pg_trgm'), import('@electric-sql/pglite/contrib/unaccent')]);
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm, unaccent } });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  // PGlite runs no autovacuum, so without this the planner never has statistics and guesses (a nested loop over
  // 5,000 students where a hash join takes a few milliseconds: bench/struggling-readers.bench.ts). A kept database
  // is analysed at each start and every hour, as autovacuum would; the in-memory test databases are not.
  const analyze = () =>
    client.exec('ANALYZE').then(
      () => undefined,
      () => undefined,
    );
  if (dataDir) await analyze();
  const analyzer = dataDir ? setInterval(() => void analyze(), 3_600_000) : null;
  analyzer?.unref();
  const feed = new ChangeFeed();
  await client.listen(CHANGE_CHANNEL, (change) => feed.emit(change));
  attachChangeFeed(db, feed);
  return {
    db: db as unknown as Database,
    kind: 'embedded',
    ping: async () => (await client.query('select 1')).rows.length === 1,
    close: () => {
      if (analyzer) clearInterval(analyzer);
      return client.close();
    },
  };
}
