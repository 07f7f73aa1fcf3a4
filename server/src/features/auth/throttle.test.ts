import { afterEach, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../test/harness.ts';
import { buildParent, TEST_PASSWORD } from '../../test/factories.ts';

// Each case gets its own server: every request here comes from 127.0.0.1, so failures add up per address.
let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('sign-in throttling', () => {
  it('after 10 failed tries in a minute the account is refused with 429, even with the right password', async () => {
    server = await startTestServer();
    const parent = await buildParent(server.database.db);
    for (let i = 0; i < 10; i++) {
      const res = await new Client(server.url).post('/api/auth/login', { username: parent.username, password: `bad-${i}` });
      expect(res.status).toBe(401);
    }
    const res = await new Client(server.url).post('/api/auth/login', { username: parent.username, password: TEST_PASSWORD });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(res.setCookie).toHaveLength(0);
  });

  it('after 10 failed tries from one address, that address is refused for other accounts too', async () => {
    server = await startTestServer();
    const other = await buildParent(server.database.db);
    for (let i = 0; i < 10; i++) {
      await new Client(server.url).post('/api/auth/login', { username: `guess-${i}`, password: 'bad' });
    }
    const res = await new Client(server.url).post('/api/auth/login', { username: other.username, password: TEST_PASSWORD });
    expect(res.status).toBe(429);
  });

  it('fewer than 10 failures do not block the right password', async () => {
    server = await startTestServer();
    const parent = await buildParent(server.database.db);
    for (let i = 0; i < 9; i++) await new Client(server.url).post('/api/auth/login', { username: parent.username, password: 'bad' });
    const res = await new Client(server.url).post('/api/auth/login', { username: parent.username, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
  });
});
