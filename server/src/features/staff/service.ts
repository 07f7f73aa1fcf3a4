/**
 * Staff management (issue 14): organisations, staff roles and assignments, each scoped through ./scope.ts. Every
 * check that reveals whether a record exists answers 404 outside the caller's scope, 403 inside it.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  CreateOrganization,
  CreateStaffAssignment,
  CreateStaffRole,
  Organization,
  StaffAssignment,
  StaffRole,
  UpdateOrganization,
  UpdateStaffAssignment,
  UpdateStaffRole,
} from '@common/contracts/staff.ts';
import { PARENT_TYPE, type Permission } from '@common/domain/staff.ts';
import type { Database } from '../../db/client.ts';
import { organizations, staffAssignments, staffRoles, users } from '../../db/schema.ts';
import { rowsOf } from '../../auth/policies.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { type Message, message } from '../../http/messages.ts';
import { recordAudit } from './audit.ts';
import { delegablePermissionsOver, mayAct, organisationsInScopeSql, permissionsAnywhere } from './scope.ts';

type OrganizationRow = typeof organizations.$inferSelect;

async function organizationInScope(db: Database, userId: string, id: string): Promise<OrganizationRow> {
  const [row] = await db
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, id), sql`${organizations.id} IN ${organisationsInScopeSql(userId)}`));
  if (!row) throw notFound(message('notFound.organisation'));
  return row;
}

async function assertMay(db: Database, userId: string, permission: Permission, organisationId: string, refusal: Message) {
  if (!(await mayAct(db, userId, permission, organisationId))) throw forbidden(refusal);
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

async function codeTaken(db: Database, code: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(sql`lower(${organizations.code}) = lower(${code})`);
  return rows.some((r) => r.id !== exceptId);
}

// ---- organisations ----

export async function listOrganizations(db: Database, userId: string): Promise<Organization[]> {
  // Counts by one grouped pass each over the organisations in scope (not a count per row: 60,000 users × 200 schools).
  const result = await db.execute(sql`
    WITH scope AS (SELECT id FROM ${organisationsInScopeSql(userId)} s),
      uc AS (SELECT organization_id AS id, count(*)::int AS n FROM users WHERE organization_id IN (SELECT id FROM scope) GROUP BY 1),
      cc AS (SELECT organization_id AS id, count(*)::int AS n FROM courses WHERE organization_id IN (SELECT id FROM scope) GROUP BY 1),
      kc AS (SELECT parent_id AS id, count(*)::int AS n FROM organizations WHERE parent_id IN (SELECT id FROM scope) GROUP BY 1)
    SELECT o.id::text AS id, o.name, o.type, o.code, o.parent_id::text AS parent_id, o.city, o.province, o.created_at,
      coalesce(uc.n, 0) AS users, coalesce(cc.n, 0) AS courses, coalesce(kc.n, 0) AS children
    FROM organizations o
      LEFT JOIN uc ON uc.id = o.id LEFT JOIN cc ON cc.id = o.id LEFT JOIN kc ON kc.id = o.id
    WHERE o.id IN (SELECT id FROM scope)
    ORDER BY o.name, o.code`);
  return rowsOf<{
    id: string;
    name: string;
    type: Organization['type'];
    code: string;
    parent_id: string | null;
    city: string | null;
    province: string | null;
    created_at: Date | string;
    users: number;
    courses: number;
    children: number;
  }>(result).map((r) => ({
    id: r.id,
    name: r.name,
    type: r.type,
    code: r.code,
    parentId: r.parent_id,
    city: r.city,
    province: r.province,
    users: Number(r.users),
    courses: Number(r.courses),
    children: Number(r.children),
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

async function presentOrganization(db: Database, userId: string, id: string): Promise<Organization> {
  const all = await listOrganizations(db, userId);
  const found = all.find((o) => o.id === id);
  if (!found) throw notFound(message('notFound.organisation'));
  return found;
}

export async function createOrganization(db: Database, userId: string, body: CreateOrganization & { code: string }): Promise<Organization> {
  const parentType = PARENT_TYPE[body.type];
  if (parentType === null) throw forbidden(message('staff.provinceByOperator'));
  const belongs = message(body.type === 'school' ? 'staff.schoolNeedsBoard' : 'staff.boardNeedsProvince');
  if (!body.parentId) throw badRequest(belongs, 'parentId');
  const parent = await organizationInScope(db, userId, body.parentId);
  if (parent.type !== parentType) throw badRequest(belongs, 'parentId');
  await assertMay(db, userId, 'manage_organizations', parent.id, message('staff.mayNotAddOrganisation'));
  if (await codeTaken(db, body.code)) throw conflict(message('staff.codeTaken'), 'code');
  let row: OrganizationRow;
  try {
    [row] = (await db
      .insert(organizations)
      .values({ name: body.name, type: body.type, code: body.code, parentId: parent.id, city: body.city ?? null, province: body.province ?? null })
      .returning()) as [OrganizationRow];
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message('staff.codeTaken'), 'code');
    throw error;
  }
  await recordAudit(db, {
    actorId: userId,
    action: 'organization.created',
    entity: 'organization',
    entityId: row.id,
    before: null,
    after: row,
    organisationId: row.id,
  });
  return presentOrganization(db, userId, row.id);
}

export async function updateOrganization(db: Database, userId: string, id: string, body: UpdateOrganization): Promise<Organization> {
  const before = await organizationInScope(db, userId, id);
  await assertMay(db, userId, 'manage_organizations', id, message('staff.mayNotChangeOrganisation'));
  if (body.code !== undefined && (await codeTaken(db, body.code, id))) throw conflict(message('staff.codeTaken'), 'code');
  const changes: Partial<OrganizationRow> = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.code !== undefined) changes.code = body.code;
  if (body.city !== undefined) changes.city = body.city;
  if (body.province !== undefined) changes.province = body.province;
  if (Object.keys(changes).length > 0) {
    try {
      const [after] = await db.update(organizations).set(changes).where(eq(organizations.id, id)).returning();
      await recordAudit(db, { actorId: userId, action: 'organization.updated', entity: 'organization', entityId: id, before, after, organisationId: id });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(message('staff.codeTaken'), 'code');
      throw error;
    }
  }
  return presentOrganization(db, userId, id);
}

export async function deleteOrganization(db: Database, userId: string, id: string): Promise<void> {
  const org = await organizationInScope(db, userId, id);
  // Removing an organisation is a change to the one above it: an administrator of a school cannot remove the school.
  if (!org.parentId || !(await mayAct(db, userId, 'manage_organizations', org.parentId))) {
    throw forbidden(message('staff.mayNotRemoveOrganisation'));
  }
  const result = await db.execute(sql`
    SELECT (SELECT count(*)::int FROM organizations WHERE parent_id = ${id}) AS children,
      (SELECT count(*)::int FROM users WHERE organization_id = ${id}) AS users,
      (SELECT count(*)::int FROM courses WHERE organization_id = ${id}) AS courses`);
  const [counts] = rowsOf<{ children: number; users: number; courses: number }>(result);
  const left: Message[] = [];
  if (Number(counts!.children) > 0) left.push(message('staff.organisationsLeft', { count: Number(counts!.children) }));
  if (Number(counts!.users) > 0) left.push(message('staff.usersLeft', { count: Number(counts!.users) }));
  if (Number(counts!.courses) > 0) left.push(message('staff.coursesLeft', { count: Number(counts!.courses) }));
  if (left.length > 0) throw conflict(message('staff.organisationNotEmpty', { name: org.name, left }));
  await db.delete(organizations).where(eq(organizations.id, id));
  await recordAudit(db, {
    actorId: userId,
    action: 'organization.deleted',
    entity: 'organization',
    entityId: id,
    before: org,
    after: null,
    organisationId: org.parentId,
  });
}

// ---- staff roles ----

type RoleRow = typeof staffRoles.$inferSelect;

function presentRole(row: RoleRow, assignments: number): StaffRole {
  return {
    id: row.id,
    name: row.name,
    level: row.level,
    description: row.description,
    permissions: row.permissions as StaffRole['permissions'],
    canDelegate: row.canDelegate,
    assignments,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listRoles(db: Database): Promise<StaffRole[]> {
  const rows = await db.select().from(staffRoles).orderBy(asc(staffRoles.level), asc(staffRoles.name));
  const counts = await db
    .select({ roleId: staffAssignments.roleId, n: sql<number>`count(*)::int` })
    .from(staffAssignments)
    .groupBy(staffAssignments.roleId);
  const byRole = new Map(counts.map((c) => [c.roleId, Number(c.n)]));
  return rows.map((r) => presentRole(r, byRole.get(r.id) ?? 0));
}

/** Roles belong to no organisation: changing one needs manage_roles, a delegating role, and every permission it carries. */
async function assertMayShapeRole(db: Database, userId: string, permissions: readonly string[]) {
  const { canDelegate, held } = await permissionsAnywhere(db, userId);
  if (!held.has('manage_roles')) throw forbidden(message('staff.mayNotManageRoles'));
  if (!canDelegate) throw forbidden(message('staff.mayNotDefineRoles'));
  const missing = permissions.filter((p) => !held.has(p as Permission));
  if (missing.length > 0) throw forbidden(message('staff.permissionsNotHeld', { permissions: missing.join(', ') }));
}

