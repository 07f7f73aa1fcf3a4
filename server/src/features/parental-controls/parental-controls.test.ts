import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Client, startTestServer, type TestServer } from '../../test/harness.ts';
import { buildAdmin, buildChild, buildOrganization, buildParent, buildTeacher, TEST_PASSWORD, TEST_PIN } from '../../test/factories.ts';
import { promptLogs } from '../../db/schema.ts';
import { guardPrompt } from '../../ai/guard.ts';
import type { Role } from '@common/domain/roles.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const client = () => new Client(server.url);
const logsUrl = (id: string, query = '') => `/api/parental-control/prompt-logs/${id}${query}`;
const summaryUrl = (id: string) => `/api/parental-control/safety-summary/${id}`;

/** A child's prompts sent through the real guard, as AI features send them; refusals are expected. */
async function sendPrompts(child: { id: string; role: Role }, prompts: string[]) {
  for (const prompt of prompts) {
    await guardPrompt(server.database.db, { user: child, prompt, language: 'en', feature: 'assistant', kind: 'practice' }).catch(() => undefined);
  }
}

async function family() {
  const db = server.database.db;
  const child = await buildChild(db);
  const parent = await buildParent(db, { children: [child] });
  return { child, parent };
}

describe('GET /api/parental-control/prompt-logs/:childId', () => {
  it('answers 401 without a session', async () => {
    const { child } = await family();
    const res = await client().get(logsUrl(child.id));
    expect(res.status).toBe(401);
  });

  it('a parent reads their child’s prompts, newest first, 20 by default, with personal data redacted', async () => {
    const { child, parent } = await family();
    const prompts = Array.from({ length: 22 }, (_, i) => `a story about ${i + 1} happy frogs`);
    await sendPrompts(child, prompts);
    await sendPrompts(child, ['my phone number is 555-123-4567']);
    const c = await client().signIn(parent.username, TEST_PASSWORD);
    const res = await c.get(logsUrl(child.id));
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(20);
    expect(res.body[0]).toMatchObject({
      prompt: 'my phone number is [phone number]',
      category: 'general',
      isApproved: false,
      flaggedWords: ['phone number'],
      reasons: ['personal-data'],
      feature: 'assistant',
    });
    expect(res.body[0].safetyScore).toBeLessThan(60);
    expect(res.body[1]).toMatchObject({
      prompt: 'a story about 22 happy frogs',
      category: 'creative-story',
      safetyScore: 100,
      isApproved: true,
      flaggedWords: [],
    });
    expect(Object.keys(res.body[0]).sort()).toEqual([
      'category',
      'createdAt',
      'feature',
      'flaggedWords',
      'id',
      'isApproved',
      'prompt',
      'reasons',
      'safetyScore',
    ]);
    expect((await c.get(logsUrl(child.id, '?limit=100'))).body).toHaveLength(23);
    expect((await c.get(logsUrl(child.id, '?limit=3'))).body).toHaveLength(3);
  });

  it('answers 400 with a clear message for a bad limit or child id', async () => {
    const { child, parent } = await family();
    const c = await client().signIn(parent.username, TEST_PASSWORD);
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?limit=2.5']) {
      const res = await c.get(logsUrl(child.id, query));
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBe('limit: The limit must be a whole number from 1 to 100.');
    }
    const bad = await c.get(logsUrl('not-a-uuid'));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('childId: Unknown child');
  });

  it('a parent of another family gets 404 and learns nothing', async () => {
    const { child } = await family();
    await sendPrompts(child, ['a story about a fox']);
    const { parent: stranger } = await family();
    const res = await (await client().signIn(stranger.username, TEST_PASSWORD)).get(logsUrl(child.id));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Child not found', code: 'not_found', messageKey: 'notFound.child' });
  });

  it('the child cannot read their own monitoring log (403), nor a sibling’s (404)', async () => {
    const db = server.database.db;
    const child = await buildChild(db);
    const sibling = await buildChild(db);
    await buildParent(db, { children: [child, sibling] });
    const c = await client().signIn(child.username, TEST_PIN);
    const own = await c.get(logsUrl(child.id));
    expect(own.status).toBe(403);
    expect(own.body).toEqual({ message: 'Children cannot open their own safety log.', code: 'forbidden', messageKey: 'access.childNoSafetyLog' });
    expect((await c.get(summaryUrl(child.id))).status).toBe(403);
    expect((await c.get(logsUrl(sibling.id))).status).toBe(404);
  });

  it("the child's teacher and their school's administrator may read; an administrator elsewhere may not", async () => {
    const db = server.database.db;
    const school = await buildOrganization(db, { type: 'school' });
    const otherSchool = await buildOrganization(db, { type: 'school' });
    const child = await buildChild(db, { organizationId: school.id });
    const teacher = await buildTeacher(db, { students: [child] });
    const admin = await buildAdmin(db, { organizationId: school.id });
    const otherAdmin = await buildAdmin(db, { organizationId: otherSchool.id });
    const unrelatedTeacher = await buildTeacher(db);
    await sendPrompts(child, ['why is the sky blue?']);
    for (const reader of [teacher, admin]) {
      const res = await (await client().signIn(reader.username, TEST_PASSWORD)).get(logsUrl(child.id));
      expect(res.status, reader.role).toBe(200);
      expect(res.body).toHaveLength(1);
    }
    for (const outsider of [otherAdmin, unrelatedTeacher]) {
      expect((await (await client().signIn(outsider.username, TEST_PASSWORD)).get(logsUrl(child.id))).status).toBe(404);
    }
  });

  it('an adult account id is not a child: 404', async () => {
    const { parent } = await family();
    const res = await (await client().signIn(parent.username, TEST_PASSWORD)).get(logsUrl(parent.id));
    expect(res.status).toBe(404);
  });
});

