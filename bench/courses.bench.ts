/**
 * Teachers Hub students tab (issue 12): a teacher with a class of 30, each child with a year of practice (about
 * two Phonics Tutor attempts and a Writing Buddy letter a day, a mission run most days, a story a week) and three
 * assessments, beside 300 other children of the school with their own practice. The real server in its own process
 * answers the tab's calls one after another on the embedded database: GET /api/teachers/progress (the students tab),
 * GET /api/teachers/analytics (Reports & Analytics) and GET /api/courses. Target: p95 ≤ 100 ms for the students tab.
 * Writes bench/results/courses.json.
 *
 * Settings (environment): COURSES_ROUNDS (60 timed requests per call), COURSES_DAYS (365).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from '../server/src/auth/passwords.ts';
import { openDatabase } from '../server/src/db/client.ts';
import {
  assessments,
  courseEnrollments,
  courses,
  missionRuns,
  organizations,
  phonicsAttempts,
  stories,
  users,
  writingSamples,
} from '../server/src/db/schema.ts';
import { startServerProcess, stopServerProcess } from '../server/src/test/server-process.ts';
import { writeResult } from './timing.ts';
import { signIn } from './sign-in.ts';

const intFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
};
const ROUNDS = intFromEnv('COURSES_ROUNDS', 60);
const DAYS = intFromEnv('COURSES_DAYS', 365);
const CLASS = 30;
const OTHERS = 300;
const WARMUP = 5;
const TARGET_P95_MS = 100;
const PASSWORD = 'bench-pass-1';

function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 2000) await insert(rows.slice(i, i + 2000));
}

async function createSchool(dataDir: string) {
  const database = await openDatabase({ dataDir });
  const random = seeded(7);
  const started = performance.now();
  try {
    const db = database.db;
    const passwordHash = await hashPassword(PASSWORD);
    const [school] = await db.insert(organizations).values({ name: 'Bench School', type: 'school', code: 'BENCH-S' }).returning();
    const children = await db
      .insert(users)
      .values(
        Array.from({ length: CLASS + OTHERS }, (_, i) => ({
          username: `bench-child-${i + 1}`,
          passwordHash,
          role: 'child' as const,
          firstName: `Child ${i + 1}`,
          lastName: 'Bench',
          grade: 'Grade 2',
          organizationId: school!.id,
        })),
      )
      .returning({ id: users.id });
    const [teacher] = await db
      .insert(users)
      .values({ username: 'bench-teacher', passwordHash, role: 'teacher', firstName: 'Bench', lastName: 'Teacher', organizationId: school!.id })
      .returning();
    const [course] = await db
      .insert(courses)
      .values({
        code: 'BENCH-1',
        name: 'Bench class',
        grade: 'Grade 2',
        subject: 'English',
        startDate: '2026-01-01',
        endDate: '2099-06-30',
        maxStudents: 30,
        teacherId: teacher!.id,
        organizationId: school!.id,
      })
      .returning();
    await db.insert(courseEnrollments).values(children.slice(0, CLASS).map((c) => ({ courseId: course!.id, studentId: c.id })));

    const now = Date.now();
    const at = (day: number) => new Date(now - day * 86_400_000 - Math.floor(random() * 36_000_000));
    const phonics: (typeof phonicsAttempts.$inferInsert)[] = [];
    const writing: (typeof writingSamples.$inferInsert)[] = [];
    const runs: (typeof missionRuns.$inferInsert)[] = [];
    const written: (typeof stories.$inferInsert)[] = [];
    const tests: (typeof assessments.$inferInsert)[] = [];
    children.forEach((child, index) => {
      // The class practises a year; the rest of the school a month.
      const days = index < CLASS ? DAYS : 30;
      for (let day = 0; day < days; day++) {
        const score = () => Math.round(40 + random() * 60);
        for (let k = 0; k < 2; k++) {
          const s = score();
          phonics.push({ userId: child.id, kind: 'sound', target: 's', language: 'en', accuracy: s, clarity: s, pace: s, overallScore: s, createdAt: at(day) });
        }
        writing.push({ userId: child.id, kind: 'letter', target: 'A', language: 'en', strokes: [], overallScore: score(), createdAt: at(day) });
        if (random() < 0.7)
          runs.push({ userId: child.id, missionId: 'mission-1', code: [], success: random() < 0.6, steps: 6, efficiency: 80, createdAt: at(day) });
        if (day % 7 === 0) written.push({ userId: child.id, title: 'A story', content: 'Once upon a time.', language: 'en', createdAt: at(day) });
      }
      for (const [k, score] of [70, 62, 78].entries()) {
        tests.push({
          userId: child.id,
          gradeLevel: 'grade2-3',
          overallScore: score,
          passed: score >= 80,
          totalQuestions: 25,
          correctAnswers: Math.round(score / 4),
          category: score < 65 ? 'below' : 'at',
          assessmentDate: at(k * 120 + 1),
        });
      }
    });
    await insertAll(phonics, (b) => db.insert(phonicsAttempts).values(b));
    await insertAll(writing, (b) => db.insert(writingSamples).values(b));
    await insertAll(runs, (b) => db.insert(missionRuns).values(b));
    await insertAll(written, (b) => db.insert(stories).values(b));
    await insertAll(tests, (b) => db.insert(assessments).values(b));
    const activities = phonics.length + writing.length + runs.length + written.length;
    return {
      classSize: CLASS,
      otherChildren: OTHERS,
      days: DAYS,
      activities,
      assessments: tests.length,
      seconds: Math.round((performance.now() - started) / 100) / 10,
    };
  } finally {
    await database.close();
  }
}

const quantile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const round1 = (x: number) => Math.round(x * 10) / 10;

/** CPU time (user + system) the server process has used, in ms: on a busy machine the wall time waits for a core, this does not. */
function cpuMsOf(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

async function timeCall(baseUrl: string, cookie: string, pathName: string, pid: number) {
  const samples: number[] = [];
  let bytes = 0;
  let cpuBefore: number | null = null;
  for (let i = 0; i < WARMUP + ROUNDS; i++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${pathName}`, { headers: { cookie, 'x-requested-with': 'wren-bench' } });
    const body = await response.text();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`${pathName}: ${response.status} ${body.slice(0, 300)}`);
    if (i >= WARMUP) samples.push(ms);
    if (i === WARMUP - 1) cpuBefore = cpuMsOf(pid);
    bytes = body.length;
  }
  const cpuAfter = cpuMsOf(pid);
  samples.sort((a, b) => a - b);
  return {
    serverCpuMsPerRequest: cpuBefore !== null && cpuAfter !== null ? round1((cpuAfter - cpuBefore) / ROUNDS) : null,
    p50Ms: round1(quantile(samples, 0.5)),
    p95Ms: round1(quantile(samples, 0.95)),
    maxMs: round1(samples.at(-1)!),
    bytes,
  };
}

const CALLS = [
  { name: 'students tab', path: '/api/teachers/progress', target: true },
  { name: 'students tab, one course', path: '/api/teachers/progress?course=BENCH-1', target: true },
  { name: 'analytics', path: '/api/teachers/analytics', target: false },
  { name: 'course list', path: '/api/courses', target: false },
];

async function main(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wren-courses-'));
  try {
    const dataDir = path.join(tmp, 'data');
    console.log(`Embedded database: a class of ${CLASS} with ${DAYS} days of practice, ${OTHERS} other children…`);
    const data = await createSchool(dataDir);
    console.log(`  ${data.activities} activities, generated in ${data.seconds} s`);
    const { child, baseUrl } = await startServerProcess({ DATA_DIR: dataDir });
    const results = [];
    const loadBefore = os.loadavg()[0]!;
    try {
      const cookie = await signIn(baseUrl, 'bench-teacher', PASSWORD);
      for (const call of CALLS) {
        const timing = await timeCall(baseUrl, cookie, call.path, child.pid!);
        results.push({ call: call.name, path: call.path, target: call.target, ...timing });
        console.log(
          `  ${call.name.padEnd(26)} p50 ${String(timing.p50Ms).padStart(6)} ms  p95 ${String(timing.p95Ms).padStart(6)} ms  max ${String(timing.maxMs).padStart(6)} ms  server CPU ${timing.serverCpuMsPerRequest} ms/req  ${Math.round(timing.bytes / 1024)} KB`,
        );
      }
    } finally {
      await stopServerProcess(child);
    }
    const targets = results
      .filter((r) => r.target)
      .map((r) => ({ name: `embedded: ${r.call} p95`, target: `≤ ${TARGET_P95_MS} ms`, actual: r.p95Ms, unit: 'ms', met: r.p95Ms <= TARGET_P95_MS }));
    const cpus = os.cpus();
    writeResult('courses', {
      benchmark: 'courses',
      date: new Date().toISOString(),
      machine: { cpus: cpus.length, model: cpus[0]?.model.trim() ?? 'unknown', memoryGb: Math.round(os.totalmem() / 1024 ** 3) },
      node: process.version,
      loadAverage1m: { before: round1(loadBefore), after: round1(os.loadavg()[0]!) },
      settings: { rounds: ROUNDS, warmup: WARMUP, sequential: true },
      data,
      results,
      targets,
      allTargetsMet: targets.every((t) => t.met),
    });
    console.log('');
    for (const t of targets) console.log(`${t.met ? '✓' : '✗'} ${t.name}: ${t.actual} ${t.unit} (target ${t.target})`);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
