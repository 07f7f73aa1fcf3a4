/**
 * Bulk import of staff and students from a school's CSV export (issue 14): name, email, role, school code, grade.
 * All or nothing: every row is checked first and shown with its problems; rows are created only when none has any,
 * in one transaction.
 */
import crypto from 'node:crypto';
import { inArray, or } from 'drizzle-orm';
import type { ImportResponse, ImportRow } from '@common/contracts/people.ts';
import { USERNAME_PATTERN } from '@common/contracts/children.ts';
import type { Database } from '../../db/client.ts';
import { organizations, users } from '../../db/schema.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { badRequest } from '../../http/errors.ts';
import { type Message, message } from '../../http/messages.ts';
import { recordAudit } from '../../audit/record.ts';
import { newInvitation, NO_PASSWORD_YET } from './people-service.ts';

export const MAX_IMPORT_ROWS = 2000;
const ADULT_ROLES = new Set(['teacher', 'trainer', 'parent', 'admin']);
const STUDENT_ROLES = new Set(['student', 'child']);
const GRADES = new Set(['K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
/** Stored as a teacher's roster stores it (courses/roster.ts), so every screen shows one form: 'Kindergarten', 'Grade 2'. */
const gradeName = (grade: string) => (grade === 'K' ? 'Kindergarten' : `Grade ${grade}`);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HEADERS: Record<string, keyof Columns> = {
  name: 'name',
  email: 'email',
  'e-mail': 'email',
  role: 'role',
  'school code': 'schoolCode',
  school_code: 'schoolCode',
  schoolcode: 'schoolCode',
  grade: 'grade',
};
type Columns = { name: number; email: number; role: number; schoolCode: number; grade: number };

/** RFC 4180 fields: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''));
}

function columnsOf(header: string[]): Columns {
  const found: Partial<Columns> = {};
  header.forEach((cell, index) => {
    const key = HEADERS[cell.trim().toLowerCase()];
    if (key && found[key] === undefined) found[key] = index;
  });
  const missing = (['name', 'email', 'role', 'schoolCode', 'grade'] as const).filter((k) => found[k] === undefined);
  if (missing.length > 0) throw badRequest(message('staff.csvColumns'), 'csv');
  return found as Columns;
}

/** A row with its problems still as messages (the route writes them in the request's language) and its school. */
type CheckedRow = Omit<ImportRow, 'problems'> & { problems: Message[] };
type CheckedImport = Omit<ImportResponse, 'rows'> & { rows: CheckedRow[] };
interface Checked extends CheckedRow {
  organizationId: string | null;
}

/** Every row with its problems, in file order (line numbers count the header as line 1). */
export async function checkImport(db: Database, scope: ReadonlySet<string>, csv: string): Promise<Checked[]> {
  const [header, ...body] = parseCsv(csv);
  if (!header) throw badRequest(message('staff.csvEmpty'), 'csv');
  const cols = columnsOf(header);
  if (body.length === 0) throw badRequest(message('staff.csvNoRows'), 'csv');
  if (body.length > MAX_IMPORT_ROWS) throw badRequest(message('staff.csvTooManyRows', { count: MAX_IMPORT_ROWS }), 'csv');
  const rows = body.map((cells, i) => ({
    line: i + 2,
    name: (cells[cols.name] ?? '').trim(),
    email: (cells[cols.email] ?? '').trim().toLowerCase(),
    role: (cells[cols.role] ?? '').trim().toLowerCase(),
    schoolCode: (cells[cols.schoolCode] ?? '').trim(),
    grade: (cells[cols.grade] ?? '').trim().toUpperCase(),
  }));
  const codes = [...new Set(rows.map((r) => r.schoolCode).filter(Boolean))];
  const schools = codes.length
    ? await db
        .select({ id: organizations.id, code: organizations.code, type: organizations.type })
        .from(organizations)
        .where(inArray(organizations.code, codes))
    : [];
  const schoolByCode = new Map(schools.map((s) => [s.code, s]));
  const emails = [...new Set(rows.map((r) => r.email).filter(Boolean))];
  const taken = new Set<string>();
  for (let i = 0; i < emails.length; i += 500) {
    const part = emails.slice(i, i + 500);
    const found = await db
      .select({ email: users.email, username: users.username })
      .from(users)
      .where(or(inArray(users.email, part), inArray(users.username, part)));
    for (const f of found) {
      if (f.email) taken.add(f.email);
      taken.add(f.username);
    }
  }
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const problems: Message[] = [];
    const student = STUDENT_ROLES.has(row.role);
    if (!row.name) problems.push(message('staff.import.nameMissing'));
    else if (row.name.length > 120) problems.push(message('staff.import.nameTooLong'));
    if (!student && !ADULT_ROLES.has(row.role)) problems.push(message('staff.import.roleUnknown'));
    if (student) {
      if (row.email) problems.push(message('staff.import.studentNoEmail'));
      if (!GRADES.has(row.grade)) problems.push(message('staff.import.studentGrade'));
    } else if (ADULT_ROLES.has(row.role)) {
      if (!row.email) problems.push(message('staff.import.emailMissing'));
      else if (!EMAIL.test(row.email) || row.email.length > 254) problems.push(message('staff.import.emailInvalid'));
      else if (taken.has(row.email)) problems.push(message('staff.import.emailTaken'));
      else if (seen.has(row.email)) problems.push(message('staff.import.emailRepeated', { line: seen.get(row.email)! }));
      if (row.grade) problems.push(message('staff.import.gradeOnlyStudents'));
    }
    if (row.email && !seen.has(row.email)) seen.set(row.email, row.line);
    const school = schoolByCode.get(row.schoolCode);
    if (!row.schoolCode) problems.push(message('staff.import.schoolCodeMissing'));
    else if (!school || school.type !== 'school' || !scope.has(school.id)) problems.push(message('staff.import.schoolCodeUnknown', { code: row.schoolCode }));
    return { ...row, problems, organizationId: school && scope.has(school.id) ? school.id : null };
  });
}

