import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../test/harness.ts';
import { buildChild, buildParent, TEST_PASSWORD, TEST_PIN } from '../../test/factories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const client = (headers?: Record<string, string>) => new Client(server.url, headers);

describe('sign-in', () => {
  it('an adult signs in with username and password and gets an httpOnly, SameSite session cookie', async () => {
    const parent = await buildParent(server.database.db);
    const c = client();
    const res = await c.post('/api/auth/login', { username: parent.username, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: parent.id, role: 'parent' });
    expect(res.body.user.passwordHash).toBeUndefined();
    const cookie = res.setCookie.find((s) => s.startsWith('wren_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await c.get('/api/auth/me')).body.user.username).toBe(parent.username);
  });

  it('an adult may sign in with their e-mail instead of the username', async () => {
    const parent = await buildParent(server.database.db);
    const res = await client().post('/api/auth/login', { username: parent.email!.toUpperCase(), password: TEST_PASSWORD });
    expect(res.status).toBe(200);
  });

  it('a child signs in with username and PIN', async () => {
    const child = await buildChild(server.database.db);
    const res = await client().post('/api/auth/login', { username: child.username, password: TEST_PIN });
    expect(res.status).toBe(200);
    expect(res.body.user.role).toBe('child');
    expect(res.body.user.email).toBeNull();
  });

  it('a wrong password answers 401 and sets no cookie', async () => {
    const parent = await buildParent(server.database.db);
    const res = await client().post('/api/auth/login', { username: parent.username, password: 'wrong' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Wrong username or password.', code: 'invalid_credentials', messageKey: 'account.wrongCredentials' });
    expect(res.setCookie).toHaveLength(0);
  });

  it('an unknown account answers the same 401 as a wrong password', async () => {
    const res = await client().post('/api/auth/login', { username: 'nobody-here', password: 'whatever' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('invalid_credentials');
  });

  it('a missing password answers 400 naming the field', async () => {
    const res = await client().post('/api/auth/login', { username: 'someone' });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('password');
  });

  it('malformed JSON answers 400', async () => {
    const res = await client().request('POST', '/api/auth/login', '{"username":', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_json');
  });

  it('signing in again rotates the session: the old cookie stops working', async () => {
    const parent = await buildParent(server.database.db);
    const c = client();
    await c.signIn(parent.username, TEST_PASSWORD);
    const first = c.sessionCookie;
    await c.signIn(parent.username, TEST_PASSWORD);
    expect(c.sessionCookie).not.toBe(first);
    const stale = await fetch(`${server.url}/api/auth/me`, { headers: { cookie: first } });
    expect(stale.status).toBe(401);
  });
});

describe('sessions', () => {
  it('without a session, /api/auth/me and other calls answer 401', async () => {
    expect((await client().get('/api/auth/me')).status).toBe(401);
    expect((await client().get('/api/user/profile')).status).toBe(401);
    expect((await client().get('/api/children')).status).toBe(401);
  });

  it('a forged cookie answers 401', async () => {
    const res = await fetch(`${server.url}/api/user/profile`, { headers: { cookie: 'wren_session=forged-token' } });
    expect(res.status).toBe(401);
  });

  it('sign-out ends the session on the server, not only in the browser', async () => {
    const parent = await buildParent(server.database.db);
    const c = await client().signIn(parent.username, TEST_PASSWORD);
    const cookie = c.sessionCookie;
    expect((await c.post('/api/auth/logout')).status).toBe(200);
    const replay = await fetch(`${server.url}/api/user/profile`, { headers: { cookie } });
    expect(replay.status).toBe(401);
  });

  it('a deactivated account loses access at once', async () => {
    const child = await buildChild(server.database.db);
    const c = await client().signIn(child.username, TEST_PIN);
    await server.database.db.execute(`UPDATE users SET is_active = false WHERE id = '${child.id}'` as never);
    expect((await c.get('/api/auth/me')).status).toBe(401);
  });
});

describe('cross-site request protection', () => {
  it('a state-changing call without X-Requested-With or a same-origin Origin is refused with 403', async () => {
    const parent = await buildParent(server.database.db);
    const res = await client({}).post('/api/auth/login', { username: parent.username, password: TEST_PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('csrf');
  });

  it('a cross-site Origin is refused', async () => {
    const res = await client({ origin: 'https://evil.example' }).post('/api/auth/login', { username: 'x', password: 'y' });
    expect(res.status).toBe(403);
  });

  it('a same-origin Origin is accepted', async () => {
    const parent = await buildParent(server.database.db);
    const host = new URL(server.url).host;
    const res = await client({ origin: `http://${host}` }).post('/api/auth/login', { username: parent.username, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
  });
});

describe('health', () => {
  it('answers without a session, with the database and every AI capability', async () => {
    const res = await client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body.database.ok).toBe(true);
    expect(Object.keys(res.body.ai)).toEqual(expect.arrayContaining(['text', 'speech-to-text', 'text-to-speech', 'images', 'moderation']));
  });

  it('answers 503, in the same shape, when the database does not answer', async () => {
    const ping = vi.spyOn(server.database, 'ping').mockRejectedValueOnce(new Error('connection refused'));
    try {
      const res = await client().get('/api/health');
      expect(res.status).toBe(503);
      expect(res.body.status).toBe('unavailable');
      expect(res.body.database.ok).toBe(false);
    } finally {
      ping.mockRestore();
    }
  });
});
