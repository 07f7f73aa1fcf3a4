import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Client, startTestServer, type TestServer } from '../../test/harness.ts';
import { buildChild, buildParent, buildTeacher, TEST_PASSWORD, TEST_PIN } from '../../test/factories.ts';
import { createAiRegistry } from '../../ai/setup.ts';
import { testAiConfig } from '../../ai/testing/test-registry.ts';
import { variedStrokes } from '../../ai/handwriting/synthetic.ts';
import { HAND_WRITTEN } from '../../ai/handwriting/recognizer/fixtures.ts';
import { users, writingSamples } from '../../db/schema.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ai: createAiRegistry(testAiConfig()) });
});
afterAll(() => server.close());

const client = () => new Client(server.url);
const db = () => server.database.db;

async function signedInChild() {
  const child = await buildChild(db());
  return { child, c: await client().signIn(child.username, TEST_PIN) };
}

async function sampleCount(userId: string): Promise<number> {
  const rows = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(writingSamples)
    .where(eq(writingSamples.userId, userId));
  return rows[0]!.n;
}

async function tokensOf(userId: string): Promise<number> {
  const [row] = await db().select({ tokens: users.tokens }).from(users).where(eq(users.id, userId));
  return row!.tokens;
}

const letterA = () => variedStrokes('A', 12);

describe('GET /api/writing-buddy/alphabet and /words', () => {
  it('answers 401 without a session', async () => {
    expect((await client().get('/api/writing-buddy/alphabet?language=en')).status).toBe(401);
    expect((await client().get('/api/writing-buddy/words?language=en')).status).toBe(401);
  });

  it('a child gets the English capitals first, with formation guides, and the other levels', async () => {
    const { c } = await signedInChild();
    const res = await c.get('/api/writing-buddy/alphabet?language=en');
    expect(res.status).toBe(200);
    expect(res.body.letters).toHaveLength(26);
    expect(res.body.letters[0]).toBe('A');
    expect(res.body.levels.map((l: { id: string }) => l.id)).toEqual(['uppercase', 'lowercase']);
    expect(res.body.guides.A[0]).toBe('Slant down to the left.');
    const ar = await c.get('/api/writing-buddy/alphabet?language=ar&ui=ar');
    expect(ar.body.letters).toHaveLength(28);
    expect(ar.body.direction).toBe('rtl');
    expect(ar.body.levels[1].id).toBe('positional');
    expect(ar.body.guides['ب']).toEqual(['ابدأ من اليمين وارسم شكل قارب مسطّح نحو اليسار يرتفع في نهايته.', 'أضف نقطة واحدة في الأسفل.']);
    const fr = await c.get('/api/writing-buddy/alphabet?language=fr');
    expect(fr.body.levels.find((l: { id: string }) => l.id === 'accented').letters).toContain('É');
    expect((await c.get('/api/writing-buddy/alphabet?language=en-ca')).body.language).toBe('en-CA');
  });

  it('a child gets 10 items per difficulty', async () => {
    const { c } = await signedInChild();
    const res = await c.get('/api/writing-buddy/words?language=en&difficulty=beginner');
    expect(res.status).toBe(200);
    expect(res.body.words).toHaveLength(10);
    expect(res.body.words.slice(0, 4)).toEqual(['big', 'can', 'get', 'all']);
    expect(res.body.total).toBe(10);
    for (const difficulty of ['intermediate', 'advanced']) {
      expect((await c.get(`/api/writing-buddy/words?language=fr&difficulty=${difficulty}`)).body.words).toHaveLength(10);
    }
  });

  it('answers 400 with a clear message for an unknown language or difficulty', async () => {
    const { c } = await signedInChild();
    const bad = await c.get('/api/writing-buddy/alphabet?language=xx');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('language: Unknown writing language (one of en, en-CA, fr, ar)');
    const hard = await c.get('/api/writing-buddy/words?language=en&difficulty=expert');
    expect(hard.status).toBe(400);
    expect(hard.body.message).toBe('difficulty: The difficulty must be one of beginner, intermediate, advanced');
  });
});

