import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parentingPlanSchema, type ParentingPlan } from '@common/contracts/ai.ts';
import { generateRequestOf, planBuilderFormSchema, type ParentingPlanRecord, type PlanBody } from '@common/contracts/parenting-plans.ts';
import { Client, startTestServer, type TestServer } from '../../test/harness.ts';
import { buildChild, buildParent, buildTeacher, TEST_PASSWORD, TEST_PIN } from '../../test/factories.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../../ai/testing/fake-openai-server.ts';
import { testAiConfig, textAndImagesRegistry } from '../../ai/testing/test-registry.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ai: textAndImagesRegistry().registry });
});
afterAll(() => server.close());

const db = () => server.database.db;
const signedIn = (user: { username: string; role: string }, url = server.url) =>
  new Client(url).signIn(user.username, user.role === 'child' ? TEST_PIN : TEST_PASSWORD);

const generateBody = {
  parentingStyle: 'nurturing',
  goals: ['Confident', 'Smart & Intelligent'],
  timeline: 3,
  hoursPerDay: 1,
  childAge: 7,
  focusAreas: ['Academic Support', 'Emotional Intelligence'],
  additionalNotes: 'She loves animals',
  childName: 'Noor',
};

async function generated(client: Client, body: Record<string, unknown> = generateBody) {
  const res = await client.post('/api/parenting-plans/generate', body);
  expect(res.status).toBe(200);
  return res.body as ParentingPlan & { engine: string };
}

function planBody(plan: ParentingPlan, overrides: Partial<PlanBody> = {}): PlanBody {
  return {
    title: plan.title,
    description: plan.description,
    parentingStyle: generateBody.parentingStyle,
    childName: generateBody.childName,
    childAge: generateBody.childAge,
    goals: generateBody.goals,
    focusAreas: generateBody.focusAreas as PlanBody['focusAreas'],
    timeline: plan.dailyPlans.length as PlanBody['timeline'],
    totalDays: plan.dailyPlans.length,
    hoursPerDay: generateBody.hoursPerDay,
    additionalNotes: generateBody.additionalNotes,
    dailyPlans: plan.dailyPlans,
    status: 'active',
    progress: 0,
    ...overrides,
  };
}

async function savedPlan(client: Client, overrides: Partial<PlanBody> = {}): Promise<ParentingPlanRecord> {
  const res = await client.post('/api/parenting-plans', planBody(await generated(client), overrides));
  expect(res.status).toBe(201);
  return res.body.plan as ParentingPlanRecord;
}

