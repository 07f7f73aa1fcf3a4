import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  app = await buildApp({ database, clientDir: null });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('response schemas', () => {
  it('every /api route declares the schema of its success answer', () => {
    expect(app.apiRoutes.length).toBeGreaterThan(30);
    const missing = app.apiRoutes
      .filter((route) => !Object.keys(route.schema?.response ?? {}).some((status) => /^2(\d\d|xx)$/i.test(status)))
      .map((route) => `${route.method} ${route.url}`);
    expect(missing, `routes without a 2xx response schema:\n${missing.join('\n')}`).toEqual([]);
  });
});