describe('POST /api/writing-buddy/analyze', () => {
  it('answers 401 without a session', async () => {
    const res = await client().post('/api/writing-buddy/analyze', { type: 'letter', target: 'A', strokes: letterA(), language: 'en' });
    expect(res.status).toBe(401);
  });

  it('a child’s well-drawn A scores high, with feedback in English and the letter recognised', async () => {
    const { child, c } = await signedInChild();
    const res = await c.post('/api/writing-buddy/analyze', { type: 'letter', target: 'A', strokes: letterA(), language: 'en', userId: child.id });
    expect(res.status).toBe(200);
    expect(res.body.overall_score).toBeGreaterThanOrEqual(80);
    expect(res.body).toMatchObject({ recognized: 'A', reversal: false, message: 'Handwriting analyzed successfully' });
    expect(Object.keys(res.body).sort()).toEqual(['accuracy', 'consistency', 'feedback', 'improvements', 'message', 'overall_score', 'recognized', 'reversal']);
    expect(await sampleCount(child.id)).toBe(0);
  });

  it('a b drawn for d is named as a reversal, in French when asked', async () => {
    const { c } = await signedInChild();
    const res = await c.post('/api/writing-buddy/analyze', { type: 'letter', target: 'd', strokes: variedStrokes('b', 3), language: 'fr' });
    expect(res.status).toBe(200);
    expect(res.body.reversal).toBe(true);
    expect(res.body.improvements[0]).toBe("On dirait un « b » tourné dans le mauvais sens. « d » est tourné de l'autre côté.");
  });

  it('the letter recognizer reads a hand-written h: right as h, and named as an h when n was asked for', async () => {
    const { c } = await signedInChild();
    const asH = await c.post('/api/writing-buddy/analyze', { type: 'letter', target: 'h', strokes: HAND_WRITTEN.h, language: 'en' });
    expect(asH.status).toBe(200);
    expect(asH.body).toMatchObject({ recognized: 'h', reversal: false });
    const asN = await c.post('/api/writing-buddy/analyze', { type: 'letter', target: 'n', strokes: HAND_WRITTEN.h, language: 'en' });
    expect(asN.status).toBe(200);
    expect(asN.body.recognized).toBe('h');
    expect(asN.body.improvements[0]).toBe('This looks more like “h” than “n”. Look at the guide and try again.');
    expect(asN.body.overall_score).toBeLessThan(asH.body.overall_score);
  });

  it('a word is judged against its reference', async () => {
    const { c } = await signedInChild();
    const res = await c.post('/api/writing-buddy/analyze', {
      type: 'word',
      target: 'play',
      strokes: variedStrokes('play', 2, { kind: 'word' }),
      language: 'en',
    });
    expect(res.status).toBe(200);
    expect(res.body.overall_score).toBeGreaterThanOrEqual(80);
  });

  it('answers 400 "No Content" when nothing was drawn', async () => {
    const { c } = await signedInChild();
    for (const strokes of [[], [{ points: [], timestamp: 1 }], undefined]) {
      const res = await c.post('/api/writing-buddy/analyze', { type: 'letter', target: 'A', strokes, language: 'en' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('No Content');
    }
  });

  it('answers 400 for too many strokes or points, or coordinates that are not finite', async () => {
    const { c } = await signedInChild();
    const dot = { points: [{ x: 1, y: 1 }], timestamp: 1 };
    const many = await c.post('/api/writing-buddy/analyze', { target: 'A', strokes: Array(201).fill(dot), language: 'en' });
    expect(many.status).toBe(400);
    expect(many.body.message).toBe('Too many strokes (at most 200)');
    const long = { points: Array.from({ length: 2501 }, (_, i) => ({ x: i % 400, y: 10 })) };
    const points = await c.post('/api/writing-buddy/analyze', { target: 'A', strokes: [long, long], language: 'en' });
    expect(points.status).toBe(400);
    expect(points.body.message).toBe('Too many points (at most 5,000)');
    const infinite = await c.request('POST', '/api/writing-buddy/analyze', '{"target":"A","language":"en","strokes":[{"points":[{"x":1e999,"y":2}]}]}');
    expect(infinite.status).toBe(400);
    expect(infinite.body.message).toBe('strokes.0.points.0.x: Coordinates must be finite numbers');
    const text = await c.post('/api/writing-buddy/analyze', { target: 'A', strokes: [{ points: [{ x: 'a', y: 2 }] }], language: 'en' });
    expect(text.body.message).toBe('strokes.0.points.0.x: Coordinates must be finite numbers');
  });

  it('answers 400 for a letter that is not in the language, and 413 for an image over 1 MB', async () => {
    const { c } = await signedInChild();
    const foreign = await c.post('/api/writing-buddy/analyze', { type: 'letter', target: 'ب', strokes: letterA(), language: 'en' });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ field: 'target', messageKey: 'writingBuddy.notALetter', message: 'Not a letter of this language' });
    const image = `data:image/png;base64,${'A'.repeat(1_400_000)}`;
    const big = await c.post('/api/writing-buddy/analyze', { type: 'letter', target: 'A', strokes: letterA(), language: 'en', imageDataUrl: image });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('The image is too large (at most 1 MB).');
  });

  it('another family’s parent cannot analyse against a child’s samples (404)', async () => {
    const child = await buildChild(db());
    const stranger = await buildParent(db());
    const c = await client().signIn(stranger.username, TEST_PASSWORD);
    const res = await c.post('/api/writing-buddy/analyze', { target: 'A', strokes: letterA(), language: 'en', userId: child.id });
    expect(res.status).toBe(404);
  });
});

