/**
 * Searching text the way a search box does: the text a table's search looks in, and the pattern for what was typed.
 * Each search text is one expression that the query and its trigram index (server/src/db/schema.ts) share, since the
 * database uses an expression index only for the same expression.
 */
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** An `ILIKE` pattern for text that holds what was typed, its `%` and `_` taken as themselves. */
export const containing = (typed: string) => `%${typed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The text People's search looks in: a name as shown ("Amira Benali"), the username, the e-mail. */
export function peopleSearchText(t: { firstName: AnyPgColumn; lastName: AnyPgColumn; username: AnyPgColumn; email: AnyPgColumn }) {
  return sql`${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.username} || ' ' || coalesce(${t.email}, '')`;
}

/** The text the audit log's search looks in: who acted, the record's id, the change's fields and values. */
export function auditSearchText(t: { actorName: AnyPgColumn; entityId: AnyPgColumn; before: AnyPgColumn; after: AnyPgColumn }) {
  return sql`${t.actorName} || ' ' || coalesce(${t.entityId}, '') || ' ' || coalesce(${t.before}::text, '') || ' ' || coalesce(${t.after}::text, '')`;
}
