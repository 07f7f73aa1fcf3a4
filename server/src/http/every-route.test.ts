import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadAiConfig } from '../ai/config.ts';
import { createAiRegistry } from '../ai/setup.ts';
import { Client, startTestServer, type TestServer } from '../test/harness.ts';
import { buildAdmin, buildChild, buildOrganization, buildParent, buildTeacher, TEST_PASSWORD, TEST_PIN } from '../test/factories.ts';

/**
 * No request crashes the server: every /api route the app registers, asked by a visitor and by each kind of account,
 * with addresses, queries and bodies a careless or hostile client could send (the wrong type, text with a NUL byte,
 * the longest text and the largest number a contract allows, a broken %-escape, a real child's id where another
 * record's belongs). Each answer is a success, or a refusal with the body every refusal has ({ message, code,
 * messageKey }); never a 5xx, except the 503 of an engine that cannot serve, which says so in the same body.
 */
let server: TestServer;
const accounts: Record<Role, Client> = {} as Record<Role, Client>;
/** Ids of real records, tried where a route names a record. */
const real: string[] = [];

type Role = (typeof ROLES)[number];
const ROLES = ['visitor', 'child', 'parent', 'teacher', 'admin'] as const;

beforeAll(async () => {
  server = await startTestServer({ ai: createAiRegistry(loadAiConfig({}, null)) });
  const db = server.database.db;
  const school = await buildOrganization(db, { type: 'school' });
  const child = await buildChild(db, { organizationId: school.id });
  const parent = await buildParent(db, { children: [child] });
  const teacher = await buildTeacher(db, { students: [child], values: { organizationId: school.id } });
  const admin = await buildAdmin(db, { organizationId: school.id });
  const course = await new Client(server.url).signIn(teacher.username, TEST_PASSWORD).then((c) => c.get('/api/courses'));
  real.push(child.id, school.id, course.body.courses[0].code);
  accounts.visitor = new Client(server.url);
  accounts.child = await new Client(server.url).signIn(child.username, TEST_PIN);
  accounts.parent = await new Client(server.url).signIn(parent.username, TEST_PASSWORD);
  accounts.teacher = await new Client(server.url).signIn(teacher.username, TEST_PASSWORD);
  accounts.admin = await new Client(server.url).signIn(admin.username, TEST_PASSWORD);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface JsonSchema {
  type?: string | string[];
  enum?: Json[];
  const?: Json;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
/** nul: text with a NUL byte; large: the longest text, the largest number, a real record's id; small: the least. */
type Edge = 'nul' | 'large' | 'small';
const EDGES: Edge[] = ['nul', 'large', 'small'];

/** A value of the schema's shape at the edge named, mostly one its contract accepts, so the handler runs with it. */
function edge(schema: JsonSchema, mode: Edge, depth = 0): Json {
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return edge(options.find((o) => o.type !== 'null') ?? options[0]!, mode, depth);
  if (schema.allOf?.length) return edge(schema.allOf[0]!, mode, depth);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[mode === 'large' ? schema.enum.length - 1 : 0]!;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, edge(value, mode, depth + 1)]));
    case 'array': {
      // Wide at the top, narrow further down, so a body stays within the 2 MB the server reads.
      const count = mode === 'large' ? Math.min(schema.maxItems ?? 50, depth > 1 ? 2 : 50) : Math.max(schema.minItems ?? 0, mode === 'nul' ? 1 : 0);
      return Array.from({ length: count }, () => edge(schema.items ?? {}, mode, depth + 1));
    }
    case 'integer':
    case 'number': {
      if (mode === 'small') return schema.minimum ?? (type === 'integer' ? -(2 ** 53 - 1) : -1e300);
      const top = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : undefined);
      return top ?? (type === 'integer' ? 2 ** 53 - 1 : 1e300);
    }
    case 'boolean':
      return mode === 'large';
    case 'string': {
      if (schema.format === 'uuid') return mode === 'large' ? real[0]! : crypto.randomUUID();
      if (schema.format === 'date') return mode === 'small' ? '0001-01-01' : '9999-12-31';
      if (schema.format === 'date-time') return mode === 'small' ? '0001-01-01T00:00:00Z' : '9999-12-31T23:59:59Z';
      if (schema.format === 'email') return mode === 'nul' ? 'a\u0000b@example.org' : `${'a'.repeat(60)}@example.org`;
      const min = schema.minLength ?? 0;
      const max = schema.maxLength ?? (depth > 1 ? 200 : 5_000);
      if (mode === 'nul') return 'a\u0000b'.padEnd(Math.max(min, 3), 'c').slice(0, Math.max(max, 1));
      if (mode === 'large') return 'é'.repeat(max);
      return ' '.repeat(min);
    }
    default:
      return mode === 'nul' ? 'a\u0000b' : {};
  }
}

