/**
 * Roster import (issue 12): a teacher's CSV of first name, last name, grade and (optionally) a parent's e-mail. The
 * preview lists every row's problems before anything is written; the import writes all rows or none: the child
 * accounts in the teacher's school, each with a new PIN to print, enrolled in the course, in one transaction.
 */
import { inArray } from 'drizzle-orm';
import { COURSE_GRADES, ROSTER_MAX_ROWS, type RosterImport, type RosterPreview, type RosterRow } from '@common/contracts/courses.ts';
import type { Database } from '../../db/client.ts';
import { courseEnrollments, users } from '../../db/schema.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { HttpError } from '../../http/errors.ts';
import { type Message, message } from '../../http/messages.ts';
import { archivedCourse, isUniqueViolation, lockSeats, randomPin, type CourseRow } from './service.ts';

/** RFC 4180 fields: quotes, doubled quotes, commas and line breaks inside quotes; CR LF or LF. */
export function parseCsv(input: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const text = input.replace(/^\uFEFF/, '');
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',' || ch === ';') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "2", "grade 2", "Grade 2" → "Grade 2"; anything else stays as typed (and is a problem). */
function gradeOf(value: string): string {
  const digits = /^(?:grade\s*)?([1-5])$/i.exec(value.trim());
  return digits ? `Grade ${digits[1]}` : value.trim();
}

const isHeader = (cells: string[]) => /first/i.test(cells[0] ?? '') && /last/i.test(cells[1] ?? '');

/** A row of the preview with its problems still as messages; the route writes them in the request's language. */
type CheckedRow = Omit<RosterRow, 'problems'> & { problems: Message[] };
type CheckedRoster = Omit<RosterPreview, 'rows'> & { rows: CheckedRow[] };

export function previewRoster(csv: string, seatsLeft: number): CheckedRoster {
  const cells = parseCsv(csv).filter((r) => r.some((c) => c.trim() !== ''));
  const body = cells.length && isHeader(cells[0]!) ? cells.slice(1) : cells;
  const offset = cells.length - body.length;
  const seen = new Map<string, number>();
  const rows: CheckedRow[] = body.map((r, i) => {
    const [first = '', last = '', grade = '', email = ''] = r.map((c) => c.trim());
    const line = i + 1 + offset;
    const problems: Message[] = [];
    if (r.length < 3 || r.length > 4) problems.push(message('courses.roster.columns'));
    if (!first) problems.push(message('courses.roster.firstName'));
    if (!last) problems.push(message('courses.roster.lastName'));
    if (first.length > 60 || last.length > 60) problems.push(message('courses.roster.nameTooLong'));
    const normalized = gradeOf(grade);
    if (!(COURSE_GRADES as readonly string[]).includes(normalized)) problems.push(message('courses.roster.grade'));
    if (email && !EMAIL.test(email)) problems.push(message('courses.roster.email'));
    const key = `${first.toLowerCase()}|${last.toLowerCase()}`;
    if (first && seen.has(key)) problems.push(message('courses.roster.duplicate', { line: seen.get(key)! }));
    else seen.set(key, line);
    return { line, firstName: first, lastName: last, grade: normalized, parentEmail: email, problems };
  });
  const valid = rows.length > 0 && rows.length <= ROSTER_MAX_ROWS && rows.every((r) => r.problems.length === 0) && rows.length <= seatsLeft;
  return { rows, valid, seatsLeft };
}

const tooFewSeats = (seatsLeft: number, students: number) =>
  new HttpError(409, 'invalid', message('courses.tooFewSeats', { count: seatsLeft, students }), 'csv');

/** Why a whole file is refused (400 for its size, 409 for the seats), or null (each row's problems are in the preview). */
function fileProblem(preview: CheckedRoster): HttpError | null {
  if (preview.rows.length === 0) return new HttpError(400, 'invalid', message('courses.roster.empty'), 'csv');
  if (preview.rows.length > ROSTER_MAX_ROWS) return new HttpError(400, 'invalid', message('courses.roster.tooMany', { count: ROSTER_MAX_ROWS }), 'csv');
  if (preview.rows.length > preview.seatsLeft) return tooFewSeats(preview.seatsLeft, preview.rows.length);
  return null;
}

