import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonPlanSchema } from '@common/contracts/ai.ts';
import { type GeneratedLessonPlan, type LessonPlanBody, type LessonPlanRecord } from '@common/contracts/lesson-plans.ts';
import { Client, startTestServer, type TestServer } from '../../test/harness.ts';
import { buildChild, buildParent, buildTeacher, TEST_PASSWORD, TEST_PIN } from '../../test/factories.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../../ai/testing/fake-openai-server.ts';
import { testAiConfig, textAndImagesRegistry } from '../../ai/testing/test-registry.ts';
import { lessonPlans } from '../../db/schema.ts';
import { demoLessonPlan } from '../../db/seed-lesson-plans.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ai: textAndImagesRegistry().registry });
});
afterAll(() => server.close());

const db = () => server.database.db;
const signedIn = (user: { username: string; role: string }, url = server.url) =>
  new Client(url).signIn(user.username, user.role === 'child' ? TEST_PIN : TEST_PASSWORD);
const teacher = async (url = server.url, database = db()) => signedIn(await buildTeacher(database), url);

const form = {
  title: 'Short a week',
  description: 'Reading short a words',
  ageGroups: [5, 6],
  subjectAreas: ['phonics', 'writing'],
  classDuration: 30,
  numberOfLessons: 3,
  learningGoals: ['Read short a words'],
  teachingStyle: 'interactive',
  assessmentStyle: 'formative',
  differentiationNeeds: '',
  language: 'en',
  phonicsFocus: 'short-a',
};

async function generated(client: Client, body: Record<string, unknown> = form) {
  const res = await client.post('/api/lesson-plans/generate', body);
  expect(res.status).toBe(200);
  return res.body as GeneratedLessonPlan;
}

const bodyOf = (plan: GeneratedLessonPlan, overrides: Partial<LessonPlanBody> = {}): LessonPlanBody =>
  ({ ...form, lessons: plan.lessons, lessonSequence: plan.lessonSequence, aiGenerated: true, ...overrides }) as LessonPlanBody;

async function saved(client: Client): Promise<LessonPlanRecord> {
  const res = await client.post('/api/lesson-plans', bodyOf(await generated(client)));
  expect(res.status).toBe(201);
  return res.body.plan as LessonPlanRecord;
}