describe('GET /api/parental-control/safety-summary/:childId', () => {
  it('answers 401 without a session and 404 for another family', async () => {
    const { child } = await family();
    expect((await client().get(summaryUrl(child.id))).status).toBe(401);
    const { parent: stranger } = await family();
    expect((await (await client().signIn(stranger.username, TEST_PASSWORD)).get(summaryUrl(child.id))).status).toBe(404);
  });

  it('a child with no prompts has an average of 100 and empty figures', async () => {
    const { child, parent } = await family();
    const res = await (await client().signIn(parent.username, TEST_PASSWORD)).get(summaryUrl(child.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      totalPrompts: 0,
      averageSafetyScore: 100,
      flaggedPrompts: 0,
      recentActivity: 0,
      categories: { 'creative-story': 0, 'creative-art': 0, educational: 0, question: 0, general: 0 },
      recentIncidents: [],
    });
  });

  it('gives correct figures after a few guarded prompts', async () => {
    const { child, parent } = await family();
    await sendPrompts(child, [
      'a story about a brave mouse', // creative-story, 100
      'draw a purple cat', // creative-art, 100
      'why is the sky blue?', // question, 100
      'the knight kills the dragon', // general, 85, approved with a flagged word
      'I want to die', // refused: self-harm
      'my name is Sam Rivera', // refused: personal data
    ]);
    // An old prompt counts in the totals but not in the last 7 days.
    await sendPrompts(child, ['how do you spell elephant']);
    const [old] = await server.database.db.select().from(promptLogs).where(eq(promptLogs.prompt, 'how do you spell elephant'));
    await server.database.db
      .update(promptLogs)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(promptLogs.id, old!.id));

    const res = await (await client().signIn(parent.username, TEST_PASSWORD)).get(summaryUrl(child.id));
    expect(res.status).toBe(200);
    const logs = await server.database.db.select().from(promptLogs).where(eq(promptLogs.childId, child.id));
    const expectedAverage = Math.round((logs.reduce((s, l) => s + l.safetyScore, 0) / logs.length) * 10) / 10;
    expect(res.body).toMatchObject({
      totalPrompts: 7,
      averageSafetyScore: expectedAverage,
      flaggedPrompts: 2,
      recentActivity: 6,
      categories: { 'creative-story': 1, 'creative-art': 1, educational: 1, question: 1, general: 3 },
    });
    expect(res.body.averageSafetyScore).toBeLessThan(100);
    expect(res.body.recentIncidents.map((l: { prompt: string }) => l.prompt)).toEqual(['my name is [full name]', 'I want to die']);
    expect(res.body.recentIncidents[1].reasons).toEqual(['self-harm']);
  });
});
