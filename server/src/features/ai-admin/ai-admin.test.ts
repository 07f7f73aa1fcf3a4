import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../test/harness.ts';
import { buildAdmin, buildChild, buildParent, buildTeacher, TEST_PASSWORD, TEST_PIN } from '../../test/factories.ts';
import { createAiRegistry } from '../../ai/setup.ts';
import { recordingLogger, testAiConfig } from '../../ai/testing/test-registry.ts';
import { AiRegistry } from '../../ai/registry.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ai: createAiRegistry(testAiConfig()) });
});
afterAll(() => server.close());

const admin = async () => new Client(server.url).signIn((await buildAdmin(server.database.db)).username, TEST_PASSWORD);

describe('POST /api/admin/ai/test', () => {
  it('without a session answers 401', async () => {
    expect((await new Client(server.url).post('/api/admin/ai/test', { capability: 'text' })).status).toBe(401);
  });

  it('a parent, a teacher and a child get 403', async () => {
    const parent = await buildParent(server.database.db);
    const teacher = await buildTeacher(server.database.db);
    const child = await buildChild(server.database.db);
    for (const [username, secret] of [
      [parent.username, TEST_PASSWORD],
      [teacher.username, TEST_PASSWORD],
      [child.username, TEST_PIN],
    ] as const) {
      const res = await (await new Client(server.url).signIn(username, secret)).post('/api/admin/ai/test', { capability: 'text' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Your account cannot use this area.', code: 'forbidden', messageKey: 'access.areaNotForAccount' });
    }
  });

  it('an unknown capability answers 400 naming the field', async () => {
    const res = await (await admin()).post('/api/admin/ai/test', { capability: 'telepathy' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid', field: 'capability' });
  });

  it('an admin tests text: a short story from the builtin engine', async () => {
    const res = await (await admin()).post('/api/admin/ai/test', { capability: 'text' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ capability: 'text', ok: true, engine: 'builtin', kind: 'builtin', imageUrl: null, fallbacks: [] });
    expect(res.body.summary).toMatch(/dragon|mouse/i);
  });

  it('an admin tests images: a small SVG they can open', async () => {
    const c = await admin();
    const res = await c.post('/api/admin/ai/test', { capability: 'images' });
    expect(res.body).toMatchObject({ ok: true, engine: 'builtin-svg', kind: 'builtin' });
    const picture = await c.get(res.body.imageUrl);
    expect(picture.status).toBe(200);
    expect(picture.text).toContain('<svg');
  });

  it('an admin tests moderation through the moderation engine', async () => {
    const res = await (await admin()).post('/api/admin/ai/test', { capability: 'moderation' });
    expect(res.body).toMatchObject({ ok: true, engine: 'builtin' });
    expect(res.body.summary).toMatch(/personal data refused: true/);
  });

  it('a capability with no engine is reported as such, not pretended', async () => {
    const bare = await startTestServer({ ai: new AiRegistry({ logger: recordingLogger() }) });
    try {
      const c = new Client(bare.url);
      await c.signIn((await buildAdmin(bare.database.db)).username, TEST_PASSWORD);
      const res = await c.post('/api/admin/ai/test', { capability: 'handwriting' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ok: false, engine: null, message: 'No engine serves this capability yet.' });
      const text = await c.post('/api/admin/ai/test', { capability: 'text' });
      expect(text.body).toMatchObject({ ok: false, engine: null });
      expect(text.body.message).toMatch(/No engine is available for text/);
    } finally {
      await bare.close();
    }
  });
});
