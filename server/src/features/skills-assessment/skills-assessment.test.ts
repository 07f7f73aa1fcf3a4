import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { letterItemsFor, rhymePairsFor } from '@common/content/skills-assessment.ts';
import { eq } from 'drizzle-orm';
import { fluencyReadings, skillsAssessments, users } from '../../db/schema.ts';
import { Client, startTestServer, type TestServer } from '../../test/harness.ts';
import { buildAdmin, buildChild, buildOrganization, buildParent, buildTeacher, TEST_PASSWORD, TEST_PIN } from '../../test/factories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/**
 * A stored fluency reading of the child (as POST /api/fluency/readings leaves it): 19 words correct per minute, 95%
 * accuracy, 20 words read with 1 error in 60 s, passage en-k-1 (level K.1).
 */
async function buildReading(childId: string, values: Partial<typeof fluencyReadings.$inferInsert> = {}): Promise<string> {
  const [row] = await server.database.db
    .insert(fluencyReadings)
    .values({
      childId,
      passageId: 'en-k-1',
      language: 'en',
      durationSeconds: 60,
      engine: 'alignment',
      engineMarks: [],
      heard: [],
      wordsRead: 20,
      wordsCorrect: 19,
      errors: 1,
      wcpm: 19,
      accuracy: 95,
      expressionSuggested: 3,
      expressionEvidence: { sentenceEndPauses: null, midPhrasePausesPer100: null, pitchRangeSemitones: null },
      ...values,
    })
    .returning({ id: fluencyReadings.id });
  return row!.id;
}

/** A kindergarten submission in English: every letter right in 2 s, "yes" to every rhyme pair in 2 s. */
function submission(readingId: string, overrides: Record<string, unknown> = {}) {
  return {
    grade: 'kindergarten',
    language: 'en',
    letter: {
      detailedResults: letterItemsFor('kindergarten', 'en').map((i) => ({ letter: i.letter, presented: i.options, answer: i.letter, responseTime: 2000 })),
    },
    rhyme: { detailedResults: rhymePairsFor('kindergarten', 'en').map((p) => ({ word1: p.word1, word2: p.word2, userAnswer: true, responseTime: 2000 })) },
    fluency: { readingId, expression: 4 },
    ...overrides,
  };
}

async function signedIn(username: string, secret: string) {
  return new Client(server.url).signIn(username, secret);
}

/** The child's session with their parent listening beside them, who may choose the reading's expression. */
async function childWithParent(child: { id: string; username: string }) {
  const parent = await buildParent(server.database.db, { children: [child] });
  return (await signedIn(child.username, TEST_PIN)).listen(parent.username, TEST_PASSWORD);
}