describe('POST /api/lesson-plans/generate', () => {
  it('answers 401 without a session', async () => {
    expect((await new Client(server.url).post('/api/lesson-plans/generate', form)).status).toBe(401);
  });

  it('parents and children get 403 with a clear message', async () => {
    for (const user of [await buildParent(db()), await buildChild(db())]) {
      const res = await (await signedIn(user)).post('/api/lesson-plans/generate', form);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Lesson plans are for teachers and trainers.');
    }
  });

  it.each([
    [{ title: '  ' }, 'title: Title is required'],
    [{ ageGroups: [] }, 'ageGroups: Select at least one age group'],
    [{ subjectAreas: [] }, 'subjectAreas: Select at least one subject area'],
    [{ classDuration: 10 }, 'classDuration: Class duration must be 15 to 120 minutes'],
    [{ classDuration: 121 }, 'classDuration: Class duration must be 15 to 120 minutes'],
    [{ numberOfLessons: 0 }, 'numberOfLessons: Number of lessons must be 1 to 20'],
    [{ numberOfLessons: 21 }, 'numberOfLessons: Number of lessons must be 1 to 20'],
    [{ learningGoals: [] }, 'learningGoals: Add at least one learning goal'],
  ])('refuses %j with the form message (400)', async (change, message) => {
    const res = await (await teacher()).post('/api/lesson-plans/generate', { ...form, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('the builtin engine writes the lessons asked, with real exercises on the focus and the word lists, with answers', async () => {
    const plan = await generated(await teacher());
    expect(plan.engine).toBe('builtin');
    expect(lessonPlanSchema.safeParse(plan).success).toBe(true);
    expect(plan.lessons).toHaveLength(3);
    expect(plan.phonicsFocus?.id).toBe('short-a');
    for (const lesson of plan.lessons) {
      expect(lesson.activities.reduce((sum, a) => sum + a.duration, 0)).toBe(30);
      const sets = lesson.printableExercises.phonicsExercises;
      const sight = sets.find((s) => s.exercises[0]!.type === 'sight-word-hunt');
      expect(sight?.title).toMatch(/^Sight words with "a" \((Dolch|Fry) /);
      const item = (sight!.exercises[0]!.content as { words: string[]; answer: string }[])[0]!;
      const answers = item.answer.split(', ');
      expect(answers.length).toBeGreaterThanOrEqual(2);
      for (const word of answers) expect(word).toContain('a');
      expect(item.words.filter((w) => !answers.includes(w)).every((w) => !w.includes('a'))).toBe(true);
      expect(lesson.printableExercises.writingExercises.length).toBeGreaterThan(0);
    }
  });

  it('streams "lesson n of N" then the plan with Accept: application/x-ndjson', async () => {
    const client = await teacher();
    const res = await client.request('POST', '/api/lesson-plans/generate', { ...form, numberOfLessons: 4 }, { accept: 'application/x-ndjson' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/x-ndjson');
    const events = res.text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(events.filter((e) => e.type === 'progress').map((e) => `${e.lesson}/${e.of}`)).toEqual(['1/4', '2/4', '3/4', '4/4']);
    expect(events.at(-1).type).toBe('plan');
    expect(events.at(-1).plan.lessons).toHaveLength(4);
  });

  it('writes a French plan without English word lists', async () => {
    const plan = await generated(await teacher(), { ...form, language: 'fr', phonicsFocus: undefined, numberOfLessons: 1 });
    expect(plan.lessons).toHaveLength(1);
    expect(JSON.stringify(plan)).not.toContain('Dolch');
  });
});

describe('saved plans', () => {
  it('answers 401 on every endpoint without a session', async () => {
    const anon = new Client(server.url);
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await anon.get('/api/lesson-plans')).status).toBe(401);
    expect((await anon.post('/api/lesson-plans', {})).status).toBe(401);
    expect((await anon.get(`/api/lesson-plans/${id}`)).status).toBe(401);
    expect((await anon.request('PUT', `/api/lesson-plans/${id}`, {})).status).toBe(401);
    expect((await anon.delete(`/api/lesson-plans/${id}`)).status).toBe(401);
  });

  it('saves the plan as the signed-in teacher whatever teacherId says, lists it, opens it', async () => {
    const client = await teacher();
    const other = await buildTeacher(db());
    const plan = await generated(client);
    const res = await client.post('/api/lesson-plans', bodyOf(plan, { teacherId: other.id }));
    expect(res.status).toBe(201);
    const record = res.body.plan as LessonPlanRecord;
    expect(record.teacherId).not.toBe(other.id);
    expect(record.lessons).toHaveLength(3);
    expect(record.phonicsFocus).toBe('short-a');
    const list = await client.get('/api/lesson-plans');
    expect(list.body.plans.map((p: LessonPlanRecord) => p.id)).toEqual([record.id]);
    expect((await client.get(`/api/lesson-plans/${record.id}`)).body.plan.title).toBe('Short a week');
    // The other teacher does not see it.
    expect((await (await signedIn(other)).get('/api/lesson-plans')).body.plans).toEqual([]);
  });

  it.each([
    [{ title: '' }, 'title: Title is required'],
    [{ lessons: [] }, 'lessons: A plan needs at least one lesson'],
    [{ learningGoals: [] }, 'learningGoals: Add at least one learning goal'],
  ])('refuses to save %j (400) and saves nothing', async (change, message) => {
    const client = await teacher();
    const res = await client.post('/api/lesson-plans', bodyOf(await generated(client), change as Partial<LessonPlanBody>));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await client.get('/api/lesson-plans')).body.plans).toEqual([]);
  });

  it('updates the customised plan (titles, reordered lessons) and deletes it', async () => {
    const client = await teacher();
    const plan = await saved(client);
    const lessons = [...plan.lessons].reverse().map((l, i) => (i === 0 ? { ...l, title: 'Warm-up lesson', objectives: ['Hear the a sound'] } : l));
    const res = await client.request('PUT', `/api/lesson-plans/${plan.id}`, { ...form, lessons, title: 'Renamed' });
    expect(res.status).toBe(200);
    expect(res.body.plan.title).toBe('Renamed');
    expect(res.body.plan.lessonSequence[0]).toBe('Warm-up lesson');
    expect(res.body.plan.lessons[2].title).toBe(plan.lessons[0]!.title);
    expect((await client.delete(`/api/lesson-plans/${plan.id}`)).status).toBe(200);
    expect((await client.get(`/api/lesson-plans/${plan.id}`)).status).toBe(404);
  });

  it('another teacher gets 404 on each plan endpoint and changes nothing; a parent gets 403', async () => {
    const owner = await teacher();
    const plan = await saved(owner);
    const intruder = await teacher();
    expect((await intruder.get(`/api/lesson-plans/${plan.id}`)).status).toBe(404);
    const put = await intruder.request('PUT', `/api/lesson-plans/${plan.id}`, { ...form, lessons: plan.lessons, title: 'Mine now' });
    expect(put.status).toBe(404);
    expect(put.body.message).toBe('Lesson plan not found');
    expect((await intruder.delete(`/api/lesson-plans/${plan.id}`)).status).toBe(404);
    expect((await owner.get(`/api/lesson-plans/${plan.id}`)).body.plan.title).toBe('Short a week');
    const parent = await signedIn(await buildParent(db()));
    expect((await parent.get('/api/lesson-plans')).status).toBe(403);
    expect((await parent.get(`/api/lesson-plans/${plan.id}`)).status).toBe(403);
  });

  it('downloads the exercises as a PDF for the owner only', async () => {
    const owner = await teacher();
    const plan = await saved(owner);
    const res = await fetch(`${server.url}/api/lesson-plans/${plan.id}/exercises.pdf`, { headers: { cookie: owner.sessionCookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('Short%20a%20week_exercises.pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await (await teacher()).get(`/api/lesson-plans/${plan.id}/exercises.pdf`)).status).toBe(404);
    expect((await new Client(server.url).get(`/api/lesson-plans/${plan.id}/exercises.pdf`)).status).toBe(401);
  });

  it('an Arabic plan prints as a PDF too', async () => {
    const client = await teacher();
    const plan = await generated(client, { ...form, language: 'ar', phonicsFocus: undefined, numberOfLessons: 2 });
    const res = await client.post('/api/lesson-plans', bodyOf(plan, { language: 'ar', phonicsFocus: undefined }));
    expect(res.status).toBe(201);
    const pdf = await fetch(`${server.url}/api/lesson-plans/${res.body.plan.id}/exercises.pdf`, { headers: { cookie: client.sessionCookie } });
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('a trainer may keep plans too; an unknown id is 404', async () => {
    const trainer = await signedIn(await buildTeacher(db(), { values: { role: 'trainer' } }));
    expect((await trainer.get('/api/lesson-plans')).status).toBe(200);
    expect((await trainer.get('/api/lesson-plans/not-a-uuid')).status).toBe(400);
    expect((await trainer.get('/api/lesson-plans/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('the demo plan', () => {
  it('is a real 5-lesson short-a plan its teacher lists and opens', async () => {
    const user = await buildTeacher(db());
    await db().insert(lessonPlans).values(demoLessonPlan(user.id));
    const client = await signedIn(user);
    const [plan] = (await client.get('/api/lesson-plans')).body.plans as LessonPlanRecord[];
    expect(plan!.lessons).toHaveLength(5);
    expect(plan!.phonicsFocus).toBe('short-a');
    expect(plan!.lessons.every((l) => l.printableExercises.phonicsExercises.some((s) => s.exercises[0]!.type === 'sight-word-hunt'))).toBe(true);
  });
});

describe('generation with a configured model', () => {
  let fake: FakeOpenAi;
  let modelServer: TestServer;
  const modelPlan = (n: number) => ({
    title: 'The model plan',
    description: 'Written by the model',
    lessonSequence: [],
    phonicsFocus: null,
    lessons: Array.from({ length: n }, (_, i) => ({
      title: `Model lesson ${i + 1}`,
      description: 'A lesson',
      objectives: ['Read words'],
      activities: [{ name: 'Read', duration: 30, description: 'Read together.' }],
      printableExercises: { writingExercises: [], phonicsExercises: [] },
    })),
  });
  beforeAll(async () => {
    fake = await startFakeOpenAi({ chat: () => modelPlan(3) });
    modelServer = await startTestServer({ ai: textAndImagesRegistry(testAiConfig({ baseUrl: fake.url, timeoutMs: 500 })).registry });
  });
  afterAll(async () => {
    await modelServer.close();
    await fake.close();
  });

  it("the model's valid plan is used", async () => {
    fake.set({ chat: () => modelPlan(3) });
    const plan = await generated(await teacher(modelServer.url, modelServer.database.db));
    expect(plan.engine).not.toBe('builtin');
    expect(plan.lessons.map((l) => l.title)).toEqual(['Model lesson 1', 'Model lesson 2', 'Model lesson 3']);
  });

  it.each([
    ['a plan of the wrong length', () => modelPlan(5)],
    ['a lesson with no activities', () => ({ ...modelPlan(3), lessons: modelPlan(3).lessons.map((l) => ({ ...l, activities: [] })) })],
    ['text that is not JSON', () => 'Lesson one: read.'],
  ])('%s never reaches the teacher: the builtin engine answers', async (_, answer) => {
    fake.set({ chat: answer });
    const plan = await generated(await teacher(modelServer.url, modelServer.database.db));
    expect(plan.engine).toBe('builtin');
    expect(plan.lessons).toHaveLength(3);
    expect(plan.lessons[0]!.title).not.toBe('Model lesson 1');
  });

  it('a model too slow to answer is given up on and the builtin engine answers', async () => {
    fake.set({ chat: () => modelPlan(3) });
    fake.failNext('hang', 5, '/v1/chat/completions');
    const plan = await generated(await teacher(modelServer.url, modelServer.database.db));
    expect(plan.engine).toBe('builtin');
    expect(plan.lessons).toHaveLength(3);
    expect(fake.requests.some((r) => r.failure === 'hang')).toBe(true);
  });
});
