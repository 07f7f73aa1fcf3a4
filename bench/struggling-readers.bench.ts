/**
 * Struggling readers at district scale (issue 11): 100,000 generated assessments of 5,000 students (20 each, over
 * ten schools of one board), a teacher with a course of 30 of them and an administrator of the province over all
 * 5,000. The real server in its own process answers the screen's calls one after another — the list and summary
 * (GET /api/assessments/all: its first page with and without filters, and the next page), the users, the CSV (every
 * listed row) — on the embedded database and, when one
 * answers on 127.0.0.1:5432 (or DATABASE_URL), on Postgres in a scratch database. Target: p95 ≤ 200 ms per request
 * for the list and summary as a teacher and as an administrator. Writes bench/results/struggling-readers.json.
 *
 * Each record stores the answers given as the server stores them (server/src/features/assessments/service.ts
 * scoreAnswers): one entry per question of an English form of the bank (content/assessments: 15 questions in
 * kindergarten, 25 in grade 1 and grades 2-3), keyed by the bank's question id, with the option chosen, whether it was
 * right and the skill; a spoken item holds the id of its analysis and the accuracy measured, or, for about 5% of them,
 * an adult's mark by ear (`heard:right`/`heard:wrong`, `byEar: true`). The server counts those marks for every listed
 * record and CSV row.
 *
 * Settings (environment): READERS_STUDENTS (5000), READERS_PER_STUDENT (20), READERS_ROUNDS (60 timed requests per
 * call and role), READERS_DATABASES (`embedded,postgres`), READERS_ANSWERS (1; 0 stores no answers, every other column
 * the same, for comparison: written to bench/results/struggling-readers-without-answers.json), READERS_DATA_DIR (keeps the
 * embedded database between runs), READERS_KEEP_POSTGRES (1 keeps the Postgres scratch database).
 */
import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { HEARD_RIGHT, HEARD_WRONG, type AssessmentAnswerRecord } from '@common/contracts/assessments.ts';
import { PRONUNCIATION_PASS_ACCURACY, SKILLS_BY_GRADE } from '@common/domain/assessments.ts';
import { categoryOf, normed, percentileOf, standardScore } from '@common/domain/norms.ts';
import { hashPassword } from '../server/src/auth/passwords.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { bankOf } from '../server/src/features/assessments/bank.ts';
import { assessmentOverrides, assessments, courseEnrollments, courses, organizations, staffAssignments, users } from '../server/src/db/schema.ts';
import { startServerProcess, stopServerProcess } from '../server/src/test/server-process.ts';
import { writeResult } from './timing.ts';
import { signIn } from './sign-in.ts';

const intFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
};
const STUDENTS = intFromEnv('READERS_STUDENTS', 5000);
const PER_STUDENT = intFromEnv('READERS_PER_STUDENT', 20);
const ROUNDS = intFromEnv('READERS_ROUNDS', 60);
const WITH_ANSWERS = process.env.READERS_ANSWERS !== '0';
/** The share of spoken answers an adult marked by ear (no microphone) rather than the engine from a recording. */
const BY_EAR_SHARE = 0.05;
const WARMUP = 5;
const TARGET_P95_MS = 200;
const PASSWORD = 'bench-pass-1';
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A small seeded generator, so two runs build the same data. */
function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

const GRADES = ['kindergarten', 'grade1', 'grade2-3'] as const;
type Grade = (typeof GRADES)[number];

/** A version 4 uuid from the seeded generator (the id of a pronunciation analysis). */
function seededUuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(random() * 4)]!;
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * The answers of one record as scoreAnswers stores them, each right with the chance `score` %: per question id of the
 * form, the option chosen (the key, else another option), whether it was right and its skill; a spoken item the id
 * of its analysis and the accuracy measured (right at 70 or more), or an adult's mark by ear.
 */
