import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { Client, startTestServer, type TestServer } from '../../test/harness.ts';
import { buildAdmin, buildChild, buildOrganization, buildParent, buildTeacher, TEST_PASSWORD, TEST_PIN } from '../../test/factories.ts';
import { guardianships, missionRuns, phonicsAttempts, sessions, signInFailures, stories, users, writingSamples } from '../../db/schema.ts';
import { rowsOf } from '../../auth/policies.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
// Several tests prove that a sign-in fails; all of them come from 127.0.0.1, which the sign-in throttle counts.
beforeEach(async () => {
  await server.database.db.delete(signInFailures);
});

const db = () => server.database.db;
const client = (headers?: Record<string, string>) => new Client(server.url, headers);
const signedIn = (user: { username: string; role: string }) => client().signIn(user.username, user.role === 'child' ? TEST_PIN : TEST_PASSWORD);

let serial = 0;
const newUsername = () => `kid-${Date.now().toString(36)}-${serial++}`;
const validChild = (overrides: Record<string, unknown> = {}) => ({
  username: newUsername(),
  pin: '4321',
  firstName: 'Mia',
  lastName: 'Rivera',
  age: 7,
  preferredLanguage: 'fr',
  ...overrides,
});

async function signInStatus(username: string, secret: string): Promise<number> {
  return (await client().post('/api/auth/login', { username, password: secret })).status;
}

async function userRow(id: string) {
  const [row] = await db().select().from(users).where(eq(users.id, id));
  return row;
}

async function childCountOf(parentId: string): Promise<number> {
  const rows = await db().select().from(guardianships).where(eq(guardianships.parentId, parentId));
  return rows.length;
}

async function usersNamed(username: string): Promise<number> {
  return (await db().select().from(users).where(eq(users.username, username))).length;
}

/** A school inside a board inside a province, as the admin scope walks it. */
async function schoolTree() {
  const province = await buildOrganization(db(), { type: 'province' });
  const board = await buildOrganization(db(), { type: 'school_board', parentId: province.id });
  const school = await buildOrganization(db(), { type: 'school', parentId: board.id });
  return { province, board, school };
}

