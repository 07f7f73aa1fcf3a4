import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Client, startTestServer, type TestServer } from '../../test/harness.ts';
import { buildOrganization, buildParent, buildTeacher, TEST_PASSWORD } from '../../test/factories.ts';
import { courses, organizations, staffAssignments, staffRoles, users } from '../../db/schema.ts';
import { PERMISSIONS, type Permission } from '@common/domain/staff.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { mayAct, organisationsInScope } from './scope.ts';
import { recordAudit } from '../../audit/record.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
const db = () => server.database.db;
let serial = 0;
const tag = () => `${Date.now().toString(36)}${serial++}`.toUpperCase();

async function role(permissions: readonly Permission[], canDelegate = true, level = 3) {
  const [row] = await db()
    .insert(staffRoles)
    .values({ name: `Role ${tag()}`, level, permissions: [...permissions], canDelegate })
    .returning();
  return row!;
}

/** An administrator assigned at `organizationId` with a role of `permissions`, signed in. */
async function administrator(organizationId: string, permissions: readonly Permission[] = PERMISSIONS, canDelegate = true) {
  const username = `admin-${tag().toLowerCase()}`;
  const [admin] = await db()
    .insert(users)
    .values({ username, role: 'admin', firstName: 'Ada', lastName: tag(), organizationId, passwordHash: await hashPassword(TEST_PASSWORD) })
    .returning();
  const r = await role(permissions, canDelegate);
  await db().insert(staffAssignments).values({ userId: admin!.id, organizationId, roleId: r.id });
  return { user: admin!, role: r, client: await new Client(server.url).signIn(username, TEST_PASSWORD) };
}

/** A province with two boards, each with one school. */
async function tree() {
  const province = await buildOrganization(db(), { type: 'province' });
  const boardA = await buildOrganization(db(), { type: 'school_board', parentId: province.id });
  const boardB = await buildOrganization(db(), { type: 'school_board', parentId: province.id });
  const schoolA = await buildOrganization(db(), { type: 'school', parentId: boardA.id });
  const schoolB = await buildOrganization(db(), { type: 'school', parentId: boardB.id });
  return { province, boardA, boardB, schoolA, schoolB };
}

describe('scope module', () => {
  it('an assignment at a board covers the board and its schools, and grants its permissions there only', async () => {
    const t = await tree();
    const { user } = await administrator(t.boardA.id, ['manage_staff']);
    const scope = await organisationsInScope(db(), user.id);
    expect([...scope].sort()).toEqual([t.boardA.id, t.schoolA.id].sort());
    expect(await mayAct(db(), user.id, 'manage_staff', t.schoolA.id)).toBe(true);
    expect(await mayAct(db(), user.id, 'manage_staff', t.province.id)).toBe(false);
    expect(await mayAct(db(), user.id, 'manage_staff', t.schoolB.id)).toBe(false);
    expect(await mayAct(db(), user.id, 'manage_users', t.schoolA.id)).toBe(false);
  });

  it('an inactive assignment covers nothing', async () => {
    const t = await tree();
    const { user } = await administrator(t.boardA.id);
    await db().update(staffAssignments).set({ isActive: false }).where(eq(staffAssignments.userId, user.id));
    expect((await organisationsInScope(db(), user.id)).size).toBe(0);
    expect(await mayAct(db(), user.id, 'manage_staff', t.schoolA.id)).toBe(false);
  });
});

describe('every staff endpoint', () => {
  const endpoints: [string, string][] = [
    ['GET', '/api/organizations'],
    ['POST', '/api/organizations'],
    ['PATCH', '/api/organizations/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/organizations/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/staff-roles'],
    ['POST', '/api/staff-roles'],
    ['PATCH', '/api/staff-roles/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/staff-roles/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/staff-assignments'],
    ['POST', '/api/staff-assignments'],
    ['PATCH', '/api/staff-assignments/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/staff-assignments/00000000-0000-4000-8000-000000000000'],
  ];
  it.each(endpoints)('%s %s answers 401 to a visitor', async (method, path) => {
    const res = await new Client(server.url).request(method, path, method === 'GET' || method === 'DELETE' ? undefined : {});
    expect(res.status).toBe(401);
  });
  it.each(endpoints)('%s %s answers 403 to a teacher', async (method, path) => {
    const teacher = await buildTeacher(db());
    const client = await new Client(server.url).signIn(teacher.username, TEST_PASSWORD);
    const body = method === 'POST' && path.endsWith('organizations') ? { name: 'X', type: 'school', code: 'X1', parentId: null } : undefined;
    const res = await client.request(method, path, method === 'GET' || method === 'DELETE' ? undefined : (body ?? {}));
    // A body the schema refuses answers 400 before the role is looked at; a well-formed one, 403.
    expect(res.status).toBe(method === 'POST' && !body ? 400 : 403);
  });
});

