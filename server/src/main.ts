import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './db/seed.ts';
import { buildApp } from './app.ts';
import { mailerFor } from './mail/mailer.ts';
import { loadAiConfig } from './ai/config.ts';
import { createAiRegistry } from './ai/setup.ts';
import { handwritingPool } from './ai/handwriting/worker-pool.ts';
import { AdjustableClock } from './clock.ts';
import { installNewestTimeZoneRules } from './time-zones.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  // Before anything counts a day (the demo's data too).
  const zones = installNewestTimeZoneRules();
  // The handwriting workers start and warm up while the database opens, so the first child's analysis does not wait
  // for them; a failure here shows again on the first real analysis.
  const handwritingReady = handwritingPool()
    .prepare()
    .catch(() => {});
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  if (config.demo && (await seedDemo(database.db))) console.log('Demo accounts created (password demo1234).');

  const ai = createAiRegistry(loadAiConfig(process.env, config.dataDir));
  const app = await buildApp({
    database,
    ai,
    demo: config.demo,
    sessionDays: config.sessionDays,
    cookieSecure: config.cookieSecure,
    trustProxy: config.trustProxy,
    testClock: config.testClock ? new AdjustableClock() : undefined,
    clientDir: config.clientDir,
    mailer: mailerFor(config.smtp),
    publicUrl: config.publicUrl,
    logger: { level: config.logLevel },
  });

  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  // A failed close is left to crash the process as an unhandled rejection, as before.
  process.once('SIGINT', () => void close());
  process.once('SIGTERM', () => void close());

  await handwritingReady;
  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'embedded' ? `embedded database in ${config.dataDir}` : 'Postgres at DATABASE_URL';
  console.log(`Wren is ready at http://localhost:${config.port} (${where}; time zones by IANA ${zones})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
