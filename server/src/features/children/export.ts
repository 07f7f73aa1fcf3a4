/**
 * Everything Wren keeps about one child, for their parent (issue 13): as JSON, as a printable HTML report, and
 * deleted with the account. The tables are listed here once, each titled in content/messages' childExport.records
 * (the compiler refuses a table without a title); children-export.test.ts reads the database's own
 * foreign keys and fails when a table that points at users is in neither list below, so a new table cannot be
 * forgotten by the export or the deletion.
 */
import { eq, sql } from 'drizzle-orm';
import type { AiRegistry } from '../../ai/registry.ts';
import { imagesFor } from '../../ai/images/index.ts';
import type { Database } from '../../db/client.ts';
import { generatedImages, users } from '../../db/schema.ts';
import { rowsOf } from '../../auth/policies.ts';
import type { UserRow } from '../../auth/sessions.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { message, type Message, type MessageKey } from '../../http/messages.ts';

/** A kind of record the export names: one with a title in content/messages' childExport.records, in every language. */
export type RecordKind = MessageKey extends infer Key ? (Key extends `childExport.records.${infer Kind}` ? Kind : never) : never;

/** A kind of record's title in the reader's language ("Stories (Creative Lab)"). */
export const recordTitle = (kind: RecordKind): Message => message(`childExport.records.${kind}`);

interface ChildTable {
  table: RecordKind;
  column: string;
  /** Columns left out: secrets (a session's token digest), never the child's own data. */
  omit?: string[];
}

/** Every table holding rows that belong to a child, by the column that names the child. */
export const CHILD_TABLES: ChildTable[] = [
  { table: 'guardianships', column: 'child_id' },
  { table: 'course_enrollments', column: 'student_id' },
  { table: 'staff_assignments', column: 'user_id' },
  { table: 'sessions', column: 'user_id', omit: ['id'] },
  { table: 'sign_in_failures', column: 'user_id' },
  { table: 'password_reset_tokens', column: 'user_id', omit: ['token_hash'] },
  { table: 'writing_samples', column: 'user_id' },
  { table: 'phonics_attempts', column: 'user_id' },
  { table: 'phonics_recordings', column: 'user_id' },
  { table: 'mission_runs', column: 'user_id' },
  { table: 'stories', column: 'user_id' },
  { table: 'assessments', column: 'user_id' },
  { table: 'assessment_pronunciations', column: 'user_id' },
  { table: 'assessment_latest', column: 'user_id' },
  { table: 'skills_assessments', column: 'user_id' },
  { table: 'fluency_readings', column: 'child_id' },
  { table: 'prompt_logs', column: 'child_id' },
  { table: 'ai_usage', column: 'child_id' },
  { table: 'generated_images', column: 'owner_id' },
  { table: 'mission_assignments', column: 'child_id' },
  { table: 'intervention_group_members', column: 'student_id' },
  { table: 'custom_missions', column: 'author_id' },
  { table: 'parental_settings', column: 'child_id' },
  { table: 'screen_time_days', column: 'child_id' },
  { table: 'extra_time_requests', column: 'child_id' },
  { table: 'control_events', column: 'child_id' },
  { table: 'parenting_plans', column: 'child_id' },
  { table: 'user_invitations', column: 'user_id', omit: ['token_hash'] },
  { table: 'audit_log', column: 'actor_id' },
];

/**
 * Columns that point at users to say which adult acted on a record (a teacher's course, who assigned a mission,
 * who recorded or marked a reading). A child's rows in those tables are reached through the column above; these
 * become empty when the adult's account goes, and never hold a child's own data.
 */
export const ACTOR_COLUMNS = [
  // The parent's side of a guardianship; the child's side is guardianships.child_id above.
  'guardianships.parent_id',
  'courses.teacher_id',
  'mission_assignments.assigned_by',
  'assessment_overrides.teacher_id',
  'intervention_groups.owner_id',
  'skills_assessments.assessed_by',
  'fluency_readings.recorded_by',
  'fluency_readings.adjusted_by',
  'password_reset_tokens.issued_by',
  'user_invitations.invited_by',
  'parental_settings.updated_by',
  'extra_time_requests.decided_by',
  // A parenting plan is its parent's; the child's side is parenting_plans.child_id above.
  'parenting_plans.user_id',
  // A lesson plan is its teacher's; it never holds a child's data.
  'lesson_plans.teacher_id',
  // The adult listening beside the child on one of the child's sessions (auth/listeners.ts): it ends with the session
  // or within the hour, and what the adult marked names them on the record itself (listenerId, recorded_by, adjusted_by).
  'session_listeners.listener_id',
];