function answersOf(grade: Grade, form: 'A' | 'B', score: number, random: () => number): Record<string, AssessmentAnswerRecord> {
  const answers: Record<string, AssessmentAnswerRecord> = {};
  for (const q of bankOf('english', grade).forms[form]!) {
    const correct = random() * 100 < score;
    if (q.type === 'multiple-choice') {
      const wrong = q.options.filter((o) => o.id !== q.correctAnswer);
      const answer = correct ? q.correctAnswer : wrong[Math.floor(random() * wrong.length)]!.id;
      answers[q.id] = { answer, correct, skill: q.skill };
    } else if (random() < BY_EAR_SHARE) {
      answers[q.id] = { answer: correct ? HEARD_RIGHT : HEARD_WRONG, correct, skill: q.skill, byEar: true };
    } else {
      const pass = PRONUNCIATION_PASS_ACCURACY;
      const accuracy = correct ? pass + Math.floor(random() * (101 - pass)) : 20 + Math.floor(random() * (pass - 20));
      answers[q.id] = { answer: seededUuid(random), correct, skill: q.skill, accuracy };
    }
  }
  return answers;
}

// ------------------------------------------------------------------------------------------------------ the data

/** The board, its schools, the students and their assessments; the teacher and administrator who read them. */
async function createDistrict(options: { url?: string; dataDir?: string }) {
  const database = await openDatabase(options);
  const random = seeded(42);
  // The answers from a generator of their own, so the other columns are the same with READERS_ANSWERS=0.
  const answerRandom = seeded(7);
  const started = performance.now();
  try {
    const db = database.db;
    const passwordHash = await hashPassword(PASSWORD);
    const tag = `${process.pid}`;
    const [province] = await db
      .insert(organizations)
      .values({ name: 'Bench Province', type: 'province', code: `BP-${tag}` })
      .returning();
    const [board] = await db
      .insert(organizations)
      .values({ name: 'Bench Board', type: 'school_board', code: `BB-${tag}`, parentId: province!.id })
      .returning();
    const schools = await db
      .insert(organizations)
      .values(Array.from({ length: 10 }, (_, i) => ({ name: `Bench School ${i + 1}`, type: 'school' as const, code: `BS-${tag}-${i}`, parentId: board!.id })))
      .returning();
    const studentIds: string[] = [];
    for (let i = 0; i < STUDENTS; i += 1000) {
      const rows = await db
        .insert(users)
        .values(
          Array.from({ length: Math.min(1000, STUDENTS - i) }, (_, j) => ({
            username: `bench-reader-${i + j + 1}`,
            passwordHash,
            role: 'child' as const,
            firstName: `Reader ${i + j + 1}`,
            lastName: 'Bench',
            age: 5 + ((i + j) % 5),
            organizationId: schools[(i + j) % schools.length]!.id,
          })),
        )
        .returning({ id: users.id });
      studentIds.push(...rows.map((r) => r.id));
    }
    const [teacher] = await db
      .insert(users)
      .values({
        username: 'bench-teacher',
        passwordHash,
        role: 'teacher',
        firstName: 'Bench',
        lastName: 'Teacher',
        email: 'bench-teacher@example.test',
        organizationId: schools[0]!.id,
      })
      .returning();
    const [admin] = await db
      .insert(users)
      .values({
        username: 'bench-admin',
        passwordHash,
        role: 'admin',
        firstName: 'Bench',
        lastName: 'Admin',
        email: 'bench-admin@example.test',
        organizationId: province!.id,
      })
      .returning();
    await db.insert(staffAssignments).values({ userId: admin!.id, organizationId: province!.id });
    const [course] = await db
      .insert(courses)
      .values({
        code: `BC-${tag}`,
        name: 'Bench course',
        grade: 'Grade 1',
        subject: 'English',
        startDate: '2026-09-01',
        endDate: '2027-06-30',
        teacherId: teacher!.id,
        organizationId: schools[0]!.id,
      })
      .returning();
    // The teacher's 30 students: the first 30 of school 1.
    await db.insert(courseEnrollments).values(
      studentIds
        .filter((_, i) => i % schools.length === 0)
        .slice(0, 30)
        .map((studentId) => ({ courseId: course!.id, studentId })),
    );

    // A bulk load, as an import would do it: the per-row trigger that keeps assessment_latest is off while the
    // 100,000 rows go in, and the table is filled once afterwards with the migration's own statements.
    await db.execute(sql`ALTER TABLE assessments DISABLE TRIGGER assessments_latest`);
    const now = Date.now();
    let batch: (typeof assessments.$inferInsert)[] = [];
    let count = 0;
    let markedByEar = 0;
    let firstIds: string[] = [];
    for (const userId of studentIds) {
      // A reader's level: most at grade level, some below, a few well below (about 16% and 2% by the bands).
      const ability = 75 + 12 * ((random() + random() + random() - 1.5) * 2);
      for (let k = 0; k < PER_STUDENT; k++) {
        const grade = GRADES[Math.min(2, Math.floor((k / PER_STUDENT) * 3))]!;
        const score = Math.max(0, Math.min(100, Math.round(ability + (random() - 0.5) * 20)));
        const standard = standardScore(score, { mean: 75, sd: 12 });
        const skills = Object.fromEntries(
          SKILLS_BY_GRADE[grade].map((name) => [
            name,
            { ...normed(Math.min(5, Math.max(0, Math.round((score / 100) * 5 + (random() - 0.5) * 2))), { mean: 3.8, sd: 1 }), max: 5 },
          ]),
        );
        const form = k % 2 === 0 ? 'A' : 'B';
        const answers = answersOf(grade, form, score, answerRandom);
        const given = Object.values(answers);
        batch.push({
          userId,
          gradeLevel: grade,
          form,
          overallScore: score,
          passed: score >= 75,
          totalQuestions: given.length,
          correctAnswers: given.filter((a) => a.correct).length,
          ...(WITH_ANSWERS ? { answers } : {}),
          standardScore: standard,
          percentile: percentileOf(standard),
          category: categoryOf(standard),
          skills,
          assessmentDate: new Date(now - (PER_STUDENT - k) * 7 * 86_400_000 - Math.floor(random() * 86_400_000)),
        });
        if (WITH_ANSWERS) markedByEar += given.filter((a) => a.byEar).length;
        count += 1;
        if (batch.length === 2000) {
          const inserted = await db.insert(assessments).values(batch).returning({ id: assessments.id });
          if (firstIds.length === 0) firstIds = inserted.map((r) => r.id);
          batch = [];
        }
      }
    }
    if (batch.length) {
      const inserted = await db.insert(assessments).values(batch).returning({ id: assessments.id });
      if (firstIds.length === 0) firstIds = inserted.map((r) => r.id);
    }
    await db.execute(sql`INSERT INTO assessment_latest (user_id, grade_level, assessment_id, assessment_date, overall_score, category)
      SELECT DISTINCT ON (user_id, grade_level) user_id, grade_level, id, assessment_date, overall_score, category
      FROM assessments ORDER BY user_id, grade_level, assessment_date DESC, id DESC`);
    await db.execute(sql`INSERT INTO assessment_latest (user_id, grade_level, assessment_id, assessment_date, overall_score, category)
      SELECT DISTINCT ON (user_id) user_id, 'all', id, assessment_date, overall_score, category
      FROM assessments ORDER BY user_id, assessment_date DESC, id DESC`);
    await db.execute(sql`ALTER TABLE assessments ENABLE TRIGGER assessments_latest`);
    // A few hundred teacher overrides, so the list's override lookups have rows to find.
    // On the first 300 records inserted (the first 15 students'), in that order: a table read without an order
    // returned them in another order once the rows were wider, and the listed count moved with it.
    await db.insert(assessmentOverrides).values(
      firstIds.slice(0, 300).map((id, i) => ({
        assessmentId: id,
        skill: 'overall',
        originalValue: 80,
        newValue: 70 + (i % 40),
        category: categoryOf(70 + (i % 40)),
        reason: 'Bench',
        teacherId: teacher!.id,
      })),
    );
    return {
      assessments: count,
      withAnswers: WITH_ANSWERS,
      markedByEar,
      students: studentIds.length,
      seconds: Math.round((performance.now() - started) / 100) / 10,
    };
  } finally {
    await database.close();
  }
}