async function findRole(db: Database, id: string): Promise<RoleRow> {
  const [row] = await db.select().from(staffRoles).where(eq(staffRoles.id, id));
  if (!row) throw notFound(message('notFound.role'));
  return row;
}

async function roleAssignments(db: Database, id: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffAssignments)
    .where(eq(staffAssignments.roleId, id));
  return Number(row?.n ?? 0);
}

export async function createRole(db: Database, userId: string, body: CreateStaffRole): Promise<StaffRole> {
  await assertMayShapeRole(db, userId, body.permissions);
  const [row] = await db
    .insert(staffRoles)
    .values({
      name: body.name,
      level: body.level,
      description: body.description ?? '',
      permissions: [...new Set(body.permissions)],
      canDelegate: body.canDelegate ?? false,
    })
    .returning();
  await recordAudit(db, {
    actorId: userId,
    action: 'staff_role.created',
    entity: 'staff_role',
    entityId: row!.id,
    before: null,
    after: row,
    organisationId: null,
  });
  return presentRole(row!, 0);
}

export async function updateRole(db: Database, userId: string, id: string, body: UpdateStaffRole): Promise<StaffRole> {
  const before = await findRole(db, id);
  await assertMayShapeRole(db, userId, [...before.permissions, ...(body.permissions ?? [])]);
  const changes: Partial<RoleRow> = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.level !== undefined) changes.level = body.level;
  if (body.description !== undefined) changes.description = body.description;
  if (body.permissions !== undefined) changes.permissions = [...new Set(body.permissions)];
  if (body.canDelegate !== undefined) changes.canDelegate = body.canDelegate;
  let after = before;
  if (Object.keys(changes).length > 0) {
    [after] = (await db.update(staffRoles).set(changes).where(eq(staffRoles.id, id)).returning()) as [RoleRow];
    await recordAudit(db, { actorId: userId, action: 'staff_role.updated', entity: 'staff_role', entityId: id, before, after, organisationId: null });
  }
  return presentRole(after, await roleAssignments(db, id));
}

