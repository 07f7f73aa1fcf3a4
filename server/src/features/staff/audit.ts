/**
 * The audit log (issue 14): every administrative change and every sign-in, kept and shown to the administrators of
 * the organisation it happened in. Other features call `recordAudit` after their change succeeds.
 */
import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  AUDIT_FIELDS,
  auditActionLabel,
  auditChange,
  auditEntityLabel,
  auditFieldLabel,
  type AuditEntry,
  type AuditQuery,
} from '@common/contracts/audit.ts';
import { dayBounds, localIso } from '@common/domain/calendar.ts';
import type { Translate } from '@common/domain/languages.ts';
import type { Database } from '../../db/client.ts';
import { csvLine } from '../../http/csv.ts';
import { auditLog } from '../../db/schema.ts';
import { auditSearchText, holds } from '../../db/search.ts';
import { auditEntriesScope } from '../../auth/policies.ts';

export { recordAudit, type AuditRecord } from '../../audit/record.ts';

/** The reader of the log: their clock (days of `from` and `to`) and their words (what the search looks in). */
export interface AuditReader {
  timeZone: string;
  t: Translate;
}

/** Text as a reader compares it when they search: without case or accents ("desactive" finds "désactivé"). */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** The codes whose words, in the reader's language, hold what they typed. */
const namedBy = (codes: readonly string[], label: (code: string) => string, typed: string) => codes.filter((code) => folded(label(code)).includes(typed));

/**
 * What the search box finds: what the log shows, in the reader's words. The person who acted (or "Unknown"), the
 * action and the kind of record as the reader's language names them, the change's fields (as the reader's language
 * names them, and as recorded) and values (as recorded), the record's id.
 */
function searchOf(q: string, t: Translate): SQL | undefined {
  const typed = folded(q);
  const actions = namedBy(AUDIT_ACTIONS, (action) => auditActionLabel(t, action), typed);
  const entities = namedBy(AUDIT_ENTITIES, (entity) => auditEntityLabel(t, entity), typed);
  const fields = namedBy(AUDIT_FIELDS, (field) => auditFieldLabel(t, field), typed);
  const anyField =
    fields.length > 0
      ? sql`array[${sql.join(
          fields.map((field) => sql`${field}`),
          sql`, `,
        )}]::text[]`
      : undefined;
  return or(
    holds(auditSearchText(auditLog), q),
    actions.length > 0 ? inArray(auditLog.action, actions) : undefined,
    entities.length > 0 ? inArray(auditLog.entity, entities) : undefined,
    anyField ? sql`(${auditLog.before} ?| ${anyField} OR ${auditLog.after} ?| ${anyField})` : undefined,
    folded(t('staff.audit.unknownActor')).includes(typed) ? eq(auditLog.actorName, '') : undefined,
  );
}

/** The filters as SQL, over the entries the reader may see (policies.ts); `from` and `to` are whole days on their clock. */
function filtersOf(organisationIds: ReadonlySet<string>, query: AuditQuery, { timeZone, t }: AuditReader): SQL | undefined {
  const where: (SQL | undefined)[] = [auditEntriesScope(organisationIds)];
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.entity) where.push(eq(auditLog.entity, query.entity));
  if (query.from) where.push(gte(auditLog.createdAt, dayBounds(query.from, timeZone).start));
  if (query.to) where.push(lt(auditLog.createdAt, dayBounds(query.to, timeZone).end));
  if (query.q) where.push(searchOf(query.q, t));
  return and(...where);
}

/**
 * Entries come newest first, ties by id; a page starts after the last entry of the one before. The cursor keeps the
 * time to the microsecond the database keeps (a JavaScript Date holds milliseconds, and entries a few microseconds
 * apart would be skipped or shown twice), written as whole microseconds since 1970 so it compares exactly.
 */
const cursorKey = sql<string>`(extract(epoch from ${auditLog.createdAt}) * 1000000)::bigint::text`;

function after(cursor: string): SQL {
  const [micros, id] = cursor.split('_') as [string, string];
  return sql`(${auditLog.createdAt}, ${auditLog.id}) < (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${id}::uuid)`;
}

/**
 * A page of the entries of the given organisations, newest first, narrowed by the filters as the reader reads them
 * (days on their clock, search in their words); and where the next starts.
 */
export async function auditPage(
  db: Database,
  organisationIds: ReadonlySet<string>,
  query: AuditQuery,
  reader: AuditReader,
  limit: number,
  cursor: string | undefined,
): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
  if (organisationIds.size === 0) return { entries: [], nextCursor: null };
  const rows = await db
    .select({ row: auditLog, key: cursorKey })
    .from(auditLog)
    .where(and(filtersOf(organisationIds, query, reader), cursor ? after(cursor) : undefined))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    entries: shown.map(({ row }) => ({
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
    })),
    nextCursor: rows.length > limit && last ? `${last.key}_${last.row.id}` : null,
  };
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

/** CSV lines are read this many entries at a time. */
const CSV_PAGE = 1000;

/**
 * Every entry the filters match, as CSV lines, as the log shows them in the words of `t`, each time as the reader's
 * clock shows it (ISO 8601 with its offset, so it is exact too): written a page at a time, so a busy school's year
 * of sign-ins is never held at once.
 */
export async function* auditCsvLines(db: Database, organisationIds: ReadonlySet<string>, query: AuditQuery, reader: AuditReader): AsyncGenerator<string> {
  const { timeZone, t } = reader;
  yield csvLine(CSV_COLUMNS.map((key) => t(key)));
  let cursor: string | undefined;
  do {
    const page = await auditPage(db, organisationIds, query, reader, CSV_PAGE, cursor);
    yield page.entries
      .map((e) =>
        csvLine([
          localIso(new Date(e.at), timeZone),
          e.actorName || t('staff.audit.unknownActor'),
          auditActionLabel(t, e.action),
          auditChange(t, e),
          e.actorId,
          auditEntityLabel(t, e.entity),
          e.entityId,
          e.organizationId,
        ]),
      )
      .join('');
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}
