/**
 * Struggling readers: the scoped list and summary of spec 000 §2/§5/§9, the details of one student with their practice
 * evidence, score overrides and intervention groups. Every query joins the actor's scope (auth/policies.ts
 * strugglingStudentsScope): the assessments table is never read whole.
 */
import { desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type {
  AssessmentOverride,
  CreateGroup,
  CreateOverride,
  Evidence,
  InterventionGroup,
  PracticeView,
  StaffStudent,
  StrugglingFilters,
  StrugglingListResponse,
  StrugglingPageQuery,
  StrugglingRecord,
  StudentDetails,
} from '@common/contracts/struggling-readers.ts';
import { CSV_COLUMNS, practiceSchema, sameStudents } from '@common/contracts/struggling-readers.ts';
import { gradeLabel, practiceLabel, programLabel, skillLabel, studentName } from '@common/contracts/struggling-readers-labels.ts';
import type { Translate } from '@common/domain/languages.ts';
import { CATEGORIES, riskOf, type Category } from '@common/domain/norms.ts';
import {
  categoriesFor,
  groupKeyOf,
  overriddenScore,
  passageGradeFor,
  practiceKindOf,
  recommendationsFor,
  summarize,
  type SkillScore,
} from '@common/domain/struggling-readers.ts';
import type { Database } from '../../db/client.ts';
import { assessmentOverrides, assessments, fluencyReadings, interventionGroupMembers, interventionGroups } from '../../db/schema.ts';
import { rowsOf, strugglingStudentsScope, type Actor } from '../../auth/policies.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { csvLine } from '../../http/csv.ts';
import { message } from '../../http/messages.ts';
import { listenerNames, markedByEarBy } from '../../domain/marked-by-ear.ts';
import { listRecordings } from '../../domain/phonics-recordings.ts';

/** How many of a record's spoken answers an adult marked by ear (no microphone): counted, the answers never sent. */
const markedByEarOf = (answers: SQL | AnyColumn) => sql<number>`(SELECT count(*) FROM jsonb_each(${answers}) e WHERE e.value ? 'byEar')::int`;

/** The columns staff read: everything but the answers given (a record's largest column, never sent). */
const RECORD_COLUMNS = {
  id: assessments.id,
  userId: assessments.userId,
  gradeLevel: assessments.gradeLevel,
  curriculumType: assessments.curriculumType,
  overallScore: assessments.overallScore,
  totalQuestions: assessments.totalQuestions,
  correctAnswers: assessments.correctAnswers,
  standardScore: assessments.standardScore,
  percentile: assessments.percentile,
  category: assessments.category,
  skills: assessments.skills,
  assessmentDate: assessments.assessmentDate,
  markedByEar: markedByEarOf(assessments.answers),
};
type AssessmentRow = { [K in Exclude<keyof typeof RECORD_COLUMNS, 'markedByEar'>]: (typeof assessments.$inferSelect)[K] } & { markedByEar: number };
type OverrideRow = typeof assessmentOverrides.$inferSelect & { teacherName: string | null };

/** One bound parameter for a list of ids (a Postgres array literal), rather than one parameter per id. The ids come from the database. */
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

const isCategory = (value: unknown): value is Category => typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);

/** The per-skill scores of a record, as BRIEF11 shapes them; anything else in the column is left out. */
export function skillsOf(stored: unknown): Record<string, SkillScore> {
  const skills: Record<string, SkillScore> = {};
  if (!stored || typeof stored !== 'object') return skills;
  for (const [name, value] of Object.entries(stored as Record<string, unknown>)) {
    if (!value || typeof value !== 'object') continue;
    const v = value as Record<string, unknown>;
    if (typeof v.standard !== 'number' || !isCategory(v.category)) continue;
    skills[name] = {
      raw: typeof v.raw === 'number' ? v.raw : 0,
      max: typeof v.max === 'number' ? v.max : 0,
      standard: v.standard,
      percentile: typeof v.percentile === 'number' ? v.percentile : 0,
      category: v.category,
    };
  }
  return skills;
}

