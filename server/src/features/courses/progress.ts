/**
 * Student Progress and Reports & Analytics (issue 12): only the students enrolled in the caller's courses (an
 * administrator's: the courses of their organisations), from their own practice and assessment records. Each
 * figure is one aggregate query per table over the class, so a class of 30 with a year of practice stays fast
 * (bench/courses.bench.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsResponse, PracticeModule, ProgressResponse, StudentProgress } from '@common/contracts/courses.ts';
import type { Database } from '../../db/client.ts';
import { rowsOf, visibleCoursesScope, type Actor } from '../../auth/policies.ts';
import { systemClock, type Clock } from '../../clock.ts';
import { addDays, dayIn, instantAt } from '@common/domain/calendar.ts';

/** The enrolled students of the caller's courses (one course when `courseId` is given). */
function classScope(actor: Actor, courseId?: string): SQL {
  return sql`(SELECT e.student_id FROM course_enrollments e WHERE e.course_id IN ${visibleCoursesScope(actor)}
    ${courseId ? sql`AND e.course_id = ${courseId}` : sql``})`;
}

/** Every activity of the class, one row each: the module, when, and its score when it has one. */
function activities(scope: SQL): SQL {
  return sql`(SELECT user_id, 'letters' AS module, created_at, overall_score AS score FROM writing_samples WHERE user_id IN ${scope}
    UNION ALL SELECT user_id, 'sounds', created_at, overall_score FROM phonics_attempts WHERE user_id IN ${scope}
    UNION ALL SELECT user_id, 'missions', created_at, CASE WHEN success THEN 100 ELSE 0 END FROM mission_runs WHERE user_id IN ${scope}
    UNION ALL SELECT user_id, 'stories', created_at, NULL::int FROM stories WHERE user_id IN ${scope})`;
}

interface ProgressRow extends Record<string, unknown> {
  id: string;
  first_name: string;
  last_name: string;
  courses: string[];
  letters: number;
  sounds: number;
  missions: number;
  stories: number;
  last_activity: string | Date | null;
  active_week: boolean;
  category: StudentProgress['category'];
  score: number | null;
  previous: number | null;
}

const trendOf = (score: number | null, previous: number | null): StudentProgress['trend'] => {
  if (score === null || previous === null) return 'none';
  if (score - previous >= 5) return 'up';
  if (previous - score >= 5) return 'down';
  return 'steady';
};

export async function classProgress(db: Database, actor: Actor, courseId?: string, clock: Clock = systemClock): Promise<ProgressResponse> {
  const scope = classScope(actor, courseId);
  const weekAgo = new Date(clock.now() - 7 * 86_400_000).toISOString();
  // One aggregate per table over its (user_id, created_at) index, rather than a union of every activity.
  const result = await db.execute<ProgressRow>(sql`WITH class AS (SELECT DISTINCT student_id AS id FROM ${scope} s(student_id)),
    w AS (SELECT user_id, count(*)::int AS n, max(created_at) AS last FROM writing_samples WHERE user_id IN (SELECT id FROM class) GROUP BY user_id),
    p AS (SELECT user_id, count(*)::int AS n, max(created_at) AS last FROM phonics_attempts WHERE user_id IN (SELECT id FROM class) GROUP BY user_id),
    m AS (SELECT user_id, count(*) FILTER (WHERE success)::int AS n, max(created_at) AS last FROM mission_runs
      WHERE user_id IN (SELECT id FROM class) GROUP BY user_id),
    st AS (SELECT user_id, count(*)::int AS n, max(created_at) AS last FROM stories WHERE user_id IN (SELECT id FROM class) GROUP BY user_id)
    SELECT u.id, u.first_name, u.last_name,
      (SELECT array_agg(DISTINCT c.code) FROM course_enrollments e JOIN courses c ON c.id = e.course_id
        WHERE e.student_id = u.id AND c.id IN ${visibleCoursesScope(actor)}) AS courses,
      coalesce(w.n, 0) AS letters, coalesce(p.n, 0) AS sounds, coalesce(m.n, 0) AS missions, coalesce(st.n, 0) AS stories,
      greatest(w.last, p.last, m.last, st.last) AS last_activity,
      coalesce(greatest(w.last, p.last, m.last, st.last) >= ${weekAgo}::timestamptz, false) AS active_week,
      latest.category, latest.overall_score AS score,
      (SELECT a.overall_score FROM assessments a WHERE a.user_id = u.id AND a.id <> latest.assessment_id
        ORDER BY a.assessment_date DESC LIMIT 1) AS previous
    FROM class JOIN users u ON u.id = class.id
    LEFT JOIN w ON w.user_id = u.id
    LEFT JOIN p ON p.user_id = u.id
    LEFT JOIN m ON m.user_id = u.id
    LEFT JOIN st ON st.user_id = u.id
    LEFT JOIN assessment_latest latest ON latest.user_id = u.id AND latest.grade_level = 'all'
    ORDER BY u.first_name, u.last_name, u.id`);
  const students = rowsOf<ProgressRow>(result).map((r): StudentProgress => ({
    id: r.id,
    name: `${r.first_name} ${r.last_name}`.trim(),
    courses: r.courses ?? [],
    practice: { letters: r.letters, sounds: r.sounds, missions: r.missions, stories: r.stories },
    lastActivity: r.last_activity ? new Date(r.last_activity).toISOString() : null,
    category: r.category,
    score: r.score,
    trend: trendOf(r.score, r.previous),
    atRisk: r.category === 'below' || r.category === 'well_below',
  }));
  const scored = students.filter((s) => s.score !== null);
  return {
    students,
    summary: {
      activeThisWeek: rowsOf<ProgressRow>(result).filter((r) => r.active_week).length,
      completedActivities: students.reduce((n, s) => n + s.practice.letters + s.practice.sounds + s.practice.missions + s.practice.stories, 0),
      needReview: students.filter((s) => s.atRisk).length,
      averageScore: scored.length ? Math.round(scored.reduce((n, s) => n + s.score!, 0) / scored.length) : null,
    },
  };
}