describe('POST /api/children', () => {
  it('a parent creates a child who can then sign in with username and PIN', async () => {
    const { school } = await schoolTree();
    const parent = await buildParent(db(), { values: { organizationId: school.id } });
    const input = validChild();
    const res = await (await signedIn(parent)).post('/api/children', input);

    expect(res.status).toBe(201);
    expect(res.body.child).toMatchObject({
      username: input.username,
      firstName: 'Mia',
      lastName: 'Rivera',
      age: 7,
      preferredLanguage: 'fr',
      isActive: true,
      tokens: 0,
      level: 1,
      missionStreak: 0,
    });
    expect(res.body.child.passwordHash).toBeUndefined();

    const childId = res.body.child.id as string;
    const link = await db()
      .select()
      .from(guardianships)
      .where(and(eq(guardianships.parentId, parent.id), eq(guardianships.childId, childId)));
    expect(link).toHaveLength(1);
    const row = await userRow(childId);
    expect(row).toMatchObject({ role: 'child', organizationId: school.id, email: null });

    const childClient = client();
    const login = await childClient.post('/api/auth/login', { username: input.username, password: '4321' });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ id: childId, role: 'child' });
  });

  it('a parent’s new child username is trimmed and lower-cased, as sign-in expects', async () => {
    const parent = await buildParent(db());
    const username = newUsername();
    const res = await (await signedIn(parent)).post('/api/children', validChild({ username: `  ${username.toUpperCase()} ` }));
    expect(res.status).toBe(201);
    expect(res.body.child.username).toBe(username);
  });

  it('a parent choosing a username that is taken gets 409 on the username field and nothing is created', async () => {
    const existing = await buildChild(db());
    const parent = await buildParent(db());
    const res = await (await signedIn(parent)).post('/api/children', validChild({ username: existing.username }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: 'That username is taken. Please choose another.',
      code: 'conflict',
      messageKey: 'account.usernameTaken',
      field: 'username',
    });
    expect(await childCountOf(parent.id)).toBe(0);
    expect(await usersNamed(existing.username)).toBe(1);
  });

  it.each([
    ['pin', { pin: '12' }, 'pin: PIN must be 4 to 8 letters or digits'],
    ['pin', { pin: '123456789' }, 'pin: PIN must be 4 to 8 letters or digits'],
    ['pin', { pin: '12 4!' }, 'pin: PIN must be 4 to 8 letters or digits'],
    ['age', { age: 2 }, 'age: Age must be 3 to 14'],
    ['age', { age: 15 }, 'age: Age must be 3 to 14'],
    ['age', { age: 6.5 }, 'age: Age must be a whole number'],
    ['username', { username: 'a' }, 'username: Username must be 3 to 32 letters, digits, dots, dashes or underscores'],
    ['username', { username: 'has space' }, 'username: Username must be 3 to 32 letters, digits, dots, dashes or underscores'],
    ['firstName', { firstName: '  ' }, 'firstName: First name is required'],
  ])('a parent sending an invalid %s gets 400 naming the field and nothing is created', async (field, change, message) => {
    const parent = await buildParent(db());
    const input = validChild(change);
    const res = await (await signedIn(parent)).post('/api/children', input);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'invalid', messageKey: 'http.invalidField', field });
    expect(await childCountOf(parent.id)).toBe(0);
    expect(typeof input.username === 'string' ? await usersNamed(input.username) : 0).toBe(0);
  });

  it('a child creating a child account is refused with 403 and nothing is created', async () => {
    const child = await buildChild(db());
    const input = validChild();
    const res = await (await signedIn(child)).post('/api/children', input);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect(await usersNamed(input.username)).toBe(0);
  });

  it('a teacher creating a child account is refused with 403 and nothing is created', async () => {
    const teacher = await buildTeacher(db());
    const input = validChild();
    const res = await (await signedIn(teacher)).post('/api/children', input);
    expect(res.status).toBe(403);
    expect(await usersNamed(input.username)).toBe(0);
  });
});

describe('GET /api/children', () => {
  it('a parent lists their own children and nobody else’s', async () => {
    const mine = [await buildChild(db(), { firstName: 'Zed' }), await buildChild(db(), { firstName: 'Ada' })];
    const theirs = await buildChild(db());
    const parent = await buildParent(db(), { children: mine });
    await buildParent(db(), { children: [theirs] });

    const res = await (await signedIn(parent)).get('/api/children');
    expect(res.status).toBe(200);
    expect(res.body.children.map((c: { id: string }) => c.id)).toEqual([mine[1]!.id, mine[0]!.id]);
    expect(Object.keys(res.body.children[0]).sort()).toEqual(
      ['age', 'createdAt', 'firstName', 'id', 'isActive', 'lastName', 'level', 'locked', 'missionStreak', 'preferredLanguage', 'tokens', 'username'].sort(),
    );
  });

  it('a parent with no children gets an empty list', async () => {
    const parent = await buildParent(db());
    const res = await (await signedIn(parent)).get('/api/children');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ children: [] });
  });

  it('a child listing children is refused with 403', async () => {
    const child = await buildChild(db());
    expect((await (await signedIn(child)).get('/api/children')).status).toBe(403);
  });

  it('a teacher listing children is refused with 403', async () => {
    const child = await buildChild(db());
    const teacher = await buildTeacher(db(), { students: [child] });
    expect((await (await signedIn(teacher)).get('/api/children')).status).toBe(403);
  });
});