export async function deleteRole(db: Database, userId: string, id: string): Promise<void> {
  const role = await findRole(db, id);
  await assertMayShapeRole(db, userId, role.permissions);
  const n = await roleAssignments(db, id);
  if (n > 0) throw conflict(message('staff.roleStillGiven', { name: role.name, count: n }));
  await db.delete(staffRoles).where(eq(staffRoles.id, id));
  await recordAudit(db, { actorId: userId, action: 'staff_role.deleted', entity: 'staff_role', entityId: id, before: role, after: null, organisationId: null });
}

// ---- assignments ----

export async function listAssignments(db: Database, userId: string, only?: string): Promise<StaffAssignment[]> {
  const rows = await db
    .select({
      id: staffAssignments.id,
      userId: staffAssignments.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      organizationId: staffAssignments.organizationId,
      organizationName: organizations.name,
      roleId: staffAssignments.roleId,
      roleName: staffRoles.name,
      isActive: staffAssignments.isActive,
      startDate: staffAssignments.startDate,
    })
    .from(staffAssignments)
    .innerJoin(users, eq(users.id, staffAssignments.userId))
    .innerJoin(organizations, eq(organizations.id, staffAssignments.organizationId))
    .leftJoin(staffRoles, eq(staffRoles.id, staffAssignments.roleId))
    .where(and(sql`${staffAssignments.organizationId} IN ${organisationsInScopeSql(userId)}`, only ? eq(staffAssignments.id, only) : undefined))
    .orderBy(asc(staffAssignments.startDate), asc(staffAssignments.id));
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    userName: `${r.firstName} ${r.lastName}`.trim(),
    organizationId: r.organizationId,
    organizationName: r.organizationName,
    roleId: r.roleId,
    roleName: r.roleName,
    isActive: r.isActive,
    startDate: r.startDate.toISOString(),
  }));
}