const MODULES: PracticeModule[] = ['letters', 'sounds', 'missions', 'stories'];
const WEEKS = 8;

/** The Mondays (YYYY-MM-DD) of the last WEEKS weeks on the reader's clock, oldest first, and when each began. */
function weeksOf(now: number, timeZone: string): { week: string; start: number }[] {
  const today = dayIn(now, timeZone);
  const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  return Array.from({ length: WEEKS }, (_, i) => {
    const week = addDays(monday, -7 * (WEEKS - 1 - i));
    return { week, start: instantAt(week, '00:00', timeZone) };
  });
}

/**
 * Skill averages per module, the practice of each of the last eight weeks (Monday to Sunday on the reader's clock,
 * `timeZone`) and the reading categories, of the students in scope.
 */
export async function classAnalytics(db: Database, actor: Actor, timeZone: string, courseId?: string, clock: Clock = systemClock): Promise<AnalyticsResponse> {
  const scope = classScope(actor, courseId);
  const weeks = weeksOf(clock.now(), timeZone);
  // Each week's first instant, in seconds: the database puts every practice after the first in its week by them.
  const starts = sql.raw(`ARRAY[${weeks.map((w) => w.start / 1000).join(',')}]::float8[]`);
  const [skills, weekly, categories] = await Promise.all([
    db.execute<{
      module: PracticeModule;
      average: number | null;
      attempts: number;
    }>(sql`SELECT module, round(avg(score))::int AS average, count(*)::int AS attempts
      FROM ${activities(scope)} a GROUP BY module`),
    db.execute<{ bucket: number; module: PracticeModule; n: number }>(sql`SELECT width_bucket(extract(epoch from created_at)::float8, ${starts}) AS bucket,
        module, count(*)::int AS n
      FROM ${activities(scope)} a WHERE created_at >= to_timestamp(${weeks[0]!.start / 1000}) GROUP BY 1, 2`),
    db.execute<{ category: string | null; n: number }>(sql`SELECT latest.category, count(*)::int AS n FROM users u
      LEFT JOIN assessment_latest latest ON latest.user_id = u.id AND latest.grade_level = 'all'
      WHERE u.id IN ${scope} GROUP BY 1`),
  ]);
  const bySkill = new Map(rowsOf<{ module: PracticeModule; average: number | null; attempts: number }>(skills).map((r) => [r.module, r]));
  const perWeek = weeks.map(({ week }) => ({ week, letters: 0, sounds: 0, missions: 0, stories: 0 }));
  for (const r of rowsOf<{ bucket: number; module: PracticeModule; n: number }>(weekly)) {
    const entry = perWeek[Number(r.bucket) - 1];
    if (entry) entry[r.module] = r.n;
  }
  const byCategory = new Map(rowsOf<{ category: string | null; n: number }>(categories).map((r) => [r.category ?? 'none', r.n]));
  return {
    skills: MODULES.map((module) => ({
      module,
      average: module === 'stories' ? null : (bySkill.get(module)?.average ?? null),
      attempts: bySkill.get(module)?.attempts ?? 0,
    })),
    weekly: perWeek,
    categories: (['above', 'at', 'below', 'well_below', 'none'] as const).map((category) => ({ category, count: byCategory.get(category) ?? 0 })),
  };
}