// ------------------------------------------------------------------------------------------------ the list

/** The spec's order as a key: 0 for well below, 1 for below; then the overall score; then the student's id. */
export interface PlaceInList {
  rank: 0 | 1;
  overallScore: number;
  userId: string;
}
const cursorOf = (p: PlaceInList) => `${p.rank}_${p.overallScore}_${p.userId}`;
function placeOf(cursor: string | undefined): PlaceInList | null {
  if (!cursor) return null;
  const [rank, score, userId] = cursor.split('_');
  return { rank: rank === '0' ? 0 : 1, overallScore: Number(score), userId: userId! };
}

/** Grade filters no grade assessment is written for (they exist for kindergarten, grade 1 and grades 2-3). */
const GRADES_BY_CHILD = ['grade4', 'grade5', 'grade6'] as const;

/**
 * The children of a grade by what is known of their grade: the grade their latest skills assessment was run for
 * (kindergarten … grade4), else the grade of a course they are enrolled in ("Grade 5" → grade5).
 */
function childrenOfGrade(grade: string): SQL {
  return sql`(SELECT u.id FROM users u WHERE u.role = 'child' AND COALESCE(
    (SELECT s.grade FROM skills_assessments s WHERE s.user_id = u.id ORDER BY s.created_at DESC, s.id DESC LIMIT 1),
    (SELECT 'grade' || substring(c.grade from '([0-9]+)') FROM course_enrollments e JOIN courses c ON c.id = e.course_id
      WHERE e.student_id = u.id AND c.grade ~ '[0-9]' ORDER BY c.start_date DESC, c.id DESC LIMIT 1)) = ${grade})`;
}

/**
 * The grade filter over assessment_latest: the records of that grade level ('all': each student's latest over all
 * grades). Grades 4 to 6 have no grade assessment of their own: they select the children of that grade
 * (childrenOfGrade) by their latest assessment of any level, so a grade 4 child who took the grades 2-3 test is there.
 */
function latestOfGrade(actor: Actor, grade: StrugglingFilters['grade']): SQL {
  const byChild = (GRADES_BY_CHILD as readonly string[]).includes(grade);
  return sql`SELECT l.assessment_id, l.user_id, l.overall_score, COALESCE(o.category, l.category) AS category
    FROM assessment_latest l
    LEFT JOIN (SELECT DISTINCT ON (assessment_id) assessment_id, category FROM assessment_overrides WHERE skill = 'overall'
      ORDER BY assessment_id, created_at DESC, id DESC) o ON o.assessment_id = l.assessment_id
    WHERE l.grade_level = ${byChild ? 'all' : grade} AND l.user_id IN ${strugglingStudentsScope(actor)}
      ${byChild ? sql`AND l.user_id IN ${childrenOfGrade(grade)}` : sql``}`;
}

interface PageRow {
  high_risk: number | string;
  at_risk: number | string;
  total: number | string;
  listed: number | string;
  rank: number | null;
  has_overrides: boolean | null;
  // The page's record (null when the page is empty: the counts still come, in one row)…
  id: string | null;
  user_id: string;
  grade_level: AssessmentRow['gradeLevel'];
  curriculum_type: AssessmentRow['curriculumType'];
  overall_score: number;
  total_questions: number;
  correct_answers: number;
  standard_score: number | null;
  percentile: number | null;
  category: AssessmentRow['category'];
  skills: AssessmentRow['skills'] | string;
  assessment_date: string | Date;
  marked_by_ear: number | string;
  // …and its student.
  username: string;
  first_name: string;
  last_name: string;
  age: number | null;
  preferred_language: string;
  school: string | null;
}

/**
 * One statement for a page: the summary counts over the whole filtered set, and the page's records (in the spec's
 * order, after `after`) with their students and whether they have overrides. Exported for EXPLAIN ANALYZE.
 */
