/**
 * The audit log (issue 14): every administrative change and every sign-in, kept and shown to the administrators of
 * the organisation it happened in. Other features call `recordAudit` after their change succeeds.
 */
import { and, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { auditActionLabel, auditChange, type AuditEntry, type AuditQuery } from '@common/contracts/audit.ts';
import type { Translate } from '@common/domain/languages.ts';
import type { Database } from '../../db/client.ts';
import { csvLine } from '../../http/csv.ts';
import { auditLog } from '../../db/schema.ts';

export { recordAudit, type AuditRecord } from '../../audit/record.ts';

const MAX_ROWS = 500;

/** The entries of the given organisations, newest first, narrowed by the filters. */
export async function listAudit(db: Database, organisationIds: ReadonlySet<string>, query: AuditQuery, limit = MAX_ROWS): Promise<AuditEntry[]> {
  if (organisationIds.size === 0) return [];
  const where: (SQL | undefined)[] = [inArray(auditLog.organizationId, [...organisationIds])];
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.entity) where.push(eq(auditLog.entity, query.entity));
  if (query.from) where.push(gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) where.push(lt(auditLog.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000)));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(ilike(sql`${auditLog.actorName} || ' ' || ${auditLog.action} || ' ' || coalesce(${auditLog.entityId}, '')`, like));
  }
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    actorId: row.actorId,
    actorName: row.actorName,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    organizationId: row.organizationId,
    before: row.before ?? null,
    after: row.after ?? null,
  }));
}

/** The CSV's columns: the screen's four (when, who, what, the change), then the identifiers an audit needs. */
const CSV_COLUMNS = [
  'staff.audit.when',
  'staff.audit.who',
  'staff.audit.what',
  'staff.audit.change',
  'staff.audit.csv.actorId',
  'staff.audit.csv.entity',
  'staff.audit.csv.entityId',
  'staff.audit.csv.organizationId',
] as const;

/** The entries as CSV lines, as the log shows them in the words of `t` (times ISO 8601 in UTC). */
export function auditCsv(entries: readonly AuditEntry[], t: Translate): string {
  const lines = entries.map((e) =>
    csvLine([
      e.at,
      e.actorName || t('staff.audit.unknownActor'),
      auditActionLabel(t, e.action),
      auditChange(e),
      e.actorId,
      e.entity,
      e.entityId,
      e.organizationId,
    ]),
  );
  return csvLine(CSV_COLUMNS.map((key) => t(key))) + lines.join('');
}
