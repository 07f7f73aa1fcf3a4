import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Client, startTestServer, type TestServer } from '../../test/harness.ts';
import { buildAdmin, buildChild, buildOrganization, buildParent, buildTeacher, TEST_PASSWORD, TEST_PIN } from '../../test/factories.ts';
import { auditLog, sessions, signInFailures, staffAssignments, staffRoles, userInvitations, users } from '../../db/schema.ts';
import type { MailMessage, Mailer } from '../../mail/mailer.ts';

const outbox: MailMessage[] = [];
const mailer: Mailer & { delivers: boolean } = {
  delivers: false,
  send: async (message) => {
    outbox.push(message);
  },
};
const logged: string[] = [];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    mailer,
    signInThrottle: { sleep: async () => {} },
    publicUrl: 'https://wren.example.org',
    logger: { level: 'warn', stream: { write: (line: string) => void logged.push(line) } },
  });
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.database.db.delete(signInFailures);
  outbox.length = 0;
  logged.length = 0;
  mailer.delivers = false;
});

const db = () => server.database.db;
const client = () => new Client(server.url);
const signedIn = (user: { username: string }, secret = TEST_PASSWORD) => client().signIn(user.username, secret);
let serial = 0;
const newEmail = () => `staff-${Date.now().toString(36)}-${serial++}@example.test`;
const codeOf = (link: string) => new URL(link).searchParams.get('code')!;
const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];
const auditOf = async (entityId: string) => db().select().from(auditLog).where(eq(auditLog.entityId, entityId));

/** A province with two boards, each with one school; an administrator per board and one per school A. */
async function tree() {
  const province = await buildOrganization(db(), { type: 'province' });
  const boardA = await buildOrganization(db(), { type: 'school_board', parentId: province.id });
  const boardB = await buildOrganization(db(), { type: 'school_board', parentId: province.id });
  const schoolA = await buildOrganization(db(), { type: 'school', parentId: boardA.id });
  const schoolA2 = await buildOrganization(db(), { type: 'school', parentId: boardA.id });
  const schoolB = await buildOrganization(db(), { type: 'school', parentId: boardB.id });
  const boardAdminA = await buildAdmin(db(), { organizationId: boardA.id });
  const boardAdminB = await buildAdmin(db(), { organizationId: boardB.id });
  const schoolAdminA = await buildAdmin(db(), { organizationId: schoolA.id });
  return { province, boardA, boardB, schoolA, schoolA2, schoolB, boardAdminA, boardAdminB, schoolAdminA };
}

const newTeacher = (organizationId: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Amira',
  lastName: 'Benali',
  email: newEmail(),
  role: 'teacher',
  organizationId,
  ...overrides,
});

