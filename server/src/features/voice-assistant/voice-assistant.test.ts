import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Client, startTestServer, type TestServer } from '../../test/harness.ts';
import { buildChild, buildParent, TEST_PASSWORD, TEST_PIN } from '../../test/factories.ts';
import { createAiRegistry } from '../../ai/setup.ts';
import { loadAiConfig } from '../../ai/config.ts';
import { promptLogs } from '../../db/schema.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ai: createAiRegistry(loadAiConfig({}, null)) });
});
afterAll(() => server.close());

const ask = (client: Client, userInput: string, language = 'en') =>
  client.post('/api/prompting-bar/respond', { userInput, currentPage: '/dashboard', language });

describe('POST /api/prompting-bar/respond', () => {
  it('answers 401 without a session', async () => {
    expect((await ask(new Client(server.url), 'hello')).status).toBe(401);
  });

  it('answers 400 naming the field when the input is blank, and logs nothing', async () => {
    const child = await buildChild(server.database.db);
    const client = await new Client(server.url).signIn(child.username, TEST_PIN);
    const res = await ask(client, '   ');
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('userInput');
    expect(await server.database.db.select().from(promptLogs).where(eq(promptLogs.childId, child.id))).toHaveLength(0);
  });

  it('a child gets a reply from the builtin engine, and the prompt is logged for the parents', async () => {
    const child = await buildChild(server.database.db);
    const parent = await buildParent(server.database.db, { children: [child] });
    const client = await new Client(server.url).signIn(child.username, TEST_PIN);
    const res = await ask(client, 'How do I practise my letters?');
    expect(res.status).toBe(200);
    expect(res.body.response.length).toBeGreaterThan(10);
    expect(res.body.engine).toBe('builtin');
    const logs = (await (await new Client(server.url).signIn(parent.username, TEST_PASSWORD)).get(`/api/parental-control/prompt-logs/${child.id}`)).body;
    expect(logs[0]).toMatchObject({ prompt: 'How do I practise my letters?', isApproved: true });
  });

  it('a refused prompt gets a kind message, no reply, and is logged as flagged', async () => {
    const child = await buildChild(server.database.db);
    const client = await new Client(server.url).signIn(child.username, TEST_PIN);
    const res = await ask(client, 'my phone number is 555 123 4567 call me');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('prompt_refused');
    expect(res.body.response).toBeUndefined();
    const [log] = await server.database.db.select().from(promptLogs).where(eq(promptLogs.childId, child.id));
    expect(log?.isApproved).toBe(false);
  });

  it("a Free child's sixth request of the day answers 429 with the remaining count", async () => {
    const child = await buildChild(server.database.db);
    const client = await new Client(server.url).signIn(child.username, TEST_PIN);
    for (let i = 0; i < 5; i++) expect((await ask(client, `What can I do on the dashboard? ${i}`)).status).toBe(200);
    const res = await ask(client, 'What can I do on the dashboard?');
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: 'quota_exceeded', remaining: 0 });
  });

  it('a child whose parent has Premium is not limited', async () => {
    const child = await buildChild(server.database.db);
    await buildParent(server.database.db, { children: [child], values: { plan: 'premium' } });
    const client = await new Client(server.url).signIn(child.username, TEST_PIN);
    for (let i = 0; i < 7; i++) expect((await ask(client, `Tell me about phonics ${i}`)).status).toBe(200);
  });
});
