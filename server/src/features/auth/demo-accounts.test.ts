import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Client, startTestServer, type TestServer } from '../../test/harness.ts';
import { seedDemo, DEMO_PASSWORD } from '../../db/seed.ts';
import { users } from '../../db/schema.ts';

// A visitor with no session and no app header, as the sign-in page's first request is.
const visitor = (server: TestServer) => new Client(server.url, {});

describe('demo accounts in demo mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
  });
  afterAll(() => server.close());

  it('a visitor without a session gets an empty list before the demo data is seeded', async () => {
    const res = await visitor(server).get('/api/auth/demo-accounts');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ accounts: [] });
  });

  it('a visitor without a session gets the four seeded demo accounts with their roles, and nothing else', async () => {
    await seedDemo(server.database.db);
    const res = await visitor(server).get('/api/auth/demo-accounts');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      accounts: [
        { username: 'demo-student', role: 'child' },
        { username: 'demo-parent', role: 'parent' },
        { username: 'demo-teacher', role: 'teacher' },
        { username: 'demo-admin', role: 'admin' },
      ],
    });
    expect(res.setCookie).toHaveLength(0);
  });

  it('every listed demo account signs in with the demo password', async () => {
    const { body } = await visitor(server).get('/api/auth/demo-accounts');
    for (const account of body.accounts as { username: string; role: string }[]) {
      const c = new Client(server.url);
      const res = await c.post('/api/auth/login', { username: account.username, password: DEMO_PASSWORD });
      expect(res.status, account.username).toBe(200);
      expect(res.body.user.role).toBe(account.role);
    }
  });

  it('a signed-in user gets the same list', async () => {
    const c = await new Client(server.url).signIn('demo-parent', DEMO_PASSWORD);
    const res = await c.get('/api/auth/demo-accounts');
    expect(res.status).toBe(200);
    expect(res.body.accounts).toHaveLength(4);
  });

  it('a disabled demo account is left out of the list', async () => {
    const db = server.database.db;
    await db.update(users).set({ isActive: false }).where(eq(users.username, 'demo-teacher'));
    try {
      const res = await visitor(server).get('/api/auth/demo-accounts');
      expect(res.body.accounts.map((a: { username: string }) => a.username)).toEqual(['demo-student', 'demo-parent', 'demo-admin']);
    } finally {
      await db.update(users).set({ isActive: true }).where(eq(users.username, 'demo-teacher'));
    }
  });
});

describe('demo accounts outside demo mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ demo: false });
    await seedDemo(server.database.db);
  });
  afterAll(() => server.close());

  it('a visitor without a session gets an empty list even though demo accounts exist', async () => {
    const res = await visitor(server).get('/api/auth/demo-accounts');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ accounts: [] });
  });
});
