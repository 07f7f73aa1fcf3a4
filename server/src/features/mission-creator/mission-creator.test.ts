import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../test/harness.ts';
import { buildAdmin, buildChild, buildOrganization, buildParent, buildTeacher, TEST_PASSWORD, TEST_PIN } from '../../test/factories.ts';
import { emptyGrid, type CellType, type CustomMissionInput } from '@common/contracts/mission-creator.ts';
import { courses } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';
import { makeBlock } from '@common/robot/blocks.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const client = () => new Client(server.url);
const db = () => server.database.db;

/** A 5×5 grid with the given cells set, e.g. { '0-0': 'start', '4-0': 'goal' }. */
function grid(cells: Record<string, CellType>, size = 5) {
  const g = emptyGrid(size);
  for (const [id, type] of Object.entries(cells)) {
    const [x, y] = id.split('-').map(Number);
    g.cells[y!]![x!]!.type = type;
  }
  return g;
}

function mission(overrides: Partial<CustomMissionInput> = {}): CustomMissionInput {
  return {
    title: { en: 'Across the room', ar: '' },
    description: { en: 'Drive to the flag.', ar: '' },
    difficulty: 'beginner',
    category: 'movement',
    ageGroup: '7-9',
    estimatedTime: 15,
    objectives: { en: ['Reach the flag'], ar: [] },
    tags: ['moves'],
    safetyLevel: 'high',
    gridSetup: grid({ '0-0': 'start', '3-0': 'goal' }),
    ...overrides,
  };
}

async function signedIn(user: { username: string; role: string }) {
  return client().signIn(user.username, user.role === 'child' ? TEST_PIN : TEST_PASSWORD);
}

/** The custom missions a learner plays in Mission Coach, as they see them. */
async function played(learner: { username: string; role: string }, language: string) {
  const list = await (await signedIn(learner)).get(`/api/mission-coach/missions?language=${language}`);
  return (list.body.missions as { source: string; id: string }[]).filter((m) => m.source === 'custom');
}

async function family() {
  const child = await buildChild(db());
  const parent = await buildParent(db(), { children: [child] });
  return { child, parent };
}

