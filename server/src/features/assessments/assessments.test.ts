import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Client, startTestServer, type TestServer } from '../../test/harness.ts';
import { buildAdmin, buildChild, buildOrganization, buildParent, buildTeacher, TEST_PASSWORD, TEST_PIN } from '../../test/factories.ts';
import { assessmentPronunciations, assessments } from '../../db/schema.ts';
import { EspeakTtsEngine } from '../../ai/speech/tts-espeak.ts';
import { bankOf, type BankQuestion } from './bank.ts';
import type { Curriculum, Grade } from '@common/domain/assessments.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;

async function signedInChild(values: Parameters<typeof buildChild>[1] = {}) {
  const child = await buildChild(db(), values);
  return { child, c: await new Client(server.url).signIn(child.username, TEST_PIN) };
}

/** A pronunciation analysis as the server would have stored it (the engine itself is tested with real audio below). */
async function analysisFor(userId: string, q: BankQuestion, accuracy: number): Promise<string> {
  const [row] = await db()
    .insert(assessmentPronunciations)
    .values({
      userId,
      gradeLevel: 'kindergarten',
      questionId: q.id,
      target: q.type === 'pronunciation' ? q.pronunciationTarget : '',
      accuracy,
      clarity: 80,
      pace: 80,
    })
    .returning();
  return row!.id;
}

/** Answers for a form: the first `correct` questions right (pronunciation at `accuracy` 90), the rest wrong. */
async function answersFor(userId: string, grade: Grade, form: string, correct: number, program: Curriculum = 'english') {
  const questions = bankOf(program, grade).forms[form]!;
  const answers: Record<string, string> = {};
  for (const [i, q] of questions.entries()) {
    const right = i < correct;
    if (q.type === 'pronunciation') answers[q.id] = await analysisFor(userId, q, right ? 90 : 40);
    else answers[q.id] = right ? q.correctAnswer : q.options.find((o) => o.id !== q.correctAnswer)!.id;
  }
  return answers;
}