describe('POST /api/writing-buddy/save, GET samples and progress', () => {
  it('answers 401 without a session', async () => {
    expect((await client().post('/api/writing-buddy/save', { handwritingData: [[{ x: 1, y: 1 }]], letter: 'A', language: 'en' })).status).toBe(401);
    expect((await client().get('/api/writing-buddy/samples')).status).toBe(401);
    expect((await client().get('/api/writing-buddy/progress')).status).toBe(401);
  });

  it('answers 400 "No Content" and 413 for a big image, storing nothing and earning nothing', async () => {
    const { child, c } = await signedInChild();
    const empty = await c.post('/api/writing-buddy/save', { handwritingData: [], letter: 'A', language: 'en' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('No Content');
    const image = `data:image/png;base64,${'A'.repeat(1_400_000)}`;
    const big = await c.post('/api/writing-buddy/save', { handwritingData: letterA().map((s) => s.points), letter: 'A', language: 'en', imageDataUrl: image });
    expect(big.status).toBe(413);
    expect(await sampleCount(child.id)).toBe(0);
    expect(await tokensOf(child.id)).toBe(0);
  });

  it('a child saves a letter: the server scores it itself, earns tokens, and it shows in samples, progress and the dashboard', async () => {
    const { child, c } = await signedInChild();
    const forged = { accuracy: 3, consistency: 3, overall_score: 3, feedback: 'x', improvements: [], message: 'x' };
    const saved = await c.post('/api/writing-buddy/save', {
      handwritingData: letterA().map((s) => s.points),
      letter: 'A',
      language: 'en',
      analysis: forged,
      imageDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Handwriting saved successfully');
    expect(saved.body.analysis.overall_score).toBeGreaterThanOrEqual(80);
    expect(saved.body.analysis.feedback).not.toBe('x');
    // +1 for the sample, +5 for mastering A the first time.
    expect(await tokensOf(child.id)).toBe(6);
    await c.post('/api/writing-buddy/save', { handwritingData: variedStrokes('A', 13), letter: 'A', language: 'en' });
    expect(await tokensOf(child.id)).toBe(7);
    await c.post('/api/writing-buddy/save', { handwritingData: variedStrokes('big', 1, { kind: 'word' }), letter: 'big', language: 'en' });

    const samples = await c.get('/api/writing-buddy/samples');
    expect(samples.status).toBe(200);
    expect(samples.body.samples).toHaveLength(3);
    const [word, , first] = samples.body.samples;
    expect(word).toMatchObject({ letter: 'big', kind: 'word', language: 'en' });
    expect(first).toMatchObject({ letter: 'A', kind: 'letter', language: 'en', imageDataUrl: 'data:image/png;base64,iVBORw0KGgo=' });
    expect(first.handwriting[0].points.length).toBeGreaterThan(0);
    expect(first.analysis.overall_score).toBe(saved.body.analysis.overall_score);
    expect(new Date(first.savedAt).getTime()).toBeGreaterThan(0);

    const progress = await c.get('/api/writing-buddy/progress');
    expect(progress.status).toBe(200);
    expect(progress.body).toMatchObject({ letters_completed: 1, words_completed: 1, level: 1, practice_sessions: 3, letters_practiced: 1 });
    // Each alphabet's "n / total" counts only the letters mastered in that writing language.
    expect(progress.body.letters_completed_by_language).toEqual({ en: 1 });
    expect(progress.body.average_score).toBeGreaterThanOrEqual(80);
    // Neat samples: average accuracy of 90 or more earns Handwriting Expert; one word is not yet Word Builder.
    expect(progress.body.achievements).toEqual([
      { id: 'handwriting-expert', title: 'Handwriting Expert', description: '90% or more average accuracy', points: 60 },
    ]);

    const profile = await c.get('/api/user/profile');
    expect(profile.body.counts.lettersMastered).toBe(1);
    expect(profile.body.counts.wordsPracticed).toBe(1);
  });

  it('achievements are earned from real samples: word builder after 5 words, in the reader’s language', async () => {
    const { child, c } = await signedInChild();
    for (const [i, word] of ['big', 'can', 'get', 'all', 'the'].entries()) {
      const res = await c.post('/api/writing-buddy/save', { handwritingData: variedStrokes(word, i, { kind: 'word' }), letter: word, language: 'en' });
      expect(res.status).toBe(200);
    }
    const progress = await c.get('/api/writing-buddy/progress?language=fr');
    expect(progress.body.words_completed).toBe(5);
    expect(progress.body.achievements).toContainEqual({ id: 'word-builder', title: 'Bâtisseur de mots', description: '5 mots ou plus écrits', points: 25 });
    expect(await sampleCount(child.id)).toBe(5);
  });

  it('a parent of the child and the child’s teacher read the child’s samples and progress with childId', async () => {
    const { child, c } = await signedInChild();
    await c.post('/api/writing-buddy/save', { handwritingData: letterA(), letter: 'A', language: 'en' });
    const parent = await buildParent(db(), { children: [child] });
    const teacher = await buildTeacher(db(), { students: [child] });
    for (const adult of [parent, teacher]) {
      const ac = await client().signIn(adult.username, TEST_PASSWORD);
      const samples = await ac.get(`/api/writing-buddy/samples?childId=${child.id}`);
      expect(samples.status).toBe(200);
      expect(samples.body.samples).toHaveLength(1);
      const progress = await ac.get(`/api/writing-buddy/progress?childId=${child.id}`);
      expect(progress.status).toBe(200);
      expect(progress.body.letters_completed).toBe(1);
      // Without childId an adult reads their own (empty) practice.
      expect((await ac.get('/api/writing-buddy/samples')).body.samples).toEqual([]);
    }
  });

  it('a parent of another family gets 404 for the child’s samples and progress', async () => {
    const { child, c } = await signedInChild();
    await c.post('/api/writing-buddy/save', { handwritingData: letterA(), letter: 'A', language: 'en' });
    const stranger = await buildParent(db());
    const sc = await client().signIn(stranger.username, TEST_PASSWORD);
    const samples = await sc.get(`/api/writing-buddy/samples?childId=${child.id}`);
    expect(samples.status).toBe(404);
    expect(samples.body.message).toBe('Child not found');
    expect((await sc.get(`/api/writing-buddy/progress?childId=${child.id}`)).status).toBe(404);
    const bad = await sc.get('/api/writing-buddy/samples?childId=nope');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('childId: Unknown child');
  });
});
