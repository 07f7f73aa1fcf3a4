import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { registerErrorHandling } from './errors.ts';

// The test database: in-memory PGlite, or Postgres with TEST_DATABASE_URL; both refuse a NUL with the same codes.
let server: TestServer;
let app: FastifyInstance;

beforeAll(async () => {
  server = await startTestServer();
  const database = server.database;
  app = Fastify();
  registerErrorHandling(app);
  // Queries a route might run with a value no contract checked: text and JSON holding a NUL.
  app.get('/text', async () => database.db.execute(sql`select ${'a\u0000b'}::text as value`));
  app.get('/json', async () => database.db.execute(sql`select ${'{"name": "a\\u0000b"}'}::jsonb ->> 'name' as value`));
  app.get('/other', async () => database.db.execute(sql`select 1 / 0`));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await server.close();
});

describe('the database refusing a character (the net behind the contracts)', () => {
  it('a NUL in text or in JSON that reaches the database answers 400, not 500', async () => {
    for (const url of ['/text', '/json']) {
      const res = await app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 400,
        body: { message: 'The request contains a character that cannot be stored.', code: 'invalid', messageKey: 'http.refusedCharacter' },
      });
    }
  });

  it('any other database error still answers 500, saying so in the request’s language', async () => {
    const res = await app.inject({ method: 'GET', url: '/other', headers: { 'accept-language': 'fr' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Un problème est survenu de notre côté. Veuillez réessayer.', code: 'internal', messageKey: 'http.internal' });
  });
});