describe('GET /api/assessments', () => {
  it('answers 401 without a session', async () => {
    expect((await new Client(server.url).get('/api/assessments')).status).toBe(401);
  });

  it("a child gets their own records, newest first, never a sibling's, and never the answers", async () => {
    const child = await buildChild(db());
    const sibling = await buildChild(db());
    const record = {
      gradeLevel: 'kindergarten' as const,
      overallScore: 72,
      passed: true,
      totalQuestions: 15,
      correctAnswers: 11,
      answers: { q1: { answer: 'b', correct: true, skill: 'letterNaming' } },
    };
    await db()
      .insert(assessments)
      .values([
        { ...record, userId: child.id, assessmentDate: new Date('2026-10-01') },
        { ...record, userId: child.id, gradeLevel: 'grade1' as const, overallScore: 64, passed: false, assessmentDate: new Date('2026-11-01') },
        { ...record, userId: sibling.id, overallScore: 99 },
      ]);
    const res = await (await new Client(server.url).signIn(child.username, TEST_PIN)).get('/api/assessments');
    expect(res.status).toBe(200);
    expect(res.body.map((r: { gradeLevel: string }) => r.gradeLevel)).toEqual(['grade1', 'kindergarten']);
    expect(res.body.every((r: { userId: string }) => r.userId === child.id)).toBe(true);
    expect(res.body[0].answers).toBeUndefined();
  });

  it("a parent, the child's teacher and the school's administrator read the child's records; unrelated adults get 404", async () => {
    const school = await buildOrganization(db(), { type: 'school' });
    const { child, c } = await signedInChild({ organizationId: school.id });
    expect((await c.post('/api/assessments', { grade: 'kindergarten', form: 'A', answers: await answersFor(child.id, 'kindergarten', 'A', 15) })).status).toBe(
      201,
    );
    const parent = await buildParent(db(), { children: [child] });
    const teacher = await buildTeacher(db(), { students: [child] });
    const admin = await buildAdmin(db(), { organizationId: school.id });
    for (const adult of [parent, teacher, admin]) {
      const res = await (await new Client(server.url).signIn(adult.username, TEST_PASSWORD)).get(`/api/assessments?childId=${child.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(1);
    }
    const otherChild = await buildChild(db());
    const strangers = [
      await buildParent(db()),
      await buildTeacher(db(), { students: [otherChild] }),
      await buildAdmin(db(), { organizationId: (await buildOrganization(db(), { type: 'school' })).id }),
    ];
    for (const adult of strangers) {
      const res = await (await new Client(server.url).signIn(adult.username, TEST_PASSWORD)).get(`/api/assessments?childId=${child.id}`);
      expect(res.status).toBe(404);
    }
    // A child cannot read another child's records either.
    const { c: other } = await signedInChild();
    expect((await other.get(`/api/assessments?childId=${child.id}`)).status).toBe(404);
    expect((await c.get('/api/assessments?childId=nope')).status).toBe(400);
  });
});

describe('GET /api/assessments/:grade/questions', () => {
  it('draws form A first, then the other form on a retry, never with keys', async () => {
    const { child, c } = await signedInChild();
    const first = await c.get('/api/assessments/kindergarten/questions?program=english');
    expect(first.status).toBe(200);
    expect(first.body.form).toBe('A');
    expect(first.body.questions).toHaveLength(15);
    expect(first.body.passingScore).toBe(70);
    expect(first.text).not.toContain('correctAnswer');
    expect((await c.post('/api/assessments', { grade: 'kindergarten', form: 'A', answers: await answersFor(child.id, 'kindergarten', 'A', 3) })).status).toBe(
      201,
    );
    const retry = await c.get('/api/assessments/kindergarten/questions?program=english');
    expect(retry.body.form).toBe('B');
    expect(retry.body.questions.map((q: { id: string }) => q.id)).not.toEqual(first.body.questions.map((q: { id: string }) => q.id));
  });

  it('serves the French programs in French', async () => {
    const { c } = await signedInChild();
    const res = await c.get('/api/assessments/kindergarten/questions?program=french_immersion');
    expect(res.status).toBe(200);
    expect(res.body.language).toBe('fr');
    expect(res.body.questions[0].question).toMatch(/lettre/);
  });

  it('unknown grade 404, unknown program 400, locked grade 403', async () => {
    const { c } = await signedInChild();
    const unknown = await c.get('/api/assessments/grade9/questions');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Assessment not found');
    const program = await c.get('/api/assessments/kindergarten/questions?program=spanish');
    expect(program.status).toBe(400);
    expect(program.body.message).toMatch(/Unknown program/);
    expect((await c.get('/api/assessments/grade1/questions')).status).toBe(403);
  });
});

describe('POST /api/assessments', () => {
  it('re-scores from the server key: a forged score, passed flag and counts are ignored', async () => {
    const { child, c } = await signedInChild();
    const answers = await answersFor(child.id, 'kindergarten', 'A', 6);
    const res = await c.post('/api/assessments', {
      grade: 'kindergarten',
      form: 'A',
      answers,
      score: 100,
      passed: true,
      totalQuestions: 15,
      correctAnswers: 15,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      overallScore: 40,
      passed: false,
      correctAnswers: 6,
      totalQuestions: 15,
      gradeLevel: 'kindergarten',
      curriculumType: 'english',
      form: 'A',
    });
    expect(res.body.standardScore).toBeGreaterThanOrEqual(55);
    expect(res.body.category).toBe('well_below');
    const skills = res.body.skills;
    expect(Object.keys(skills).sort()).toEqual(['letterNaming', 'letterSoundAssociation', 'phonologicalAwareness']);
    expect(skills.letterNaming).toMatchObject({ raw: 5, max: 5 });
    expect(skills.letterSoundAssociation).toMatchObject({ raw: 1, max: 5 });
    expect(skills.phonologicalAwareness).toMatchObject({ raw: 0, max: 5 });
    // The locked grade stays locked: 40 is below 70.
    expect((await c.post('/api/assessments', { grade: 'grade1', form: 'A', answers: {} })).status).toBe(403);
  });

  it('a pronunciation item is scored by the accuracy the server measured, not by the client', async () => {
    const { child, c } = await signedInChild();
    const questions = bankOf('english', 'kindergarten').forms.A!;
    const answers = await answersFor(child.id, 'kindergarten', 'A', 15);
    const pron = questions.find((q) => q.type === 'pronunciation')!;
    // The analysis of someone else, or of another question, is refused.
    const { child: other } = await signedInChild();
    const foreign = await analysisFor(other.id, pron, 100);
    const refused = await c.post('/api/assessments', { grade: 'kindergarten', form: 'A', answers: { ...answers, [pron.id]: foreign } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: `answers.${pron.id}`, message: 'Record and analyse this answer before submitting' });
    expect((await c.post('/api/assessments', { grade: 'kindergarten', form: 'A', answers: { ...answers, [pron.id]: '95' } })).status).toBe(400);
    // A low measured accuracy counts as wrong.
    const low = await analysisFor(child.id, pron, 55);
    const res = await c.post('/api/assessments', { grade: 'kindergarten', form: 'A', answers: { ...answers, [pron.id]: low } });
    expect(res.status).toBe(201);
    expect(res.body.correctAnswers).toBe(14);
    expect(res.body.overallScore).toBe(93);
    expect(res.body.passed).toBe(true);
    // 93 ≥ 70 unlocks grade 1.
    expect((await c.get('/api/assessments/grade1/questions')).status).toBe(200);
  });

  it('with no microphone an adult marks a pronunciation item by ear; the record counts those items for whoever reads it', async () => {
    const { child, c } = await signedInChild();
    const teacher = await buildTeacher(db(), { students: [child] });
    await c.listen(teacher.username, TEST_PASSWORD);
    const byEar = async (form: string, mark: string) => {
      const answers = await answersFor(child.id, 'kindergarten', form, 15);
      const spoken = bankOf('english', 'kindergarten').forms[form]!.filter((q) => q.type === 'pronunciation');
      expect(spoken.length).toBeGreaterThan(0);
      for (const q of spoken) answers[q.id] = mark;
      return { answers, spoken: spoken.length, first: spoken[0]!.id };
    };
    const right = await byEar('A', 'heard:right');
    const heardRight = await c.post('/api/assessments', { grade: 'kindergarten', form: 'A', answers: right.answers });
    expect(heardRight.status).toBe(201);
    expect(heardRight.body).toMatchObject({ correctAnswers: 15, markedByEar: right.spoken });
    const wrong = await byEar('B', 'heard:wrong');
    const heardWrong = await c.post('/api/assessments', { grade: 'kindergarten', form: 'B', answers: wrong.answers });
    expect(heardWrong.body).toMatchObject({ correctAnswers: 15 - wrong.spoken, markedByEar: wrong.spoken });
    // The child's teacher reads the count with the records.
    const t = await new Client(server.url).signIn(teacher.username, TEST_PASSWORD);
    const seen = await t.get(`/api/assessments?childId=${child.id}`);
    expect(seen.body.map((r: { markedByEar: number }) => r.markedByEar)).toEqual([wrong.spoken, right.spoken]);
    // Only the two marks are marks: anything else is still an answer to record first.
    const odd = await c.post('/api/assessments', { grade: 'kindergarten', form: 'A', answers: { ...right.answers, [right.first]: 'heard:maybe' } });
    expect({ status: odd.status, field: odd.body.field, message: odd.body.message }).toEqual({
      status: 400,
      field: `answers.${right.first}`,
      message: 'Record and analyse this answer before submitting',
    });
    // Answers from recordings are not marked by ear.
    const recorded = await c.post('/api/assessments', { grade: 'kindergarten', form: 'A', answers: await answersFor(child.id, 'kindergarten', 'A', 15) });
    expect(recorded.body.markedByEar).toBe(0);
  });

  it('bad input answers 400 with a clear message and stores nothing', async () => {
    const { child, c } = await signedInChild();
    const answers = await answersFor(child.id, 'kindergarten', 'A', 15);
    const first = Object.keys(answers)[0]!;
    const cases: [unknown, string, RegExp][] = [
      [{ grade: 'kindergarten', form: 'Z', answers }, 'form', /^Unknown form \(one of A, B\)$/],
      [{ grade: 'kindergarten', form: 'A', answers: { ...answers, bogus: 'a' } }, 'answers', /^Not a question of this form: bogus$/],
      [{ grade: 'kindergarten', form: 'A', answers: { [first]: answers[first] } }, 'answers', /^Every question needs an answer/],
      [{ grade: 'kindergarten', form: 'A', answers: { ...answers, [first]: 'z' } }, `answers.${first}`, /^Not one of the options$/],
      [{ grade: 'kindergarten', form: 'A', answers: 'all right' }, 'answers', /answers/],
      [{ grade: 'kindergarten', program: 'latin', form: 'A', answers }, 'program', /Unknown program/],
    ];
    for (const [body, field, message] of cases) {
      const res = await c.post('/api/assessments', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.field).toBe(field);
      expect(res.body.message).toMatch(message);
    }
    const notFound = await c.post('/api/assessments', { grade: 'grade7', form: 'A', answers });
    expect(notFound.status).toBe(404);
    expect(notFound.body.message).toBe('Assessment not found');
    expect(await db().select().from(assessments).where(eq(assessments.userId, child.id))).toHaveLength(0);
  });

  it('adults cannot save an assessment (403)', async () => {
    const parent = await buildParent(db());
    const c = await new Client(server.url).signIn(parent.username, TEST_PASSWORD);
    expect((await c.get('/api/assessments/grade2-3/questions')).status).toBe(200);
    expect((await c.post('/api/assessments', { grade: 'kindergarten', form: 'A', answers: {} })).status).toBe(403);
  });

  it("ranks within the class (same course), else the school, same grade and program, by each child's latest record", async () => {
    const school = await buildOrganization(db(), { type: 'school' });
    const kids = await Promise.all([0, 1, 2, 3].map(() => signedInChild({ organizationId: school.id })));
    await buildTeacher(db(), { students: kids.slice(0, 3).map((k) => k.child) });
    const take = async (k: (typeof kids)[number], correct: number, program: Curriculum = 'english', form = 'A') =>
      (
        await k.c.post('/api/assessments', {
          grade: 'kindergarten',
          program,
          form,
          answers: await answersFor(k.child.id, 'kindergarten', form, correct, program),
        })
      ).body;
    expect(await take(kids[0]!, 12)).toMatchObject({ cohortRank: 1, cohortSize: 1 });
    expect(await take(kids[1]!, 15)).toMatchObject({ cohortRank: 1, cohortSize: 2 });
    expect(await take(kids[2]!, 9)).toMatchObject({ cohortRank: 3, cohortSize: 3 });
    // Another program is another cohort.
    expect(await take(kids[2]!, 9, 'french_first_language')).toMatchObject({ cohortRank: 1, cohortSize: 1 });
    // The fourth child has no class: the school's children (all four) are the cohort.
    expect(await take(kids[3]!, 13)).toMatchObject({ cohortRank: 2, cohortSize: 4 });
    // A child with neither class nor school has no cohort.
    const { child: alone, c } = await signedInChild();
    const res = await c.post('/api/assessments', { grade: 'kindergarten', form: 'A', answers: await answersFor(alone.id, 'kindergarten', 'A', 10) });
    expect(res.body).toMatchObject({ cohortRank: null, cohortSize: null });
  });
});

describe('POST /api/assessments/:grade/pronunciation', () => {
  it('analyses a spoken word with the Phonics Tutor engine and returns the id to answer with', async () => {
    const { child } = await signedInChild();
    const c = await new Client(server.url).signIn(child.username, TEST_PIN);
    const pron = bankOf('english', 'kindergarten').forms.A!.find((q) => q.type === 'pronunciation')!;
    const audio = await new EspeakTtsEngine().synthesize({ text: 'sun', language: 'en', voice: 'alloy' });
    const send = async (fields: Record<string, string>, withAudio = true) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      if (withAudio) body.append('audio', new Blob([new Uint8Array(audio)], { type: 'audio/wav' }), 'a.wav');
      const r = await fetch(`${server.url}/api/assessments/kindergarten/pronunciation`, {
        method: 'POST',
        headers: { 'x-requested-with': 'wren-test', cookie: c.sessionCookie },
        body,
      });
      return { status: r.status, body: await r.json() };
    };
    const res = await send({ form: 'A', questionId: pron.id });
    expect(res.status).toBe(200);
    for (const key of ['accuracy', 'clarity', 'pace']) expect(res.body[key]).toBeGreaterThanOrEqual(0);
    expect(res.body.feedback.length).toBeGreaterThan(0);
    const [row] = await db().select().from(assessmentPronunciations).where(eq(assessmentPronunciations.id, res.body.analysisId));
    expect(row).toMatchObject({ userId: child.id, questionId: pron.id });
    const notPron = bankOf('english', 'kindergarten').forms.A![0]!;
    expect((await send({ form: 'A', questionId: notPron.id })).body).toMatchObject({
      field: 'questionId',
      message: 'This question is not a pronunciation question',
    });
    expect((await send({ form: 'A', questionId: pron.id }, false)).status).toBe(400);
  });
});