describe('POST /api/skills-assessments', () => {
  it('answers 401 without a session', async () => {
    expect((await new Client(server.url).post('/api/skills-assessments', submission(crypto.randomUUID()))).status).toBe(401);
  });

  it('recomputes every score from the raw answers and ignores forged scores', async () => {
    const child = await buildChild(server.database.db);
    const readingId = await buildReading(child.id);
    const forged = submission(readingId, { overallStandardScore: 145, percentile: 99, category: 'above' });
    const body = forged as Record<string, any>;
    body.letter.score = 100;
    body.letter.accuracy = 100;
    body.rhyme.score = 100;
    body.rhyme.detailedResults = body.rhyme.detailedResults.map((a: object) => ({ ...a, expectedAnswer: true, correct: true }));
    body.fluency.score = 100;
    // Figures of the reading sent along are not read either: the stored reading's are.
    body.fluency.wcpm = 200;
    body.fluency.figures = { wcpm: 200, accuracy: 100, wordsRead: 200, errors: 0, durationSeconds: 60, passageLevel: 'x' };
    const res = await (await childWithParent(child)).post('/api/skills-assessments', body);
    expect(res.status).toBe(201);
    // Letters: 10 of 10 in 2 s each → speed 80; 0.8 × 100 + 0.2 × 80 = 96; 10 letters in 20 s = 30 a minute.
    expect(res.body.letter).toMatchObject({ score: 96, accuracy: 100, speed: 80, correctAnswers: 10, totalQuestions: 10, timeSpent: 20, lettersPerMinute: 30 });
    // 30 against 37 ± 6 → 100 + 15 × (−7/6) = 82.5 → 83, below.
    expect(res.body.letter).toMatchObject({ standard: 83, category: 'below' });
    // Rhymes: 6 of the 10 easy pairs rhyme, so "yes" to all is 60%, +2 for answering under 3 s.
    expect(res.body.rhyme).toMatchObject({ score: 62, accuracy: 60, correctAnswers: 6 });
    expect(res.body.rhyme.detailedResults.filter((a: { correct: boolean }) => !a.correct)).toHaveLength(4);
    // Fluency: 19 of an excellent 30 → speed 63.3; 0.4 × 63.3 + 0.4 × 95 + 0.2 × 80 = 79.3 → 79; 19 is Developing (10 to 19).
    expect(res.body.fluency).toMatchObject({
      score: 79,
      wordsPerMinute: 19,
      expressionScore: 4,
      readingId,
      standard: 115,
      accuracy: 95,
      wordsRead: 20,
      errorsCount: 1,
      passageLevel: 'K.1',
    });
    expect(res.body.fluency.detailedResults).toEqual({ fluencyCategory: 'Developing', recommendations: ['repeated_reading'] });
    // Rhyme 62 against 75 ± 15 → 87. Overall 0.4 × 83 + 0.4 × 87 + 0.2 × 115 = 91.
    expect(res.body).toMatchObject({ userId: child.id, grade: 'kindergarten', overallStandardScore: 91, category: 'at' });
    expect(res.body.overallScore).toBe(Math.round((4 * 96 + 4 * 62 + 2 * 79) / 10));
  });

  it('a grade without benchmarks answers the spec message and saves nothing', async () => {
    const child = await buildChild(server.database.db);
    const client = await childWithParent(child);
    const res = await client.post('/api/skills-assessments', submission(await buildReading(child.id), { grade: 'grade5' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('No benchmarks found for grade level');
    expect((await client.get('/api/skills-assessments')).body.assessments).toEqual([]);
  });

  it('refuses answers that are not the test of the grade, and bad input, with a message', async () => {
    const child = await buildChild(server.database.db);
    const client = await childWithParent(child);
    const readingId = await buildReading(child.id);
    const wrongLetters = submission(readingId, { grade: 'grade1' });
    let res = await client.post('/api/skills-assessments', wrongLetters);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The answers do not match the letter test of this grade.');

    const wrongAnswer = submission(readingId) as Record<string, any>;
    wrongAnswer.letter.detailedResults[0].answer = 'Z';
    res = await client.post('/api/skills-assessments', wrongAnswer);
    expect(res.body.message).toBe('The answers do not match the letter test of this grade.');

    res = await client.post('/api/skills-assessments', submission(readingId, { fluency: { readingId: 'nope' } }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('fluency.readingId: Unknown reading');

    res = await client.post('/api/skills-assessments', submission(readingId, { fluency: { readingId, expression: 6 } }));
    expect(res.body.message).toBe('fluency.expression: expression is 1 to 5');

    res = await client.post('/api/skills-assessments', submission(readingId, { language: 'xx' }));
    expect(res.body.message).toBe('language: language must be one of en, fr');
    expect((await client.get('/api/skills-assessments')).body.assessments).toEqual([]);
  });

  it('an adult must name the child; a parent saves for their child, a teacher of another course gets 404', async () => {
    const db = server.database.db;
    const child = await buildChild(db);
    const parent = await buildParent(db, { children: [child] });
    const stranger = await buildTeacher(db, { students: [await buildChild(db)] });
    const asParent = await signedIn(parent.username, TEST_PASSWORD);
    const readingId = await buildReading(child.id);
    let res = await asParent.post('/api/skills-assessments', submission(readingId));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Choose the child who took the assessment.');

    res = await asParent.post('/api/skills-assessments', submission(readingId, { childId: child.id }));
    expect(res.status).toBe(201);
    expect(res.body.userId).toBe(child.id);

    const asStranger = await signedIn(stranger.username, TEST_PASSWORD);
    expect((await asStranger.post('/api/skills-assessments', submission(readingId, { childId: child.id }))).status).toBe(404);
    // A parent's own account is not a child to assess.
    expect((await asParent.post('/api/skills-assessments', submission(readingId, { childId: parent.id }))).status).toBe(404);
  });
});

describe('the fluency reading', () => {
  it("must be the assessed child's own stored reading (404 otherwise); its chosen expression counts when none is sent", async () => {
    const db = server.database.db;
    const child = await buildChild(db);
    const other = await buildChild(db);
    const client = await childWithParent(child);
    for (const readingId of [await buildReading(other.id), crypto.randomUUID()]) {
      const res = await client.post('/api/skills-assessments', submission(readingId));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Reading not found');
    }
    const chosen = await buildReading(child.id, { expressionChosen: 5, wcpm: 31, accuracy: 80 });
    const res = await client.post('/api/skills-assessments', submission(chosen, { fluency: { readingId: chosen } }));
    // 31 ≥ 30: Excellent; speed 100; 0.4 × 100 + 0.4 × 80 + 0.2 × 100 = 92; accuracy under 90 recommends phonics.
    expect(res.body.fluency).toMatchObject({
      expressionScore: 5,
      score: 92,
      detailedResults: { fluencyCategory: 'Excellent', recommendations: ['phonics_decoding', 'phonics_tutor_practice'] },
    });
    const none = await buildReading(child.id);
    expect((await client.post('/api/skills-assessments', submission(none, { fluency: { readingId: none } }))).body.fluency.expressionScore).toBe(3);

    // A child's account deleted takes their readings and assessments with it.
    await db.delete(users).where(eq(users.id, child.id));
    expect(await db.select().from(skillsAssessments).where(eq(skillsAssessments.userId, child.id))).toEqual([]);
    expect(await db.select().from(fluencyReadings).where(eq(fluencyReadings.childId, child.id))).toEqual([]);
  });
});

describe('GET /api/skills-assessments', () => {
  it('lists a child their own, newest first; their parent and teacher read them; a stranger gets 404', async () => {
    const db = server.database.db;
    const child = await buildChild(db);
    const other = await buildChild(db);
    const parent = await buildParent(db, { children: [child] });
    const teacher = await buildTeacher(db, { students: [child] });
    const stranger = await buildTeacher(db, { students: [other] });
    const asChild = await childWithParent(child);
    const readingId = await buildReading(child.id);
    await asChild.post('/api/skills-assessments', submission(readingId));
    await asChild.post(
      '/api/skills-assessments',
      submission(readingId, {
        grade: 'grade1',
        letter: { detailedResults: letterItemsFor('grade1', 'en').map((i) => ({ letter: i.letter, presented: i.options, answer: '', responseTime: 8000 })) },
      }),
    );
    await (await childWithParent(other)).post('/api/skills-assessments', submission(await buildReading(other.id)));

    const own = await asChild.get('/api/skills-assessments');
    expect(own.status).toBe(200);
    expect(own.body.assessments.map((a: { grade: string }) => a.grade)).toEqual(['grade1', 'kindergarten']);
    for (const reader of [await signedIn(parent.username, TEST_PASSWORD), await signedIn(teacher.username, TEST_PASSWORD)]) {
      const res = await reader.get(`/api/skills-assessments?childId=${child.id}`);
      expect(res.body.assessments).toHaveLength(2);
    }
    const asStranger = await signedIn(stranger.username, TEST_PASSWORD);
    expect((await asStranger.get(`/api/skills-assessments?childId=${child.id}`)).status).toBe(404);
    expect((await asChild.get(`/api/skills-assessments?childId=${other.id}`)).status).toBe(404);
    expect((await asChild.get('/api/skills-assessments?childId=x')).body.message).toBe('childId: Unknown child');
  });
});

describe('administrators', () => {
  it("an administrator of the child's board runs and reads it; one of another board gets 404 and sees none", async () => {
    const db = server.database.db;
    const board = await buildOrganization(db, { type: 'school_board' });
    const school = await buildOrganization(db, { type: 'school', parentId: board.id });
    const otherBoard = await buildOrganization(db, { type: 'school_board' });
    const child = await buildChild(db, { organizationId: school.id });
    const admin = await signedIn((await buildAdmin(db, { organizationId: board.id })).username, TEST_PASSWORD);
    const stranger = await signedIn((await buildAdmin(db, { organizationId: otherBoard.id })).username, TEST_PASSWORD);

    const readingId = await buildReading(child.id);
    expect((await stranger.post('/api/skills-assessments', submission(readingId, { childId: child.id }))).status).toBe(404);
    const saved = await admin.post('/api/skills-assessments', submission(readingId, { childId: child.id }));
    expect(saved.status).toBe(201);
    expect((await admin.get(`/api/skills-assessments?childId=${child.id}`)).body.assessments.map((a: { id: string }) => a.id)).toEqual([saved.body.id]);
    expect((await stranger.get(`/api/skills-assessments?childId=${child.id}`)).status).toBe(404);
  });
});