describe('POST /api/custom-missions', () => {
  it('answers 401 without a session', async () => {
    const res = await client().post('/api/custom-missions', mission());
    expect(res.status).toBe(401);
  });

  it('a child cannot create missions (403)', async () => {
    const child = await buildChild(db());
    const res = await (await signedIn(child)).post('/api/custom-missions', mission());
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only teachers, trainers, parents and administrators can create missions.');
  });

  it('a teacher saves a mission; max steps is the shortest solution', async () => {
    const teacher = await buildTeacher(db());
    const c = await signedIn(teacher);
    const res = await c.post('/api/custom-missions', mission({ tags: [' moves ', '', 'grid'] }));
    expect(res.status).toBe(201);
    expect(res.body.mission).toMatchObject({
      authorId: teacher.id,
      title: { en: 'Across the room', ar: '' },
      objectives: { en: ['Reach the flag'], ar: [] },
      tags: ['moves', 'grid'],
      maxSteps: 3,
      bestSteps: 3,
      canEdit: true,
      assignmentCount: 0,
    });
    const list = await c.get('/api/custom-missions');
    expect(list.body.missions.map((m: { id: string }) => m.id)).toEqual([res.body.mission.id]);
  });

  it("keeps the author's max steps when it is at least the shortest solution", async () => {
    const parent = await buildParent(db());
    const res = await (await signedIn(parent)).post('/api/custom-missions', mission({ maxSteps: 10, estimatedTime: undefined }));
    expect(res.status).toBe(201);
    expect(res.body.mission).toMatchObject({ maxSteps: 10, bestSteps: 3, estimatedTime: 15, safetyLevel: 'high' });
  });

  it('answers 400 with the spec’s messages, in the spec’s order', async () => {
    const c = await signedIn(await buildTeacher(db()));
    const cases: [Partial<CustomMissionInput>, string][] = [
      [{ title: { en: '  ', ar: '' }, objectives: { en: [], ar: [] }, gridSetup: emptyGrid(5) }, 'Please enter a mission title'],
      [{ objectives: { en: [' '], ar: [] }, gridSetup: emptyGrid(5) }, 'Please add at least one objective'],
      [{ gridSetup: grid({ '3-0': 'goal' }) }, 'Please set a start position for the robot'],
      [{ gridSetup: grid({ '0-0': 'start' }) }, 'Please set a goal position'],
      [{ gridSetup: grid({ '0-0': 'start', '1-1': 'start', '3-0': 'goal' }) }, 'Place only one start position for the robot (the grid has 2).'],
      [{ gridSetup: grid({ '0-0': 'start', '3-0': 'goal', '3-3': 'goal', '4-4': 'goal' }) }, 'Place only one goal position (the grid has 3).'],
    ];
    for (const [overrides, message] of cases) {
      const res = await c.post('/api/custom-missions', mission(overrides));
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('accepts a title and objectives in Arabic only', async () => {
    const c = await signedIn(await buildTeacher(db()));
    const res = await c.post('/api/custom-missions', mission({ title: { en: '', ar: 'عبر الغرفة' }, objectives: { en: [], ar: ['صل إلى العلم'] } }));
    expect(res.status).toBe(201);
  });

  it('answers 400 for a bad grid, fields and limits', async () => {
    const c = await signedIn(await buildTeacher(db()));
    const g7 = emptyGrid(7);
    g7.cells[0]![0]!.type = 'start';
    g7.cells[0]![3]!.type = 'goal';
    const badIds = grid({ '0-0': 'start', '3-0': 'goal' });
    badIds.cells[1]![1]!.id = '9-9';
    const cases: [Partial<CustomMissionInput>, string][] = [
      [{ gridSetup: g7 }, 'gridSetup: The grid must be 4×4, 5×5, 6×6 or 8×8'],
      [{ gridSetup: badIds }, "gridSetup: The cells must fill the grid row by row, each with the id 'x-y'"],
      [{ estimatedTime: 61 }, 'estimatedTime: The estimated time is 5 to 60 minutes'],
      [{ estimatedTime: 4 }, 'estimatedTime: The estimated time is 5 to 60 minutes'],
      [{ tags: ['Loops', 'loops'] }, 'tags: Tags must be unique'],
      [{ difficulty: 'expert' as never }, 'difficulty: The difficulty is beginner, intermediate or advanced'],
      [{ title: { en: 'x'.repeat(101), ar: '' } }, 'title.en: The title must be at most 100 characters'],
      [{ maxSteps: 500 }, 'maxSteps: Max steps is 1 to 200'],
    ];
    for (const [overrides, message] of cases) {
      const res = await c.post('/api/custom-missions', mission(overrides));
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await c.get('/api/custom-missions')).body.missions).toEqual([]);
  });

  it('refuses a goal the robot cannot reach, and max steps below the shortest solution (422)', async () => {
    const c = await signedIn(await buildTeacher(db()));
    const walled = grid({ '0-0': 'start', '1-0': 'wall', '0-1': 'wall', '4-4': 'goal' });
    const res = await c.post('/api/custom-missions', mission({ gridSetup: walled }));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'unreachable',
      message: 'The robot cannot reach the goal from the start: walls block every path. Open a way through.',
    });
    const low = await c.post('/api/custom-missions', mission({ maxSteps: 2 }));
    expect(low.status).toBe(422);
    expect(low.body).toMatchObject({ bestSteps: 3, message: 'Max steps must be at least 3: the shortest solution takes 3 steps.' });
    expect((await c.get('/api/custom-missions')).body.missions).toEqual([]);
  });
});

