/**
 * The audit log (issue 14): every administrative change and every sign-in, kept and shown to the administrators of
 * the organisation it happened in. Other features call `recordAudit` after their change succeeds.
 */
import { and, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditQuery } from '@common/contracts/audit.ts';
import type { Database } from '../../db/client.ts';
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

const csvCell = (value: string) => {
  // A leading = + - @ would run as a formula in a spreadsheet (CSV injection): prefix a quote.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The entries as CSV, one line each, before and after as JSON. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const header = ['time', 'actor', 'actor_id', 'action', 'entity', 'entity_id', 'organization_id', 'before', 'after'];
  const lines = entries.map((e) =>
    [
      e.at,
      e.actorName,
      e.actorId ?? '',
      e.action,
      e.entity,
      e.entityId ?? '',
      e.organizationId ?? '',
      e.before ? JSON.stringify(e.before) : '',
      e.after ? JSON.stringify(e.after) : '',
    ]
      .map(csvCell)
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}