export function pageStatement(actor: Actor, filters: StrugglingFilters, limit: number, after: PlaceInList | null): SQL {
  const keep = `{${categoriesFor(filters.risk).join(',')}}`;
  const afterClause = after ? sql`AND (rank, overall_score, user_id) > (${after.rank}, ${after.overallScore}, ${after.userId}::uuid)` : sql``;
  return sql`
    WITH latest AS MATERIALIZED (${latestOfGrade(actor, filters.grade)}),
    counts AS (
      SELECT count(*) FILTER (WHERE category = 'well_below') AS high_risk, count(*) FILTER (WHERE category = 'below') AS at_risk,
        count(*) AS total, count(*) FILTER (WHERE category = ANY(${keep}::text[])) AS listed
      FROM latest),
    page AS (
      SELECT assessment_id, user_id, overall_score, rank FROM (
        SELECT assessment_id, user_id, overall_score, CASE WHEN category = 'well_below' THEN 0 ELSE 1 END AS rank FROM latest
        WHERE category = ANY(${keep}::text[])) ranked
      WHERE true ${afterClause}
      ORDER BY rank, overall_score, user_id LIMIT ${limit + 1})
    SELECT counts.*, page.rank,
      EXISTS (SELECT 1 FROM assessment_overrides ao WHERE ao.assessment_id = page.assessment_id) AS has_overrides,
      a.id, a.user_id, a.grade_level, a.curriculum_type, a.overall_score, a.total_questions, a.correct_answers, a.standard_score,
      a.percentile, a.category, a.skills, a.assessment_date, ${markedByEarOf(sql`a.answers`)} AS marked_by_ear,
      u.username, u.first_name, u.last_name, u.age, u.preferred_language, org.name AS school
    FROM counts
    LEFT JOIN page ON true
    LEFT JOIN assessments a ON a.id = page.assessment_id
    LEFT JOIN users u ON u.id = page.user_id
    LEFT JOIN organizations org ON org.id = u.organization_id
    ORDER BY page.rank, page.overall_score, page.user_id`;
}

/** A page of the list: the records as staff see them, their students, the summary, and where the next page starts. */
async function pageInScope(db: Database, actor: Actor, filters: StrugglingFilters, limit: number, after: PlaceInList | null) {
  const rows = rowsOf<PageRow>(await db.execute(pageStatement(actor, filters, limit, after)));
  const head = rows[0]!;
  const found = rows.filter((r) => r.id !== null);
  const onPage = found.slice(0, limit);
  const withOverrides = onPage.filter((r) => r.has_overrides).map((r) => r.id!);
  const overrides = withOverrides.length ? await overridesOf(db, withOverrides) : new Map<string, OverrideRow[]>();
  const last = onPage.at(-1);
  return {
    summary: summarize({ highRisk: Number(head.high_risk), atRisk: Number(head.at_risk), totalAssessments: Number(head.total) }),
    listed: Number(head.listed),
    records: onPage.map((r) =>
      presentRecord(
        {
          id: r.id!,
          userId: r.user_id,
          gradeLevel: r.grade_level,
          curriculumType: r.curriculum_type,
          overallScore: Number(r.overall_score),
          totalQuestions: Number(r.total_questions),
          correctAnswers: Number(r.correct_answers),
          standardScore: r.standard_score === null ? null : Number(r.standard_score),
          percentile: r.percentile === null ? null : Number(r.percentile),
          category: r.category,
          skills: typeof r.skills === 'string' ? (JSON.parse(r.skills) as AssessmentRow['skills']) : r.skills,
          assessmentDate: new Date(r.assessment_date),
          markedByEar: Number(r.marked_by_ear),
        },
        overrides.get(r.id!) ?? [],
      ),
    ),
    students: onPage.map((r) => presentStudent({ ...r, id: r.user_id })),
    nextCursor:
      found.length > limit && last ? cursorOf({ rank: Number(last.rank) === 0 ? 0 : 1, overallScore: Number(last.overall_score), userId: last.user_id }) : null,
  };
}