describe('GET, PUT and DELETE /api/custom-missions/:id', () => {
  it('answers 401, 400 for a bad id and 404 for an unknown one', async () => {
    expect((await client().get('/api/custom-missions/00000000-0000-4000-8000-000000000000')).status).toBe(401);
    const c = await signedIn(await buildTeacher(db()));
    const bad = await c.get('/api/custom-missions/nope');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('id: Unknown mission');
    expect((await c.get('/api/custom-missions/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('the author edits and deletes; another teacher gets 404 and changes nothing', async () => {
    const author = await signedIn(await buildTeacher(db()));
    const stranger = await signedIn(await buildTeacher(db()));
    const { mission: saved } = (await author.post('/api/custom-missions', mission())).body;
    const url = `/api/custom-missions/${saved.id}`;

    expect((await stranger.get(url)).status).toBe(404);
    expect((await stranger.request('PUT', url, mission({ title: { en: 'Hacked', ar: '' } }))).status).toBe(404);
    expect((await stranger.delete(url)).status).toBe(404);
    expect((await stranger.get('/api/custom-missions')).body.missions).toEqual([]);

    const updated = await author.request('PUT', url, mission({ title: { en: 'Longer trip', ar: 'رحلة' }, gridSetup: grid({ '0-0': 'start', '4-4': 'goal' }) }));
    expect(updated.status).toBe(200);
    expect(updated.body.mission).toMatchObject({ title: { en: 'Longer trip', ar: 'رحلة' }, maxSteps: 9 });
    expect((await author.get(url)).body.mission.title.en).toBe('Longer trip');

    const bad = await author.request('PUT', url, mission({ objectives: { en: [], ar: [] } }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please add at least one objective');

    expect((await author.delete(url)).status).toBe(200);
    expect((await author.get(url)).status).toBe(404);
  });

  it("an administrator of the author's school may change it; one of another school may not see it", async () => {
    const school = await buildOrganization(db(), { type: 'school' });
    const other = await buildOrganization(db(), { type: 'school' });
    const teacher = await buildTeacher(db(), { values: { organizationId: school.id } });
    const { mission: saved } = (await (await signedIn(teacher)).post('/api/custom-missions', mission())).body;
    const admin = await signedIn(await buildAdmin(db(), { organizationId: school.id }));
    const foreign = await signedIn(await buildAdmin(db(), { organizationId: other.id }));
    expect((await admin.get('/api/custom-missions')).body.missions.map((m: { id: string }) => m.id)).toContain(saved.id);
    expect((await foreign.get(`/api/custom-missions/${saved.id}`)).status).toBe(404);
    expect((await admin.request('PUT', `/api/custom-missions/${saved.id}`, mission({ title: { en: 'By the head', ar: '' } }))).status).toBe(200);
  });
});

describe('assignments', () => {
  it('a parent assigns to their own child; the child sees it read-only, another family does not', async () => {
    const { child, parent } = await family();
    const other = await family();
    const p = await signedIn(parent);
    const { mission: saved } = (await p.post('/api/custom-missions', mission())).body;
    const base = `/api/custom-missions/${saved.id}/assignments`;

    expect((await client().post(base, { childIds: [child.id] })).status).toBe(401);
    const empty = await p.post(base, {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Choose at least one child or a course');
    const foreign = await p.post(base, { childIds: [child.id, other.child.id] });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Child not found');
    expect((await p.get(base)).body.assignments).toEqual([]);

    const res = await p.post(base, { childIds: [child.id] });
    expect(res.status).toBe(201);
    expect(res.body.assignments).toMatchObject([{ childId: child.id, courseId: null, assignedBy: parent.id }]);
    expect((await p.post(base, { childIds: [child.id] })).body.assignments).toHaveLength(1);

    const kid = await signedIn(child);
    const seen = await kid.get(`/api/custom-missions/${saved.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.mission.canEdit).toBe(false);
    expect((await kid.delete(`/api/custom-missions/${saved.id}`)).status).toBe(403);
    expect((await kid.post(base, { childIds: [child.id] })).status).toBe(403);
    expect((await (await signedIn(other.parent)).get(`/api/custom-missions/${saved.id}`)).status).toBe(404);
    expect((await (await signedIn(other.child)).get(`/api/custom-missions/${saved.id}`)).status).toBe(404);

    const given = await played(child, 'en');
    expect(given.map((m) => m.id)).toEqual([`custom-${saved.id}`]);
    expect(given[0]).toMatchObject({ title: 'Across the room', robotStart: { x: 0, y: 0 }, maxSteps: 3 });
    expect(await played(other.child, 'en')).toEqual([]);

    const parentCourse = await p.post(base, { courseId: '00000000-0000-4000-8000-000000000000' });
    expect(parentCourse.status).toBe(403);

    const assignmentId = res.body.assignments[0].id;
    expect((await p.delete(`${base}/${assignmentId}`)).status).toBe(200);
    expect((await p.delete(`${base}/${assignmentId}`)).status).toBe(404);
    expect((await kid.get(`/api/custom-missions/${saved.id}`)).status).toBe(404);
  });

  it('a teacher assigns to a course: its students play it, in their language', async () => {
    const student = await buildChild(db(), { preferredLanguage: 'ar' });
    const teacher = await buildTeacher(db(), { students: [student] });
    const [course] = await db().select().from(courses).where(eq(courses.teacherId, teacher.id));
    const t = await signedIn(teacher);
    const targets = await t.get('/api/custom-missions/assign-targets');
    expect(targets.body).toEqual({ children: [{ id: student.id, name: 'Test' }], courses: [{ id: course!.id, code: course!.code, name: course!.name }] });

    const { mission: saved } = (await t.post('/api/custom-missions', mission({ title: { en: 'Trip', ar: 'رحلة' } }))).body;
    const otherTeacher = await buildTeacher(db(), { students: [await buildChild(db())] });
    const [otherCourse] = await db().select().from(courses).where(eq(courses.teacherId, otherTeacher.id));
    expect((await t.post(`/api/custom-missions/${saved.id}/assignments`, { courseId: otherCourse!.id })).status).toBe(404);

    // An archived course is not offered, and giving it a mission is refused with nothing given, until it is restored.
    expect((await t.post(`/api/courses/${course!.code}/archive`, {})).status).toBe(200);
    expect((await t.get('/api/custom-missions/assign-targets')).body.courses).toEqual([]);
    const archived = await t.post(`/api/custom-missions/${saved.id}/assignments`, { courseId: course!.id, childIds: [student.id] });
    expect(archived.status).toBe(409);
    expect(archived.body.message).toBe('This course is archived: restore it before giving it a mission.');
    expect((await t.get(`/api/custom-missions/${saved.id}/assignments`)).body.assignments).toEqual([]);
    expect((await t.delete(`/api/courses/${course!.code}/archive`)).status).toBe(200);

    const res = await t.post(`/api/custom-missions/${saved.id}/assignments`, { courseId: course!.id });
    expect(res.status).toBe(201);
    expect(res.body.assignments[0]).toMatchObject({ courseId: course!.id, childId: null });
    const given = await played(student, 'ar');
    expect(given).toMatchObject([{ id: `custom-${saved.id}`, title: 'رحلة', objective: 'Reach the flag' }]);

    // Someone else's child is not the teacher's to give a mission to.
    const outsider = await buildChild(db());
    expect((await t.post(`/api/custom-missions/${saved.id}/assignments`, { childIds: [outsider.id] })).status).toBe(404);

    // The student's parent may see the mission their child was given, not change it.
    const parent = await signedIn(await buildParent(db(), { children: [student] }));
    expect((await parent.get(`/api/custom-missions/${saved.id}`)).status).toBe(200);
    const change = await parent.request('PUT', `/api/custom-missions/${saved.id}`, mission());
    expect(change.status).toBe(403);
    expect(change.body.message).toBe('Only the author of this mission or an administrator can change it.');
    expect((await parent.get(`/api/custom-missions/${saved.id}/assignments`)).status).toBe(403);
    expect((await (await signedIn(student)).get('/api/custom-missions')).status).toBe(403);
  });

  it('Mission Coach lists an assigned mission after the 5 built-ins and scores it on its own grid; other children never see it', async () => {
    const { child, parent } = await family();
    const other = await family();
    const p = await signedIn(parent);
    const { mission: saved } = (await p.post('/api/custom-missions', mission({ title: { en: 'Gem path', ar: '' } }))).body;
    await p.post(`/api/custom-missions/${saved.id}/assignments`, { childIds: [child.id] });

    const kid = await signedIn(child);
    const list = await kid.get('/api/mission-coach/missions');
    expect(list.status).toBe(200);
    expect(list.body.missions).toHaveLength(6);
    expect(list.body.missions[5]).toMatchObject({ id: `custom-${saved.id}`, title: 'Gem path', source: 'custom', maxSteps: 3, robotStart: { x: 0, y: 0 } });

    const missionId = `custom-${saved.id}`;
    const short = await kid.post('/api/mission-coach/submit', { missionId, code: [makeBlock('move-forward', { parameter: 2 })] });
    expect(short.body.result.success).toBe(false);
    const win = await kid.post('/api/mission-coach/submit', { missionId, code: [makeBlock('move-forward', { parameter: 3 })] });
    expect(win.status).toBe(200);
    expect(win.body.result).toMatchObject({ success: true, steps: 3, efficiency: 100 });

    const stranger = await signedIn(other.child);
    expect((await stranger.get('/api/mission-coach/missions')).body.missions).toHaveLength(5);
    const refused = await stranger.post('/api/mission-coach/submit', { missionId, code: [makeBlock('move-forward', { parameter: 3 })] });
    expect(refused.status).toBe(404);
  });

  it('a trainer creates and assigns to their course; an administrator assigns within their school only', async () => {
    const school = await buildOrganization(db(), { type: 'school' });
    const pupil = await buildChild(db(), { organizationId: school.id });
    const elsewhere = await buildChild(db());
    const trainer = await buildTeacher(db(), { students: [pupil], values: { role: 'trainer' } });
    const tr = await signedIn(trainer);
    const { mission: saved } = (await tr.post('/api/custom-missions', mission())).body;
    expect(saved.authorId).toBe(trainer.id);
    const {
      courses: [course],
    } = (await tr.get('/api/custom-missions/assign-targets')).body;
    expect((await tr.post(`/api/custom-missions/${saved.id}/assignments`, { courseId: course.id })).status).toBe(201);

    const admin = await signedIn(await buildAdmin(db(), { organizationId: school.id }));
    const { mission: own } = (await admin.post('/api/custom-missions', mission())).body;
    const targets = (await admin.get('/api/custom-missions/assign-targets')).body;
    expect(targets.children.map((c: { id: string }) => c.id)).toEqual([pupil.id]);
    expect((await admin.post(`/api/custom-missions/${own.id}/assignments`, { childIds: [elsewhere.id] })).status).toBe(404);
    const given = await admin.post(`/api/custom-missions/${own.id}/assignments`, { childIds: [pupil.id] });
    expect(given.status).toBe(201);
    expect((await played(pupil, 'en')).map((m) => m.id)).toEqual([`custom-${saved.id}`, `custom-${own.id}`]);
  });
});
