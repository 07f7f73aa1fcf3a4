import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ADULT_LISTENING } from '@common/contracts/listener.ts';
import { eq } from 'drizzle-orm';
import { Client, startTestServer, type TestServer } from '../../test/harness.ts';
import { buildChild, buildParent, buildTeacher, TEST_PASSWORD, TEST_PIN } from '../../test/factories.ts';
import { assessments, fluencyReadings, sessionListeners, skillsAssessments } from '../../db/schema.ts';
import { letterItemsFor, rhymePairsFor } from '@common/content/skills-assessment.ts';

/**
 * An adult listening beside a child (issue 11, auth/listeners.ts): marks by ear and corrections of a reading's marks
 * count in the child's record, so on a child's session an adult who may see the child signs in to make them.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.database.db;

async function family() {
  const child = await buildChild(db());
  const parent = await buildParent(db(), { children: [child] });
  const c = await new Client(server.url).signIn(child.username, TEST_PIN);
  return { child, parent, c };
}

/** The kindergarten form the child is given, every spoken item marked "said it right", every choice the first. */
async function markedByEar(c: Client) {
  const drawn = (await c.get('/api/assessments/kindergarten/questions')).body as {
    form: string;
    questions: { id: string; type: string; options: { id: string }[] }[];
  };
  expect(drawn.questions.some((q) => q.type === 'pronunciation')).toBe(true);
  const answers = Object.fromEntries(drawn.questions.map((q) => [q.id, q.type === 'pronunciation' ? 'heard:right' : q.options[0]!.id]));
  return { grade: 'kindergarten', form: drawn.form, answers };
}

const rowsOf = async (childId: string) => ({
  assessments: (await db().select({ id: assessments.id }).from(assessments).where(eq(assessments.userId, childId))).length,
  readings: (await db().select({ id: fluencyReadings.id }).from(fluencyReadings).where(eq(fluencyReadings.childId, childId))).length,
  skills: (await db().select({ id: skillsAssessments.id }).from(skillsAssessments).where(eq(skillsAssessments.userId, childId))).length,
});

describe('a child alone cannot mark their own spoken answers', () => {
  it('refuses marks by ear, a reading marked by hand, corrected marks and a chosen expression with 403, and stores nothing', async () => {
    const { child, parent, c } = await family();
    const said = 'An adult marks spoken answers: a parent or teacher signs in to listen first.';
    expect((await c.get('/api/auth/listener')).body).toEqual({ listener: null });

    // Its code is what the screens know it by (common/contracts/listener.ts NO_ADULT_LISTENING).
    const grade = await c.post('/api/assessments', await markedByEar(c));
    expect({ status: grade.status, code: grade.body.code, message: grade.body.message }).toEqual({ status: 403, code: NO_ADULT_LISTENING, message: said });
    const byEar = await c.post('/api/fluency/readings/by-ear', { passageId: 'en-k-1', durationSeconds: 30 });
    expect({ status: byEar.status, code: byEar.body.code, message: byEar.body.message }).toEqual({ status: 403, code: NO_ADULT_LISTENING, message: said });

    // A reading the parent made for the child: the child may read it, not change it.
    const p = await new Client(server.url).signIn(parent.username, TEST_PASSWORD);
    const reading = (await p.post('/api/fluency/readings/by-ear', { passageId: 'en-k-1', durationSeconds: 30, childId: child.id })).body;
    expect((await c.get(`/api/fluency/readings/${reading.id}`)).status).toBe(200);
    const flipped = await c.patch(`/api/fluency/readings/${reading.id}`, { lastWordIndex: 9, flips: [2] });
    expect({ status: flipped.status, message: flipped.body.message }).toEqual({ status: 403, message: said });
    expect((await c.get(`/api/fluency/readings/${reading.id}`)).body).toMatchObject({ lastWordIndex: null, errors: 0, adjustedBy: null });

    const skills = {
      grade: 'kindergarten',
      language: 'en',
      letter: {
        detailedResults: letterItemsFor('kindergarten', 'en').map((i) => ({ letter: i.letter, presented: i.options, answer: i.letter, responseTime: 2000 })),
      },
      rhyme: {
        detailedResults: rhymePairsFor('kindergarten', 'en').map((r) => ({ word1: r.word1, word2: r.word2, userAnswer: r.rhymes, responseTime: 2000 })),
      },
      fluency: { readingId: reading.id, expression: 5 },
    };
    const chosen = await c.post('/api/skills-assessments', skills);
    expect({ status: chosen.status, message: chosen.body.message }).toEqual({ status: 403, message: said });
    expect(await rowsOf(child.id)).toEqual({ assessments: 0, readings: 1, skills: 0 });
    // Without an expression chosen, the child saves the figures as the adult left them.
    const saved = await c.post('/api/skills-assessments', { ...skills, fluency: { readingId: reading.id } });
    expect({ status: saved.status, message: saved.body.message }).toEqual({ status: 201, message: undefined });
  });
});