// ------------------------------------------------------------------------------------------------------ measuring

const CALLS = [
  { name: 'list + summary', path: '/api/assessments/all', listAndSummary: true },
  { name: 'list + summary, 2nd page', path: '/api/assessments/all', listAndSummary: true, nextPage: true },
  { name: 'list + summary, grade1 high risk', path: '/api/assessments/all?grade=grade1&risk=high', listAndSummary: true },
  { name: 'users', path: '/api/users', listAndSummary: false },
  { name: 'CSV', path: '/api/struggling-readers.csv', listAndSummary: false },
];

const quantile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const round1 = (x: number) => Math.round(x * 10) / 10;

/** CPU time (user + system) the server process has used, in ms: on a busy machine the wall time waits for a core, this does not. */
function cpuMsOf(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks of 1/100 s
  } catch {
    return null;
  }
}

async function timeCall(baseUrl: string, cookie: string, pathName: string, pid: number) {
  const samples: number[] = [];
  let cpuBefore: number | null = null;
  let bytes = 0;
  let listed = 0;
  let onPage = 0;
  for (let i = 0; i < WARMUP + ROUNDS; i++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${pathName}`, { headers: { cookie, 'x-requested-with': 'wren-bench' } });
    const body = await response.text();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`${pathName}: ${response.status} ${body.slice(0, 300)}`);
    if (i >= WARMUP) samples.push(ms);
    if (i === WARMUP - 1) cpuBefore = cpuMsOf(pid);
    bytes = body.length;
    if (pathName.startsWith('/api/assessments/all')) {
      const page = JSON.parse(body) as { records: unknown[]; listed: number };
      listed = page.listed;
      onPage = page.records.length;
    }
  }
  const cpuAfter = cpuMsOf(pid);
  const serverCpuMsPerRequest = cpuBefore !== null && cpuAfter !== null ? round1((cpuAfter - cpuBefore) / ROUNDS) : null;
  samples.sort((a, b) => a - b);
  return {
    serverCpuMsPerRequest,
    p50Ms: round1(quantile(samples, 0.5)),
    p95Ms: round1(quantile(samples, 0.95)),
    maxMs: round1(samples[samples.length - 1]!),
    bytes,
    listed,
    onPage,
  };
}

/** The path of the page after the first (the screen's "Show more"), with the cursor the first page handed out. */
async function secondPagePath(baseUrl: string, cookie: string, pathName: string): Promise<string> {
  const response = await fetch(`${baseUrl}${pathName}`, { headers: { cookie, 'x-requested-with': 'wren-bench' } });
  const { nextCursor } = (await response.json()) as { nextCursor: string | null };
  if (!nextCursor) return pathName;
  return `${pathName}${pathName.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(nextCursor)}`;
}

async function measure(database: 'embedded' | 'postgres', serverEnv: Record<string, string>) {
  const { child, baseUrl } = await startServerProcess(serverEnv);
  try {
    const loadBefore = os.loadavg()[0]!;
    const results = [];
    for (const role of ['teacher', 'admin'] as const) {
      const cookie = await signIn(baseUrl, `bench-${role}`, PASSWORD);
      for (const call of CALLS) {
        const pathName = 'nextPage' in call ? await secondPagePath(baseUrl, cookie, call.path) : call.path;
        const timing = await timeCall(baseUrl, cookie, pathName, child.pid!);
        results.push({ role, call: call.name, path: pathName, listAndSummary: call.listAndSummary, ...timing });
        console.log(
          `  ${database.padEnd(8)} ${role.padEnd(7)} ${call.name.padEnd(34)} p50 ${String(timing.p50Ms).padStart(6)} ms  p95 ${String(timing.p95Ms).padStart(6)} ms  max ${String(timing.maxMs).padStart(6)} ms  server CPU ${timing.serverCpuMsPerRequest} ms/req  ${timing.listed ? `${timing.onPage} of ${timing.listed} listed, ` : ''}${Math.round(timing.bytes / 1024)} KB`,
        );
      }
    }
    return { database, loadAverage1m: { before: round1(loadBefore), after: round1(os.loadavg()[0]!) }, results };
  } finally {
    await stopServerProcess(child);
  }
}

// ------------------------------------------------------------------------------------------------------ Postgres

function psql(url: string, command: string): boolean {
  return spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qAtc', command], { encoding: 'utf8', timeout: 30_000 }).status === 0;
}

async function postgresAvailable(): Promise<boolean> {
  const url = new URL(POSTGRES_URL);
  const open = await new Promise<boolean>((resolve) => {
    const socket = net.connect(Number(url.port || 5432), url.hostname);
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
  return open && psql(POSTGRES_URL, 'select 1');
}

// ------------------------------------------------------------------------------------------------------ main

async function main(): Promise<void> {
  const wanted = (process.env.READERS_DATABASES ?? 'embedded,postgres').split(',').map((s) => s.trim());
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wren-readers-'));
  const runs: (Awaited<ReturnType<typeof measure>> & { data: Awaited<ReturnType<typeof createDistrict>> })[] = [];
  let postgresSkipped: string | null = null;
  try {
    if (wanted.includes('embedded')) {
      // READERS_DATA_DIR keeps the generated embedded database between runs (while tuning); by default it is thrown away.
      const kept = process.env.READERS_DATA_DIR;
      const dataDir = kept ? path.resolve(kept) : path.join(tmp, 'data');
      const marker = path.join(dataDir, '..', `${path.basename(dataDir)}.generated.json`);
      let data: Awaited<ReturnType<typeof createDistrict>>;
      if (kept && fs.existsSync(marker)) {
        data = JSON.parse(fs.readFileSync(marker, 'utf8')) as typeof data;
        if (Boolean(data.withAnswers) !== WITH_ANSWERS)
          throw new Error(`${dataDir} was generated with READERS_ANSWERS=${data.withAnswers ? 1 : 0}: use another READERS_DATA_DIR`);
        console.log(`Embedded database: reusing ${dataDir}`);
      } else {
        console.log(
          `Embedded database: generating ${STUDENTS * PER_STUDENT} assessments of ${STUDENTS} students${WITH_ANSWERS ? ' with answers' : ', no answers'}…`,
        );
        data = await createDistrict({ dataDir });
        if (kept) fs.writeFileSync(marker, JSON.stringify(data));
        console.log(`  generated in ${data.seconds} s`);
      }
      runs.push({ ...(await measure('embedded', { DATA_DIR: dataDir })), data });
    }
    if (wanted.includes('postgres')) {
      if (await postgresAvailable()) {
        const scratch = `wren_bench_readers_${process.pid}`;
        const url = new URL(POSTGRES_URL);
        url.pathname = `/${scratch}`;
        if (!psql(POSTGRES_URL, `CREATE DATABASE ${scratch}`)) throw new Error(`Could not create the scratch database ${scratch}`);
        try {
          console.log(`\nPostgres (scratch database ${scratch}): generating…`);
          const data = await createDistrict({ url: url.toString() });
          console.log(`  generated in ${data.seconds} s`);
          psql(url.toString(), 'ANALYZE');
          runs.push({ ...(await measure('postgres', { DATABASE_URL: url.toString(), DATA_DIR: path.join(tmp, 'pg-data') })), data });
        } finally {
          // READERS_KEEP_POSTGRES=1 keeps the scratch database (for EXPLAIN ANALYZE); drop it afterwards.
          if (process.env.READERS_KEEP_POSTGRES === '1') console.log(`  kept: ${url.toString()}`);
          else psql(POSTGRES_URL, `DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
        }
      } else {
        postgresSkipped = `no Postgres answered at ${new URL(POSTGRES_URL).host}`;
        console.log(`\nPostgres skipped: ${postgresSkipped}`);
      }
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }

  const targets = runs.flatMap((run) =>
    run.results
      .filter((r) => r.listAndSummary)
      .map((r) => ({
        name: `${run.database}: ${r.role} ${r.call} p95`,
        target: `≤ ${TARGET_P95_MS} ms`,
        actual: r.p95Ms,
        unit: 'ms',
        met: r.p95Ms <= TARGET_P95_MS,
      })),
  );
  const cpus = os.cpus();
  const resultName = WITH_ANSWERS ? 'struggling-readers' : 'struggling-readers-without-answers';
  writeResult(resultName, {
    benchmark: 'struggling-readers',
    date: new Date().toISOString(),
    machine: { cpus: cpus.length, model: cpus[0]?.model.trim() ?? 'unknown', memoryGb: Math.round(os.totalmem() / 1024 ** 3) },
    node: process.version,
    settings: {
      students: STUDENTS,
      assessmentsPerStudent: PER_STUDENT,
      teacherStudents: 30,
      rounds: ROUNDS,
      warmup: WARMUP,
      sequential: true,
      answers: WITH_ANSWERS,
      byEarShareOfSpokenAnswers: WITH_ANSWERS ? BY_EAR_SHARE : 0,
    },
    runs,
    postgresSkipped,
    targets,
    allTargetsMet: targets.length > 0 && targets.every((t) => t.met),
  });
  console.log('');
  for (const t of targets) console.log(`${t.met ? '✓' : '✗'} ${t.name}: ${t.actual} ${t.unit} (target ${t.target})`);
  console.log(`\nWritten to bench/results/${resultName}.json`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