async function overridesOf(db: Database, assessmentIds: readonly string[]): Promise<Map<string, OverrideRow[]>> {
  const byAssessment = new Map<string, OverrideRow[]>();
  if (assessmentIds.length === 0) return byAssessment;
  const result = await db.execute(sql`
    SELECT o.id, o.assessment_id, o.skill, o.original_value, o.new_value, o.category, o.reason, o.teacher_id, o.created_at,
      trim(u.first_name || ' ' || u.last_name) AS teacher_name
    FROM assessment_overrides o LEFT JOIN users u ON u.id = o.teacher_id
    WHERE o.assessment_id = ANY(${uuidArray(assessmentIds)}::uuid[])
    ORDER BY o.created_at ASC, o.id ASC`);
  type Raw = {
    id: string;
    assessment_id: string;
    skill: string;
    original_value: number | null;
    new_value: number;
    category: Category;
    reason: string;
    teacher_id: string | null;
    created_at: string | Date;
    teacher_name: string | null;
  };
  for (const r of rowsOf<Raw>(result)) {
    const row: OverrideRow = {
      id: r.id,
      assessmentId: r.assessment_id,
      skill: r.skill,
      originalValue: r.original_value === null ? null : Number(r.original_value),
      newValue: Number(r.new_value),
      category: r.category,
      reason: r.reason,
      teacherId: r.teacher_id,
      createdAt: new Date(r.created_at),
      teacherName: r.teacher_name,
    };
    const list = byAssessment.get(row.assessmentId) ?? [];
    list.push(row);
    byAssessment.set(row.assessmentId, list);
  }
  return byAssessment;
}

function presentOverride(row: OverrideRow): AssessmentOverride {
  return {
    id: row.id,
    assessmentId: row.assessmentId,
    skill: row.skill,
    originalValue: row.originalValue,
    newValue: row.newValue,
    reason: row.reason,
    teacher: { id: row.teacherId ?? '', name: row.teacherName ?? '' },
    createdAt: row.createdAt.toISOString(),
  };
}

/** A record as staff see it: the newest override of each score in force, the original category kept beside. */
export function presentRecord(row: AssessmentRow, overrides: readonly OverrideRow[], weakLetters: readonly string[] = []): StrugglingRecord {
  const skills = skillsOf(row.skills);
  let standardScore = row.standardScore ?? null;
  let percentile = row.percentile ?? null;
  let category: Category = isCategory(row.category) ? row.category : 'at';
  for (const o of overrides) {
    const changed = overriddenScore(o.newValue);
    if (o.skill === 'overall') {
      standardScore = changed.standard;
      percentile = changed.percentile;
      category = changed.category;
    } else if (skills[o.skill]) {
      skills[o.skill] = { ...skills[o.skill]!, standard: changed.standard, percentile: changed.percentile, category: changed.category };
    }
  }
  const record = { gradeLevel: row.gradeLevel, category, skills };
  return {
    id: row.id,
    userId: row.userId,
    gradeLevel: row.gradeLevel,
    curriculumType: row.curriculumType,
    overallScore: row.overallScore,
    totalQuestions: row.totalQuestions,
    correctAnswers: row.correctAnswers,
    standardScore,
    percentile,
    category,
    originalCategory: isCategory(row.category) ? row.category : null,
    risk: riskOf(category),
    assessmentDate: row.assessmentDate.toISOString(),
    markedByEar: row.markedByEar,
    skills,
    weakestSkill: groupKeyOf(skills),
    recommendations: recommendationsFor(record, weakLetters),
    overrides: overrides.map(presentOverride),
  };
}

/**
 * GET /api/assessments/all: one page of the listed records with their students, the summary cards over the whole
 * filtered set (the grade filter applies to them, the risk filter does not: the cards are the overview), how many are
 * listed in all, and where the next page starts.
 */
export async function strugglingPage(db: Database, actor: Actor, query: StrugglingPageQuery): Promise<StrugglingListResponse> {
  return pageInScope(db, actor, query, query.limit, placeOf(query.cursor));
}

/** CSV rows are read this many records at a time. */
const CSV_PAGE = 500;

/**
 * GET /api/struggling-readers.csv: exactly the records the screen lists for the same filters, over all its pages, in
 * the same order — written a page at a time, so an administrator's thousands of rows are never held at once.
 */
