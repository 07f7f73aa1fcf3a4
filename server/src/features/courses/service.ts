/**
 * Teachers Hub courses (issue 12): the course list, create/edit/archive, the school's students and enrolment, the AI
 * recommendations fed with each student's own assessment and practice records, and the roster import.
 */
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Course, CourseForm, CourseStatus, CourseStudentsResponse, EnrollmentSummary, RecommendedStudent } from '@common/contracts/courses.ts';
import { courseFormSchema } from '@common/contracts/courses.ts';
import type { StudentFacts } from '@common/contracts/ai.ts';
import type { Database } from '../../db/client.ts';
import { courseEnrollments, courses, users } from '../../db/schema.ts';
import { enrollableStudentsScope, rowsOf, visibleCoursesScope, type Actor } from '../../auth/policies.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { textFor } from '../../ai/text/index.ts';

export type CourseRow = typeof courses.$inferSelect;

export function statusOf(row: Pick<CourseRow, 'archivedAt' | 'startDate' | 'endDate'>, today: string): CourseStatus {
  if (row.archivedAt) return 'archived';
  if (today < row.startDate) return 'upcoming';
  if (today > row.endDate) return 'ended';
  return 'active';
}

interface ListedCourse extends Record<string, unknown> {
  id: string;
  code: string;
  name: string;
  description: string;
  grade: string;
  subject: string;
  start_date: string;
  end_date: string;
  max_students: number;
  teacher_id: string;
  teacher_name: string;
  archived_at: string | Date | null;
  created_at: string | Date;
  students: string[] | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();

function present(row: ListedCourse, actor: Actor, today: string): Course {
  const students = row.students ?? [];
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    grade: row.grade,
    subject: row.subject,
    startDate: row.start_date,
    endDate: row.end_date,
    maxStudents: row.max_students,
    enrolledCount: students.length,
    enrolledStudents: students,
    teacherId: row.teacher_id,
    teacherName: row.teacher_name,
    status: statusOf({ archivedAt: row.archived_at ? new Date(row.archived_at) : null, startDate: row.start_date, endDate: row.end_date }, today),
    canChange: row.teacher_id === actor.id,
    createdAt: iso(row.created_at),
  };
}

async function selectCourses(db: Database, actor: Actor, where: ReturnType<typeof sql>): Promise<ListedCourse[]> {
  const result = await db.execute<ListedCourse>(sql`SELECT c.id, c.code, c.name, c.description, c.grade, c.subject, c.start_date, c.end_date,
      c.max_students, c.teacher_id, trim(t.first_name || ' ' || t.last_name) AS teacher_name, c.archived_at, c.created_at,
      (SELECT array_agg(e.student_id::text ORDER BY e.created_at) FROM course_enrollments e WHERE e.course_id = c.id) AS students
    FROM courses c JOIN users t ON t.id = c.teacher_id
    WHERE c.id IN ${visibleCoursesScope(actor)} AND ${where}
    ORDER BY c.archived_at IS NOT NULL, c.start_date DESC, c.code`);
  return rowsOf<ListedCourse>(result);
}

/** The courses the actor may see; `today` (YYYY-MM-DD, on the reader's clock) says which are active, upcoming or ended. */
export async function listCourses(db: Database, actor: Actor, today: string): Promise<Course[]> {
  return (await selectCourses(db, actor, sql`true`)).map((row) => present(row, actor, today));
}

export async function presentCourse(db: Database, actor: Actor, id: string, today: string): Promise<Course> {
  const [row] = await selectCourses(db, actor, sql`c.id = ${id}`);
  if (!row) throw notFound(message('notFound.course'));
  return present(row, actor, today);
}

/**
 * A course by the code in the path, among the courses the caller may see (codes are unique within a school, not
 * everywhere); the caller's own course first. The course's id is accepted too. 404 when there is none.
 */