function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!schema || typeof schema !== 'object') return null;
  return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const BAD_SEGMENTS = ['x', '0', '-1', '1e400', '%00', '%E0%A4%A', "'%3B--", crypto.randomUUID(), 'é'.repeat(600)];
const BAD_BODIES: Json[] = [null, [], 'text', 7, {}, JSON.parse('{"__proto__": {"polluted": true}}')];
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Routes that end what the rest asks with (the session, the accounts) go last: removals, then sign-out. */
const lastness = (method: string, url: string) =>
  url === '/api/auth/logout' ? 3 : method === 'DELETE' || /deactivate|move/.test(url) ? 2 : method === 'GET' ? 0 : 1;

function addressesOf(url: string, query: JsonSchema | null): string[] {
  const segments = url.includes(':') ? [...BAD_SEGMENTS, ...real] : [''];
  const addresses = segments.map((segment) => url.replace(/:(\w+)/g, () => segment));
  for (const mode of query ? EDGES : []) {
    const values = edge(query!, mode) as Record<string, Json>;
    const search = new URLSearchParams(Object.entries(values).map(([k, v]) => [k, (typeof v === 'string' ? v : JSON.stringify(v)).slice(0, 500)]));
    addresses.push(`${addresses.at(-1)}?${search}`);
  }
  return addresses;
}

/** Not a WAV, then a WAV header with nothing after it, as an upload route's recording. */
function audioForms(): FormData[] {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.write('WAVEfmt ', 8);
  return [crypto.randomBytes(512), header].map((bytes) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ passageId: real[0]!, durationSeconds: '-1', language: 'xx', program: 'x', form: 'x', questionId: 'x' }))
      form.append(name, value);
    form.append('audio', new Blob([bytes], { type: 'audio/wav' }), 'reading.wav');
    return form;
  });
}

async function sendForm(role: Role, method: string, address: string, form: FormData) {
  const response = await fetch(server.url + address, {
    method,
    headers: { 'x-requested-with': 'wren-test', ...(accounts[role].sessionCookie ? { cookie: accounts[role].sessionCookie } : {}) },
    body: form,
  });
  const text = await response.text();
  let body: any = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: response.status, body, text };
}

describe('no request crashes the server', () => {
  it('answers every route, as every kind of account, with bad input, with a success or a refusal of the one shape', async () => {
    const routes = [...server.app.apiRoutes].sort((a, b) => lastness(a.method, a.url) - lastness(b.method, b.url));
    expect(routes.length).toBeGreaterThan(100);
    const faults: string[] = [];
    let answered = 0;
    for (const route of routes) {
      const bodySchema = jsonSchemaOf(route.schema?.body);
      const bodies: (Json | FormData | undefined)[] = !BODY_METHODS.has(route.method)
        ? [undefined]
        : [...BAD_BODIES, ...(bodySchema ? EDGES.map((mode) => edge(bodySchema, mode)) : route.method === 'POST' ? audioForms() : [])];
      for (const role of ROLES) {
        for (const address of addressesOf(route.url, jsonSchemaOf(route.schema?.querystring))) {
          for (const body of bodies) {
            const res =
              body instanceof FormData
                ? await sendForm(role, route.method, address, body)
                : await accounts[role].request(route.method, address, body === undefined ? undefined : body === null ? 'null' : body);
            answered++;
            const refusal = typeof res.body?.message === 'string' && typeof res.body?.code === 'string' && typeof res.body?.messageKey === 'string';
            const fault = (res.status >= 500 && !(res.status === 503 && refusal)) || (res.status >= 400 && !refusal);
            if (fault) {
              const sent = body instanceof FormData ? 'a form' : JSON.stringify(body)?.slice(0, 160);
              faults.push(`${role} ${route.method} ${address.slice(0, 100)} ${sent} → ${res.status} ${res.text.slice(0, 160)}`);
            }
          }
        }
      }
    }
    expect(answered).toBeGreaterThan(10_000);
    expect(faults.slice(0, 20), `${faults.length} answers were faults`).toEqual([]);
  }, 600_000);
});
