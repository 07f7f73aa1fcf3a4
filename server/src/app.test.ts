/**
 * What every answer carries and what every change must prove (issue 19): the same-origin check on the path the
 * router reads, Cache-Control and Permissions-Policy, and a Secure session cookie whenever the browser used HTTPS.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, normalisedPath, type AppOptions } from './app.ts';
import { startTestServer, type TestServer } from './test/harness.ts';
import { buildParent, TEST_PASSWORD } from './test/factories.ts';

let server: TestServer;
let parent: { username: string };
beforeAll(async () => {
  server = await startTestServer();
  parent = await buildParent(server.database.db);
});
afterAll(() => server.close());

/** Sends the path exactly as written (fetch would normalise it first, a hand-written request does not). */
function rawRequest(method: string, path: string, options: { body?: string; headers?: Record<string, string> } = {}) {
  const { port } = new URL(server.url);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path, headers: options.headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

describe('the same-origin check reads the path as the router does', () => {
  const login = () => JSON.stringify({ username: parent.username, password: TEST_PASSWORD });
  const spellings = [
    '/%61pi/auth/login',
    '/%61%70%69/auth/login',
    '/api/auth/%6Cogin',
    '/api%2Fauth%2Flogin',
    '//api/auth/login',
    '/api//auth/login',
    '/api/./auth/login',
    '/api/../api/auth/login',
    '/x/../api/auth/login',
    '/API/auth/login',
    '/Api/Auth/Login',
    '/api/auth/login?next=/',
  ];

  it('a sign-in from another site, without the header or an Origin, is refused however the path is spelled', async () => {
    const answers = [];
    for (const path of spellings) {
      const res = await rawRequest('POST', path, { body: login(), headers: { 'content-type': 'application/json' } });
      answers.push({ path, status: res.status, code: JSON.parse(res.body).code, cookie: res.headers['set-cookie'] ?? null });
    }
    expect(answers).toEqual(spellings.map((path) => ({ path, status: 403, code: 'csrf', cookie: null })));
  });

  it('with an Origin of another site too', async () => {
    const res = await rawRequest('POST', '/%61pi/auth/login', {
      body: login(),
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', host: new URL(server.url).host },
    });
    expect(res.status).toBe(403);
  });

  it('from the app, an encoded path still reaches the route it spells', async () => {
    const res = await rawRequest('POST', '/%61pi/auth/login', { body: login(), headers: { 'content-type': 'application/json', 'x-requested-with': 'wren' } });
    expect(res.status).toBe(200);
  });

  it('reading an encoded API path without a session answers 401, not the page', async () => {
    for (const path of ['/%61pi/user/profile', '//api/user/profile', '/api/./user/profile']) {
      const res = await rawRequest('GET', path);
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
    }
  });

  it('normalises as the router decodes', () => {
    expect(normalisedPath('/%61pi/auth/login?x=1')).toBe('/api/auth/login');
    expect(normalisedPath('//api/./a/../auth//login')).toBe('/api/auth/login');
    expect(normalisedPath('/../../api')).toBe('/api');
    expect(normalisedPath('/%E0%A4%A')).toBe('/%E0%A4%A');
  });
});

describe('headers on every answer', () => {
  it('API answers are not stored: signed in, refused, or not found', async () => {
    const visitor = { 'x-requested-with': 'wren' };
    for (const [method, path] of [
      ['GET', '/api/auth/me'],
      ['GET', '/api/user/profile'],
      ['POST', '/api/auth/login'],
      ['GET', '/api/no-such-call'],
      ['GET', '/api/health'],
    ] as const) {
      const res = await rawRequest(method, path, { headers: visitor, body: method === 'POST' ? '{}' : undefined });
      expect({ path, cacheControl: res.headers['cache-control'] }).toEqual({ path, cacheControl: 'no-store' });
    }
  });

  it('the API reference, which holds no personal data, is not marked no-store', async () => {
    const res = await rawRequest('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control'] ?? '').not.toContain('no-store');
  });

  it('Permissions-Policy allows the microphone for this origin only, and turns off the camera and geolocation', async () => {
    for (const path of ['/api/health', '/some/page']) {
      const policy = (await rawRequest('GET', path)).headers['permissions-policy'] as string;
      expect(policy.split(', ')).toEqual(expect.arrayContaining(['microphone=(self)', 'camera=()', 'geolocation=()']));
    }
  });
});

describe('the session cookie is Secure when the request came over HTTPS', () => {
  /** An app on the test database, signed into as the browser behind a proxy would. */
  async function signInThrough(options: Partial<AppOptions>, headers: Record<string, string>, remoteAddress = '127.0.0.1') {
    const app: FastifyInstance = await buildApp({ database: server.database, clientDir: null, ...options });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        headers: { 'x-requested-with': 'wren', 'content-type': 'application/json', ...headers },
        payload: { username: parent.username, password: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      return /;\s*Secure/i.test(String(res.headers['set-cookie']));
    } finally {
      await app.close();
    }
  }
  const https = { 'x-forwarded-proto': 'https' };

  it('without a trusted proxy, X-Forwarded-Proto is not believed', async () => {
    expect(await signInThrough({}, https)).toBe(false);
    expect(await signInThrough({}, {})).toBe(false);
  });

  it('behind a trusted proxy, HTTPS makes it Secure and HTTP does not', async () => {
    expect(await signInThrough({ trustProxy: true }, https)).toBe(true);
    expect(await signInThrough({ trustProxy: true }, { 'x-forwarded-proto': 'http' })).toBe(false);
  });

  it('a proxy named by address is believed only from that address', async () => {
    expect(await signInThrough({ trustProxy: ['10.0.0.5'] }, https, '10.0.0.5')).toBe(true);
    expect(await signInThrough({ trustProxy: ['10.0.0.5'] }, https, '203.0.113.9')).toBe(false);
  });

  it('COOKIE_SECURE makes it Secure always', async () => {
    expect(await signInThrough({ cookieSecure: true }, {})).toBe(true);
  });
});
