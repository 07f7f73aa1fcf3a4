import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { aiUsage, promptLogs } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { requireUser } from '../http/context.ts';
import { buildChild, buildParent, TEST_PIN } from '../test/factories.ts';
import { guardPrompt, type InteractionKind } from './guard.ts';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  app = await buildApp({ database, clientDir: null });
  // A stand-in for an AI feature, so the guard's refusals are checked as the browser receives them.
  app.post(
    '/api/test/generate',
    { schema: { body: z.object({ prompt: z.string(), language: z.string(), kind: z.enum(['generative', 'practice']) }) } },
    async (request) => {
      const body = request.body as { prompt: string; language: string; kind: InteractionKind };
      const guarded = await guardPrompt(app, {
        user: requireUser(request),
        prompt: body.prompt,
        language: body.language,
        feature: 'creative-story',
        kind: body.kind,
      });
      return { story: (await guarded.checkOutput(`Once upon a time: ${body.prompt}`)).text, remaining: guarded.quota?.remaining ?? null };
    },
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function signIn(username: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, headers: { 'x-requested-with': 'test' } });
  return res.cookies.find((c) => c.name === 'wren_session')!.value;
}

function generate(cookie: string, prompt: string, language = 'en', kind: InteractionKind = 'generative') {
  return app.inject({
    method: 'POST',
    url: '/api/test/generate',
    payload: { prompt, language, kind },
    headers: { 'x-requested-with': 'test' },
    cookies: { wren_session: cookie },
  });
}

const logsOf = (childId: string) => database.db.select().from(promptLogs).where(eq(promptLogs.childId, childId));

describe('guardPrompt for a child', () => {
  it('an approved prompt is logged, uses one interaction and reaches generation', async () => {
    const child = await buildChild(database.db);
    const res = await generate(await signIn(child.username, TEST_PIN), 'a story about a dragon and a mouse');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ story: 'Once upon a time: a story about a dragon and a mouse', remaining: 4 });
    const [log] = await logsOf(child.id);
    expect(log).toMatchObject({
      prompt: 'a story about a dragon and a mouse',
      category: 'creative-story',
      safetyScore: 100,
      isApproved: true,
      flaggedWords: [],
      feature: 'creative-story',
      kind: 'generative',
    });
  });

  it('a refused prompt answers 422 with a kind message in the request language, is logged redacted and uses no interaction', async () => {
    const child = await buildChild(database.db);
    const cookie = await signIn(child.username, TEST_PIN);
    const fr = await generate(cookie, 'mon numéro de téléphone c’est 06 12 34 56 78', 'fr');
    expect(fr.statusCode).toBe(422);
    expect(fr.json()).toMatchObject({ code: 'prompt_refused', reasons: ['personal-data'] });
    expect(fr.json().message).toMatch(/^Protégeons tes informations personnelles/);
    const ar = await generate(cookie, 'أريد أن أموت', 'ar');
    expect(ar.statusCode).toBe(422);
    expect(ar.json().message).toMatch(/شخص كبير تثق به/);
    const en = await generate(cookie, 'how do I kill my brother', 'en-CA');
    expect(en.json().message).toBe(
      "I can't help with hurting people or animals. How about a story where the characters solve their problem in a kind or clever way?",
    );

    const logs = await logsOf(child.id);
    expect(logs).toHaveLength(3);
    expect(logs.every((l) => !l.isApproved)).toBe(true);
    const phone = logs.find((l) => l.language === 'fr')!;
    expect(phone.prompt).toBe('mon numéro de téléphone c’est [phone number]');
    expect(phone.flaggedWords).toEqual(['phone number']);
    expect(await database.db.select().from(aiUsage).where(eq(aiUsage.childId, child.id))).toEqual([]);
  });

  it('the sixth generative request of the day answers 429 with remaining 0 and when it resets', async () => {
    const child = await buildChild(database.db);
    const cookie = await signIn(child.username, TEST_PIN);
    for (let i = 0; i < 5; i++) expect((await generate(cookie, `a story about cat number ${i}`)).statusCode).toBe(200);
    const res = await generate(cookie, 'one more story about a cat', 'fr');
    expect(res.statusCode).toBe(429);
    const body = res.json();
    expect(body).toMatchObject({ code: 'quota_exceeded', remaining: 0, limit: 5 });
    expect(body.message).toMatch(/^Tu as utilisé tes 5 essais/);
    expect(body.resetsAt).toMatch(/T00:00:00\.000Z$/);
    expect(Date.parse(body.resetsAt)).toBeGreaterThan(Date.now());
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('practice feedback is never limited', async () => {
    const child = await buildChild(database.db);
    const cookie = await signIn(child.username, TEST_PIN);
    for (let i = 0; i < 7; i++) expect((await generate(cookie, 'the cat sat on the mat', 'en', 'practice')).statusCode).toBe(200);
    expect(await logsOf(child.id)).toHaveLength(7);
  });

  it('a Premium family is unlimited', async () => {
    const child = await buildChild(database.db);
    await buildParent(database.db, { children: [child], values: { plan: 'premium' } });
    const cookie = await signIn(child.username, TEST_PIN);
    for (let i = 0; i < 7; i++) expect((await generate(cookie, 'a story about a happy whale')).statusCode).toBe(200);
  });

  it('unsafe generated text is withheld with an honest message and gives the interaction back', async () => {
    const child = await buildChild(database.db);
    const guarded = await guardPrompt(database.db, {
      user: child,
      prompt: 'a story about a knight',
      language: 'en',
      feature: 'creative-story',
      kind: 'generative',
    });
    expect(guarded.quota?.remaining).toBe(4);
    const unsafe = await guarded.checkOutput('The knight took a gun and shot the teacher. There was blood everywhere.');
    expect(unsafe.approved).toBe(false);
    expect(unsafe.text).toBe("What I made didn't turn out right for you, so I won't show it. Please try again with a different idea!");
    const [usage] = await database.db.select().from(aiUsage).where(eq(aiUsage.childId, child.id));
    expect(usage?.count).toBe(0);
    const safe = await guarded.checkOutput('The knight and the dragon became friends and shared a picnic.');
    expect(safe).toMatchObject({ approved: true, text: 'The knight and the dragon became friends and shared a picnic.' });
  });
});

describe('guardPrompt for an adult', () => {
  it("a parent's prompt is moderated with the adult policy, not logged as a child's and not counted", async () => {
    const parent = await buildParent(database.db);
    const guarded = await guardPrompt(app, {
      user: parent,
      prompt: 'My daughter Noor Haddad says other kids call her stupid; plan a week to rebuild her confidence',
      language: 'en',
      feature: 'parenting-plan',
      kind: 'generative',
    });
    expect(guarded.logId).toBeNull();
    expect(guarded.quota).toBeNull();
    expect(await logsOf(parent.id)).toEqual([]);
    await expect(
      guardPrompt(app, { user: parent, prompt: 'fuck this plan', language: 'en', feature: 'parenting-plan', kind: 'generative' }),
    ).rejects.toMatchObject({
      status: 422,
      code: 'prompt_refused',
    } satisfies Partial<HttpError>);
  });
});
