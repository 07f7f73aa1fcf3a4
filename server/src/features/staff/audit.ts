/**
 * STUB — placeholder owned by the staff-people branch, whose real audit log (table + recordAudit) replaces this file
 * at merge. Until then recording an administrative change does nothing. Callers keep this exact signature.
 */
import type { Database } from '../../db/client.ts';

export interface AuditEntry {
  actorId: string;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  organisationId: string | null;
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function recordAudit(_db: Database, _entry: AuditEntry): Promise<void> {
  // No-op stub (see above).
}
