/**
 * Control characters in text (issue 19): a NUL in any string a route takes answers 4xx, never 5xx, and changes
 * nothing. The sweep is generated from the OpenAPI document, so a route added later is covered without a line here;
 * the routes the issue named are also checked by hand, with an otherwise valid request and the field named.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CONTROL_CHARACTER_MESSAGE } from '@common/contracts/text.ts';
import { rowsOf } from '../auth/policies.ts';
import { encodeWav } from '../ai/speech/wav.ts';
import { Client, startTestServer, type TestServer } from '../test/harness.ts';
import { buildAdmin, buildChild, buildParent, buildTeacher, TEST_PASSWORD, TEST_PIN } from '../test/factories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NUL = 'a\u0000b';

/** The part of JSON Schema the generator reads. */
interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  /** A contract's own example of a valid value (a time of day, a time zone): the surest plausible value. */
  examples?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  anyOf?: Schema[];
}
interface Parameter {
  in: 'path' | 'query';
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

/** A plausible value of a schema, so that the one bad string is what the route refuses. */
function sample(schema: Schema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sample(schema.anyOf[0]!);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((name) => [name, sample(schema.properties![name]!)]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}));
    case 'string':
      // Four letters pass the usernames' and PINs' patterns too; a password needs ten.
      if (schema.format === 'email') return 'someone@example.test';
      if ((schema.minLength ?? 0) > 4) return 'a'.repeat(schema.minLength!);
      return schema.format === 'uuid' ? crypto.randomUUID() : 'a'.repeat(Math.min(schema.maxLength ?? 4, Math.max(4, schema.minLength ?? 0)));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    default:
      return 'a';
  }
}

type Path = (string | number)[];

/** Every place a string sits in a schema, with its schema (the first item of a list stands for all). */
function strings(schema: Schema, path: Path = []): { path: Path; schema: Schema }[] {
  if (schema.anyOf) return strings(schema.anyOf[0]!, path);
  if (schema.type === 'string') return [{ path, schema }];
  if (schema.type === 'object') return Object.entries(schema.properties ?? {}).flatMap(([name, field]) => strings(field, [...path, name]));
  if (schema.type === 'array' && schema.items) return strings(schema.items, [...path, 0]);
  return [];
}

/** A sample of the schema with `value` at `path`. */
function withValueAt(schema: Schema, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [step, ...rest] = path;
  if (schema.anyOf) return withValueAt(schema.anyOf[0]!, path, value);
  if (typeof step === 'number') return [withValueAt(schema.items ?? {}, rest, value)];
  const object = sample(schema) as Record<string, unknown>;
  return { ...object, [step!]: withValueAt(schema.properties![step!]!, rest, value) };
}

interface Probe {
  method: string;
  url: string;
  body?: unknown;
  /** The field holding the NUL, as the error names it. */
  field: string;
  /** A list of values or a format (a uuid) says first that the value is not one of them, in its own words. */
  ownRefusal: boolean;
}

/** One request per string of each route: in its path, its query or its JSON body. */
function probes(paths: Record<string, Record<string, Operation>>): Probe[] {
  const found: Probe[] = [];
  for (const [template, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const url = (nul?: string) => {
        const inPath = template.replace(/\{(\w+)\}/g, (_, name: string) => (name === nul ? encodeURIComponent(NUL) : crypto.randomUUID()));
        const query = new URLSearchParams();
        for (const p of parameters.filter((p) => p.in === 'query')) {
          if (p.name === nul) query.set(p.name, NUL);
          else if (p.required) query.set(p.name, String(sample(p.schema)));
        }
        return query.size ? `${inPath}?${query}` : inPath;
      };
      const bodySchema = operation.requestBody?.content['application/json']?.schema;
      const validBody = bodySchema ? sample(bodySchema) : undefined;
      const ownRefusal = (schema: Schema) => Boolean(schema.enum || schema.format);
      for (const p of parameters.filter((p) => p.schema.type === 'string')) {
        found.push({ method: method.toUpperCase(), url: url(p.name), body: validBody, field: p.name, ownRefusal: ownRefusal(p.schema) });
      }
      for (const { path, schema } of bodySchema ? strings(bodySchema) : []) {
        found.push({
          method: method.toUpperCase(),
          url: url(),
          body: withValueAt(bodySchema!, path, NUL),
          field: path.join('.'),
          ownRefusal: ownRefusal(schema),
        });
      }
    }
  }
  return found;
}