export async function findCourse(db: Database, actor: Actor, code: string): Promise<CourseRow> {
  const result = await db.execute<{ id: string }>(sql`SELECT id FROM courses
    WHERE (lower(code) = lower(${code}) OR id::text = ${code}) AND id IN ${visibleCoursesScope(actor)}
    ORDER BY teacher_id = ${actor.id} DESC, created_at LIMIT 1`);
  const id = rowsOf<{ id: string }>(result)[0]?.id;
  if (!id) throw notFound(message('notFound.course'));
  const [row] = await db.select().from(courses).where(eq(courses.id, id));
  return row!;
}

/** Whether the error, or one it wraps, is a unique violation (of `constraint`, when given). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint;
  }
  return false;
}

const codeTaken = (error: unknown) => {
  if (isUniqueViolation(error)) throw conflict(message('courses.codeTaken'), 'code');
  throw error;
};

export async function createCourse(db: Database, actor: Actor, input: CourseForm): Promise<string> {
  const data = courseFormSchema.parse(input);
  const [teacher] = await db.select({ organizationId: users.organizationId }).from(users).where(eq(users.id, actor.id));
  const [row] = await db
    .insert(courses)
    .values({ ...data, teacherId: actor.id, organizationId: teacher?.organizationId ?? null })
    .returning({ id: courses.id })
    .catch(codeTaken);
  return row!.id;
}

/** The maximum is checked against the enrolments counted under the course's lock (lockSeats), as enrolling is. */
export async function updateCourse(db: Database, course: CourseRow, input: CourseForm): Promise<void> {
  const data = courseFormSchema.parse(input);
  await db.transaction(async (tx) => {
    const { enrolled } = await lockSeats(tx, course.id);
    if (data.maxStudents < enrolled) {
      throw conflict(message('courses.maxBelowEnrolled', { enrolled, max: data.maxStudents }), 'maxStudents');
    }
    await tx
      .update(courses)
      .set({ ...data, updatedAt: new Date() })
      .where(eq(courses.id, course.id))
      .catch(codeTaken);
  });
}

export async function setArchived(db: Database, course: CourseRow, archived: boolean): Promise<void> {
  await db
    .update(courses)
    .set({ archivedAt: archived ? (course.archivedAt ?? new Date()) : null, updatedAt: new Date() })
    .where(eq(courses.id, course.id));
}

// ---------------------------------------------------------------------------------------------------------------
// Students and enrolment

interface StudentRow extends Record<string, unknown> {
  id: string;
  first_name: string;
  last_name: string;
  username: string;
  grade: string | null;
  age: number | null;
  enrolled: boolean;
}

async function schoolStudents(db: Database, course: CourseRow): Promise<StudentRow[]> {
  const result = await db.execute<StudentRow>(sql`SELECT u.id, u.first_name, u.last_name, u.username, u.grade, u.age,
      EXISTS (SELECT 1 FROM course_enrollments e WHERE e.course_id = ${course.id} AND e.student_id = u.id) AS enrolled
    FROM users u WHERE u.id IN ${enrollableStudentsScope(course)}
    UNION
    SELECT u.id, u.first_name, u.last_name, u.username, u.grade, u.age, true
    FROM course_enrollments e JOIN users u ON u.id = e.student_id WHERE e.course_id = ${course.id}
    ORDER BY first_name, last_name, username`);
  return rowsOf<StudentRow>(result);
}

const nameOf = (r: { first_name: string; last_name: string }) => `${r.first_name} ${r.last_name}`.trim();

function summaryOf(rows: readonly { enrolled: boolean }[], maxStudents: number): EnrollmentSummary {
  const enrolled = rows.filter((r) => r.enrolled).length;
  return { total: rows.length, enrolled, available: rows.length - enrolled, enrollmentRate: Math.round((enrolled / maxStudents) * 100) };
}

export async function courseStudents(db: Database, course: CourseRow): Promise<CourseStudentsResponse> {
  const rows = await schoolStudents(db, course);
  return {
    students: rows.map((r) => ({ id: r.id, name: nameOf(r), username: r.username, grade: r.grade, age: r.age, enrolled: r.enrolled })),
    summary: summaryOf(rows, course.maxStudents),
  };
}

