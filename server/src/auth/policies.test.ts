import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { buildAdmin, buildChild, buildOrganization, buildParent, buildTeacher } from '../test/factories.ts';
import { staffAssignments } from '../db/schema.ts';
import {
  assertCanCreateChildAccounts,
  assertCanListChildren,
  assertCanManageChild,
  assertCanReadUser,
  assertCanUpdateOwnProfile,
  ownChildrenScope,
  reportChildrenScope,
  rowsOf,
  visibleUserIds,
  type Actor,
} from './policies.ts';
import type { HttpError } from '../http/errors.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;
const actor = (user: { id: string; role: Actor['role'] }): Actor => ({ id: user.id, role: user.role });

/** The HTTP status a policy check ends in: 200 when it lets the caller through. */
async function outcome(check: Promise<void>): Promise<number> {
  try {
    await check;
    return 200;
  } catch (error) {
    return (error as HttpError).status;
  }
}

const canRead = (who: { id: string; role: Actor['role'] }, userId: string) => outcome(assertCanReadUser(db(), actor(who), userId));
const canManage = (who: { id: string; role: Actor['role'] }, childId: string) => outcome(assertCanManageChild(db(), actor(who), childId));

describe('self', () => {
  it('a child may read their own data but not manage their own account', async () => {
    const child = await buildChild(db());
    expect(await visibleUserIds(db(), actor(child), [child.id])).toEqual(new Set([child.id]));
    expect(await canRead(child, child.id)).toBe(200);
    expect(await canManage(child, child.id)).toBe(403);
  });

  it('every adult sees themself', async () => {
    const adults = [await buildParent(db()), await buildTeacher(db()), await buildAdmin(db())];
    for (const adult of adults) expect(await visibleUserIds(db(), actor(adult), [adult.id])).toEqual(new Set([adult.id]));
  });
});