/** Refuses (403) unless `userId` may give `roleId` at `organisationId`: manage_staff there, a delegating role, every permission. */
export async function assertMayGive(db: Database, userId: string, roleId: string, organisationId: string): Promise<RoleRow> {
  const role = await findRole(db, roleId);
  await assertMay(db, userId, 'manage_staff', organisationId, message('staff.mayNotAssign'));
  const { canDelegate, held } = await delegablePermissionsOver(db, userId, organisationId);
  if (!canDelegate) throw forbidden(message('staff.mayNotGiveRoles'));
  const missing = role.permissions.filter((p) => !held.has(p as Permission));
  if (missing.length > 0) throw forbidden(message('staff.rolePermissionsNotHeld', { permissions: missing.join(', ') }));
  return role;
}

/** The staff roles `userId` may give at `organisationId` (none without manage_staff there or a delegating role). */
export async function givableRoles(db: Database, userId: string, organisationId: string): Promise<{ id: string; name: string; level: number }[]> {
  if (!(await mayAct(db, userId, 'manage_staff', organisationId))) return [];
  const { canDelegate, held } = await delegablePermissionsOver(db, userId, organisationId);
  if (!canDelegate) return [];
  const roles = await db.select().from(staffRoles).orderBy(asc(staffRoles.level), asc(staffRoles.name));
  return roles.filter((r) => r.permissions.every((p) => held.has(p as Permission))).map((r) => ({ id: r.id, name: r.name, level: r.level }));
}

async function assignmentInScope(db: Database, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(staffAssignments)
    .where(and(eq(staffAssignments.id, id), sql`${staffAssignments.organizationId} IN ${organisationsInScopeSql(userId)}`));
  if (!row) throw notFound(message('notFound.assignment'));
  return row;
}

export async function createAssignment(db: Database, userId: string, body: CreateStaffAssignment): Promise<StaffAssignment> {
  await organizationInScope(db, userId, body.organizationId);
  const [person] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.id, body.userId), sql`${users.organizationId} IN ${organisationsInScopeSql(userId)}`));
  if (!person) throw notFound(message('notFound.user'));
  if (person.role === 'child' || person.role === 'parent') throw badRequest(message('staff.onlyStaffGetRoles'), 'userId');
  await assertMayGive(db, userId, body.roleId, body.organizationId);
  const [row] = await db
    .insert(staffAssignments)
    .values({
      userId: body.userId,
      organizationId: body.organizationId,
      roleId: body.roleId,
      isActive: body.isActive ?? true,
      ...(body.startDate ? { startDate: new Date(`${body.startDate}T00:00:00Z`) } : {}),
    })
    .returning();
  await recordAudit(db, {
    actorId: userId,
    action: 'staff_assignment.created',
    entity: 'staff_assignment',
    entityId: row!.id,
    before: null,
    after: row,
    organisationId: body.organizationId,
  });
  return (await listAssignments(db, userId, row!.id))[0]!;
}

export async function updateAssignment(db: Database, userId: string, id: string, body: UpdateStaffAssignment): Promise<StaffAssignment> {
  const before = await assignmentInScope(db, userId, id);
  await assertMay(db, userId, 'manage_staff', before.organizationId, message('staff.mayNotChangeAssignments'));
  if (body.roleId !== undefined && body.roleId !== before.roleId) await assertMayGive(db, userId, body.roleId, before.organizationId);
  const changes: Partial<typeof staffAssignments.$inferInsert> = {};
  if (body.roleId !== undefined) changes.roleId = body.roleId;
  if (body.isActive !== undefined) changes.isActive = body.isActive;
  if (body.startDate !== undefined) changes.startDate = new Date(`${body.startDate}T00:00:00Z`);
  if (Object.keys(changes).length > 0) {
    const [after] = await db.update(staffAssignments).set(changes).where(eq(staffAssignments.id, id)).returning();
    await recordAudit(db, {
      actorId: userId,
      action: 'staff_assignment.updated',
      entity: 'staff_assignment',
      entityId: id,
      before,
      after,
      organisationId: before.organizationId,
    });
  }
  return (await listAssignments(db, userId, id))[0]!;
}

export async function deleteAssignment(db: Database, userId: string, id: string): Promise<void> {
  const before = await assignmentInScope(db, userId, id);
  await assertMay(db, userId, 'manage_staff', before.organizationId, message('staff.mayNotRemoveAssignments'));
  await db.delete(staffAssignments).where(eq(staffAssignments.id, id));
  await recordAudit(db, {
    actorId: userId,
    action: 'staff_assignment.deleted',
    entity: 'staff_assignment',
    entityId: id,
    before,
    after: null,
    organisationId: before.organizationId,
  });
}