export async function* strugglingCsvLines(db: Database, actor: Actor, filters: StrugglingFilters, t: Translate): AsyncGenerator<string> {
  yield csvLine(CSV_COLUMNS.map((column) => t(`strugglingReaders.csv.${column}`)));
  let after: PlaceInList | null = null;
  for (;;) {
    const page = await pageInScope(db, actor, filters, CSV_PAGE, after);
    yield strugglingCsvRows(page.records, page.students, t);
    if (!page.nextCursor) return;
    after = placeOf(page.nextCursor);
  }
}

// ------------------------------------------------------------------------------------------------ students

interface StudentRow {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  age: number | null;
  preferred_language: string;
  school: string | null;
}

function presentStudent(r: StudentRow): StaffStudent {
  return {
    id: r.id,
    username: r.username,
    firstName: r.first_name,
    lastName: r.last_name,
    age: r.age === null ? null : Number(r.age),
    preferredLanguage: r.preferred_language,
    school: r.school,
  };
}

function studentsWhere(actor: Actor, extra: SQL = sql``): SQL {
  return sql`SELECT u.id, u.username, u.first_name, u.last_name, u.age, u.preferred_language, o.name AS school
    FROM users u LEFT JOIN organizations o ON o.id = u.organization_id
    WHERE u.id IN ${strugglingStudentsScope(actor)} ${extra}
    ORDER BY u.last_name, u.first_name, u.id`;
}

/** GET /api/users: the actor's students, named as staff need them. */
export async function listStudents(db: Database, actor: Actor): Promise<StaffStudent[]> {
  return rowsOf<StudentRow>(await db.execute(studentsWhere(actor))).map(presentStudent);
}

async function findStudent(db: Database, actor: Actor, id: string): Promise<StaffStudent> {
  const row = rowsOf<StudentRow>(await db.execute(studentsWhere(actor, sql`AND u.id = ${id}`)))[0];
  if (!row) throw notFound(message('notFound.student'));
  return presentStudent(row);
}

// ------------------------------------------------------------------------------------------------ evidence

const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString());
const round1 = (value: unknown) => Math.round(Number(value) * 10) / 10;

/** The details modal offers the newest few pronunciation recordings (each played through its own policy). */
const EVIDENCE_RECORDINGS = 6;

/** A child's practice in the modules, summed for the details modal. */
export async function evidenceOf(db: Database, childId: string): Promise<Evidence> {
  const [writing, letters, phonics, groups, coding] = await Promise.all([
    db.execute(sql`SELECT count(*)::int AS samples, avg(overall_score) AS average, max(created_at) AS last
      FROM writing_samples WHERE user_id = ${childId}`),
    db.execute(sql`SELECT upper(target) AS letter, avg(overall_score) AS average, count(*)::int AS samples
      FROM writing_samples WHERE user_id = ${childId} AND kind = 'letter' AND overall_score IS NOT NULL
      GROUP BY upper(target) ORDER BY avg(overall_score) ASC, upper(target) ASC LIMIT 5`),
    db.execute(sql`SELECT count(*)::int AS attempts, avg(accuracy) AS accuracy, max(created_at) AS last
      FROM phonics_attempts WHERE user_id = ${childId}`),
    db.execute(sql`SELECT coalesce(group_id, kind) AS group_id, count(*)::int AS attempts, avg(accuracy) AS accuracy
      FROM phonics_attempts WHERE user_id = ${childId} GROUP BY coalesce(group_id, kind) ORDER BY avg(accuracy) ASC, 1 ASC`),
    db.execute(sql`SELECT count(*)::int AS runs, count(*) FILTER (WHERE success)::int AS successes,
      count(DISTINCT mission_id) FILTER (WHERE success)::int AS missions, max(created_at) AS last
      FROM mission_runs WHERE user_id = ${childId}`),
  ]);
  const w = rowsOf<Record<string, unknown>>(writing)[0]!;
  const p = rowsOf<Record<string, unknown>>(phonics)[0]!;
  const c = rowsOf<Record<string, unknown>>(coding)[0]!;
  return {
    handwriting: {
      samples: Number(w.samples),
      averageScore: w.average === null ? null : round1(w.average),
      weakestLetters: rowsOf<Record<string, unknown>>(letters).map((r) => ({
        letter: String(r.letter),
        averageScore: round1(r.average),
        samples: Number(r.samples),
      })),
      lastPracticed: isoOrNull(w.last),
    },
    phonics: {
      attempts: Number(p.attempts),
      averageAccuracy: p.accuracy === null ? null : round1(p.accuracy),
      groups: rowsOf<Record<string, unknown>>(groups).map((r) => ({
        groupId: String(r.group_id),
        attempts: Number(r.attempts),
        averageAccuracy: round1(r.accuracy),
      })),
      lastPracticed: isoOrNull(p.last),
      recordings: await listRecordings(db, childId, EVIDENCE_RECORDINGS),
    },
    fluency: await latestFluencyReading(db, childId),
    coding: {
      runs: Number(c.runs),
      successfulRuns: Number(c.successes),
      missionsCompleted: Number(c.missions),
      lastPracticed: isoOrNull(c.last),
    },
  };
}

