import { z } from 'zod/mini';
import type { Translate } from '../domain/languages.ts';
import { pageLanguageQuery } from './page-language.ts';
import { pageQuery } from './paging.ts';
import { text } from './text.ts';

const day = text().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD'), z.meta({ examples: ['2026-11-24'] }));

/** GET /api/admin/audit and /api/admin/audit.csv: filters, all optional. */
export const auditQuerySchema = z.object({
  action: z.optional(text().check(z.trim(), z.maxLength(60, 'Action is too long'))),
  entity: z.optional(text().check(z.trim(), z.maxLength(60, 'Entity is too long'))),
  q: z.optional(text().check(z.trim(), z.maxLength(100, 'Search is too long'))),
  from: z.optional(day),
  to: z.optional(day),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** A page of the log: at most this many entries (the screen asks for AUDIT_PAGE_SIZE). */
export const AUDIT_PAGE_MAX = 200;
export const AUDIT_PAGE_SIZE = 50;
/** Where the next page starts, as the server handed it out: the last entry's time (microseconds since 1970) and id. */
export const AUDIT_CURSOR = /^\d{1,17}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** GET /api/admin/audit: the filters, and which page (newest first). */
export const auditPageQuerySchema = z.extend(auditQuerySchema, pageQuery(AUDIT_PAGE_MAX, AUDIT_PAGE_SIZE, AUDIT_CURSOR));

/** GET /api/admin/audit.csv: the filters (every entry they match, over all pages), and the language the log is read in. */
export const auditCsvQuerySchema = z.extend(auditQuerySchema, pageLanguageQuery);
export type AuditCsvQuery = z.infer<typeof auditCsvQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.nullable(z.string()),
  actorName: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.nullable(z.string()),
  organizationId: z.nullable(z.string()),
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A page of entries, and where the next one starts (null after the last). */
export const auditResponseSchema = z.object({ entries: z.array(auditEntrySchema), nextCursor: z.nullable(z.string()) });
export type AuditResponse = z.infer<typeof auditResponseSchema>;

/** The actions People and sign-in record; other features add their own. */
export const AUDIT_ACTIONS = [
  'user.invited',
  'user.updated',
  'user.deactivated',
  'user.reactivated',
  'user.deleted',
  'user.password_reset_link',
  'user.invitation_accepted',
  'child.moved',
  'users.imported',
  'organization.created',
  'organization.updated',
  'organization.deleted',
  'staff_role.created',
  'staff_role.updated',
  'staff_role.deleted',
  'staff_assignment.created',
  'staff_assignment.updated',
  'staff_assignment.deleted',
  'sign_in.succeeded',
  'sign_in.failed',
] as const;

/**
 * An action as the log names it, in the interface's words (the screen's `t`, or the server's reading of the same
 * catalogues for the CSV); an action a feature records without a name yet reads as itself.
 */
export function auditActionLabel(t: Translate, action: string): string {
  return (AUDIT_ACTIONS as readonly string[]).includes(action) ? t(`staff.audit.actions.${action.replace('.', '_')}`) : action;
}

/** The kinds of record the log's entries are about. */
export const AUDIT_ENTITIES = ['user', 'session', 'organization', 'staff_role', 'staff_assignment'] as const;

/** A kind of record in the interface's words, as `auditActionLabel` names actions; a kind not named yet reads as itself. */
export function auditEntityLabel(t: Translate, entity: string): string {
  return (AUDIT_ENTITIES as readonly string[]).includes(entity) ? t(`staff.audit.entities.${entity}`) : entity;
}

/** What an entry changed, as the log shows it: "isActive: true → false; role: …". */
export function auditChange(entry: Pick<AuditEntry, 'before' | 'after'>): string {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return keys.map((key) => `${key}: ${JSON.stringify(entry.before?.[key] ?? null)} → ${JSON.stringify(entry.after?.[key] ?? null)}`).join('; ');
}