/**
 * Locks the course row until the end of `tx` and counts its enrolments (leaving out `except`, a student being
 * enrolled again), against the course's maximum as it is now. Whatever adds students counts through this inside the
 * transaction that inserts them: a second enrolment or roster import waits for the first to commit, then counts its
 * students, so two teachers' tabs (or two processes) cannot both take the same seats. A new maximum is checked the
 * same way.
 */
export async function lockSeats(tx: Database, courseId: string, except?: string): Promise<{ enrolled: number; maxStudents: number; archived: boolean }> {
  const [course] = await tx
    .select({ maxStudents: courses.maxStudents, archivedAt: courses.archivedAt })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for('update');
  if (!course) throw notFound(message('notFound.course'));
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.courseId, courseId), except === undefined ? undefined : sql`${courseEnrollments.studentId} <> ${except}`));
  return { enrolled: n, maxStudents: course.maxStudents, archived: course.archivedAt !== null };
}

export const archivedCourse = () => conflict(message('courses.archived'));

/**
 * Enrols a student, refusing an archived course and past the course's maximum (both read under the course's lock:
 * lockSeats, so an archive or a new maximum committed meanwhile counts).
 */
export async function enroll(db: Database, course: CourseRow, studentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { enrolled, maxStudents, archived } = await lockSeats(tx, course.id, studentId);
    if (archived) throw archivedCourse();
    if (enrolled >= maxStudents) throw conflict(message('courses.full', { enrolled, max: maxStudents }));
    await tx.insert(courseEnrollments).values({ courseId: course.id, studentId }).onConflictDoNothing();
  });
}

export async function unenroll(db: Database, course: CourseRow, studentId: string): Promise<void> {
  await db.delete(courseEnrollments).where(and(eq(courseEnrollments.courseId, course.id), eq(courseEnrollments.studentId, studentId)));
}

export async function enrollmentSummary(db: Database, course: CourseRow): Promise<EnrollmentSummary> {
  return (await courseStudents(db, course)).summary;
}

// ---------------------------------------------------------------------------------------------------------------
// Recommendations from each student's records

interface FactsRow extends Record<string, unknown> {
  id: string;
  first_name: string;
  last_name: string;
  age: number | null;
  grade: string | null;
  letters: number | null;
  sounds: number | null;
  missions: number | null;
  stories: number;
  weakest_skill: string | null;
  weakest_score: number | null;
  category: string | null;
}

/**
 * What the engines know of each student: progress per module from their practice (average score of letters traced
 * and sounds said, share of missions solved, stories written up to ten), and their latest assessment's weakest skill.
 */
async function studentFacts(db: Database, ids: readonly string[]): Promise<FactsRow[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute<FactsRow>(sql`SELECT u.id, u.first_name, u.last_name, u.age, u.grade,
      (SELECT round(avg(w.overall_score))::int FROM writing_samples w WHERE w.user_id = u.id AND w.overall_score IS NOT NULL) AS letters,
      (SELECT round(avg(p.overall_score))::int FROM phonics_attempts p WHERE p.user_id = u.id) AS sounds,
      (SELECT round(100.0 * count(*) FILTER (WHERE m.success) / nullif(count(*), 0))::int FROM mission_runs m WHERE m.user_id = u.id) AS missions,
      (SELECT count(*)::int FROM stories s WHERE s.user_id = u.id) AS stories,
      weakest.skill AS weakest_skill, weakest.standard AS weakest_score, latest.category
    FROM users u
    LEFT JOIN assessment_latest latest ON latest.user_id = u.id AND latest.grade_level = 'all'
    LEFT JOIN assessments a ON a.id = latest.assessment_id
    LEFT JOIN LATERAL (SELECT key AS skill, (value->>'standard')::int AS standard FROM jsonb_each(a.skills)
      ORDER BY (value->>'standard')::int NULLS LAST LIMIT 1) weakest ON true
    WHERE u.id IN (${list})`);
  return rowsOf<FactsRow>(result);
}

