/**
 * Interim scope for People and the audit log, with the names and signatures of the staff feature's scope.ts (built in
 * parallel on staff-org): the lead points these imports at scope.ts at merge. Its `organisationsInScope` has the same
 * signature and the same recursive rule; People calls only that one (behind the staff area check, admins only). The rule is the one policies.ts already applies to
 * an administrator (adminOrganizations): the organisations they hold an active assignment at, and everything below.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../auth/policies.ts';

/** The ids of the organisations `userId` administers: their active assignments' organisations and all below them. */
export async function organisationsInScope(db: Database, userId: string): Promise<Set<string>> {
  const result = await db.execute(sql`
    WITH RECURSIVE scope(id) AS (
      SELECT a.organization_id FROM staff_assignments a JOIN users u ON u.id = a.user_id
        WHERE a.user_id = ${userId} AND a.is_active AND u.role = 'admin' AND u.is_active
      UNION
      SELECT o.id FROM organizations o JOIN scope s ON o.parent_id = s.id
    ) SELECT id::text AS id FROM scope`);
  return new Set(rowsOf<{ id: string }>(result).map((r) => r.id));
}

/**
 * Whether `userId` may act on `organisationId`. Until roles carry permissions (staff-org), every administrator of an
 * organisation may do every People action there; `permission` names the action so the rule can narrow later.
 */
export async function mayAct(db: Database, userId: string, _permission: string, organisationId: string): Promise<boolean> {
  return (await organisationsInScope(db, userId)).has(organisationId);
}
