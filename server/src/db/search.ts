/**
 * Searching text the way a search box does: accents and case aside ("zoe" finds "Zoé", "helene" finds "HÉLÈNE"), so
 * a French name is found as it is typed on any keyboard. Each search text is one expression, folded by the database's
 * `wren_fold` (unaccent, then lower: migration 0024), that the query and its trigram index (server/src/db/schema.ts)
 * share, since the database uses an expression index only for the same expression.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const folded = (text: SQL) => sql`wren_fold(${text})`;

/** Whether a search text holds what was typed, folded the same way; its `%` and `_` are taken as themselves. */
export function holds(searchText: SQL, typed: string): SQL {
  const literal = typed.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${searchText} LIKE '%' || wren_fold(${literal}) || '%'`;
}

/** The text People's search looks in: a name as shown ("Amira Benali"), the username, the e-mail. */
export function peopleSearchText(t: { firstName: AnyPgColumn; lastName: AnyPgColumn; username: AnyPgColumn; email: AnyPgColumn }) {
  return folded(sql`${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.username} || ' ' || coalesce(${t.email}, '')`);
}

/** The text the audit log's search looks in: who acted, the record's id, the change's fields and values. */
export function auditSearchText(t: { actorName: AnyPgColumn; entityId: AnyPgColumn; before: AnyPgColumn; after: AnyPgColumn }) {
  return folded(sql`${t.actorName} || ' ' || coalesce(${t.entityId}, '') || ' ' || coalesce(${t.before}::text, '') || ' ' || coalesce(${t.after}::text, '')`);
}
