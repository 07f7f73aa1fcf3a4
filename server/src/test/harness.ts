/**
 * Builds the real app on a fresh database for a test file and serves it on a loopback port, so tests talk
 * real HTTP. The database is in-memory PGlite, or a new database on the Postgres server at TEST_DATABASE_URL
 * (dropped afterwards), with the same migrations either way.
 */
import crypto from 'node:crypto';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { buildApp, type AppOptions } from '../app.ts';
import type { FastifyInstance } from 'fastify';

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  url: string;
  close(): Promise<void>;
}

export async function freshDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { handle: await openDatabase({ dataDir: null }), drop: async () => {} };
  const { default: pg } = await import('pg');
  const name = `wren_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    handle,
    drop: async () => {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

export async function startTestServer(options: Partial<AppOptions> = {}): Promise<TestServer> {
  const { handle, drop } = await freshDatabase();
  const app = await buildApp({ database: handle, clientDir: null, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    database: handle,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}

/** A tiny HTTP client with a cookie jar, speaking to the test server as a browser tab would. */
export class Client {
  private cookie = '';

  constructor(
    private readonly baseUrl: string,
    private readonly extraHeaders: Record<string, string> = { 'x-requested-with': 'wren-test' },
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: {
        ...this.extraHeaders,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookie = response.headers.getSetCookie();
    for (const c of setCookie) {
      const [pair] = c.split(';');
      const [name, value] = pair!.split('=');
      if (name === 'wren_session') this.cookie = value ? `wren_session=${value}` : '';
    }
    const text = await response.text();
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: response.status, body: json, text, headers: response.headers, setCookie };
  }

  get(path: string) {
    return this.request('GET', path);
  }
  post(path: string, body?: unknown) {
    return this.request('POST', path, body ?? {});
  }
  patch(path: string, body: unknown) {
    return this.request('PATCH', path, body);
  }
  delete(path: string, body?: unknown) {
    return this.request('DELETE', path, body);
  }

  get sessionCookie(): string {
    return this.cookie;
  }

  async signIn(username: string, password: string) {
    const res = await this.post('/api/auth/login', { username, password });
    if (res.status !== 200) throw new Error(`sign-in as ${username} failed: ${res.status} ${res.text}`);
    return this;
  }

  /** On a child's session: an adult signs in beside the child to listen and mark (auth/listeners.ts). */
  async listen(username: string, password: string) {
    const res = await this.post('/api/auth/listener', { username, password });
    if (res.status !== 200) throw new Error(`listening as ${username} failed: ${res.status} ${res.text}`);
    return this;
  }
}