/**
 * The child's latest fluency reading (WCPM, accuracy, whether its recording was kept), listened back through
 * GET /api/fluency/readings/:id/audio, which applies its own policy.
 */
async function latestFluencyReading(db: Database, childId: string): Promise<Evidence['fluency']> {
  const [row] = await db
    .select({
      id: fluencyReadings.id,
      wcpm: fluencyReadings.wcpm,
      accuracy: fluencyReadings.accuracy,
      createdAt: fluencyReadings.createdAt,
      hasAudio: sql<boolean>`${fluencyReadings.audio} IS NOT NULL`,
    })
    .from(fluencyReadings)
    .where(eq(fluencyReadings.childId, childId))
    .orderBy(desc(fluencyReadings.createdAt), desc(fluencyReadings.id))
    .limit(1);
  if (!row) return null;
  return {
    readingId: row.id,
    wcpm: round1(row.wcpm),
    accuracy: round1(row.accuracy),
    createdAt: row.createdAt.toISOString(),
    audioUrl: row.hasAudio ? `/api/fluency/readings/${row.id}/audio` : null,
  };
}

/** Writing Buddy letters to practise: the weakest letters of the child's own samples, scoring under 80 on average. */
function weakLettersOf(evidence: Evidence): string[] {
  return evidence.handwriting.weakestLetters.filter((l) => l.averageScore < 80).map((l) => l.letter);
}

/** GET /api/struggling-readers/students/:id (the actor may read the student: checked before). */
export async function studentDetails(db: Database, actor: Actor, childId: string): Promise<StudentDetails> {
  const student = await findStudent(db, actor, childId);
  const history = await db
    .select(RECORD_COLUMNS)
    .from(assessments)
    .where(eq(assessments.userId, childId))
    .orderBy(sql`${assessments.assessmentDate} DESC, ${assessments.id} DESC`)
    .limit(20);
  const evidence = await evidenceOf(db, childId);
  const latest = history[0];
  const overrides = latest ? ((await overridesOf(db, [latest.id])).get(latest.id) ?? []) : [];
  // Who marked the latest record's spoken answers by ear: its answers are read for this one record, not in the list.
  const [answers] = latest?.markedByEar ? await db.select({ answers: assessments.answers }).from(assessments).where(eq(assessments.id, latest.id)) : [];
  return {
    student,
    record: latest ? presentRecord(latest, overrides, weakLettersOf(evidence)) : null,
    markedByEarBy: answers ? markedByEarBy(answers.answers, await listenerNames(db, [answers.answers])) : [],
    history: history.map((h) => ({
      id: h.id,
      gradeLevel: h.gradeLevel,
      overallScore: h.overallScore,
      category: h.category,
      assessmentDate: h.assessmentDate.toISOString(),
    })),
    evidence,
  };
}

// ------------------------------------------------------------------------------------------------ overrides