/** "Zoë", "O'Brien" → "zoe.obrien"; a name without Latin letters becomes "student". */
function usernameBase(first: string, last: string): string {
  const ascii = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
  const base = [ascii(first), ascii(last)].filter(Boolean).join('.').slice(0, 24);
  return base.length >= 2 ? base : 'student';
}

const usernamesBusy = () => new HttpError(503, 'busy', message('courses.usernamesBusy'));

async function freeUsernames(db: Database, bases: string[]): Promise<string[]> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const names = bases.map((b) => `${b}.${String(Math.floor(Math.random() * 9000) + 1000)}`);
    if (new Set(names).size !== names.length) continue;
    const taken = await db.select({ username: users.username }).from(users).where(inArray(users.username, names));
    if (taken.length === 0) return names;
  }
  throw usernamesBusy();
}

/** Writes of a roster that lose a username to another import (or a child created meanwhile) before giving up. */
const USERNAME_ATTEMPTS = 3;

/**
 * Writes the whole roster or nothing: any row with a problem, or more rows than free seats, answers 400 (409 for
 * seats) with the preview and writes nothing. `enrolled` and the archived state are read before the transaction for
 * that clear first answer; both are read again under the course's lock before anything is written, since another
 * import or enrolment may have taken the seats meanwhile, or the course been archived (409 then, nothing written).
 */
export async function importRoster(db: Database, course: CourseRow, csv: string, enrolled: number): Promise<RosterImport> {
  if (!course.organizationId) throw new HttpError(409, 'conflict', message('courses.noSchool'));
  const preview = previewRoster(csv, course.maxStudents - enrolled);
  if (preview.rows.some((r) => r.problems.length)) {
    throw new HttpError(400, 'invalid', message('courses.rowsHaveProblems'), 'csv', {}, { rows: preview.rows });
  }
  const whole = fileProblem(preview);
  if (whole) throw whole;
  if (course.archivedAt) throw archivedCourse();
  const bases = preview.rows.map((r) => usernameBase(r.firstName, r.lastName));
  let usernames = await freeUsernames(db, bases);
  const pins = preview.rows.map(() => randomPin());
  const hashes = await Promise.all(pins.map((pin) => hashPassword(pin)));
  // The usernames were free when checked, but another import may have taken one since: the unique index refuses the
  // insert, the transaction writes nothing, and the roster is written again with fresh usernames.
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeRoster(db, course, preview.rows, usernames, pins, hashes);
    } catch (error) {
      if (!isUniqueViolation(error, 'users_username_key')) throw error;
      if (attempt === USERNAME_ATTEMPTS) throw usernamesBusy();
      usernames = await freeUsernames(db, bases);
    }
  }
}

/** One attempt: the seats and the archived state under the course's lock, then the accounts and their enrolments. */
async function writeRoster(db: Database, course: CourseRow, rows: CheckedRow[], usernames: string[], pins: string[], hashes: string[]): Promise<RosterImport> {
  return db.transaction(async (tx) => {
    const seats = await lockSeats(tx, course.id);
    if (seats.archived) throw archivedCourse();
    const seatsLeft = Math.max(0, seats.maxStudents - seats.enrolled);
    if (rows.length > seatsLeft) throw tooFewSeats(seatsLeft, rows.length);
    const created = await tx
      .insert(users)
      .values(
        rows.map((r, i) => ({
          username: usernames[i]!,
          passwordHash: hashes[i]!,
          role: 'child' as const,
          firstName: r.firstName,
          lastName: r.lastName,
          grade: r.grade,
          plan: 'school' as const,
          organizationId: course.organizationId,
        })),
      )
      .returning({ id: users.id, username: users.username });
    await tx.insert(courseEnrollments).values(created.map((c) => ({ courseId: course.id, studentId: c.id })));
    return {
      accounts: created.map((c, i) => {
        const r = rows[i]!;
        return { id: c.id, name: `${r.firstName} ${r.lastName}`, username: c.username, pin: pins[i]!, grade: r.grade, parentEmail: r.parentEmail };
      }),
    };
  });
}