describe('POST /api/admin/people (create with an invitation)', () => {
  it('401 without a session', async () => {
    const t = await tree();
    const res = await client().post('/api/admin/people', newTeacher(t.schoolA.id));
    expect(res.status).toBe(401);
  });

  it('400 with the exact message for a bad email, and nothing is created', async () => {
    const t = await tree();
    const admin = await signedIn(t.boardAdminA);
    const res = await admin.post('/api/admin/people', newTeacher(t.schoolA.id, { email: 'not-an-address' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('email: Enter a valid email address');
    expect(await db().select().from(users).where(eq(users.email, 'not-an-address'))).toHaveLength(0);
  });

  it('a teacher gets 403 and nothing is created', async () => {
    const t = await tree();
    const teacher = await signedIn(await buildTeacher(db(), { values: { organizationId: t.schoolA.id } }));
    const input = newTeacher(t.schoolA.id);
    const res = await teacher.post('/api/admin/people', input);
    expect(res.status).toBe(403);
    expect(await db().select().from(users).where(eq(users.email, input.email))).toHaveLength(0);
  });

  it('a school-board administrator cannot create an account in another board (400, nothing created)', async () => {
    const t = await tree();
    const admin = await signedIn(t.boardAdminA);
    const input = newTeacher(t.schoolB.id);
    const res = await admin.post('/api/admin/people', input);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Choose one of your schools.');
    expect(await db().select().from(users).where(eq(users.email, input.email))).toHaveLength(0);
  });

  it('409 for an email that has an account', async () => {
    const t = await tree();
    const admin = await signedIn(t.boardAdminA);
    const parent = await buildParent(db());
    const res = await admin.post('/api/admin/people', newTeacher(t.schoolA.id, { email: parent.email }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An account with this email address already exists.');
  });

  it('without a mail server: the link is shown and logged; the teacher sets a password, signs in, and the audit log has it', async () => {
    const t = await tree();
    const admin = await signedIn(t.boardAdminA);
    const input = newTeacher(t.schoolA.id);
    const res = await admin.post('/api/admin/people', input);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      mailed: false,
      person: { email: input.email, role: 'teacher', isActive: true, invited: true, organizationId: t.schoolA.id },
    });
    expect(res.body.link).toMatch(/^https:\/\/wren\.example\.org\/invitation\?code=/);
    expect(logged.some((line) => line.includes(res.body.link))).toBe(true);
    expect(outbox).toHaveLength(0);
    // Before the invitation is used nobody can sign in to the account.
    expect((await client().post('/api/auth/login', { username: input.email, password: TEST_PASSWORD })).status).toBe(401);

    const accepted = await client().post('/api/auth/invitation', { code: codeOf(res.body.link), password: 'willow-lantern-42' });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ ok: true, username: input.email });
    const teacher = await client().signIn(input.email, 'willow-lantern-42');
    expect((await teacher.get('/api/auth/me')).body.user.role).toBe('teacher');

    // The code works once.
    const again = await client().post('/api/auth/invitation', { code: codeOf(res.body.link), password: 'another-long-one-9' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      'This invitation link is not valid any more: it was used already, or it is more than a week old. Ask your administrator for a new one.',
    );

    const id = res.body.person.id as string;
    const actions = (await auditOf(id)).map((e) => e.action).sort();
    expect(actions).toEqual(['sign_in.failed', 'sign_in.succeeded', 'user.invitation_accepted', 'user.invited']);
    const invited = (await auditOf(id)).find((e) => e.action === 'user.invited')!;
    expect(invited.actorId).toBe(t.boardAdminA.id);
    expect(invited.after).toMatchObject({ email: input.email, role: 'teacher' });
    expect(JSON.stringify(invited.after)).not.toContain('password');
  });

  it('with a mail server: the invitation is mailed', async () => {
    mailer.delivers = true;
    const t = await tree();
    const admin = await signedIn(t.schoolAdminA);
    const input = newTeacher(t.schoolA.id, { role: 'admin' });
    const res = await admin.post('/api/admin/people', input);
    expect(res.status).toBe(201);
    expect(res.body.mailed).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(outbox.map((m) => m.to)).toEqual([input.email]);
    expect(outbox[0]!.text).toContain(res.body.link);
    expect(outbox[0]!.subject).toBe('Your Wren account');
    expect(outbox[0]!.text).toContain('The link works once, for 7 days.');
  });

  it("the invitation is written in the administrator's page language, and the new account opens in it", async () => {
    mailer.delivers = true;
    const t = await tree();
    const admin = await signedIn(t.schoolAdminA);
    const input = newTeacher(t.schoolA.id);
    const res = await admin.request('POST', '/api/admin/people', input, { 'accept-language': 'fr-CA,fr;q=0.9' });
    expect(res.status).toBe(201);
    await expect.poll(() => outbox.length).toBe(1);
    expect(outbox[0]!.subject).toBe('Votre compte Wren');
    expect(outbox[0]!.text).toMatch(/^Bonjour /);
    expect(outbox[0]!.text).toContain(res.body.link);
    expect(outbox[0]!.text).toContain('Le lien ne sert qu’une fois, pendant 7 jours.');
    const [made] = await db().select().from(users).where(eq(users.email, input.email));
    expect(made!.preferredLanguage).toBe('fr');
  });
});

describe('POST /api/auth/invitation', () => {
  it('400 with the exact message for a short password, and the invitation stays usable', async () => {
    const t = await tree();
    const admin = await signedIn(t.boardAdminA);
    const created = await admin.post('/api/admin/people', newTeacher(t.schoolA.id));
    const code = codeOf(created.body.link);
    const short = await client().post('/api/auth/invitation', { code, password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('password: Password must be at least 10 characters');
    expect((await client().post('/api/auth/invitation', { code, password: 'willow-lantern-42' })).status).toBe(200);
  });

  it('400 for an unknown code', async () => {
    const res = await client().post('/api/auth/invitation', { code: 'nope', password: 'willow-lantern-42' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid');
  });
});

describe('GET /api/admin/people', () => {
  it('401 without a session', async () => {
    expect((await client().get('/api/admin/people')).status).toBe(401);
  });

  it('a parent gets 403', async () => {
    expect((await (await signedIn(await buildParent(db()))).get('/api/admin/people')).status).toBe(403);
  });

  it('a school-board administrator sees their board’s people and schools, never another board’s, never a password hash or session', async () => {
    const t = await tree();
    const mine = await buildTeacher(db(), { values: { organizationId: t.schoolA.id } });
    const theirs = await buildTeacher(db(), { values: { organizationId: t.schoolB.id } });
    const admin = await signedIn(t.boardAdminA);
    const res = await admin.get('/api/admin/people');
    expect(res.status).toBe(200);
    const ids = res.body.people.map((p: { id: string }) => p.id);
    expect(ids).toContain(mine.id);
    expect(ids).toContain(t.schoolAdminA.id);
    expect(ids).not.toContain(theirs.id);
    expect(ids).not.toContain(t.boardAdminB.id);
    expect(res.body.schools.map((s: { id: string }) => s.id).sort()).toEqual([t.schoolA.id, t.schoolA2.id].sort());
    expect(res.text).not.toMatch(/argon2|passwordHash|password_hash|session/i);
  });
});

describe('GET /api/admin/people filters', () => {
  it('400 with the exact message for an unknown role', async () => {
    const t = await tree();
    const res = await (await signedIn(t.boardAdminA)).get('/api/admin/people?role=wizard');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('role: Role must be child, parent, teacher, trainer or admin');
  });

  it('filters by role and by name on the server, accents and case aside, and counts every match', async () => {
    const t = await tree();
    const named = await buildTeacher(db(), { values: { organizationId: t.schoolA.id, firstName: 'Zéphyrine', lastName: 'Okafor' } });
    await buildChild(db(), { organizationId: t.schoolA.id, firstName: 'Zephyrine' });
    await buildTeacher(db(), { values: { organizationId: t.schoolB.id, firstName: 'Zephyrine' } });
    const admin = await signedIn(t.boardAdminA);
    const res = await admin.get('/api/admin/people?role=teacher&q=zephyrine%20oka');
    expect(res.status).toBe(200);
    expect(res.body.people.map((p: { id: string }) => p.id)).toEqual([named.id]);
    expect(res.body.total).toBe(1);
    const all = await admin.get('/api/admin/people?q=Zephyrine');
    expect(all.body.total).toBe(2);
    expect((await admin.get(`/api/admin/people?q=${encodeURIComponent('ZÉPHYRINE OKAFOR')}`)).body.total).toBe(1);
  });
});

describe('deactivate and reactivate', () => {
  it('401 without a session', async () => {
    const t = await tree();
    expect((await client().post(`/api/admin/people/${t.schoolAdminA.id}/deactivate`)).status).toBe(401);
  });

  it('400 with the exact message for a malformed id', async () => {
    const t = await tree();
    const res = await (await signedIn(t.boardAdminA)).post('/api/admin/people/not-a-uuid/deactivate');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('id: Unknown account');
  });

  it('a teacher gets 403 and the account stays active', async () => {
    const t = await tree();
    const other = await buildTeacher(db(), { values: { organizationId: t.schoolA.id } });
    const teacher = await signedIn(await buildTeacher(db(), { values: { organizationId: t.schoolA.id } }));
    expect((await teacher.post(`/api/admin/people/${other.id}/deactivate`)).status).toBe(403);
    expect((await userRow(other.id))!.isActive).toBe(true);
  });

  it('a school-board administrator cannot deactivate a teacher of another board (404, still active)', async () => {
    const t = await tree();
    const theirs = await buildTeacher(db(), { values: { organizationId: t.schoolB.id } });
    const res = await (await signedIn(t.boardAdminA)).post(`/api/admin/people/${theirs.id}/deactivate`);
    expect(res.status).toBe(404);
    expect((await userRow(theirs.id))!.isActive).toBe(true);
  });

  it('an administrator cannot deactivate themself', async () => {
    const t = await tree();
    const res = await (await signedIn(t.boardAdminA)).post(`/api/admin/people/${t.boardAdminA.id}/deactivate`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('You cannot deactivate your own account.');
  });

  it('a deactivated teacher’s session is refused at once, they cannot sign in (clear message), and reactivation lets them back', async () => {
    const t = await tree();
    const teacherRow = await buildTeacher(db(), { values: { organizationId: t.schoolA.id } });
    const teacher = await signedIn(teacherRow);
    expect((await teacher.get('/api/auth/me')).status).toBe(200);
    const admin = await signedIn(t.boardAdminA);

    const off = await admin.post(`/api/admin/people/${teacherRow.id}/deactivate`);
    expect(off.status).toBe(200);
    expect(off.body.person.isActive).toBe(false);
    expect((await teacher.get('/api/auth/me')).status).toBe(401);
    expect(await db().select().from(sessions).where(eq(sessions.userId, teacherRow.id))).toHaveLength(0);
    const refused = await client().post('/api/auth/login', { username: teacherRow.username, password: TEST_PASSWORD });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({
      code: 'account_deactivated',
      message: 'This account has been deactivated. Ask an administrator (or, for a child, a parent) to turn it back on.',
    });
    // A wrong password still says only that: the state of the account is not revealed to a guesser.
    expect((await client().post('/api/auth/login', { username: teacherRow.username, password: 'wrong-password-1' })).body.code).toBe('invalid_credentials');

    const on = await admin.post(`/api/admin/people/${teacherRow.id}/reactivate`);
    expect(on.status).toBe(200);
    expect(on.body.person.isActive).toBe(true);
    await client().signIn(teacherRow.username, TEST_PASSWORD);

    const entries = await auditOf(teacherRow.id);
    const off1 = entries.find((e) => e.action === 'user.deactivated')!;
    expect(off1).toMatchObject({ actorId: t.boardAdminA.id, before: { isActive: true }, after: { isActive: false }, organizationId: t.schoolA.id });
    expect(entries.some((e) => e.action === 'user.reactivated')).toBe(true);
    expect(entries.filter((e) => e.action === 'sign_in.failed')).toHaveLength(2);
  });
});

describe('DELETE /api/admin/people/:id', () => {
  it('401 without a session, 400 with the exact message for a malformed id', async () => {
    const t = await tree();
    expect((await client().delete(`/api/admin/people/${t.schoolAdminA.id}`)).status).toBe(401);
    const res = await (await signedIn(t.boardAdminA)).delete('/api/admin/people/not-a-uuid');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('id: Unknown account');
  });

  it('a teacher gets 403 and a school-board administrator gets 404 for another board: the account stays', async () => {
    const t = await tree();
    const theirs = await buildTeacher(db(), { values: { organizationId: t.schoolB.id } });
    const teacher = await signedIn(await buildTeacher(db(), { values: { organizationId: t.schoolB.id } }));
    expect((await teacher.delete(`/api/admin/people/${theirs.id}`)).status).toBe(403);
    expect((await (await signedIn(t.boardAdminA)).delete(`/api/admin/people/${theirs.id}`)).status).toBe(404);
    expect(await userRow(theirs.id)).toBeDefined();
  });

  it('refuses, saying why, an account that still holds other people’s work, a child’s, or the administrator’s own', async () => {
    const t = await tree();
    const admin = await signedIn(t.boardAdminA);
    const child = await buildChild(db(), { organizationId: t.schoolA.id });
    const teaching = await buildTeacher(db(), { students: [child], values: { organizationId: t.schoolA.id, firstName: 'Rosa', lastName: 'Diaz' } });
    const parent = await buildParent(db(), { children: [child], values: { organizationId: t.schoolA.id, firstName: 'Ines', lastName: 'Ali' } });
    const cases: [string, number, string][] = [
      [teaching.id, 409, 'Rosa Diaz still teaches 1 course: delete it first, or deactivate the account instead.'],
      [parent.id, 409, 'Ines Ali is the parent of 1 child in Wren: deactivate the account instead.'],
      [child.id, 400, "A child's account is deleted by their parent from My children; move or deactivate it here."],
      [t.boardAdminA.id, 400, 'You cannot delete your own account.'],
    ];
    for (const [id, status, message] of cases) {
      const res = await admin.delete(`/api/admin/people/${id}`);
      expect(res.status, message).toBe(status);
      expect(res.body.message).toBe(message);
      expect(await userRow(id)).toBeDefined();
    }
  });

  it('deletes a teacher of their school: the session ends, the account is gone, and the audit log keeps who it was', async () => {
    const t = await tree();
    const teacherRow = await buildTeacher(db(), { values: { organizationId: t.schoolA.id, firstName: 'Leo', lastName: 'Park' } });
    const teacher = await signedIn(teacherRow);
    const res = await (await signedIn(t.schoolAdminA)).delete(`/api/admin/people/${teacherRow.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(await userRow(teacherRow.id)).toBeUndefined();
    expect((await teacher.get('/api/auth/me')).status).toBe(401);
    const [entry] = (await auditOf(teacherRow.id)).filter((e) => e.action === 'user.deleted');
    expect(entry).toMatchObject({ actorId: t.schoolAdminA.id, after: null, organizationId: t.schoolA.id });
    expect(entry!.before).toMatchObject({ name: 'Leo Park', role: 'teacher', username: teacherRow.username });
  });
});

/** Gives `userId` a role of `permissions` at `organizationId`. */
async function grant(userId: string, organizationId: string, permissions: string[], canDelegate = true) {
  const [role] = await db()
    .insert(staffRoles)
    .values({ name: `Role ${Date.now().toString(36)}-${serial++}`, level: 3, permissions, canDelegate })
    .returning();
  await db().insert(staffAssignments).values({ userId, organizationId, roleId: role!.id });
  return role!;
}

describe('PATCH /api/admin/people/:id (edit a person)', () => {
  it('401 without a session, 403 for a teacher; nothing changes', async () => {
    const t = await tree();
    const teacher = await buildTeacher(db(), { values: { organizationId: t.schoolA.id } });
    expect((await client().patch(`/api/admin/people/${teacher.id}`, { firstName: 'X' })).status).toBe(401);
    const res = await (await signedIn(teacher)).patch(`/api/admin/people/${teacher.id}`, { firstName: 'X' });
    expect(res.status).toBe(403);
    expect((await userRow(teacher.id))!.firstName).toBe(teacher.firstName);
  });

  it('400 with the exact message for an empty first name or a bad email; nothing changes', async () => {
    const t = await tree();
    const teacher = await buildTeacher(db(), { values: { organizationId: t.schoolA.id } });
    const admin = await signedIn(t.boardAdminA);
    const empty = await admin.patch(`/api/admin/people/${teacher.id}`, { firstName: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('firstName: First name is required');
    const bad = await admin.patch(`/api/admin/people/${teacher.id}`, { email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('email: Enter a valid email address');
    expect(await userRow(teacher.id)).toMatchObject({ firstName: teacher.firstName, email: teacher.email });
  });

  it('another board’s administrator gets 404 and nothing changes', async () => {
    const t = await tree();
    const teacher = await buildTeacher(db(), { values: { organizationId: t.schoolA.id } });
    const res = await (await signedIn(t.boardAdminB)).patch(`/api/admin/people/${teacher.id}`, { firstName: 'Mallory' });
    expect(res.status).toBe(404);
    expect((await userRow(teacher.id))!.firstName).toBe(teacher.firstName);
  });

  it('edits the name and e-mail of an adult (the invited username follows), audited with before and after; a taken e-mail is 409', async () => {
    const t = await tree();
    const admin = await signedIn(t.boardAdminA);
    const created = await admin.post('/api/admin/people', newTeacher(t.schoolA.id));
    const id = created.body.person.id as string;
    const email = newEmail();
    const res = await admin.patch(`/api/admin/people/${id}`, { firstName: ' Samira ', lastName: 'Haddad', email: email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body.person).toMatchObject({ id, name: 'Samira Haddad', email, username: email });
    expect(await userRow(id)).toMatchObject({ firstName: 'Samira', lastName: 'Haddad', email, username: email });
    const [entry] = (await auditOf(id)).filter((e) => e.action === 'user.updated');
    expect(entry).toMatchObject({
      actorId: t.boardAdminA.id,
      before: { firstName: 'Amira', lastName: 'Benali', email: created.body.person.email, username: created.body.person.email },
      after: { firstName: 'Samira', lastName: 'Haddad', email, username: email },
      organizationId: t.schoolA.id,
    });
    const taken = await admin.patch(`/api/admin/people/${id}`, { email: t.boardAdminB.email });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('An account with this email address already exists.');
    expect((await userRow(id))!.email).toBe(email);
    // the same e-mail again changes nothing and writes no entry
    expect((await admin.patch(`/api/admin/people/${id}`, { email })).status).toBe(200);
    expect((await auditOf(id)).filter((e) => e.action === 'user.updated')).toHaveLength(1);
  });

  it('a child has no e-mail, and their kind of account does not change', async () => {
    const t = await tree();
    const child = await buildChild(db(), { organizationId: t.schoolA.id });
    const admin = await signedIn(t.boardAdminA);
    const res = await admin.patch(`/api/admin/people/${child.id}`, { email: newEmail() });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('A child has no email address.');
    const role = await admin.patch(`/api/admin/people/${child.id}`, { role: 'teacher' });
    expect(role.status).toBe(400);
    expect((await userRow(child.id))!.role).toBe('child');
  });

  it('a role change needs a role that may manage users there: without it 403 and nothing changes; with it done and audited', async () => {
    const t = await tree();
    const teacher = await buildTeacher(db(), { values: { organizationId: t.schoolA.id } });
    const without = await signedIn(t.schoolAdminA);
    const refused = await without.patch(`/api/admin/people/${teacher.id}`, { role: 'trainer', firstName: 'Changed' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your role cannot change what kind of account this is.');
    expect(await userRow(teacher.id)).toMatchObject({ role: 'teacher', firstName: teacher.firstName });
    await grant(t.boardAdminA.id, t.boardA.id, ['manage_users']);
    const admin = await signedIn(t.boardAdminA);
    const bad = await admin.patch(`/api/admin/people/${teacher.id}`, { role: 'child' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('role: Role must be teacher, trainer, parent or admin');
    const res = await admin.patch(`/api/admin/people/${teacher.id}`, { role: 'trainer' });
    expect(res.status).toBe(200);
    expect(res.body.person.role).toBe('trainer');
    const [entry] = (await auditOf(teacher.id)).filter((e) => e.action === 'user.updated');
    expect(entry).toMatchObject({ before: { role: 'teacher' }, after: { role: 'trainer' } });
    const self = await admin.patch(`/api/admin/people/${t.boardAdminA.id}`, { role: 'teacher' });
    expect(self.status).toBe(400);
    expect((await userRow(t.boardAdminA.id))!.role).toBe('admin');
  });
});

describe('an invitation with a staff role', () => {
  it('lists the roles the administrator may give at a school; gives one with the new account (audited); a role they cannot give is 403 and nothing is created', async () => {
    const t = await tree();
    const mine = await grant(t.boardAdminA.id, t.boardA.id, ['manage_staff', 'manage_users', 'view_reports']);
    const [small] = await db()
      .insert(staffRoles)
      .values({ name: `Reader ${serial++}`, level: 7, permissions: ['view_reports'] })
      .returning();
    const [big] = await db()
      .insert(staffRoles)
      .values({ name: `Orgs ${serial++}`, level: 2, permissions: ['manage_organizations'] })
      .returning();
    const admin = await signedIn(t.boardAdminA);
    const givable = await admin.get(`/api/admin/schools/${t.schoolA.id}/givable-roles`);
    expect(givable.status).toBe(200);
    const ids = givable.body.roles.map((r: { id: string }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([mine.id, small!.id]));
    expect(ids).not.toContain(big!.id);
    expect((await admin.get(`/api/admin/schools/${t.schoolB.id}/givable-roles`)).status).toBe(404);
    // an administrator without a delegating role may give nothing
    expect((await (await signedIn(t.schoolAdminA)).get(`/api/admin/schools/${t.schoolA.id}/givable-roles`)).body.roles).toEqual([]);

    const refused = newTeacher(t.schoolA.id, { staffRoleId: big!.id });
    const no = await admin.post('/api/admin/people', refused);
    expect(no.status).toBe(403);
    expect(no.body.message).toBe('You cannot give a role with permissions you do not hold: manage_organizations');
    expect(await db().select().from(users).where(eq(users.email, refused.email))).toHaveLength(0);
    const parent = await admin.post('/api/admin/people', newTeacher(t.schoolA.id, { role: 'parent', staffRoleId: small!.id }));
    expect(parent.status).toBe(400);
    expect(parent.body.message).toBe('Only staff accounts can be given a staff role');

    const res = await admin.post('/api/admin/people', newTeacher(t.schoolA.id, { staffRoleId: small!.id }));
    expect(res.status).toBe(201);
    const id = res.body.person.id as string;
    const assignments = await db().select().from(staffAssignments).where(eq(staffAssignments.userId, id));
    expect(assignments).toMatchObject([{ organizationId: t.schoolA.id, roleId: small!.id, isActive: true }]);
    const entries = await db().select().from(auditLog).where(eq(auditLog.entityId, assignments[0]!.id));
    expect(entries).toMatchObject([{ action: 'staff_assignment.created', entity: 'staff_assignment', actorId: t.boardAdminA.id }]);
    const listed = await admin.get('/api/staff-assignments');
    expect(listed.body.assignments.map((a: { id: string }) => a.id)).toContain(assignments[0]!.id);
  });
});

describe('POST /api/admin/people/:id/password-reset', () => {
  it('401 without a session', async () => {
    const t = await tree();
    expect((await client().post(`/api/admin/people/${t.schoolAdminA.id}/password-reset`)).status).toBe(401);
  });

  it('a parent gets 403', async () => {
    const t = await tree();
    const parent = await signedIn(await buildParent(db()));
    expect((await parent.post(`/api/admin/people/${t.schoolAdminA.id}/password-reset`)).status).toBe(403);
  });

  it('another board’s administrator gets 404', async () => {
    const t = await tree();
    const teacher = await buildTeacher(db(), { values: { organizationId: t.schoolA.id, email: newEmail() } });
    expect((await (await signedIn(t.boardAdminB)).post(`/api/admin/people/${teacher.id}/password-reset`)).status).toBe(404);
  });

  it('issues a single-use link that sets the password through the existing reset flow', async () => {
    const t = await tree();
    const teacher = await buildTeacher(db(), { values: { organizationId: t.schoolA.id, email: newEmail() } });
    const res = await (await signedIn(t.boardAdminA)).post(`/api/admin/people/${teacher.id}/password-reset`);
    expect(res.status).toBe(200);
    const token = new URL(res.body.link).searchParams.get('token')!;
    expect((await client().post('/api/auth/password-reset', { token, newPassword: 'willow-lantern-42' })).status).toBe(200);
    await client().signIn(teacher.username, 'willow-lantern-42');
    expect((await auditOf(teacher.id)).some((e) => e.action === 'user.password_reset_link')).toBe(true);
  });

  it('400 for a child: their PIN is changed from their account', async () => {
    const t = await tree();
    const child = await buildChild(db(), { organizationId: t.schoolA.id });
    const res = await (await signedIn(t.boardAdminA)).post(`/api/admin/people/${child.id}/password-reset`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("A child signs in with a PIN: change it from the child's account.");
  });
});

describe('POST /api/admin/people/:id/move', () => {
  it('401 without a session', async () => {
    const t = await tree();
    expect((await client().post(`/api/admin/people/${t.schoolAdminA.id}/move`, { organizationId: t.schoolA2.id })).status).toBe(401);
  });

  it('400 with the exact message without a school', async () => {
    const t = await tree();
    const child = await buildChild(db(), { organizationId: t.schoolA.id });
    const res = await (await signedIn(t.boardAdminA)).post(`/api/admin/people/${child.id}/move`, { organizationId: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('organizationId: Choose a school');
  });

  it('a teacher gets 403', async () => {
    const t = await tree();
    const child = await buildChild(db(), { organizationId: t.schoolA.id });
    const teacher = await signedIn(await buildTeacher(db(), { students: [child] }));
    expect((await teacher.post(`/api/admin/people/${child.id}/move`, { organizationId: t.schoolA2.id })).status).toBe(403);
  });

  it('moves a child between two schools of the board; a school outside it is refused and nothing changes', async () => {
    const t = await tree();
    const child = await buildChild(db(), { organizationId: t.schoolA.id });
    const admin = await signedIn(t.boardAdminA);
    const outside = await admin.post(`/api/admin/people/${child.id}/move`, { organizationId: t.schoolB.id });
    expect(outside.status).toBe(400);
    expect((await userRow(child.id))!.organizationId).toBe(t.schoolA.id);
    const res = await admin.post(`/api/admin/people/${child.id}/move`, { organizationId: t.schoolA2.id });
    expect(res.status).toBe(200);
    expect(res.body.person.organizationId).toBe(t.schoolA2.id);
    expect((await auditOf(child.id)).find((e) => e.action === 'child.moved')).toMatchObject({
      before: { organizationId: t.schoolA.id },
      after: { organizationId: t.schoolA2.id },
    });
  });

  it('a school administrator cannot move a child of another school (404)', async () => {
    const t = await tree();
    const child = await buildChild(db(), { organizationId: t.schoolA2.id });
    expect((await (await signedIn(t.schoolAdminA)).post(`/api/admin/people/${child.id}/move`, { organizationId: t.schoolA.id })).status).toBe(404);
  });
});

describe('POST /api/admin/people/import', () => {
  const csvFor = (rows: string[]) => ['name,email,role,school code,grade', ...rows].join('\n');

  it('401 without a session', async () => {
    expect((await client().post('/api/admin/people/import', { csv: csvFor([]) })).status).toBe(401);
  });

  it('400 with the exact message for a file without the columns', async () => {
    const t = await tree();
    const res = await (await signedIn(t.boardAdminA)).post('/api/admin/people/import', { csv: 'who,where\nA,B' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The first line must name the columns: name, email, role, school code, grade.');
  });

  it('a teacher gets 403', async () => {
    const teacher = await signedIn(await buildTeacher(db()));
    expect((await teacher.post('/api/admin/people/import', { csv: csvFor(['A B,a@example.test,teacher,X,']) })).status).toBe(403);
  });

  it('all or nothing: one bad row shows its problems and nothing is created', async () => {
    const t = await tree();
    const admin = await signedIn(t.boardAdminA);
    const good = newEmail();
    const csv = csvFor([
      `Nadia Roy,${good},teacher,${t.schoolA.code},`,
      `Lucas Martin,,student,${t.schoolB.code},3`,
      `"Tremblay, Élise",,student,${t.schoolA.code},`,
    ]);
    const res = await admin.post('/api/admin/people/import', { csv, commit: true });
    expect(res.status).toBe(200);
    expect(res.body.imported).toBe(false);
    expect(res.body.rows.map((r: { problems: string[] }) => r.problems)).toEqual([
      [],
      [`No school of yours has the code ${t.schoolB.code}.`],
      ['A student needs a grade: K or 1 to 12.'],
    ]);
    expect(res.body.rows[2].name).toBe('Tremblay, Élise');
    expect(await db().select().from(users).where(eq(users.email, good))).toHaveLength(0);

    // The same file from an Italian page: the problems in Italian, and still nothing created.
    const italian = await admin.request('POST', '/api/admin/people/import', { csv, commit: true }, { 'accept-language': 'it' });
    expect(italian.body.rows.map((r: { problems: string[] }) => r.problems)).toEqual([
      [],
      [`Nessuna delle tue scuole ha il codice ${t.schoolB.code}.`],
      ['Uno studente ha bisogno di una classe: K o da 1 a 12.'],
    ]);
    expect(await db().select().from(users).where(eq(users.email, good))).toHaveLength(0);
  });

  it('a preview creates nothing; a clean file creates every row, with invitations and PINs, and is audited', async () => {
    const t = await tree();
    const admin = await signedIn(t.boardAdminA);
    const email = newEmail();
    const csv = csvFor([`Nadia Roy,${email},teacher,${t.schoolA.code},`, `Lucas Martin,,student,${t.schoolA2.code},K`]);
    const preview = await admin.post('/api/admin/people/import', { csv });
    expect(preview.body).toMatchObject({ imported: false, created: 0 });
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(0);

    const res = await admin.post('/api/admin/people/import', { csv, commit: true });
    expect(res.body).toMatchObject({ imported: true, created: 2 });
    const [teacherAccount, studentAccount] = res.body.accounts;
    expect(teacherAccount.link).toMatch(/\/invitation\?code=/);
    expect(studentAccount.pin).toMatch(/^\d{6}$/);
    const student = (await db().select().from(users).where(eq(users.username, studentAccount.username)))[0]!;
    expect(student).toMatchObject({ role: 'child', grade: 'Kindergarten', organizationId: t.schoolA2.id, email: null });
    await client().signIn(studentAccount.username, studentAccount.pin);
    expect((await auditOf(student.id)).map((e) => e.action)).toContain('users.imported');
    // The same file again: every row now collides.
    const again = await admin.post('/api/admin/people/import', { csv, commit: true });
    expect(again.body.imported).toBe(false);
    expect(again.body.rows[0].problems).toEqual(['An account with this email already exists.']);
  });
});

describe('audit log', () => {
  it('401 without a session, 403 for a teacher, 400 with the exact message for a bad date', async () => {
    expect((await client().get('/api/admin/audit')).status).toBe(401);
    expect((await (await signedIn(await buildTeacher(db()))).get('/api/admin/audit')).status).toBe(403);
    const t = await tree();
    const res = await (await signedIn(t.boardAdminA)).get('/api/admin/audit?from=yesterday');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('from: Dates are written YYYY-MM-DD');
  });

  it('a school-board administrator sees their board’s changes and sign-ins, filtered, never another board’s; CSV too', async () => {
    const t = await tree();
    const mine = await buildTeacher(db(), { values: { organizationId: t.schoolA.id } });
    const theirs = await buildTeacher(db(), { values: { organizationId: t.schoolB.id } });
    await signedIn(mine);
    await signedIn(theirs);
    await client().post('/api/auth/login', { username: mine.username, password: 'wrong-password-1' });
    const adminA = await signedIn(t.boardAdminA);
    await adminA.post(`/api/admin/people/${mine.id}/deactivate`);

    const all = await adminA.get('/api/admin/audit');
    expect(all.status).toBe(200);
    const entities = all.body.entries.map((e: { entityId: string }) => e.entityId);
    expect(entities).toContain(mine.id);
    expect(entities).not.toContain(theirs.id);

    const failed = await adminA.get('/api/admin/audit?action=sign_in.failed');
    expect(failed.body.entries.map((e: { entityId: string }) => e.entityId)).toEqual([mine.id]);
    const off = await adminA.get('/api/admin/audit?action=user.deactivated');
    expect(off.body.entries).toHaveLength(1);
    expect(off.body.entries[0]).toMatchObject({ actorId: t.boardAdminA.id, before: { isActive: true }, after: { isActive: false } });

    const csv = await adminA.get('/api/admin/audit.csv?action=user.deactivated');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="audit-log.csv"');
    expect(csv.headers.get('cache-control')).toBe('no-store');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('When,Who,What,Before → after,Who (account ID),Kind of record,Record ID,Organisation ID');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,Account deactivated,Active: \u2068Yes\u2069 → \u2068No\u2069,${t.boardAdminA.id},Account,${mine.id},`);
    // In the language the page is read in, as the log's screen names each action.
    const french = await adminA.get('/api/admin/audit.csv?action=user.deactivated&lang=fr');
    expect(french.text.split('\r\n')[0]).toMatch(/^Quand,Qui,Quoi,/);
    expect(french.text).toContain(`,Compte désactivé,Actif : \u2068Oui\u2069 → \u2068Non\u2069,${t.boardAdminA.id},Compte,${mine.id},`);
    const refused = await adminA.get('/api/admin/audit.csv?lang=klingon');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: 'lang' });

    const adminB = await signedIn(t.boardAdminB);
    const bEntities = (await adminB.get('/api/admin/audit')).body.entries.map((e: { entityId: string }) => e.entityId);
    expect(bEntities).toContain(theirs.id);
    expect(bEntities).not.toContain(mine.id);
  });

  it('the log comes a page at a time, newest first, every entry once even a microsecond apart; the CSV holds them all', async () => {
    const t = await tree();
    const admin = await signedIn(t.schoolAdminA);
    // 1,003 sign-ins at one school, three of them in the same millisecond (a JavaScript Date could not tell them apart).
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 60_000);
    await db()
      .insert(auditLog)
      .values(
        Array.from({ length: 1000 }, (_, i) => ({
          action: 'sign_in.succeeded',
          entity: 'user',
          entityId: `u${i}`,
          organizationId: t.schoolA.id,
          createdAt: at(i),
        })),
      );
    await db().execute(
      sql`insert into audit_log (action, entity, entity_id, organization_id, created_at) select 'sign_in.succeeded', 'user', 'tie' || n, ${t.schoolA.id}::uuid, '2026-01-02 00:00:00.123456+00'::timestamptz + n * interval '1 microsecond' from generate_series(0, 2) n`,
    );
    const filters = 'action=sign_in.succeeded&from=2026-01-01&to=2026-01-02';

    const first = await admin.get(`/api/admin/audit?${filters}`);
    expect(first.body.entries).toHaveLength(50); // AUDIT_PAGE_SIZE
    expect(first.body.entries.slice(0, 3).map((e: { entityId: string }) => e.entityId)).toEqual(['tie2', 'tie1', 'tie0']);
    // One entry a page across the three that share a millisecond, so each of them ends a page.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { status: number; body: { entries: { entityId: string }[]; nextCursor: string | null } } = await admin.get(
        `/api/admin/audit?${filters}&limit=${seen.length < 3 ? 1 : 200}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.status).toBe(200);
      seen.push(...page.body.entries.map((e) => e.entityId));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(1003);
    expect(new Set(seen).size).toBe(1003);
    expect(seen.slice(0, 4)).toEqual(['tie2', 'tie1', 'tie0', 'u999']);
    expect(seen.at(-1)).toBe('u0');

    const csv = await admin.get(`/api/admin/audit.csv?${filters}`);
    const rows = csv.text.trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(1003);
    expect(rows.map((row) => row.split(',')[6])).toEqual(seen);

    for (const bad of ['cursor=nonsense', 'limit=0', 'limit=201']) {
      const refused = await admin.get(`/api/admin/audit?${bad}`);
      expect(refused.status, bad).toBe(400);
    }
  });

  it("days are the administrator's own: from and to are whole days on their clock, and the CSV writes their times", async () => {
    const t = await tree();
    const admin = await signedIn(t.schoolAdminA);
    // 30 November 23:30 and 1 December 23:30 in Edmonton (UTC−6 all year since 1 November 2026): in UTC, 1 and 2 December.
    await db()
      .insert(auditLog)
      .values(
        ['2026-12-01T05:30:00Z', '2026-12-02T05:30:00Z'].map((at, i) => ({
          action: 'sign_in.succeeded',
          entity: 'user',
          entityId: `late${i}`,
          organizationId: t.schoolA.id,
          createdAt: new Date(at),
        })),
      );
    const firstOfDecember = async () =>
      (await admin.get('/api/admin/audit?action=sign_in.succeeded&from=2026-12-01&to=2026-12-01')).body.entries.map((e: { entityId: string }) => e.entityId);
    expect(await firstOfDecember()).toEqual(['late0']); // no zone told yet: UTC's days
    expect((await admin.patch('/api/user/profile', { timeZone: 'America/Edmonton' })).status).toBe(200);
    expect(await firstOfDecember()).toEqual(['late1']);
    const csv = await admin.get('/api/admin/audit.csv?action=sign_in.succeeded&from=2026-11-30&to=2026-12-01');
    const rows = csv.text.trimEnd().split('\r\n').slice(1);
    expect(rows.map((row) => row.split(',')[0])).toEqual(['2026-12-01T23:30:00-06:00', '2026-11-30T23:30:00-06:00']);
  });

  it('the search finds what the log shows, in the reader’s words: who, the action and kind in their language, the change', async () => {
    const t = await tree();
    const admin = await signedIn(t.schoolAdminA);
    const entry = (entityId: string, values: Partial<typeof auditLog.$inferInsert>) => ({
      entity: 'user',
      entityId,
      organizationId: t.schoolA.id,
      action: '',
      ...values,
    });
    await db()
      .insert(auditLog)
      .values([
        entry('off', { actorName: 'Zoé Tremblay', action: 'user.deactivated', before: { isActive: true }, after: { isActive: false } }),
        entry('mail', { actorName: 'Ada Admin', action: 'user.updated', before: { email: 'old@school.ca' }, after: { email: 'new@school.ca' } }),
        entry('nobody', { action: 'sign_in.failed', entity: 'session' }),
      ]);
    const found = async (q: string, language = 'en') => {
      const res = await admin.request('GET', `/api/admin/audit?q=${encodeURIComponent(q)}`, undefined, { 'accept-language': language });
      expect(res.status).toBe(200);
      return res.body.entries.map((e: { entityId: string }) => e.entityId).sort();
    };
    expect(await found('zoé')).toEqual(['off']); // who acted
    expect(await found('ZOE TREMBLAY')).toEqual(['off']); // …as any keyboard types it
    expect(await found('deactivated')).toEqual(['off']); // the action, in English
    expect(await found('désactivé', 'fr-CA,fr;q=0.9')).toEqual(['off']); // …and in French
    expect(await found('DESACTIVE', 'fr')).toEqual(['off']); // without case or accents
    expect(await found('deactivated', 'fr')).toEqual([]); // the screen says "Compte désactivé"
    expect(await found('new@school')).toEqual(['mail']); // the change
    expect(await found('courriel', 'fr')).toEqual(['mail']); // …its fields as the log names them
    expect(await found('Actif', 'fr')).toEqual(['off']);
    expect(await found('connexion échouée', 'fr')).toEqual(['nobody']);
    expect(await found('Inconnu', 'fr')).toEqual(['nobody']); // "Unknown" is what the log shows for no one
    expect(await found('Compte', 'fr')).toEqual(['mail', 'off']); // the kind of record, as the CSV names it
    expect(await found('100%')).toEqual([]); // % and _ are themselves
    const csv = await admin.get(`/api/admin/audit.csv?q=${encodeURIComponent('désactivé')}&lang=fr`);
    expect(csv.text.trimEnd().split('\r\n').slice(1)).toHaveLength(1);
  });

  it('the CSV neutralises a formula in a name', async () => {
    const t = await tree();
    const admin = await signedIn(t.boardAdminA);
    await db().update(users).set({ firstName: '=HYPERLINK("x")' }).where(eq(users.id, t.boardAdminA.id));
    const created = await admin.post('/api/admin/people', newTeacher(t.schoolA.id));
    expect(created.status).toBe(201);
    const csv = await admin.get('/api/admin/audit.csv?action=user.invited');
    expect(csv.text).toContain(`"'=HYPERLINK(""x"")`);
    expect(await db().select().from(userInvitations).where(eq(userInvitations.userId, created.body.person.id))).toHaveLength(1);
  });

  it('a child’s PIN sign-in is recorded for the school', async () => {
    const t = await tree();
    const child = await buildChild(db(), { organizationId: t.schoolA.id });
    await signedIn(child, TEST_PIN);
    const res = await (await signedIn(t.schoolAdminA)).get('/api/admin/audit?action=sign_in.succeeded');
    expect(res.body.entries.map((e: { entityId: string }) => e.entityId)).toContain(child.id);
  });
});