export async function findAssessment(db: Database, id: string): Promise<AssessmentRow> {
  const [row] = await db.select(RECORD_COLUMNS).from(assessments).where(eq(assessments.id, id)).limit(1);
  if (!row) throw notFound(message('notFound.assessment'));
  return row;
}

/** Records a teacher's change to one score; the assessment row is left as it was. */
export async function createOverride(db: Database, actor: Actor, assessment: AssessmentRow, input: CreateOverride): Promise<AssessmentOverride> {
  const skills = skillsOf(assessment.skills);
  if (input.skill !== 'overall' && !skills[input.skill]) throw badRequest(message('strugglingReaders.unknownSkill'), 'skill');
  const previous = (await overridesOf(db, [assessment.id])).get(assessment.id) ?? [];
  const current = presentRecord(assessment, previous);
  const originalValue = input.skill === 'overall' ? current.standardScore : (current.skills[input.skill]?.standard ?? null);
  const [row] = await db
    .insert(assessmentOverrides)
    .values({
      assessmentId: assessment.id,
      skill: input.skill,
      originalValue,
      newValue: input.newValue,
      category: overriddenScore(input.newValue).category,
      reason: input.reason,
      teacherId: actor.id,
    })
    .returning();
  const created = (await overridesOf(db, [assessment.id])).get(assessment.id)!.find((o) => o.id === row!.id)!;
  return presentOverride(created);
}

// ------------------------------------------------------------------------------------------------ intervention groups

type GroupRow = typeof interventionGroups.$inferSelect;

export async function findGroup(db: Database, id: string): Promise<GroupRow> {
  const [row] = await db.select().from(interventionGroups).where(eq(interventionGroups.id, id)).limit(1);
  if (!row) throw notFound(message('notFound.group'));
  return row;
}

/** The actor's own groups, newest first; members the actor can no longer see (left the course) are not shown. */
export async function listGroups(db: Database, actor: Actor): Promise<InterventionGroup[]> {
  const groups = await db
    .select()
    .from(interventionGroups)
    .where(eq(interventionGroups.ownerId, actor.id))
    .orderBy(sql`${interventionGroups.createdAt} DESC, ${interventionGroups.id} DESC`);
  return presentGroups(db, actor, groups);
}

async function presentGroups(db: Database, actor: Actor, groups: readonly GroupRow[]): Promise<InterventionGroup[]> {
  if (groups.length === 0) return [];
  const members = rowsOf<{ group_id: string; id: string; first_name: string; last_name: string }>(
    await db.execute(sql`SELECT m.group_id, u.id, u.first_name, u.last_name FROM intervention_group_members m JOIN users u ON u.id = m.student_id
      WHERE m.group_id IN (${sql.join(
        groups.map((g) => sql`${g.id}`),
        sql`, `,
      )}) AND u.id IN ${strugglingStudentsScope(actor)}
      ORDER BY u.last_name, u.first_name, u.id`),
  );
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    skill: g.skill,
    practice: practiceSchema.parse(g.practice),
    members: members.filter((m) => m.group_id === g.id).map((m) => ({ id: m.id, firstName: m.first_name, lastName: m.last_name })),
    createdAt: g.createdAt.toISOString(),
  }));
}

/**
 * The practice a group works on: the skill's Phonics Tutor group; for Writing Buddy, the letters the members find
 * hardest together (lowest average over their samples); for fluency, the lowest passage level any member needs.
 */