/** Rows per table: a refused request adds, changes the count of, or removes none. */
async function rowCounts(): Promise<Record<string, number>> {
  const db = server.database.db;
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`));
    counts[table] = Number(row!.n);
  }
  return counts;
}

async function signedInClients() {
  const db = server.database.db;
  const child = await buildChild(db);
  const parent = await buildParent(db, { children: [child] });
  const teacher = await buildTeacher(db, { students: [child] });
  const admin = await buildAdmin(db);
  const signIn = (username: string, secret: string) => new Client(server.url).signIn(username, secret);
  return {
    child,
    clients: {
      child: await signIn(child.username, TEST_PIN),
      parent: await signIn(parent.username, TEST_PASSWORD),
      teacher: await signIn(teacher.username, TEST_PASSWORD),
      admin: await signIn(admin.username, TEST_PASSWORD),
    },
  };
}

describe('a NUL in any string a route takes (generated from the OpenAPI document)', () => {
  it('answers 4xx, never 5xx, to every role and signed out, and changes nothing', async () => {
    const { clients } = await signedInClients();
    const document = await new Client(server.url).get('/api/openapi.json');
    const all = probes(document.body.paths);
    // The generator sees the routes that take text: if it finds none, it is broken, not the routes clean.
    expect(all.length).toBeGreaterThan(40);
    expect(all.map((p) => `${p.method} ${p.url.split('?')[0]} ${p.field}`)).toEqual(
      expect.arrayContaining(['POST /api/auth/login username', 'POST /api/children firstName', 'PATCH /api/user/profile lastName']),
    );

    const before = await rowCounts();
    const answers: string[] = [];
    for (const [who, client] of [...Object.entries(clients), ['signed out', new Client(server.url)] as const]) {
      for (const probe of all) {
        const res = await client.request(probe.method, probe.url, probe.body);
        answers.push(`${res.status >= 400 && res.status < 500 ? '4xx' : res.status} ${who} ${probe.method} ${probe.url} ${probe.field}`);
      }
    }
    expect(answers.filter((answer) => !answer.startsWith('4xx'))).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });

  it('names the field: a parent gets 400 with the field for each string in a JSON body', async () => {
    const { clients } = await signedInClients();
    const document = await new Client(server.url).get('/api/openapi.json');
    const bodyProbes = probes(document.body.paths).filter((p) => p.body !== undefined && !p.url.includes('%00'));
    const wrong = [];
    for (const probe of bodyProbes) {
      const res = await clients.parent.request(probe.method, probe.url, probe.body);
      const got = { status: res.status, field: res.body?.field, message: res.body?.message };
      const expected = { status: 400, field: probe.field, message: probe.ownRefusal ? got.message : `${probe.field}: ${CONTROL_CHARACTER_MESSAGE}` };
      if (JSON.stringify(got) !== JSON.stringify(expected)) wrong.push({ route: `${probe.method} ${probe.url}`, got, expected });
    }
    expect(wrong).toEqual([]);
  });
});

describe('a NUL in the requests the issue named answers 400 naming the field, and changes nothing', () => {
  const refused = (field: string) => ({
    status: 400,
    body: { message: `${field}: ${CONTROL_CHARACTER_MESSAGE}`, code: 'invalid', messageKey: 'http.invalidField', field },
  });
  const answer = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });

  it('signing in with a NUL in the username or the password', async () => {
    const before = await rowCounts();
    const visitor = new Client(server.url);
    expect(answer(await visitor.post('/api/auth/login', { username: NUL, password: TEST_PASSWORD }))).toEqual(refused('username'));
    expect(answer(await visitor.post('/api/auth/login', { username: 'someone', password: NUL }))).toEqual(refused('password'));
    expect(await rowCounts()).toEqual(before);
  });

  it("a child's question to the prompting bar, a mission program's block id and label", async () => {
    const { clients } = await signedInClients();
    const block = (values: { id?: string; label?: string }) => ({ id: 'move-forward-1', type: 'move', label: 'Move', ...values });
    const before = await rowCounts();
    expect(answer(await clients.child.post('/api/prompting-bar/respond', { userInput: `What is a ${NUL}?` }))).toEqual(refused('userInput'));
    const submit = (values: { id?: string; label?: string }) =>
      clients.child.post('/api/mission-coach/submit', { missionId: 'move-robot', code: [block(values)] });
    expect(answer(await submit({ id: `move-forward-${NUL}` }))).toEqual(refused('code.0.id'));
    expect(answer(await submit({ label: NUL }))).toEqual(refused('code.0.label'));
    expect(await rowCounts()).toEqual(before);
  });

  it("names on a child's account and on a profile", async () => {
    const { child, clients } = await signedInClients();
    const before = await rowCounts();
    const newChild = { username: 'nul-kid', pin: '1357', firstName: 'Nour', lastName: 'Saleh', age: 7 };
    expect(answer(await clients.parent.post('/api/children', { ...newChild, firstName: NUL }))).toEqual(refused('firstName'));
    expect(answer(await clients.parent.post('/api/children', { ...newChild, lastName: NUL }))).toEqual(refused('lastName'));
    expect(answer(await clients.parent.patch(`/api/children/${child.id}`, { firstName: NUL }))).toEqual(refused('firstName'));
    expect(answer(await clients.parent.patch('/api/user/profile', { firstName: NUL }))).toEqual(refused('firstName'));
    expect(answer(await clients.child.patch('/api/user/profile', { lastName: NUL }))).toEqual(refused('lastName'));
    expect(await rowCounts()).toEqual(before);
  });

  it('the text fields of an audio upload', async () => {
    const { clients } = await signedInClients();
    const upload = (url: string, fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('audio', new Blob([new Uint8Array(halfASecond)], { type: 'audio/wav' }), 'a.wav');
      return fetch(`${server.url}${url}`, { method: 'POST', headers: { 'x-requested-with': 'wren-test', cookie: clients.child.sessionCookie }, body: form });
    };
    const halfASecond = encodeWav({ sampleRate: 16_000, samples: new Float32Array(8_000) });
    const before = await rowCounts();
    for (const [url, fields] of [
      ['/api/phonics-tutor/analyze', { type: 'sound', target: NUL }],
      ['/api/phonics-tutor/analyze', { type: 'sound', target: 's', uiLanguage: NUL }],
      ['/api/stt/transcribe', { language: NUL }],
      ['/api/stt/transcribe', { words: `cat,${NUL}` }],
    ] as const) {
      const res = await upload(url, fields);
      expect({ status: res.status, code: ((await res.json()) as { code: string }).code }, `${url} ${JSON.stringify(fields)}`).toEqual({
        status: 400,
        code: 'invalid',
      });
    }
    expect(await rowCounts()).toEqual(before);
  });
});