describe('POST /api/auth/listener: an adult signs in beside the child', () => {
  it("lets the child's teacher listen: their marks count, the record names them, and it ends when they end it", async () => {
    const { child, c } = await family();
    const teacher = await buildTeacher(db(), { students: [child], values: { firstName: 'Rosa', lastName: 'Diaz' } });
    const started = await c.post('/api/auth/listener', { username: teacher.username, password: TEST_PASSWORD });
    expect(started.status).toBe(200);
    expect(started.body.listener).toMatchObject({ id: teacher.id, name: 'Rosa Diaz' });
    const minutes = (Date.parse(started.body.listener.until) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
    // The child's session is still the child's.
    expect((await c.get('/api/auth/me')).body.user.id).toBe(child.id);
    expect((await c.get('/api/auth/listener')).body).toEqual(started.body);

    const graded = await c.post('/api/assessments', await markedByEar(c));
    expect(graded.status).toBe(201);
    expect(graded.body.markedByEarBy).toEqual(['Rosa Diaz']);
    // Whoever reads the record reads who listened.
    const asTeacher = await new Client(server.url).signIn(teacher.username, TEST_PASSWORD);
    expect((await asTeacher.get(`/api/assessments?childId=${child.id}`)).body.map((r: { markedByEarBy: string[] }) => r.markedByEarBy)).toEqual([
      ['Rosa Diaz'],
    ]);
    const [stored] = await db().select({ answers: assessments.answers }).from(assessments).where(eq(assessments.id, graded.body.id));
    const marks = Object.values(stored!.answers).filter((a) => a.byEar);
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.every((a) => a.listenerId === teacher.id)).toBe(true);

    const reading = await c.post('/api/fluency/readings/by-ear', { passageId: 'en-k-1', durationSeconds: 30 });
    expect(reading.status).toBe(201);
    const [row] = await db().select({ recordedBy: fluencyReadings.recordedBy }).from(fluencyReadings).where(eq(fluencyReadings.id, reading.body.id));
    expect(row!.recordedBy).toBe(teacher.id);
    const marked = await c.patch(`/api/fluency/readings/${reading.body.id}`, { lastWordIndex: 9, flips: [2] });
    expect(marked.body).toMatchObject({ wordsRead: 10, errors: 1, adjustedBy: 'Rosa Diaz' });

    expect((await c.delete('/api/auth/listener')).body).toEqual({ listener: null });
    expect((await c.get('/api/auth/listener')).body).toEqual({ listener: null });
    expect((await c.post('/api/assessments', await markedByEar(c))).status).toBe(403);
  });

  it('refuses a wrong password (401), a child (403), an adult who may not see this child (403), and an adult session (403)', async () => {
    const { parent, c } = await family();
    const otherChild = await buildChild(db());
    const stranger = await buildParent(db(), { children: [otherChild] });
    const cases: [{ username: string; password: string }, number, string][] = [
      [{ username: parent.username, password: 'not-the-password' }, 401, 'Wrong username or password.'],
      [{ username: otherChild.username, password: TEST_PIN }, 403, 'A parent, teacher or administrator signs in to listen, not a child.'],
      [{ username: stranger.username, password: TEST_PASSWORD }, 403, "This adult cannot see this child's learning, so cannot mark it."],
      [{ username: '', password: TEST_PASSWORD }, 400, 'username: Enter your username or email'],
    ];
    for (const [body, status, message] of cases) {
      const res = await c.post('/api/auth/listener', body);
      expect({ status: res.status, message: res.body.message }).toEqual({ status, message: expect.stringContaining(message) });
    }
    expect((await c.get('/api/auth/listener')).body).toEqual({ listener: null });
    expect(await db().select().from(sessionListeners).where(eq(sessionListeners.listenerId, stranger.id))).toEqual([]);

    const p = await new Client(server.url).signIn(parent.username, TEST_PASSWORD);
    const onAdult = await p.post('/api/auth/listener', { username: parent.username, password: TEST_PASSWORD });
    expect({ status: onAdult.status, message: onAdult.body.message }).toEqual({
      status: 403,
      message: "An adult signs in to listen only on a child's session.",
    });
    expect((await new Client(server.url).post('/api/auth/listener', { username: parent.username, password: TEST_PASSWORD })).status).toBe(401);
  });

  it('belongs to one session: it ends with sign-out and with its time, and another session of the child has none', async () => {
    const { child, parent, c } = await family();
    await c.listen(parent.username, TEST_PASSWORD);
    const elsewhere = await new Client(server.url).signIn(child.username, TEST_PIN);
    expect((await elsewhere.get('/api/auth/listener')).body).toEqual({ listener: null });
    expect((await elsewhere.post('/api/assessments', await markedByEar(elsewhere))).status).toBe(403);

    // Past its time, the grant is gone.
    await db()
      .update(sessionListeners)
      .set({ until: new Date(Date.now() - 1000) })
      .where(eq(sessionListeners.listenerId, parent.id));
    expect((await c.get('/api/auth/listener')).body).toEqual({ listener: null });
    expect((await c.post('/api/assessments', await markedByEar(c))).status).toBe(403);

    // Signing out ends the session and its grant with it.
    await c.listen(parent.username, TEST_PASSWORD);
    expect(await db().select().from(sessionListeners).where(eq(sessionListeners.listenerId, parent.id))).toHaveLength(1);
    await c.post('/api/auth/logout');
    expect(await db().select().from(sessionListeners).where(eq(sessionListeners.listenerId, parent.id))).toEqual([]);
  });
});
