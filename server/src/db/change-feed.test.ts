import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { InvalidatedCache } from './change-feed.ts';
import { sessions, users, writingSamples } from './schema.ts';
import { Client, startTestServer, type TestServer } from '../test/harness.ts';
import { buildChild, TEST_PIN } from '../test/factories.ts';

describe('InvalidatedCache', () => {
  it('keeps a loaded value until it is invalidated', async () => {
    const cache = new InvalidatedCache<number>();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    cache.invalidate('a');
    expect(await cache.get('a', load)).toBe(2);
  });

  it('does not keep a value whose load was under way when an invalidation happened', async () => {
    const cache = new InvalidatedCache<string>();
    let release!: () => void;
    const slow = cache.get('a', () => new Promise<string>((resolve) => (release = () => resolve('stale'))));
    cache.invalidate('a');
    release();
    expect(await slow).toBe('stale');
    expect(cache.peek('a')).toBeUndefined();
  });

  it('drops the oldest entry beyond its size', async () => {
    const cache = new InvalidatedCache<number>(2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => 1);
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('c')).toBe(1);
  });
});

// Writes made straight in SQL, not through the app, must show at once: the database's triggers invalidate.
describe('cached reads on the embedded database follow every write', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const db = () => server.database.db;

  it('a new mastered letter shows in the very next profile', async () => {
    const child = await buildChild(db());
    const c = await new Client(server.url).signIn(child.username, TEST_PIN);
    expect((await c.get('/api/user/profile')).body.counts.lettersMastered).toBe(0);
    await db().insert(writingSamples).values({ userId: child.id, kind: 'letter', target: 'A', language: 'en', strokes: [], overallScore: 90 });
    expect((await c.get('/api/user/profile')).body.counts.lettersMastered).toBe(1);
  });

  it('tokens changed in the database show in the very next profile', async () => {
    const child = await buildChild(db(), { tokens: 5 });
    const c = await new Client(server.url).signIn(child.username, TEST_PIN);
    expect((await c.get('/api/user/profile')).body.tokens).toBe(5);
    await db().update(users).set({ tokens: 50 }).where(eq(users.id, child.id));
    expect((await c.get('/api/user/profile')).body.tokens).toBe(50);
  });

  it('a session deleted in the database stops working at once', async () => {
    const child = await buildChild(db());
    const c = await new Client(server.url).signIn(child.username, TEST_PIN);
    expect((await c.get('/api/auth/me')).status).toBe(200);
    await db().delete(sessions).where(eq(sessions.userId, child.id));
    expect((await c.get('/api/auth/me')).status).toBe(401);
  });

  it('an account deactivated in the database stops working at once', async () => {
    const child = await buildChild(db());
    const c = await new Client(server.url).signIn(child.username, TEST_PIN);
    expect((await c.get('/api/auth/me')).status).toBe(200);
    await db().execute(sql`UPDATE users SET is_active = false WHERE id = ${child.id}`);
    expect((await c.get('/api/auth/me')).status).toBe(401);
  });
});