describe('organisations', () => {
  it('a school-board administrator cannot see or change another board', async () => {
    const t = await tree();
    const { client } = await administrator(t.boardA.id);
    const list = await client.get('/api/organizations');
    expect(list.status).toBe(200);
    expect(list.body.organizations.map((o: { id: string }) => o.id).sort()).toEqual([t.boardA.id, t.schoolA.id].sort());
    expect((await client.patch(`/api/organizations/${t.boardB.id}`, { name: 'Taken over' })).status).toBe(404);
    expect((await client.patch(`/api/organizations/${t.province.id}`, { name: 'Taken over' })).status).toBe(404);
    expect((await client.delete(`/api/organizations/${t.schoolB.id}`)).status).toBe(404);
    const add = await client.post('/api/organizations', { name: 'Intruder', type: 'school', code: `I${tag()}`, parentId: t.boardB.id });
    expect(add.status).toBe(404);
    expect(add.body.message).toBe('Organization not found');
    const [b] = await db().select().from(organizations).where(eq(organizations.id, t.boardB.id));
    expect(b!.name).toBe(t.boardB.name);
  });

  it('a board administrator adds, renames and removes a school under their board; counts and address come back', async () => {
    const t = await tree();
    const { client } = await administrator(t.boardA.id);
    const code = `s${tag()}`;
    const add = await client.post('/api/organizations', {
      name: '  Cedar School ',
      type: 'school',
      code,
      parentId: t.boardA.id,
      city: 'Calgary',
      province: 'Alberta',
    });
    expect(add.status).toBe(201);
    expect(add.body.organization).toMatchObject({
      name: 'Cedar School',
      code: code.toUpperCase(),
      type: 'school',
      parentId: t.boardA.id,
      city: 'Calgary',
      province: 'Alberta',
      users: 0,
      courses: 0,
      children: 0,
    });
    const id = add.body.organization.id;
    const board = (await client.get('/api/organizations')).body.organizations.find((o: { id: string }) => o.id === t.boardA.id);
    expect(board.children).toBe(2);
    const rename = await client.patch(`/api/organizations/${id}`, { name: 'Cedar Elementary' });
    expect(rename.status).toBe(200);
    expect(rename.body.organization.name).toBe('Cedar Elementary');
    expect((await client.delete(`/api/organizations/${id}`)).status).toBe(200);
    expect(await db().select().from(organizations).where(eq(organizations.id, id))).toEqual([]);
  });

  it('a code already used is refused with 409 and nothing is added', async () => {
    const t = await tree();
    const { client } = await administrator(t.boardA.id);
    const res = await client.post('/api/organizations', { name: 'Copy', type: 'school', code: t.schoolB.code, parentId: t.boardA.id });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('That code is already used by another organisation');
  });

  it.each([
    [{ name: '', type: 'school', code: 'OK1' }, 'name: Enter a name'],
    [{ name: 'A', type: 'school', code: 'no spaces' }, 'code: Use letters, digits and hyphens for the code'],
    [{ name: 'A', type: 'district', code: 'OK2' }, 'type: Choose a type'],
    [{ name: 'A', type: 'school', code: '' }, 'code: Enter a code'],
  ])('bad input %j is refused with "%s"', async (input, message) => {
    const t = await tree();
    const { client } = await administrator(t.boardA.id);
    const res = await client.post('/api/organizations', { parentId: t.boardA.id, ...input });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('a school must belong to a board, not to a school or a province', async () => {
    const t = await tree();
    const { client } = await administrator(t.province.id);
    const res = await client.post('/api/organizations', { name: 'A', type: 'school', code: `P${tag()}`, parentId: t.province.id });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('A school belongs to a school board');
  });

  it('deleting an organisation that still has users, courses or schools below it is refused, saying what is there', async () => {
    const t = await tree();
    const { client } = await administrator(t.province.id);
    const teacher = await buildTeacher(db(), { organizationId: t.schoolA.id } as never);
    await db().update(users).set({ organizationId: t.schoolA.id }).where(eq(users.id, teacher.id));
    await db()
      .insert(courses)
      .values({
        code: `C${tag()}`,
        name: 'Reading',
        grade: 'Grade 1',
        subject: 'English',
        startDate: '2026-09-01',
        endDate: '2027-06-30',
        teacherId: teacher.id,
        organizationId: t.schoolA.id,
      });
    const school = await client.delete(`/api/organizations/${t.schoolA.id}`);
    expect(school.status).toBe(409);
    expect(school.body.message).toBe(`${t.schoolA.name} still has 1 user and 1 course; move or remove them first.`);
    const board = await client.delete(`/api/organizations/${t.boardA.id}`);
    expect(board.status).toBe(409);
    expect(board.body.message).toBe(`${t.boardA.name} still has 1 organisation; move or remove them first.`);
    expect((await db().select().from(organizations).where(eq(organizations.id, t.schoolA.id))).length).toBe(1);
  });

  it("the refusal is written in the page's language (Accept-Language), with the same key and nothing deleted", async () => {
    const t = await tree();
    const { client } = await administrator(t.province.id);
    for (let i = 0; i < 2; i += 1) await buildTeacher(db(), { values: { organizationId: t.schoolA.id } });
    const refused = (language: string) => client.request('DELETE', `/api/organizations/${t.schoolA.id}`, undefined, { 'accept-language': language });
    const [ar, fr, it, cree, frCa] = await Promise.all([refused('ar'), refused('fr'), refused('it'), refused('cr'), refused('fr-CA,fr;q=0.9,en;q=0.8')]);
    expect(ar.body).toMatchObject({
      code: 'conflict',
      messageKey: 'staff.organisationNotEmpty',
      message: `ما زال لدى ${t.schoolA.name} مستخدمان؛ انقلها أو احذفها أولًا.`,
    });
    expect(fr.body.message).toBe(`${t.schoolA.name} a encore 2 utilisateurs ; déplacez-les ou supprimez-les d'abord.`);
    expect(it.body.message).toBe(`${t.schoolA.name} ha ancora 2 utenti: spostali o eliminali prima.`);
    // Plains Cree has no catalogue of server messages: English, as the interface falls back.
    expect(cree.body.message).toBe(`${t.schoolA.name} still has 2 users; move or remove them first.`);
    expect(frCa.body.message).toBe(fr.body.message);
    expect((await db().select().from(organizations).where(eq(organizations.id, t.schoolA.id))).length).toBe(1);
  });

  it('a school administrator cannot remove their own school (it belongs to the board above)', async () => {
    const t = await tree();
    const { client } = await administrator(t.schoolA.id);
    const res = await client.delete(`/api/organizations/${t.schoolA.id}`);
    expect(res.status).toBe(403);
  });

  it('an administrator whose role lacks manage_organizations sees but cannot change', async () => {
    const t = await tree();
    const { client } = await administrator(t.boardA.id, ['view_reports']);
    expect((await client.get('/api/organizations')).body.organizations).toHaveLength(2);
    const res = await client.patch(`/api/organizations/${t.schoolA.id}`, { name: 'Nope' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your role cannot change this organisation.');
  });
});

describe('staff roles', () => {
  it('an administrator cannot define a role with a permission they do not hold', async () => {
    const t = await tree();
    const { client } = await administrator(t.schoolA.id, ['manage_roles', 'manage_staff']);
    const res = await client.post('/api/staff-roles', { name: 'Super', level: 1, permissions: ['manage_staff', 'manage_organizations'] });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You cannot give permissions you do not hold: manage_organizations');
    const ok = await client.post('/api/staff-roles', { name: 'Helper', level: 7, description: 'Helps', permissions: ['manage_staff'], canDelegate: false });
    expect(ok.status).toBe(201);
    expect(ok.body.role).toMatchObject({ name: 'Helper', level: 7, permissions: ['manage_staff'], canDelegate: false, assignments: 0 });
  });

  it.each([
    [{ name: 'A', level: 0, permissions: [] }, 'level: Level must be a whole number from 1 to 10'],
    [{ name: 'A', level: 2.5, permissions: [] }, 'level: Level must be a whole number from 1 to 10'],
    [{ name: 'A', level: 2, permissions: ['fly'] }, 'permissions.0: Unknown permission'],
    [{ name: ' ', level: 2, permissions: [] }, 'name: Enter a name'],
  ])('bad role %j is refused with "%s"', async (input, message) => {
    const t = await tree();
    const { client } = await administrator(t.boardA.id);
    const res = await client.post('/api/staff-roles', input);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('a role still given by an assignment cannot be deleted; an unused one can', async () => {
    const t = await tree();
    const { client, role: own } = await administrator(t.boardA.id);
    const res = await client.delete(`/api/staff-roles/${own.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`${own.name} is still given by 1 assignment; remove them first.`);
    const spare = await client.post('/api/staff-roles', { name: 'Spare', level: 5, permissions: [] });
    expect((await client.delete(`/api/staff-roles/${spare.body.role.id}`)).status).toBe(200);
    expect((await client.delete(`/api/staff-roles/${spare.body.role.id}`)).status).toBe(404);
  });

  it('every administrator sees in the audit log who changed a role, since roles belong to no organisation; nothing else of no organisation', async () => {
    const t = await tree();
    const { client: adminA, user: actor } = await administrator(t.boardA.id);
    const { client: adminB } = await administrator(t.boardB.id);
    const made = await adminA.post('/api/staff-roles', { name: `Principal ${tag()}`, level: 4, permissions: ['manage_staff'] });
    expect(made.status).toBe(201);
    const id = made.body.role.id;
    expect((await adminA.patch(`/api/staff-roles/${id}`, { level: 5 })).status).toBe(200);
    expect((await adminA.delete(`/api/staff-roles/${id}`)).status).toBe(200);
    const parent = await buildParent(db());
    await recordAudit(db(), {
      actorId: parent.id,
      action: 'user.updated',
      entity: 'user',
      entityId: parent.id,
      before: null,
      after: null,
      organisationId: null,
    });

    for (const admin of [adminA, adminB]) {
      const log = await admin.get('/api/admin/audit?limit=200');
      expect(log.status).toBe(200);
      const entries = log.body.entries as { entityId: string; action: string; actorId: string }[];
      expect(entries.filter((e) => e.entityId === id).map((e) => e.action)).toEqual(['staff_role.deleted', 'staff_role.updated', 'staff_role.created']);
      expect(entries.find((e) => e.entityId === id)!.actorId).toBe(actor.id);
      expect(entries.some((e) => e.entityId === parent.id)).toBe(false);
      const created = await admin.get('/api/admin/audit?action=staff_role.created&limit=200');
      expect(created.body.entries.map((e: { entityId: string }) => e.entityId)).toContain(id);
    }
  });
});

describe('assignments', () => {
  it('a school administrator cannot grant a role they do not hold', async () => {
    const t = await tree();
    const { client } = await administrator(t.schoolA.id, ['manage_staff', 'view_reports']);
    const teacher = await buildTeacher(db());
    await db().update(users).set({ organizationId: t.schoolA.id }).where(eq(users.id, teacher.id));
    const bigger = await role(['manage_staff', 'manage_organizations']);
    const res = await client.post('/api/staff-assignments', { userId: teacher.id, organizationId: t.schoolA.id, roleId: bigger.id });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You cannot give a role with permissions you do not hold: manage_organizations');
    expect(await db().select().from(staffAssignments).where(eq(staffAssignments.userId, teacher.id))).toEqual([]);
    const smaller = await role(['view_reports'], false, 8);
    const ok = await client.post('/api/staff-assignments', { userId: teacher.id, organizationId: t.schoolA.id, roleId: smaller.id, startDate: '2026-09-01' });
    expect(ok.status).toBe(201);
    expect(ok.body.assignment).toMatchObject({
      userId: teacher.id,
      organizationId: t.schoolA.id,
      roleId: smaller.id,
      roleName: smaller.name,
      isActive: true,
      startDate: '2026-09-01T00:00:00.000Z',
    });
  });

  it('an administrator whose role may not delegate cannot give any role', async () => {
    const t = await tree();
    const { client } = await administrator(t.schoolA.id, ['manage_staff', 'view_reports'], false);
    const teacher = await buildTeacher(db());
    await db().update(users).set({ organizationId: t.schoolA.id }).where(eq(users.id, teacher.id));
    const smaller = await role(['view_reports']);
    const res = await client.post('/api/staff-assignments', { userId: teacher.id, organizationId: t.schoolA.id, roleId: smaller.id });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your role cannot delegate, so it cannot give roles.');
  });

  it('a board administrator sees, changes and removes assignments in their board only', async () => {
    const t = await tree();
    const a = await administrator(t.boardA.id);
    const b = await administrator(t.boardB.id);
    const listed = (await a.client.get('/api/staff-assignments')).body.assignments.map((x: { userId: string }) => x.userId);
    expect(listed).toContain(a.user.id);
    expect(listed).not.toContain(b.user.id);
    const [theirs] = await db().select().from(staffAssignments).where(eq(staffAssignments.userId, b.user.id));
    expect((await a.client.patch(`/api/staff-assignments/${theirs!.id}`, { isActive: false })).status).toBe(404);
    expect((await a.client.delete(`/api/staff-assignments/${theirs!.id}`)).status).toBe(404);
    // a person of another board cannot be given a role here
    const r = await role(['view_reports']);
    const res = await a.client.post('/api/staff-assignments', { userId: b.user.id, organizationId: t.boardA.id, roleId: r.id });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('User not found');
    const teacher = await buildTeacher(db());
    await db().update(users).set({ organizationId: t.schoolA.id }).where(eq(users.id, teacher.id));
    const made = await a.client.post('/api/staff-assignments', { userId: teacher.id, organizationId: t.schoolA.id, roleId: r.id });
    const pause = await a.client.patch(`/api/staff-assignments/${made.body.assignment.id}`, { isActive: false });
    expect(pause.status).toBe(200);
    expect(pause.body.assignment.isActive).toBe(false);
    expect((await a.client.delete(`/api/staff-assignments/${made.body.assignment.id}`)).status).toBe(200);
  });

  it('a parent cannot be given a staff role', async () => {
    const t = await tree();
    const { client } = await administrator(t.schoolA.id);
    const parent = await buildParent(db());
    await db().update(users).set({ organizationId: t.schoolA.id }).where(eq(users.id, parent.id));
    const r = await role(['view_reports']);
    const res = await client.post('/api/staff-assignments', { userId: parent.id, organizationId: t.schoolA.id, roleId: r.id });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Only staff accounts can be given a staff role');
  });
});

describe('users list (GET /api/admin/people, the one list of staff management)', () => {
  it('never returns a user outside the caller scope, nor a password hash or session; searched and paged on the server', async () => {
    const t = await tree();
    const { client, user } = await administrator(t.boardA.id);
    const other = await administrator(t.boardB.id);
    const res = await client.get('/api/admin/people');
    expect(res.status).toBe(200);
    const ids = res.body.people.map((u: { id: string }) => u.id);
    expect(ids).toContain(user.id);
    expect(ids).not.toContain(other.user.id);
    expect(res.text).not.toMatch(/passwordHash|password_hash|\$argon2|session/i);
    expect(res.body.total).toBe(1);
    // a search outside the scope finds nothing; a search inside finds the one matching person
    const outside = await client.get(`/api/admin/people?q=${encodeURIComponent(other.user.lastName)}`);
    expect(outside.body.people).toEqual([]);
    expect(outside.body.total).toBe(0);
    const inside = await client.get(`/api/admin/people?q=${encodeURIComponent(user.lastName.toLowerCase())}`);
    expect(inside.body.people.map((u: { id: string }) => u.id)).toEqual([user.id]);
    expect((await client.get('/api/admin/people?q=%25')).body.total).toBe(0);
    // paging: three more people in the board's school, in name order, two by two; total counts every page
    const more = [];
    for (const lastName of ['Zed-a', 'Zed-b', 'Zed-c']) {
      const [row] = await db()
        .insert(users)
        .values({ username: `p-${tag().toLowerCase()}`, role: 'teacher', firstName: 'Pat', lastName, organizationId: t.schoolA.id, passwordHash: 'x' })
        .returning();
      more.push(row!.id);
    }
    const all = (await client.get('/api/admin/people')).body;
    expect(all.total).toBe(4);
    const page1 = (await client.get('/api/admin/people?limit=2')).body;
    const page2 = (await client.get('/api/admin/people?limit=2&offset=2')).body;
    expect(page1.total).toBe(4);
    expect(page2.total).toBe(4);
    expect([...page1.people, ...page2.people].map((u: { id: string }) => u.id)).toEqual(all.people.map((u: { id: string }) => u.id));
    expect(page2.people.map((u: { id: string }) => u.id)).toEqual(more.slice(1));
    expect((await client.get('/api/admin/people?limit=2&offset=4')).body.people).toEqual([]);
    for (const [query, message] of [
      ['limit=500', 'limit: Use 1 to 200'],
      ['limit=0', 'limit: Use 1 to 200'],
      ['offset=-1', 'offset: Use 0 or more'],
    ] as const) {
      const bad = await client.get(`/api/admin/people?${query}`);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(message);
    }
    // the former second list is gone
    expect((await client.get('/api/staff-users')).status).toBe(404);
    // GET /api/users (spec 000 §7, the struggling readers' join) keeps to the same scope.
    const joined = await client.get('/api/users');
    expect(joined.status).toBe(200);
    expect(joined.text).not.toContain(other.user.id);
    expect(joined.text).not.toMatch(/passwordHash|password_hash|\$argon2/i);
  });
});
