import { z } from 'zod/mini';
import type { Translate } from '../domain/languages.ts';
import { ROLES } from '../domain/roles.ts';
import { ORGANIZATION_TYPES, PERMISSIONS, shortId } from '../domain/staff.ts';
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

/** The fields the log's entries hold (features/staff, features/auth), each named in `staff.audit.fields`. */
export const AUDIT_FIELDS = [
  'name',
  'firstName',
  'lastName',
  'username',
  'email',
  'role',
  'grade',
  'organizationId',
  'isActive',
  'type',
  'code',
  'parentId',
  'city',
  'province',
  'level',
  'description',
  'permissions',
  'canDelegate',
  'userId',
  'roleId',
  'startDate',
  'address',
  'deactivated',
] as const;

/**
 * Fields the database keeps for itself, left out of what the log shows. An organisation's `plan` is set by the
 * system (every organisation is on the school plan), not by an administrator, and the staff screen has no words for it.
 */
const BOOKKEEPING: ReadonlySet<string> = new Set(['id', 'createdAt', 'updatedAt', 'passwordHash', 'plan']);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const NOTHING = '—';

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** A field in the interface's words; a field not named yet reads as itself. */
export function auditFieldLabel(t: Translate, field: string): string {
  return isOneOf(AUDIT_FIELDS, field) ? t(`staff.audit.fields.${field}`) : field;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Where an entry may name the record an id points to (`userName` beside `userId`): the name is shown instead of the id. */
const nameFieldOf = (field: string) => (field.endsWith('Id') && field.length > 2 ? `${field.slice(0, -2)}Name` : null);

/** One value as a reader reads it: words for yes and no and for the codes the screens name, a short id, a day. */
function auditValue(t: Translate, field: string, value: unknown): string {
  if (isEmpty(value)) return NOTHING;
  if (Array.isArray(value)) return value.map((item) => auditValue(t, field, item)).join(', ');
  if (typeof value === 'boolean') return t(value ? 'staff.audit.yes' : 'staff.audit.no');
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return JSON.stringify(value);
  if (UUID.test(value)) return shortId(value);
  if (field === 'role' && isOneOf(ROLES, value)) return t(`roles.${value}`);
  if (field === 'type' && isOneOf(ORGANIZATION_TYPES, value)) return t(`staff.types.${value}`);
  if (field === 'permissions' && isOneOf(PERMISSIONS, value)) return t(`staff.permissions.${value}`);
  // A time (an assignment's start date) reads as its day, as the database wrote it (UTC).
  if (ISO_TIME.test(value)) return value.slice(0, 10);
  return value;
}

/**
 * One side's value of a field, isolated (U+2068 … U+2069) so that its own direction holds inside the sentence: an
 * e-mail or an id stays left to right in Arabic, and "Old ← New" keeps its order around the arrow.
 */
function shown(t: Translate, record: Record<string, unknown> | null, field: string): string {
  const nameField = nameFieldOf(field);
  const name = nameField ? record?.[nameField] : undefined;
  const text = typeof name === 'string' && name !== '' ? name : auditValue(t, field, record?.[field]);
  return `\u2068${text}\u2069`;
}

/**
 * What an entry changed, in the reader's language (the screen's `t`, or the server's reading of the same catalogues
 * for the CSV): one string per entry, its fields joined by `staff.audit.separator` ("; ", "؛ " in Arabic).
 * - A change (before and after) names each field that differs: "Active: Yes → No" (`staff.audit.changeLine`, whose
 *   arrow points the way the language reads).
 * - A record created (no before) or removed (no after) names its fields that hold something: "Name: Pine School;
 *   Type: School" (`staff.audit.valueLine`); the action column says which it was.
 * Fields are named by `auditFieldLabel`, values by `auditValue` (nothing is "—", lists are joined with ", "), each
 * value isolated for its direction; the record's own id and times are left out (`BOOKKEEPING`).
 */
export function auditChange(t: Translate, entry: Pick<AuditEntry, 'before' | 'after'>): string {
  const { before, after } = entry;
  const recorded = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const named = new Set(recorded.map(nameFieldOf).filter((field) => field !== null));
  const fields = recorded.filter((field) => !BOOKKEEPING.has(field) && !named.has(field));
  const lines = fields.flatMap((field) => {
    const label = auditFieldLabel(t, field);
    if (before && after) {
      if (JSON.stringify(before[field] ?? null) === JSON.stringify(after[field] ?? null)) return [];
      return [t('staff.audit.changeLine', { field: label, before: shown(t, before, field), after: shown(t, after, field) })];
    }
    const record = before ?? after;
    return isEmpty(record?.[field]) ? [] : [t('staff.audit.valueLine', { field: label, value: shown(t, record, field) })];
  });
  return lines.join(t('staff.audit.separator'));
}