describe('GET /api/children/:id/profile', () => {
  it('a parent reads their child’s profile with module progress from the child’s real activity', async () => {
    const child = await buildChild(db(), { tokens: 30, level: 2, missionStreak: 3 });
    const parent = await buildParent(db(), { children: [child] });
    await db()
      .insert(stories)
      .values([1, 2, 3].map((n) => ({ userId: child.id, title: `Story ${n}`, content: 'Once upon a time.' })));

    const res = await (await signedIn(parent)).get(`/api/children/${child.id}/profile`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: child.id, role: 'child', tokens: 30, level: 2, missionStreak: 3 });
    expect(res.body.modules).toEqual([
      { id: 'writing-buddy', progress: 0 },
      { id: 'phonics-tutor', progress: 0 },
      { id: 'stem-mission-coach', progress: 0 },
      { id: 'creative-lab', progress: 30 },
    ]);
    expect(res.body.counts.storiesCreated).toBe(3);
    expect(res.body.passwordHash).toBeUndefined();
  });

  it('a teacher of the child may read the child’s profile', async () => {
    const child = await buildChild(db());
    const teacher = await buildTeacher(db(), { students: [child] });
    const res = await (await signedIn(teacher)).get(`/api/children/${child.id}/profile`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(child.id);
  });

  it('a teacher who does not teach the child gets 404', async () => {
    const child = await buildChild(db());
    const teacher = await buildTeacher(db(), { students: [await buildChild(db())] });
    expect((await (await signedIn(teacher)).get(`/api/children/${child.id}/profile`)).status).toBe(404);
  });

  it('a child reads their own profile but gets 404 for a sibling', async () => {
    const child = await buildChild(db());
    const sibling = await buildChild(db());
    await buildParent(db(), { children: [child, sibling] });
    const c = await signedIn(child);
    expect((await c.get(`/api/children/${child.id}/profile`)).status).toBe(200);
    const res = await c.get(`/api/children/${sibling.id}/profile`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Child not found', code: 'not_found', messageKey: 'notFound.child' });
  });

  it('an admin asking for an adult’s id through the children endpoint gets 404', async () => {
    const { school } = await schoolTree();
    const admin = await buildAdmin(db(), { organizationId: school.id });
    const teacher = await buildTeacher(db(), { values: { organizationId: school.id } });
    expect((await (await signedIn(admin)).get(`/api/children/${teacher.id}/profile`)).status).toBe(404);
  });

  it('an id that is not a uuid answers 400', async () => {
    const parent = await buildParent(db());
    const res = await (await signedIn(parent)).get('/api/children/not-an-id/profile');
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('id');
  });
});

describe('another family’s child', () => {
  it('parent A cannot read, change or delete parent B’s child: 404 and nothing changes', async () => {
    const child = await buildChild(db(), { firstName: 'Bea', age: 9 });
    await buildParent(db(), { children: [child] });
    const parentA = await signedIn(await buildParent(db()));

    expect((await parentA.get(`/api/children/${child.id}/profile`)).status).toBe(404);
    const patch = await parentA.patch(`/api/children/${child.id}`, { firstName: 'Hacked', pin: '0000', isActive: false });
    expect(patch.status).toBe(404);
    expect(patch.body.code).toBe('not_found');
    expect((await parentA.delete(`/api/children/${child.id}`, { confirmName: 'Test' })).status).toBe(404);

    const row = await userRow(child.id);
    expect(row).toMatchObject({ firstName: 'Bea', age: 9, isActive: true });
    expect(await signInStatus(child.username, TEST_PIN)).toBe(200);
  });
});

describe('PATCH /api/children/:id', () => {
  it('a parent changes their child’s name, age and language', async () => {
    const child = await buildChild(db());
    const parent = await buildParent(db(), { children: [child] });
    const res = await (
      await signedIn(parent)
    ).patch(`/api/children/${child.id}`, {
      firstName: 'Samantha',
      lastName: 'Stone',
      age: 9,
      preferredLanguage: 'ar',
    });
    expect(res.status).toBe(200);
    expect(res.body.child).toMatchObject({ id: child.id, firstName: 'Samantha', lastName: 'Stone', age: 9, preferredLanguage: 'ar' });
    expect(await userRow(child.id)).toMatchObject({ firstName: 'Samantha', age: 9, preferredLanguage: 'ar' });
  });

  it('a parent sending an invalid age gets 400 naming the field and nothing changes', async () => {
    const child = await buildChild(db(), { firstName: 'Kit', age: 7 });
    const parent = await buildParent(db(), { children: [child] });
    const res = await (await signedIn(parent)).patch(`/api/children/${child.id}`, { firstName: 'Kat', age: 20 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'age: Age must be 3 to 14', code: 'invalid', messageKey: 'http.invalidField', field: 'age' });
    expect(await userRow(child.id)).toMatchObject({ firstName: 'Kit', age: 7 });
  });

  it('a parent sending a field the account does not allow changing (the username) gets 400', async () => {
    const child = await buildChild(db());
    const parent = await buildParent(db(), { children: [child] });
    const res = await (await signedIn(parent)).patch(`/api/children/${child.id}`, { username: 'new-name' });
    expect(res.status).toBe(400);
    expect((await userRow(child.id))!.username).toBe(child.username);
  });

  it('a teacher of the child may read the child but changing the account is refused with 403', async () => {
    const child = await buildChild(db(), { firstName: 'Lou' });
    const teacher = await signedIn(await buildTeacher(db(), { students: [child] }));
    const res = await teacher.patch(`/api/children/${child.id}`, { firstName: 'Changed' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only a parent or administrator of this child can change the account.');
    expect((await teacher.delete(`/api/children/${child.id}`, { confirmName: 'Test' })).status).toBe(403);
    expect((await userRow(child.id))!.firstName).toBe('Lou');
  });

  it('an admin of the child’s school may change the account', async () => {
    const { school } = await schoolTree();
    const child = await buildChild(db(), { organizationId: school.id });
    const admin = await signedIn(await buildAdmin(db(), { organizationId: school.id }));
    const res = await admin.patch(`/api/children/${child.id}`, { age: 10 });
    expect(res.status).toBe(200);
    expect((await userRow(child.id))!.age).toBe(10);
  });

  it('an admin of the province above the child’s board and school may change the account', async () => {
    const { province, school } = await schoolTree();
    const child = await buildChild(db(), { organizationId: school.id });
    const admin = await signedIn(await buildAdmin(db(), { organizationId: province.id }));
    expect((await admin.get(`/api/children/${child.id}/profile`)).status).toBe(200);
    const res = await admin.patch(`/api/children/${child.id}`, { isActive: false });
    expect(res.status).toBe(200);
    expect((await userRow(child.id))!.isActive).toBe(false);
  });

  it('an admin of another province gets 404 and nothing changes', async () => {
    const { school } = await schoolTree();
    const other = await schoolTree();
    const child = await buildChild(db(), { organizationId: school.id, age: 6 });
    const admin = await signedIn(await buildAdmin(db(), { organizationId: other.province.id }));
    expect((await admin.patch(`/api/children/${child.id}`, { age: 11 })).status).toBe(404);
    expect((await admin.delete(`/api/children/${child.id}`, { confirmName: 'Test' })).status).toBe(404);
    expect((await userRow(child.id))!.age).toBe(6);
  });

  it('a new PIN ends the child’s open sessions, the old PIN stops working and the new one works', async () => {
    const child = await buildChild(db());
    const parent = await signedIn(await buildParent(db(), { children: [child] }));
    const childClient = await signedIn(child);
    const oldCookie = childClient.sessionCookie;
    expect((await childClient.get('/api/auth/me')).status).toBe(200);

    const res = await parent.patch(`/api/children/${child.id}`, { pin: 'abc9' });
    expect(res.status).toBe(200);
    expect(res.body.child.passwordHash).toBeUndefined();

    const stale = await fetch(`${server.url}/api/auth/me`, { headers: { cookie: oldCookie } });
    expect(stale.status).toBe(401);
    expect(await signInStatus(child.username, TEST_PIN)).toBe(401);
    expect(await signInStatus(child.username, 'abc9')).toBe(200);
  });

  it('pausing a child ends their sessions and blocks sign-in; resuming lets them back in', async () => {
    const child = await buildChild(db());
    const parent = await signedIn(await buildParent(db(), { children: [child] }));
    const childClient = await signedIn(child);

    const paused = await parent.patch(`/api/children/${child.id}`, { isActive: false });
    expect(paused.status).toBe(200);
    expect(paused.body.child.isActive).toBe(false);
    expect((await childClient.get('/api/auth/me')).status).toBe(401);
    expect(await db().select().from(sessions).where(eq(sessions.userId, child.id))).toHaveLength(0);
    expect(await signInStatus(child.username, TEST_PIN)).toBe(401);

    expect((await parent.patch(`/api/children/${child.id}`, { isActive: true })).status).toBe(200);
    expect(await signInStatus(child.username, TEST_PIN)).toBe(200);
  });

  it('a PATCH without X-Requested-With (a cross-site form) is refused with 403 and nothing changes', async () => {
    const child = await buildChild(db(), { firstName: 'Ivy' });
    const parent = await signedIn(await buildParent(db(), { children: [child] }));
    const res = await parent.request('PATCH', `/api/children/${child.id}`, { firstName: 'Forged' }, { 'x-requested-with': '' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('csrf');
    expect((await userRow(child.id))!.firstName).toBe('Ivy');
  });
});

describe('DELETE /api/children/:id', () => {
  it('a parent deletes their child: the account, its sessions and all its activity go, and sign-in fails', async () => {
    const child = await buildChild(db());
    const parent = await signedIn(await buildParent(db(), { children: [child] }));
    await signedIn(child);
    await db().insert(writingSamples).values({ userId: child.id, kind: 'letter', target: 'a', language: 'en', strokes: [], overallScore: 90 });
    await db()
      .insert(phonicsAttempts)
      .values({ userId: child.id, kind: 'sound', target: 'sh', language: 'en', accuracy: 90, clarity: 90, pace: 90, overallScore: 90 });
    await db().insert(missionRuns).values({ userId: child.id, missionId: 'mission-1', code: [], success: true, steps: 4, efficiency: 100 });
    await db().insert(stories).values({ userId: child.id, title: 'Mine', content: 'A story.' });

    const res = await parent.delete(`/api/children/${child.id}`, { confirmName: 'Test' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });

    expect(await userRow(child.id)).toBeUndefined();
    const leftovers = rowsOf<{ n: number }>(
      await db().execute(sql`SELECT
        (SELECT count(*) FROM writing_samples WHERE user_id = ${child.id})
        + (SELECT count(*) FROM phonics_attempts WHERE user_id = ${child.id})
        + (SELECT count(*) FROM mission_runs WHERE user_id = ${child.id})
        + (SELECT count(*) FROM stories WHERE user_id = ${child.id})
        + (SELECT count(*) FROM sessions WHERE user_id = ${child.id})
        + (SELECT count(*) FROM guardianships WHERE child_id = ${child.id}) AS n`),
    );
    expect(Number(leftovers[0]!.n)).toBe(0);
    expect(await signInStatus(child.username, TEST_PIN)).toBe(401);
    expect((await parent.get('/api/children')).body.children).toEqual([]);
  });

  it('deleting a child that was already deleted answers 404', async () => {
    const child = await buildChild(db());
    const parent = await signedIn(await buildParent(db(), { children: [child] }));
    expect((await parent.delete(`/api/children/${child.id}`, { confirmName: 'Test' })).status).toBe(200);
    expect((await parent.delete(`/api/children/${child.id}`, { confirmName: 'Test' })).status).toBe(404);
  });
});

describe('without a session', () => {
  it.each([
    ['GET', '/api/children'],
    ['POST', '/api/children'],
    ['GET', '/api/children/00000000-0000-4000-8000-000000000000/profile'],
    ['PATCH', '/api/children/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/children/00000000-0000-4000-8000-000000000000'],
  ])('%s %s answers 401', async (method, path) => {
    const body = method === 'POST' ? validChild() : method === 'PATCH' ? { age: 5 } : undefined;
    const res = await client().request(method, path, body);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthenticated');
  });

  it('POST /api/children without a session creates nothing', async () => {
    const input = validChild();
    await client().post('/api/children', input);
    expect(await usersNamed(input.username)).toBe(0);
  });
});
