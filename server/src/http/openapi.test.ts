import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { ERROR_RESPONSES, errorsOf, registerOpenApi } from './openapi.ts';

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

interface Operation {
  responses: Record<string, { description: string; content?: Record<string, { schema: { required?: string[] } }> }>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}

/** Signed out, as a visitor reading the reference would be. */
async function openApiDocument(): Promise<Document> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('is an OpenAPI 3 document with paths, readable without signing in', async () => {
    const document = await openApiDocument();
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info).toMatchObject({ title: 'Wren API', version: expect.any(String) });
    expect(Object.keys(document.paths).length).toBeGreaterThan(0);
  });

  it('lists every /api route the app registers, with its method, and nothing else', async () => {
    const document = await openApiDocument();
    const registered = app.apiRoutes.map((r) => `${r.method} ${openApiPath(r.url)}`).sort();
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(registered.length).toBeGreaterThan(30);
    expect(documented).toEqual(registered);
  });

  it('gives each route the errors it can answer, each with the { message, code, messageKey, field? } body', async () => {
    const { paths } = await openApiDocument();
    const statuses = (path: string, method: string) => Object.keys(paths[path]![method]!.responses);
    // A change to a child: validated, signed-in only, names a record, takes a body.
    expect(statuses('/api/children/{id}', 'patch')).toEqual(expect.arrayContaining(['400', '401', '403', '404', '413', '415']));
    // Public and without input: nothing but its answer.
    expect(statuses('/api/health', 'get')).not.toContain('401');
    expect(statuses('/api/auth/login', 'post')).not.toContain('401');
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (!status.startsWith('4') && !status.startsWith('5')) continue;
          // The health check's 503 is its own report (database down), not an error body.
          if (path === '/api/health' && status === '503') continue;
          expect(Object.keys(ERROR_RESPONSES), `${method} ${path} ${status}`).toContain(status);
          expect(response.content?.['application/json']?.schema.required, `${method} ${path} ${status}`).toEqual(['message', 'code', 'messageKey']);
        }
      }
    }
  });
});

describe('errors a route answers', () => {
  it('follow from its shape, plus those it declares', () => {
    expect(errorsOf('GET', '/api/health', undefined, true)).toEqual([]);
    expect(errorsOf('POST', '/api/auth/login', { body: z.object({}) }, true)).toEqual([400, 403, 413, 415]);
    expect(errorsOf('GET', '/api/children/:id/profile', { params: z.object({ id: z.string() }) }, false)).toEqual([400, 401, 403, 404]);
    expect(errorsOf('POST', '/api/prompting-bar/respond', { body: z.object({}), errors: [422, 429, 503] }, false)).toEqual([
      400, 401, 403, 413, 415, 422, 429, 503,
    ]);
  });

  it('a declared error reaches the document, and the route still answers its own body', async () => {
    const bare = Fastify();
    bare.setValidatorCompiler(validatorCompiler);
    bare.setSerializerCompiler(serializerCompiler);
    await registerOpenApi(bare, { isPublic: () => false });
    bare.get('/api/story', { schema: { response: { 200: z.object({ title: z.string() }) }, errors: [429, 503] } }, async () => ({ title: 'A fox' }));
    await bare.ready();
    const document = (await bare.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;
    expect(Object.keys(document.paths['/api/story']!.get!.responses)).toEqual(['200', '401', '403', '429', '503']);
    expect((await bare.inject({ method: 'GET', url: '/api/story' })).json()).toEqual({ title: 'A fox' });
    await bare.close();
  });
});

describe('the API reference at /api/docs', () => {
  it('answers HTML without signing in, under the app CSP and with only its own files', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    // No inline script (the CSP would block it) and nothing from another site (it must work offline).
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(res.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    const scripts = [...res.body.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const file = await app.inject({ method: 'GET', url: script });
      expect(file.statusCode, script).toBe(200);
      expect(file.headers['content-type'], script).toMatch(/javascript/);
    }
  });

  it('is for reading only: a change under it still needs a session', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/docs', headers: { 'x-requested-with': 'test' } });
    expect(res.statusCode).toBe(401);
  });
});