/** Records that belong to the child through another record: a score changed on their assessment, their groups. */
const INDIRECT: { key: RecordKind; query: (childId: string) => ReturnType<typeof sql> }[] = [
  {
    key: 'assessment_overrides',
    query: (id) => sql`SELECT * FROM assessment_overrides WHERE assessment_id IN (SELECT id FROM assessments WHERE user_id = ${id})`,
  },
  {
    key: 'intervention_groups',
    query: (id) => sql`SELECT * FROM intervention_groups WHERE id IN (SELECT group_id FROM intervention_group_members WHERE student_id = ${id})`,
  },
];

/** Every kind of record in the export, in the order the printable page shows them. */
export const RECORD_KINDS: readonly RecordKind[] = [...CHILD_TABLES.map((t) => t.table), ...INDIRECT.map((t) => t.key)];

/** A stored value as JSON can carry it: dates as ISO text, bytes (recordings) as base64. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  return value;
}

function plainRow(row: Record<string, unknown>, omit: readonly string[] = []): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).flatMap(([key, value]) => (omit.includes(key) ? [] : [[key, plain(value)]])));
}

function presentAccount(child: UserRow): Record<string, unknown> {
  const { passwordHash: _secret, ...rest } = child;
  return plainRow(rest as unknown as Record<string, unknown>);
}

export interface ChildExportData {
  format: 'wren-child-export';
  version: 1;
  exportedAt: string;
  child: Record<string, unknown>;
  records: Record<string, Record<string, unknown>[]>;
}

export async function exportChild(db: Database, ai: AiRegistry, child: UserRow): Promise<ChildExportData> {
  const records: Record<string, Record<string, unknown>[]> = {};
  for (const t of CHILD_TABLES) {
    const result = await db.execute(sql`SELECT * FROM ${sql.identifier(t.table)} WHERE ${sql.identifier(t.column)} = ${child.id}`);
    records[t.table] = rowsOf<Record<string, unknown>>(result).map((row) => plainRow(row, t.omit));
  }
  for (const t of INDIRECT) records[t.key] = rowsOf<Record<string, unknown>>(await db.execute(t.query(child.id))).map((row) => plainRow(row));
  // The pictures themselves, not only their rows: the files live beside the database.
  const images = imagesFor(ai);
  const stored = await db.select().from(generatedImages).where(eq(generatedImages.ownerId, child.id));
  for (const row of records.generated_images ?? []) {
    const image = stored.find((s) => s.id === row.id);
    const bytes = image ? await images.read(image) : null;
    row.file = bytes ? bytes.toString('base64') : null;
  }
  return { format: 'wren-child-export', version: 1, exportedAt: new Date().toISOString(), child: presentAccount(child), records };
}

/** Deletion is confirmed by typing the child's first name (or full name), whatever the case and spacing. */
export function assertConfirmedName(child: UserRow, typed: string): void {
  const norm = (value: string) => value.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  const accepted = [child.firstName, `${child.firstName} ${child.lastName}`].map(norm);
  if (!accepted.includes(norm(typed))) {
    throw badRequest(message('account.confirmName', { name: child.firstName }), 'confirmName');
  }
}

/** Deletes the child's account and, by cascade, every row of CHILD_TABLES; then the picture files. */
export async function deleteChildAndData(db: Database, ai: AiRegistry, child: UserRow): Promise<void> {
  const files = (await db.select({ fileName: generatedImages.fileName }).from(generatedImages).where(eq(generatedImages.ownerId, child.id))).map(
    (row) => row.fileName,
  );
  const deleted = await db.delete(users).where(eq(users.id, child.id)).returning({ id: users.id });
  if (deleted.length === 0) throw notFound(message('notFound.child'));
  await imagesFor(ai).removeFiles(files);
}