describe('POST /api/parenting-plans/generate', () => {
  it('answers 401 without a session', async () => {
    expect((await new Client(server.url).post('/api/parenting-plans/generate', generateBody)).status).toBe(401);
  });

  it('a child cannot generate plans (403)', async () => {
    const child = await buildChild(db());
    const res = await (await signedIn(child)).post('/api/parenting-plans/generate', generateBody);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Parenting plans are for parents.');
  });

  it('the builtin engine writes one day per timeline day, each adding up to the daily commitment, in the language asked', async () => {
    const parent = await (await signedIn(await buildParent(db()))).post('/api/parenting-plans/generate', { ...generateBody, timeline: 7, language: 'fr' });
    expect(parent.status).toBe(200);
    const plan = parent.body as ParentingPlan & { engine: string };
    expect(plan.engine).toBe('builtin');
    expect(parentingPlanSchema.safeParse(plan).success).toBe(true);
    expect(plan.dailyPlans).toHaveLength(7);
    for (const day of plan.dailyPlans) expect(day.activities.reduce((s, a) => s + a.duration, 0)).toBe(60);
    expect(plan.title).toContain('Noor');
    expect(plan.description).toMatch(/jours|enfant/);
  });

  it.each([
    [{ childAge: 0 }, 'childAge: Child age must be 1 to 18'],
    [{ childAge: 19 }, 'childAge: Child age must be 1 to 18'],
    [{ childAge: 7.5 }, 'childAge: Child age must be a whole number'],
    [{ timeline: 5 }, 'timeline: Timeline must be 3, 7, 14, 30 or 90 days'],
    [{ hoursPerDay: 4 }, 'hoursPerDay: Daily commitment must be 0.5 to 3 hours'],
    [{ hoursPerDay: 0.25 }, 'hoursPerDay: Daily commitment must be 0.5 to 3 hours'],
    [{ parentingStyle: '  ' }, 'parentingStyle: Choose a parenting style'],
    [{ focusAreas: ['Astrology'] }, 'focusAreas.0'],
  ])('refuses %j with a clear message', async (change, message) => {
    const client = await signedIn(await buildParent(db()));
    const res = await client.post('/api/parenting-plans/generate', { ...generateBody, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('profanity in what the parent typed is refused (422) and nothing is written', async () => {
    const client = await signedIn(await buildParent(db()));
    const res = await client.post('/api/parenting-plans/generate', { ...generateBody, additionalNotes: 'fuck this' });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('prompt_refused');
  });

  it('the builder form schema gives the same messages, and a custom style needs its description', () => {
    const form = { parentingStyle: 'custom', customStyle: '', timeline: 7, hoursPerDay: 1, childAge: 8 };
    const refused = planBuilderFormSchema.safeParse(form);
    expect(refused.success).toBe(false);
    expect(refused.error!.issues[0]).toMatchObject({ message: 'Describe your parenting style', path: ['customStyle'] });
    const parsed = planBuilderFormSchema.parse({ ...form, customStyle: 'Calm and playful', goals: ['Leader'], extraGoal: 'Loves reading' });
    expect(generateRequestOf(parsed)).toMatchObject({ parentingStyle: 'Calm and playful', goals: ['Leader', 'Loves reading'] });
    expect(planBuilderFormSchema.safeParse({ ...form, parentingStyle: 'easy', childAge: 30 }).error!.issues[0]!.message).toBe('Child age must be 1 to 18');
  });
});

describe('saved plans', () => {
  it('are saved active with progress 0 whatever the client sends, owned by the session user, and listed newest first', async () => {
    const parent = await buildParent(db());
    const client = await signedIn(parent);
    const first = await savedPlan(client, { status: 'completed', progress: 80 });
    expect(first).toMatchObject({ userId: parent.id, status: 'active', progress: 0, totalDays: 3, startDate: null, completedActivities: [] });
    const second = await savedPlan(client);
    const list = await client.get('/api/parenting-plans');
    expect(list.status).toBe(200);
    expect(list.body.plans.map((p: ParentingPlanRecord) => p.id)).toEqual([second.id, first.id]);
    expect((await client.get(`/api/parenting-plans?userId=${parent.id}`)).body.plans).toHaveLength(2);
    expect((await client.get(`/api/parenting-plans/${first.id}`)).body.plan.title).toBe(first.title);
  });

  it('refuses a plan whose days do not match its timeline, and saves nothing', async () => {
    const client = await signedIn(await buildParent(db()));
    const plan = await generated(client);
    const res = await client.post('/api/parenting-plans', planBody(plan, { timeline: 7 }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('dailyPlans: The plan must have one day per day of its timeline');
    const untitled = await client.post('/api/parenting-plans', planBody(plan, { title: ' ' }));
    expect(untitled.body.message).toBe('title: Give the plan a title');
    expect((await client.get('/api/parenting-plans')).body.plans).toEqual([]);
  });

  it('?userId= naming someone else is refused (404), in the list, on save and on delete', async () => {
    const other = await buildParent(db());
    const client = await signedIn(await buildParent(db()));
    const plan = await savedPlan(client);
    expect((await client.get(`/api/parenting-plans?userId=${other.id}`)).status).toBe(404);
    expect((await client.post('/api/parenting-plans', planBody(await generated(client), { userId: other.id }))).status).toBe(404);
    expect((await client.delete(`/api/parenting-plans/${plan.id}?userId=${other.id}`)).status).toBe(404);
    expect((await client.get('/api/parenting-plans')).body.plans).toHaveLength(1);
  });

  it('a plan for a child must name one of the parent own children', async () => {
    const child = await buildChild(db());
    const stranger = await buildChild(db());
    const client = await signedIn(await buildParent(db(), { children: [child] }));
    expect((await savedPlan(client, { childId: child.id })).childId).toBe(child.id);
    const res = await client.post('/api/parenting-plans', planBody(await generated(client), { childId: stranger.id }));
    expect(res.status).toBe(404);
  });

  it('an edit is saved (theme, activities) and progress follows the ticks that still exist', async () => {
    const client = await signedIn(await buildParent(db()));
    const plan = await savedPlan(client);
    await client.request('PUT', `/api/parenting-plans/${plan.id}/activities`, { day: 1, activity: 0, done: true });
    const days = structuredClone(plan.dailyPlans);
    days[0]!.theme = 'Our own first day';
    days[2]!.activities = days[2]!.activities.slice(0, 1);
    const res = await client.request('PUT', `/api/parenting-plans/${plan.id}`, planBody(plan, { dailyPlans: days, title: 'Renamed' }));
    expect(res.status).toBe(200);
    const total = days.reduce((s, d) => s + d.activities.length, 0);
    expect(res.body.plan).toMatchObject({ title: 'Renamed', completedActivities: ['1:0'], progress: Math.floor(100 / total) });
    expect(res.body.plan.dailyPlans[0].theme).toBe('Our own first day');
  });

  it('scheduling sets a real start date, and ticking activities raises the stored progress up to 100 and completed', async () => {
    const client = await signedIn(await buildParent(db()));
    const plan = await savedPlan(client);
    const scheduled = await client.request('PUT', `/api/parenting-plans/${plan.id}/schedule`, { startDate: '2026-12-01' });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.plan.startDate).toBe('2026-12-01');
    expect((await client.request('PUT', `/api/parenting-plans/${plan.id}/schedule`, { startDate: '2026-02-30' })).body.message).toBe(
      'startDate: Choose a start date',
    );

    const keys = plan.dailyPlans.flatMap((d) => d.activities.map((_, i) => ({ day: d.day, activity: i })));
    let last = 0;
    for (const key of keys) {
      const res = await client.request('PUT', `/api/parenting-plans/${plan.id}/activities`, { ...key, done: true });
      expect(res.status).toBe(200);
      expect(res.body.plan.progress).toBeGreaterThan(last);
      last = res.body.plan.progress;
    }
    const stored = (await client.get(`/api/parenting-plans/${plan.id}`)).body.plan;
    expect(stored).toMatchObject({ progress: 100, status: 'completed', startDate: '2026-12-01' });
    // Ticking twice counts once; unticking lowers it again.
    await client.request('PUT', `/api/parenting-plans/${plan.id}/activities`, { day: 1, activity: 0, done: true });
    const untick = await client.request('PUT', `/api/parenting-plans/${plan.id}/activities`, { day: 1, activity: 0, done: false });
    expect(untick.body.plan).toMatchObject({ status: 'active', progress: Math.floor((100 * (keys.length - 1)) / keys.length) });
    const missing = await client.request('PUT', `/api/parenting-plans/${plan.id}/activities`, { day: 9, activity: 0, done: true });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('There is no such activity in this plan');
  });

  it('delete removes the plan', async () => {
    const parent = await buildParent(db());
    const client = await signedIn(parent);
    const plan = await savedPlan(client);
    const res = await client.delete(`/api/parenting-plans/${plan.id}?userId=${parent.id}`);
    expect(res.status).toBe(200);
    expect((await client.get(`/api/parenting-plans/${plan.id}`)).status).toBe(404);
  });

  it('another parent gets 404 on every endpoint and changes nothing; a child and a teacher get 403', async () => {
    const owner = await signedIn(await buildParent(db()));
    const plan = await savedPlan(owner);
    const other = await signedIn(await buildParent(db()));
    const calls = [
      () => other.get(`/api/parenting-plans/${plan.id}`),
      () => other.request('PUT', `/api/parenting-plans/${plan.id}`, planBody(plan, { title: 'Mine now' })),
      () => other.request('PUT', `/api/parenting-plans/${plan.id}/schedule`, { startDate: '2026-12-01' }),
      () => other.request('PUT', `/api/parenting-plans/${plan.id}/activities`, { day: 1, activity: 0, done: true }),
      () => other.delete(`/api/parenting-plans/${plan.id}`),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Plan not found');
    }
    expect((await other.get('/api/parenting-plans')).body.plans).toEqual([]);
    expect((await owner.get(`/api/parenting-plans/${plan.id}`)).body.plan).toMatchObject({ title: plan.title, progress: 0, startDate: null });

    for (const user of [await buildChild(db()), await buildTeacher(db())]) {
      const client = await signedIn(user);
      expect((await client.get('/api/parenting-plans')).status).toBe(403);
      expect((await client.get(`/api/parenting-plans/${plan.id}`)).status).toBe(403);
      expect((await client.delete(`/api/parenting-plans/${plan.id}`)).status).toBe(403);
    }
  });
});

describe('with a configured model', () => {
  let fake: FakeOpenAi;
  let modelServer: TestServer;
  const modelPlan = (days: number): ParentingPlan => ({
    title: 'The model plan',
    description: 'Written by the model.',
    dailyPlans: Array.from({ length: days }, (_, i) => ({
      day: i + 1,
      theme: `Model day ${i + 1}`,
      totalTimeEstimate: '1 hour',
      objectives: ['Talk together'],
      activities: [
        {
          title: 'Talk',
          type: 'conversation',
          duration: 60,
          description: 'Talk about the day.',
          parentGuidance: 'Listen.',
          expectedOutcome: 'Closer.',
          materials: [],
        },
      ],
      parentTips: ['Be patient.'],
    })),
  });
  beforeAll(async () => {
    fake = await startFakeOpenAi({ chat: () => modelPlan(3) });
    modelServer = await startTestServer({ ai: textAndImagesRegistry(testAiConfig({ baseUrl: fake.url })).registry });
  });
  afterAll(async () => {
    await modelServer.close();
    await fake.close();
  });

  it("the model's valid plan is used", async () => {
    const client = await signedIn(await buildParent(modelServer.database.db), modelServer.url);
    const plan = await generated(client);
    expect(plan.engine).not.toBe('builtin');
    expect(plan.title).toBe('The model plan');
  });

  it.each([
    ['a plan of the wrong length', () => modelPlan(5)],
    [
      'an activity of an unknown type',
      () => ({ ...modelPlan(3), dailyPlans: modelPlan(3).dailyPlans.map((d) => ({ ...d, activities: [{ ...d.activities[0], type: 'party' }] })) }),
    ],
    ['no days at all', () => ({ title: 'Empty', description: 'Nothing', dailyPlans: [] })],
    ['text that is not JSON', () => 'Here is your plan: day one, play.'],
  ])('%s never reaches the parent: the builtin engine answers', async (_, answer) => {
    fake.set({ chat: answer });
    const client = await signedIn(await buildParent(modelServer.database.db), modelServer.url);
    const plan = await generated(client);
    expect(plan.engine).toBe('builtin');
    expect(plan.dailyPlans).toHaveLength(3);
    expect(plan.title).not.toBe('The model plan');
  });
});
