/**
 * Writing to the audit log (issue 14), outside any feature so that every feature (sign-in, staff, children) can
 * record its changes; reading it is the staff feature's (features/staff/audit.ts).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { auditLog, users } from '../db/schema.ts';
import { personName } from '../auth/presenters.ts';

export interface AuditRecord {
  actorId: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  organisationId?: string | null;
}

/** Keeps one entry. The actor's name is copied so the entry reads the same after their account changes. */
export async function recordAudit(db: Database, entry: AuditRecord): Promise<void> {
  let actorName = '';
  if (entry.actorId) {
    const [actor] = await db
      .select({ firstName: users.firstName, lastName: users.lastName, username: users.username })
      .from(users)
      .where(eq(users.id, entry.actorId));
    if (actor) actorName = personName(actor);
  }
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    actorName,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    organizationId: entry.organisationId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