const splitName = (name: string) => {
  const [first = '', ...rest] = name.split(/\s+/);
  return { firstName: first.slice(0, 60), lastName: rest.join(' ').slice(0, 60) };
};

function studentUsername(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[^\p{Letter}\p{Number}]+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 20);
  const candidate = `${base || 'student'}.${crypto.randomBytes(3).toString('hex')}`;
  return USERNAME_PATTERN.test(candidate) ? candidate : `student.${crypto.randomBytes(4).toString('hex')}`;
}

const newPin = () => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');

/** Checks the file; when `commit` and no row has a problem, creates every row at once. */
export async function importPeople(
  db: Database,
  actorId: string,
  scope: ReadonlySet<string>,
  csv: string,
  commit: boolean,
  base: string,
): Promise<CheckedImport> {
  const checked = await checkImport(db, scope, csv);
  const rows = checked.map(({ organizationId: _id, ...row }) => row);
  if (!commit || checked.some((r) => r.problems.length > 0)) return { rows, imported: false, created: 0, accounts: [] };

  // Hashing is slow: done before the transaction, so the database is held only for the inserts.
  const prepared = await Promise.all(
    checked.map(async (row) => {
      const student = STUDENT_ROLES.has(row.role);
      const pin = student ? newPin() : null;
      return { row, student, pin, passwordHash: pin ? await hashPassword(pin) : NO_PASSWORD_YET, username: student ? studentUsername(row.name) : row.email };
    }),
  );
  const accounts: ImportResponse['accounts'] = [];
  await db.transaction(async (tx) => {
    for (const p of prepared) {
      const [user] = await tx
        .insert(users)
        .values({
          username: p.username,
          email: p.student ? null : p.row.email,
          passwordHash: p.passwordHash,
          role: p.student ? 'child' : (p.row.role as 'teacher'),
          ...splitName(p.row.name),
          grade: p.student ? gradeName(p.row.grade) : null,
          organizationId: p.row.organizationId,
          plan: p.row.role === 'parent' ? 'free' : 'school',
        })
        .returning();
      const link = p.student ? null : (await newInvitation(tx as unknown as Database, user!.id, actorId, 'shown', base)).link;
      accounts.push({ name: p.row.name, username: p.username, link, pin: p.pin });
      await recordAudit(tx as unknown as Database, {
        actorId,
        action: 'users.imported',
        entity: 'user',
        entityId: user!.id,
        after: { username: user!.username, email: user!.email, role: user!.role, organizationId: user!.organizationId, grade: user!.grade },
        organisationId: user!.organizationId,
      });
    }
  });
  return { rows, imported: true, created: prepared.length, accounts };
}