async function practiceForGroup(db: Database, skill: string, studentIds: readonly string[]): Promise<PracticeView> {
  const kind = practiceKindOf(skill);
  const ids = sql.join(
    studentIds.map((id) => sql`${id}`),
    sql`, `,
  );
  if (kind === 'writing') {
    const letters = rowsOf<{ letter: string }>(
      await db.execute(sql`SELECT upper(target) AS letter FROM writing_samples
        WHERE user_id IN (${ids}) AND kind = 'letter' AND overall_score IS NOT NULL
        GROUP BY upper(target) HAVING avg(overall_score) < 80 ORDER BY avg(overall_score) ASC, upper(target) ASC LIMIT 5`),
    );
    return { kind: 'writing', letters: letters.map((l) => l.letter) };
  }
  if (kind === 'fluency') {
    const latest = rowsOf<{ grade_level: string; category: string | null }>(
      await db.execute(sql`SELECT DISTINCT ON (user_id) grade_level, category FROM assessments WHERE user_id IN (${ids})
        ORDER BY user_id, assessment_date DESC, id DESC`),
    );
    const ladder = ['kindergarten', 'grade1', 'grade2', 'grade3', 'grade4'] as const;
    const levels = latest.map((r) => passageGradeFor(r.grade_level, r.category));
    const lowest = levels.length ? ladder[Math.min(...levels.map((l) => ladder.indexOf(l)))]! : 'grade1';
    return { kind: 'fluency', passageGrade: lowest };
  }
  const rec = recommendationsFor({
    gradeLevel: 'grade1',
    category: 'below',
    skills: { [skill]: { raw: 0, max: 1, standard: 55, percentile: 1, category: 'well_below' } },
  });
  return rec[0]!.practice;
}

export async function createGroup(db: Database, actor: Actor, input: CreateGroup): Promise<InterventionGroup> {
  const studentIds = [...new Set(input.studentIds)];
  const practice = await practiceForGroup(db, input.skill, studentIds);
  const group = await db.transaction(async (tx) => {
    // One group formed at a time per owner, so a double click cannot form the same group twice.
    await tx.execute(sql`SELECT id FROM users WHERE id = ${actor.id} FOR UPDATE`);
    if (await sameGroupExists(tx as unknown as Database, actor.id, input.skill, studentIds)) throw conflict(message('strugglingReaders.groupExists'));
    const [row] = await tx.insert(interventionGroups).values({ ownerId: actor.id, name: input.name, skill: input.skill, practice }).returning();
    await tx.insert(interventionGroupMembers).values(studentIds.map((studentId) => ({ groupId: row!.id, studentId })));
    return row!;
  });
  return (await presentGroups(db, actor, [group]))[0]!;
}

/** Whether the owner already has a group for this skill with exactly these students. */
async function sameGroupExists(db: Database, ownerId: string, skill: string, studentIds: readonly string[]): Promise<boolean> {
  const groups = rowsOf<{ members: string[] }>(
    await db.execute(sql`SELECT array_agg(m.student_id::text) AS members
      FROM intervention_groups g JOIN intervention_group_members m ON m.group_id = g.id
      WHERE g.owner_id = ${ownerId} AND g.skill = ${skill} GROUP BY g.id`),
  );
  return groups.some((g) => sameStudents(g.members, studentIds));
}

export async function deleteGroup(db: Database, id: string): Promise<void> {
  await db.delete(interventionGroups).where(eq(interventionGroups.id, id));
}

// ------------------------------------------------------------------------------------------------ CSV

/**
 * CSV lines of listed records (in their order) with the students' names. Grades, programs, levels, risks, skills and
 * practice read as the list's cards read them, in the same words (`t`); times stay ISO 8601 in UTC.
 */
export function strugglingCsvRows(records: readonly StrugglingRecord[], students: readonly StaffStudent[], t: Translate): string {
  const byId = new Map(students.map((s) => [s.id, s]));
  return records
    .map((r) => {
      const student = byId.get(r.userId);
      const last = r.overrides.at(-1);
      return csvLine([
        studentName(student, ''),
        student?.username ?? '',
        gradeLabel(t, r),
        programLabel(t, r),
        r.overallScore,
        r.standardScore,
        r.percentile,
        t(`strugglingReaders.category.${r.category}`),
        t(`strugglingReaders.risk.${r.risk}`),
        r.weakestSkill ? skillLabel(t, r.weakestSkill) : '',
        r.recommendations[0] ? practiceLabel(t, r.recommendations[0].practice) : '',
        last?.teacher.name ?? '',
        last?.createdAt ?? '',
        r.assessmentDate,
      ]);
    })
    .join('');
}