function factsOf(row: FactsRow): StudentFacts {
  const progress: StudentFacts['moduleProgress'] = {};
  if (row.letters !== null) progress['writing-buddy'] = row.letters;
  if (row.sounds !== null) progress['phonics-tutor'] = row.sounds;
  if (row.missions !== null) progress['stem-mission-coach'] = row.missions;
  if (row.stories > 0) progress['creative-lab'] = Math.min(100, row.stories * 10);
  return { id: row.id, name: nameOf(row), age: row.age ?? undefined, grade: row.grade ?? undefined, moduleProgress: progress };
}

/** "letterSoundAssociation" → "letter sound association". */
const skillWords = (skill: string) => skill.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

const ASSESSMENT_EVIDENCE: Record<string, string> = {
  en: 'latest assessment: weakest skill {skill} (standard score {score})',
  fr: 'dernière évaluation : compétence la plus faible {skill} (score standard {score})',
  ar: 'آخر تقييم: أضعف مهارة {skill} (الدرجة المعيارية {score})',
  it: 'ultima valutazione: abilità più debole {skill} (punteggio standard {score})',
};

/**
 * Ranks the school's students not yet in the course. The engine weighs grade, module progress and interests; a
 * student whose latest assessment is below grade level in a literacy course gains ground (their need is the course's
 * purpose), and the reason names that assessment evidence.
 */
export async function recommendStudents(
  app: FastifyInstance,
  course: CourseRow,
  language: string,
): Promise<{ recommendations: RecommendedStudent[]; engine: string }> {
  const available = (await schoolStudents(app.db, course)).filter((s) => !s.enrolled);
  if (available.length === 0) return { recommendations: [], engine: 'none' };
  const facts = await studentFacts(
    app.db,
    available.slice(0, 200).map((s) => s.id),
  );
  const byId = new Map(facts.map((f) => [f.id, f]));
  const result = await textFor(app.ai).generateDetailed(
    'studentRecommendations',
    {
      course: { code: course.code, name: course.name, grade: course.grade, description: `${course.subject}. ${course.description}`.slice(0, 500) },
      availableStudents: facts.map(factsOf),
      limit: 10,
    },
    { language },
  );
  const literacy = ['English', 'Arabic'].includes(course.subject);
  const recommendations = result.output.recommendations.map((r) => {
    const row = byId.get(r.studentId);
    if (!row?.weakest_skill || row.weakest_score === null) return r;
    const evidence = (ASSESSMENT_EVIDENCE[language] ?? ASSESSMENT_EVIDENCE.en!)
      .replace('{skill}', skillWords(row.weakest_skill))
      .replace('{score}', String(row.weakest_score));
    const bonus = literacy && (row.category === 'below' || row.category === 'well_below') ? 10 : 0;
    return { ...r, reason: `${r.reason.replace(/\.$/, '')}; ${evidence}.`.slice(0, 400), matchScore: Math.min(100, r.matchScore + bonus) };
  });
  return { recommendations: recommendations.sort((a, b) => b.matchScore - a.matchScore), engine: result.engine };
}

/** Courses for a student (spec 002 §7): the caller's courses that are not archived, ranked by the engine. */
export async function recommendCourses(app: FastifyInstance, actor: Actor, studentId: string, language: string, today: string) {
  const [facts] = await studentFacts(app.db, [studentId]);
  if (!facts) throw notFound(message('notFound.student'));
  const offered = (await selectCourses(app.db, actor, sql`c.archived_at IS NULL AND c.end_date >= ${today}`))
    .filter((c) => !(c.students ?? []).includes(studentId))
    .slice(0, 200);
  if (offered.length === 0) return { studentProfile: { interests: [], learningStyle: 'visual' }, recommendations: [] };
  return textFor(app.ai).generate(
    'courseRecommendations',
    {
      student: factsOf(facts),
      courses: offered.map((c) => ({
        id: c.id,
        code: c.code,
        name: c.name,
        description: c.description,
        grade: c.grade,
        subject: c.subject,
        currentStudents: (c.students ?? []).length,
        maxStudents: c.max_students,
      })),
      limit: 5,
    },
    { language },
  );
}

export const randomPin = () => String(crypto.randomInt(0, 10_000)).padStart(4, '0');
