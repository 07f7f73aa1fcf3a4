/**
 * Staff scope (issue 14), in one module for every staff feature: which organisations an administrator covers, and
 * which permissions they hold over a given organisation.
 *
 * An active assignment covers its organisation and everything below it (province > school board > school), and
 * grants its role's permissions over that whole subtree. Default is deny: no assignment, no scope, no permission.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Permission } from '@common/domain/staff.ts';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../auth/policies.ts';

/** SQL set of the organisation ids `userId` covers (for `... IN ${organisationsInScopeSql(id)}` in list queries). */
export function organisationsInScopeSql(userId: string): SQL {
  return sql`(
    WITH RECURSIVE scope(id) AS (
      SELECT organization_id FROM staff_assignments WHERE user_id = ${userId} AND is_active
      UNION
      SELECT o.id FROM organizations o JOIN scope s ON o.parent_id = s.id
    ) SELECT id FROM scope)`;
}

/** SQL set of the organisation ids over which `userId` holds `permission`. */
export function organisationsWithPermissionSql(userId: string, permission: Permission): SQL {
  return sql`(
    WITH RECURSIVE scope(id) AS (
      SELECT a.organization_id FROM staff_assignments a JOIN staff_roles r ON r.id = a.role_id
        WHERE a.user_id = ${userId} AND a.is_active AND r.permissions @> jsonb_build_array(${permission}::text)
      UNION
      SELECT o.id FROM organizations o JOIN scope s ON o.parent_id = s.id
    ) SELECT id FROM scope)`;
}

/** The organisations `userId` covers: those they are actively assigned to and everything below them. */
export async function organisationsInScope(db: Database, userId: string): Promise<Set<string>> {
  const result = await db.execute(sql`SELECT id::text AS id FROM ${organisationsInScopeSql(userId)} s`);
  return new Set(rowsOf<{ id: string }>(result).map((r) => r.id));
}

/** The permissions `userId` holds over `organisationId`: from active assignments at it or any organisation above it. */
export async function permissionsOver(db: Database, userId: string, organisationId: string): Promise<Set<Permission>> {
  const result = await db.execute(sql`
    WITH RECURSIVE up(id, parent_id) AS (
      SELECT id, parent_id FROM organizations WHERE id = ${organisationId}
      UNION
      SELECT o.id, o.parent_id FROM organizations o JOIN up ON o.id = up.parent_id
    )
    SELECT DISTINCT jsonb_array_elements_text(r.permissions) AS permission
    FROM staff_assignments a JOIN staff_roles r ON r.id = a.role_id
    WHERE a.user_id = ${userId} AND a.is_active AND a.organization_id IN (SELECT id FROM up)`);
  return new Set(rowsOf<{ permission: Permission }>(result).map((r) => r.permission));
}

/** May `userId` use `permission` on `organisationId` (and so on anything inside it)? */
export async function mayAct(db: Database, userId: string, permission: Permission, organisationId: string): Promise<boolean> {
  return (await permissionsOver(db, userId, organisationId)).has(permission);
}

/**
 * What `userId` may hand on at `organisationId`: the permissions of the delegating roles they hold over it. A role
 * can be given only by someone whose role may delegate and who holds every permission it carries.
 */
export async function delegablePermissionsOver(db: Database, userId: string, organisationId: string): Promise<{ canDelegate: boolean; held: Set<Permission> }> {
  const result = await db.execute(sql`
    WITH RECURSIVE up(id, parent_id) AS (
      SELECT id, parent_id FROM organizations WHERE id = ${organisationId}
      UNION
      SELECT o.id, o.parent_id FROM organizations o JOIN up ON o.id = up.parent_id
    )
    SELECT r.permissions AS permissions, r.can_delegate AS can_delegate
    FROM staff_assignments a JOIN staff_roles r ON r.id = a.role_id
    WHERE a.user_id = ${userId} AND a.is_active AND a.organization_id IN (SELECT id FROM up)`);
  const rows = rowsOf<{ permissions: Permission[] | string; can_delegate: boolean }>(result);
  const held = new Set<Permission>();
  for (const row of rows) {
    const permissions = typeof row.permissions === 'string' ? (JSON.parse(row.permissions) as Permission[]) : row.permissions;
    for (const p of permissions) held.add(p);
  }
  return { canDelegate: rows.some((r) => r.can_delegate), held };
}

/** Every permission `userId` holds anywhere (for roles, which belong to no organisation). */
export async function permissionsAnywhere(db: Database, userId: string): Promise<{ canDelegate: boolean; held: Set<Permission> }> {
  const result = await db.execute(sql`
    SELECT r.permissions AS permissions, r.can_delegate AS can_delegate
    FROM staff_assignments a JOIN staff_roles r ON r.id = a.role_id
    WHERE a.user_id = ${userId} AND a.is_active`);
  const rows = rowsOf<{ permissions: Permission[] | string; can_delegate: boolean }>(result);
  const held = new Set<Permission>();
  for (const row of rows) {
    const permissions = typeof row.permissions === 'string' ? (JSON.parse(row.permissions) as Permission[]) : row.permissions;
    for (const p of permissions) held.add(p);
  }
  return { canDelegate: rows.some((r) => r.can_delegate), held };
}