describe('guardian', () => {
  it('a parent sees and manages their own children', async () => {
    const a = await buildChild(db());
    const b = await buildChild(db());
    const parent = await buildParent(db(), { children: [a, b] });
    expect(await visibleUserIds(db(), actor(parent), [a.id, b.id])).toEqual(new Set([a.id, b.id]));
    expect(await canRead(parent, a.id)).toBe(200);
    expect(await canManage(parent, b.id)).toBe(200);
  });

  it('a parent cannot see or manage another family’s child (404, not 403)', async () => {
    const theirs = await buildChild(db());
    await buildParent(db(), { children: [theirs] });
    const parent = await buildParent(db(), { children: [await buildChild(db())] });
    expect(await visibleUserIds(db(), actor(parent), [theirs.id])).toEqual(new Set());
    expect(await canRead(parent, theirs.id)).toBe(404);
    expect(await canManage(parent, theirs.id)).toBe(404);
  });

  it('a parent cannot see another parent or their child’s teacher', async () => {
    const child = await buildChild(db());
    const parent = await buildParent(db(), { children: [child] });
    const coParent = await buildParent(db(), { children: [child] });
    const teacher = await buildTeacher(db(), { students: [child] });
    expect(await visibleUserIds(db(), actor(parent), [coParent.id, teacher.id])).toEqual(new Set());
  });

  it('a list check returns only the ids in scope, whatever else is asked for', async () => {
    const mine = await buildChild(db());
    const other = await buildChild(db());
    const parent = await buildParent(db(), { children: [mine] });
    const visible = await visibleUserIds(db(), actor(parent), [mine.id, other.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']);
    expect(visible).toEqual(new Set([mine.id]));
    expect(await visibleUserIds(db(), actor(parent), [])).toEqual(new Set());
  });
});

describe('child and sibling', () => {
  it('a child cannot see or manage a sibling', async () => {
    const child = await buildChild(db());
    const sibling = await buildChild(db());
    const parent = await buildParent(db(), { children: [child, sibling] });
    expect(await visibleUserIds(db(), actor(child), [sibling.id, parent.id])).toEqual(new Set());
    expect(await canRead(child, sibling.id)).toBe(404);
    expect(await canManage(child, sibling.id)).toBe(404);
  });
});

describe('teacher and trainer', () => {
  it('a teacher sees the students enrolled in their course but may not manage their accounts', async () => {
    const student = await buildChild(db());
    const teacher = await buildTeacher(db(), { students: [student] });
    expect(await visibleUserIds(db(), actor(teacher), [student.id])).toEqual(new Set([student.id]));
    expect(await canRead(teacher, student.id)).toBe(200);
    expect(await canManage(teacher, student.id)).toBe(403);
  });

  it('a teacher cannot see a child outside their courses, nor another teacher’s students', async () => {
    const stranger = await buildChild(db());
    const otherStudent = await buildChild(db());
    await buildTeacher(db(), { students: [otherStudent] });
    const teacher = await buildTeacher(db(), { students: [await buildChild(db())] });
    expect(await visibleUserIds(db(), actor(teacher), [stranger.id, otherStudent.id])).toEqual(new Set());
    expect(await canRead(teacher, stranger.id)).toBe(404);
    expect(await canManage(teacher, otherStudent.id)).toBe(404);
  });

  it('a trainer sees the learners in their course, and may not manage them', async () => {
    const learner = await buildChild(db());
    const trainer = await buildTeacher(db(), { students: [learner], values: { role: 'trainer' } });
    expect(trainer.role).toBe('trainer');
    expect(await canRead(trainer, learner.id)).toBe(200);
    expect(await canManage(trainer, learner.id)).toBe(403);
    expect(await canRead(trainer, (await buildChild(db())).id)).toBe(404);
  });
});

describe('admin over an organisation subtree', () => {
  async function tree() {
    const province = await buildOrganization(db(), { type: 'province' });
    const board = await buildOrganization(db(), { type: 'school_board', parentId: province.id });
    const school = await buildOrganization(db(), { type: 'school', parentId: board.id });
    const child = await buildChild(db(), { organizationId: school.id });
    return { province, board, school, child };
  }

  it.each(['school', 'board', 'province'] as const)('an admin assigned to the child’s %s sees and manages the child', async (level) => {
    const t = await tree();
    const admin = await buildAdmin(db(), { organizationId: t[level].id });
    expect(await visibleUserIds(db(), actor(admin), [t.child.id])).toEqual(new Set([t.child.id]));
    expect(await canRead(admin, t.child.id)).toBe(200);
    expect(await canManage(admin, t.child.id)).toBe(200);
  });

  it('an admin of a school does not see a child at a sibling school or at the board above', async () => {
    const t = await tree();
    const otherSchool = await buildOrganization(db(), { type: 'school', parentId: t.board.id });
    const boardChild = await buildChild(db(), { organizationId: t.board.id });
    const admin = await buildAdmin(db(), { organizationId: otherSchool.id });
    expect(await visibleUserIds(db(), actor(admin), [t.child.id, boardChild.id])).toEqual(new Set());
    expect(await canRead(admin, boardChild.id)).toBe(404);
  });

  it('an admin of another province sees nothing of this one', async () => {
    const t = await tree();
    const other = await buildOrganization(db(), { type: 'province' });
    const admin = await buildAdmin(db(), { organizationId: other.id });
    expect(await canRead(admin, t.child.id)).toBe(404);
    expect(await canManage(admin, t.child.id)).toBe(404);
  });

  it('an admin with no assignment sees no one but themself', async () => {
    const t = await tree();
    const admin = await buildAdmin(db());
    expect(await visibleUserIds(db(), actor(admin), [t.child.id, admin.id])).toEqual(new Set([admin.id]));
  });

  it('an admin whose assignment was ended loses the subtree', async () => {
    const t = await tree();
    const admin = await buildAdmin(db(), { organizationId: t.province.id });
    await db().update(staffAssignments).set({ isActive: false }).where(eq(staffAssignments.userId, admin.id));
    expect(await canRead(admin, t.child.id)).toBe(404);
  });

  it('an admin sees adults in the subtree but may manage only child accounts', async () => {
    const t = await tree();
    const teacher = await buildTeacher(db(), { values: { organizationId: t.school.id } });
    const admin = await buildAdmin(db(), { organizationId: t.province.id });
    expect(await canRead(admin, teacher.id)).toBe(200);
    expect(await canManage(admin, teacher.id)).toBe(403);
  });
});

/** The user ids a scope holds, for comparing with the ids a test expects. */
async function idsIn(scope: SQL): Promise<Set<string>> {
  const result = await db().execute(sql`SELECT id::text AS id FROM users WHERE id IN ${scope}`);
  return new Set(rowsOf<{ id: string }>(result).map((r) => r.id));
}

const sync = (check: () => void) => outcome(Promise.resolve().then(check));

describe('my children', () => {
  it('a parent may create child accounts and list their own children, and only those', async () => {
    const [mine, other] = [await buildChild(db()), await buildChild(db())];
    const parent = await buildParent(db(), { children: [mine] });
    await buildParent(db(), { children: [other] });
    expect(await sync(() => assertCanCreateChildAccounts(actor(parent)))).toBe(200);
    expect(await sync(() => assertCanListChildren(actor(parent)))).toBe(200);
    expect(await idsIn(ownChildrenScope(actor(parent)))).toEqual(new Set([mine.id]));
  });

  it('a teacher, an admin and a child may not create child accounts or open My children (403), and list nobody', async () => {
    const child = await buildChild(db());
    const { id: organizationId } = await buildOrganization(db(), { type: 'school' });
    const others = [await buildTeacher(db(), { students: [child] }), await buildAdmin(db(), { organizationId }), child];
    for (const who of others) {
      expect(await sync(() => assertCanCreateChildAccounts(actor(who)))).toBe(403);
      expect(await sync(() => assertCanListChildren(actor(who)))).toBe(403);
      expect(await idsIn(ownChildrenScope(actor(who)))).toEqual(new Set());
    }
  });
});

describe('printable report', () => {
  it('a parent’s report covers their own children, not another family’s', async () => {
    const [mine, other] = [await buildChild(db()), await buildChild(db())];
    const parent = await buildParent(db(), { children: [mine] });
    await buildParent(db(), { children: [other] });
    expect(await idsIn(reportChildrenScope(actor(parent)))).toEqual(new Set([mine.id]));
  });

  it('a teacher’s report covers no child, not even their students', async () => {
    const student = await buildChild(db());
    const teacher = await buildTeacher(db(), { students: [student] });
    expect(await idsIn(reportChildrenScope(actor(teacher)))).toEqual(new Set());
  });
});

describe('own profile', () => {
  it('an adult may rename themself; a child may change preferences but not their name (403)', async () => {
    const [parent, child] = [await buildParent(db()), await buildChild(db())];
    expect(await sync(() => assertCanUpdateOwnProfile(actor(parent), { firstName: 'Ana' }))).toBe(200);
    expect(await sync(() => assertCanUpdateOwnProfile(actor(child), {}))).toBe(200);
    expect(await sync(() => assertCanUpdateOwnProfile(actor(child), { lastName: 'Lee' }))).toBe(403);
  });
});
