import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../test/harness.ts';
import { buildAdmin, buildChild, buildOrganization, buildParent, buildTeacher, TEST_PASSWORD, TEST_PIN } from '../../test/factories.ts';
import {
  assessments,
  courseEnrollments,
  courses,
  fluencyReadings,
  interventionGroups,
  phonicsAttempts,
  phonicsRecordings,
  skillsAssessments,
  users,
  writingSamples,
} from '../../db/schema.ts';
import { strugglingList as listInMemory } from '@common/domain/struggling-readers.ts';
import type { AssessmentAnswerRecord } from '@common/contracts/assessments.ts';

type Category = 'above' | 'at' | 'below' | 'well_below';
const skill = (standard: number, category: Category, raw = 3, max = 5) => ({ raw, max, standard, percentile: 10, category });

let server: TestServer;
let db: TestServer['database']['db'];
const ids: Record<string, string> = {};
const assessmentIds: Record<string, string> = {};
const usernames: Record<string, string> = {};

async function assess(
  userId: string,
  values: {
    grade?: string;
    score: number;
    category: Category;
    daysAgo?: number;
    skills?: Record<string, ReturnType<typeof skill>>;
    answers?: Record<string, AssessmentAnswerRecord>;
  },
) {
  const [row] = await db
    .insert(assessments)
    .values({
      userId,
      gradeLevel: (values.grade ?? 'grade1') as 'kindergarten' | 'grade1' | 'grade2-3',
      overallScore: values.score,
      passed: values.score >= 75,
      totalQuestions: 25,
      correctAnswers: Math.round(values.score / 4),
      percentile: 10,
      category: values.category,
      skills: values.skills ?? { digraphs: skill(72, 'below'), blends: skill(90, 'at') },
      answers: values.answers ?? {},
      assessmentDate: new Date(Date.now() - (values.daysAgo ?? 1) * 86_400_000),
    })
    .returning();
  return row!.id;
}

const sorted = (xs: readonly (string | undefined)[]) => [...xs].sort((a, b) => String(a).localeCompare(String(b)));
const signIn = (username: string, secret = TEST_PASSWORD) => new Client(server.url).signIn(username, secret);

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  const board = await buildOrganization(db, { type: 'school_board' });
  const school = await buildOrganization(db, { type: 'school', parentId: board.id });
  const otherBoard = await buildOrganization(db, { type: 'school_board' });
  const otherSchool = await buildOrganization(db, { type: 'school', parentId: otherBoard.id });

  const child = (name: string, org: string, firstName = name) =>
    buildChild(db, { organizationId: org, firstName, lastName: 'Test' }).then((c) => {
      ids[name] = c.id;
      usernames[name] = c.username;
      return c;
    });
  // Anna: well below (latest) after an older 'at'; Ben and Cleo below; Dan at grade level; Eve has no user match
  // problem; Formula has a name a spreadsheet would run.
  const anna = await child('anna', school.id);
  const ben = await child('ben', school.id);
  const cleo = await child('cleo', school.id);
  const dan = await child('dan', school.id);
  const formula = await child('formula', school.id, '=HYPERLINK("http://x")');
  const far = await child('far', otherSchool.id);

  await assess(anna.id, { score: 90, category: 'at', daysAgo: 30 });
  assessmentIds.anna = await assess(anna.id, {
    score: 60,
    category: 'well_below',
    skills: { letterNaming: skill(62, 'well_below', 1, 5), digraphs: skill(75, 'below'), blends: skill(100, 'at') },
    // Spoken answers marked by an adult listening (no microphone), and one from a recording; who listened is set below.
    answers: {
      q1: { answer: 'heard:right', correct: true, skill: 'digraphs', byEar: true },
      q2: { answer: 'heard:wrong', correct: false, skill: 'digraphs', byEar: true },
      q3: { answer: '6f1c3f8e-7c1a-4b9e-9d51-0c7c1c1c1c1c', correct: true, skill: 'blends', accuracy: 88 },
    },
  });
  assessmentIds.ben = await assess(ben.id, { score: 40, category: 'below', grade: 'kindergarten', skills: { letterSoundAssociation: skill(71, 'below') } });
  assessmentIds.cleo = await assess(cleo.id, { score: 30, category: 'below' });
  assessmentIds.dan = await assess(dan.id, { score: 85, category: 'at' });
  assessmentIds.formula = await assess(formula.id, { score: 50, category: 'below', grade: 'grade2-3', skills: { fluency: skill(71, 'below') } });
  assessmentIds.far = await assess(far.id, { score: 10, category: 'well_below' });
  await db.insert(writingSamples).values(
    ['B', 'B', 'D', 'A'].map((letter, i) => ({
      userId: anna.id,
      kind: 'letter' as const,
      target: letter,
      language: 'en',
      strokes: [],
      overallScore: [40, 50, 60, 95][i]!,
    })),
  );

  const teacher = await buildTeacher(db, { students: [anna, ben, cleo, dan, formula], values: { firstName: 'Rosa', lastName: 'Diaz' } });
  const otherTeacher = await buildTeacher(db, { students: [far] });
  const admin = await buildAdmin(db, { organizationId: board.id });
  const otherAdmin = await buildAdmin(db, { organizationId: otherBoard.id });
  const parent = await buildParent(db, { children: [anna], values: { firstName: 'Alex', lastName: 'Rivera' } });
  // Her spoken answers marked by ear name who listened (auth/listeners.ts): her teacher twice, her parent once.
  await db
    .update(assessments)
    .set({
      answers: {
        q1: { answer: 'heard:right', correct: true, skill: 'digraphs', byEar: true, listenerId: teacher.id },
        q2: { answer: 'heard:wrong', correct: false, skill: 'digraphs', byEar: true, listenerId: parent.id },
        q3: { answer: '6f1c3f8e-7c1a-4b9e-9d51-0c7c1c1c1c1c', correct: true, skill: 'blends', accuracy: 88 },
        q4: { answer: 'heard:right', correct: true, skill: 'digraphs', byEar: true, listenerId: teacher.id },
      },
    })
    .where(eq(assessments.id, assessmentIds.anna));
  Object.assign(ids, { teacher: teacher.id, otherTeacher: otherTeacher.id, admin: admin.id, parent: parent.id });
  Object.assign(usernames, {
    teacher: teacher.username,
    otherTeacher: otherTeacher.username,
    admin: admin.username,
    otherAdmin: otherAdmin.username,
    parent: parent.username,
  });
});
afterAll(() => server.close());

const LISTED_IN_ORDER = ['anna', 'cleo', 'ben', 'formula']; // well below first, then 30, 40, 50

describe('who may open struggling readers', () => {
  it('answers 401 without a session', async () => {
    expect((await new Client(server.url).get('/api/assessments/all')).status).toBe(401);
    expect((await new Client(server.url).get('/api/users')).status).toBe(401);
  });

  it('refuses parents and children with 403 on every route, even for their own child', async () => {
    for (const client of [await signIn(usernames.parent!), await signIn(usernames.anna!, TEST_PIN)]) {
      for (const path of [
        '/api/assessments/all',
        '/api/users',
        '/api/struggling-readers.csv',
        `/api/struggling-readers/students/${ids.anna}`,
        '/api/intervention-groups',
      ]) {
        expect((await client.get(path)).status, path).toBe(403);
      }
      const override = await client.post(`/api/assessments/${assessmentIds.anna}/overrides`, { skill: 'overall', newValue: 100, reason: 'Retested' });
      expect(override.status).toBe(403);
    }
  });

  it('a teacher of another course and an administrator of another board see none of the students and get 404 for one', async () => {
    for (const username of [usernames.otherTeacher!, usernames.otherAdmin!]) {
      const client = await signIn(username);
      const list = await client.get('/api/assessments/all');
      expect(list.status).toBe(200);
      const listed = list.body.records.map((r: { userId: string }) => r.userId);
      for (const name of ['anna', 'ben', 'cleo', 'dan', 'formula']) expect(listed).not.toContain(ids[name]);
      const users = (await client.get('/api/users')).body.users.map((u: { id: string }) => u.id);
      for (const name of ['anna', 'ben', 'cleo', 'dan', 'formula']) expect(users).not.toContain(ids[name]);
      expect((await client.get(`/api/struggling-readers/students/${ids.anna}`)).status).toBe(404);
      const override = await client.post(`/api/assessments/${assessmentIds.anna}/overrides`, { skill: 'overall', newValue: 100, reason: 'Retested' });
      expect(override.status).toBe(404);
      expect(override.body.message).toBe('Assessment not found');
      const csv = await client.get('/api/struggling-readers.csv');
      expect(csv.text).not.toContain(usernames.anna);
    }
    // The other teacher's own student is theirs to see.
    const other = await (await signIn(usernames.otherTeacher!)).get('/api/assessments/all');
    expect(other.body.records.map((r: { userId: string }) => r.userId)).toEqual([ids.far]);
  });
});

describe('GET /api/assessments/all', () => {
  it('lists below and well below only, a student by their latest assessment, well below first then the lower score', async () => {
    for (const username of [usernames.teacher!, usernames.admin!]) {
      const res = await (await signIn(username)).get('/api/assessments/all');
      expect(res.status).toBe(200);
      expect(res.body.records.map((r: { userId: string }) => r.userId)).toEqual(LISTED_IN_ORDER.map((n) => ids[n]));
      expect(res.body.records[0]).toMatchObject({ category: 'well_below', risk: 'high_risk', overallScore: 60, weakestSkill: 'letterNaming' });
      expect(res.body.records.map((r: { markedByEar: number }) => r.markedByEar)).toEqual([3, 0, 0, 0]);
      // Anna (well below), Ben, Cleo, Formula (below), Dan (at): 4 of 5 latest assessments.
      expect(res.body.summary).toEqual({ studentsAtRisk: 4, highRisk: 1, atRisk: 3, totalAssessments: 5, interventionRate: 80 });
    }
  });

  it('agrees with the in-memory rule of common/domain for every filter', async () => {
    const client = await signIn(usernames.teacher!);
    const rows = await db.select().from(assessments);
    const mine = new Set(['anna', 'ben', 'cleo', 'dan', 'formula'].map((n) => ids[n]!));
    const candidates = rows
      .filter((r) => mine.has(r.userId))
      .map((r) => ({
        userId: r.userId,
        gradeLevel: r.gradeLevel,
        category: r.category,
        overallScore: r.overallScore,
        assessmentDate: r.assessmentDate.toISOString(),
        tieBreak: r.userId,
      }));
    // Grades 4 to 6 go by the child's grade, not the record's (below); the teacher's children are in grade 1.
    for (const grade of ['all', 'kindergarten', 'grade1', 'grade2-3'] as const) {
      for (const risk of ['all', 'high', 'at_risk'] as const) {
        const res = await client.get(`/api/assessments/all?grade=${grade}&risk=${risk}`);
        const expected = listInMemory(candidates, mine, { grade, risk }).map((r) => r.userId);
        expect(
          res.body.records.map((r: { userId: string }) => r.userId),
          `${grade} ${risk}`,
        ).toEqual(expected);
      }
    }
  });

  it('filters by risk and grade: the summary follows the grade, the list both', async () => {
    const client = await signIn(usernames.teacher!);
    const high = await client.get('/api/assessments/all?risk=high');
    expect(high.body.records.map((r: { userId: string }) => r.userId)).toEqual([ids.anna]);
    const kindergarten = await client.get('/api/assessments/all?grade=kindergarten&risk=at_risk');
    expect(kindergarten.body.records.map((r: { userId: string }) => r.userId)).toEqual([ids.ben]);
    expect(kindergarten.body.summary).toEqual({ studentsAtRisk: 1, highRisk: 0, atRisk: 1, totalAssessments: 1, interventionRate: 100 });
    const grade6 = await client.get('/api/assessments/all?grade=grade6');
    expect(grade6.body).toEqual({
      summary: { studentsAtRisk: 0, highRisk: 0, atRisk: 0, totalAssessments: 0, interventionRate: 0 },
      listed: 0,
      records: [],
      students: [],
      nextCursor: null,
    });
  });

  it('pages the list in the spec order: the pages join to the whole list, each with the summary over all of it and its students', async () => {
    for (const username of [usernames.teacher!, usernames.admin!]) {
      const client = await signIn(username);
      const whole = await client.get('/api/assessments/all');
      expect(whole.body).toMatchObject({ listed: 4, nextCursor: null });
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = cursor ? `?limit=3&cursor=${encodeURIComponent(cursor)}` : '?limit=3';
        const page = await client.get(`/api/assessments/all${query}`);
        expect(page.status).toBe(200);
        expect(page.body.summary).toEqual(whole.body.summary);
        expect(page.body.listed).toBe(4);
        const userIds = page.body.records.map((r: { userId: string }) => r.userId);
        expect(sorted(page.body.students.map((s: { id: string }) => s.id))).toEqual(sorted(userIds));
        seen.push(...userIds);
        cursor = page.body.nextCursor;
        pages += 1;
      } while (cursor);
      expect(pages).toBe(2);
      expect(seen).toEqual(LISTED_IN_ORDER.map((n) => ids[n]));
    }
    const filtered = await (await signIn(usernames.teacher!)).get('/api/assessments/all?risk=at_risk&limit=1');
    expect(filtered.body.records.map((r: { userId: string }) => r.userId)).toEqual([ids.cleo]);
    expect(filtered.body.listed).toBe(3);
    const next = await (await signIn(usernames.teacher!)).get(`/api/assessments/all?risk=at_risk&limit=2&cursor=${filtered.body.nextCursor}`);
    expect(next.body.records.map((r: { userId: string }) => r.userId)).toEqual([ids.ben, ids.formula]);
    expect(next.body.nextCursor).toBeNull();
  });

  it('refuses a page size or a cursor it did not hand out with 400', async () => {
    const client = await signIn(usernames.teacher!);
    for (const limit of ['0', '101', '2.5', 'many']) {
      const res = await client.get(`/api/assessments/all?limit=${limit}`);
      expect(res.status, limit).toBe(400);
      expect(res.body.message).toBe('limit: The limit must be a whole number from 1 to 100.');
    }
    const res = await client.get("/api/assessments/all?cursor=1_50_x'%3B--");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('cursor: Unknown page: start again from the first page');
  });

  it('follows new, changed and deleted assessments at once (assessment_latest kept by its trigger)', async () => {
    const client = await signIn(usernames.teacher!);
    const listedIds = async (query = '') => (await client.get(`/api/assessments/all${query}`)).body.records.map((r: { userId: string }) => r.userId);
    const newer = await assess(ids.dan!, { score: 20, category: 'well_below', daysAgo: 0 });
    expect((await listedIds())[0]).toBe(ids.dan);
    await db.update(assessments).set({ category: 'at' }).where(eq(assessments.id, newer));
    expect(await listedIds()).not.toContain(ids.dan);
    await db.update(assessments).set({ category: 'below', gradeLevel: 'kindergarten' }).where(eq(assessments.id, newer));
    expect(await listedIds('?grade=kindergarten')).toContain(ids.dan);
    expect(await listedIds('?grade=grade1')).not.toContain(ids.dan);
    await db.delete(assessments).where(eq(assessments.id, newer));
    expect(await listedIds()).toEqual(LISTED_IN_ORDER.map((n) => ids[n]));
    expect(await listedIds('?grade=kindergarten')).not.toContain(ids.dan);
  });

  it('refuses an unknown filter with 400 and its message', async () => {
    const client = await signIn(usernames.teacher!);
    const res = await client.get('/api/assessments/all?grade=grade9');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('grade: Unknown grade level');
    expect((await client.get('/api/assessments/all?risk=medium')).body.message).toBe('risk: Unknown risk level');
  });

  it('recommends concrete practice from the weakest skills', async () => {
    const res = await (await signIn(usernames.teacher!)).get('/api/assessments/all');
    const anna = res.body.records[0];
    expect(anna.recommendations.map((r: { skill: string }) => r.skill)).toEqual(['letterNaming', 'digraphs']);
    expect(anna.recommendations[1].practice).toEqual({ kind: 'phonics', groupId: 'digraphs' });
    const formula = res.body.records.find((r: { userId: string }) => r.userId === ids.formula);
    expect(formula.recommendations[0].practice).toEqual({ kind: 'fluency', passageGrade: 'grade2' });
  });
});

describe('GET /api/users', () => {
  it("lists the teacher's students with what staff need and no credentials", async () => {
    const res = await (await signIn(usernames.teacher!)).get('/api/users');
    expect(res.status).toBe(200);
    expect(sorted(res.body.users.map((u: { id: string }) => u.id))).toEqual(sorted(['anna', 'ben', 'cleo', 'dan', 'formula'].map((n) => ids[n])));
    expect(sorted(Object.keys(res.body.users[0]))).toEqual(['age', 'firstName', 'id', 'lastName', 'preferredLanguage', 'school', 'username']);
  });
});

describe('GET /api/struggling-readers.csv', () => {
  it('holds exactly the listed rows in the same order, for the same filters, formula-safe', async () => {
    const client = await signIn(usernames.teacher!);
    for (const query of ['', '?risk=at_risk', '?grade=grade1']) {
      const [json, csv] = await Promise.all([client.get(`/api/assessments/all${query}`), client.get(`/api/struggling-readers.csv${query}`)]);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toContain('text/csv');
      // A download named for its filters, never kept by a shared school computer's browser.
      expect(csv.headers.get('content-disposition')).toBe(
        `attachment; filename="struggling-readers-${query.includes('grade1') ? 'grade1' : 'all'}-${query.includes('at_risk') ? 'at_risk' : 'all'}.csv"`,
      );
      expect(csv.headers.get('cache-control')).toBe('no-store');
      const lines = csv.text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe(
        'Student,Username,Grade level,Program,Overall score (%),Standard score,Percentile,Reading level,Risk level,Weakest skill,Recommended practice,Score changed by,Score changed on,Assessed on',
      );
      const byUsername = Object.fromEntries(Object.entries(usernames).map(([name, username]) => [username, ids[name]]));
      const csvUsers = lines.slice(1).map((line) => byUsername[line.match(/,([a-z]+-[0-9a-f]{8}),/)![1]!]);
      expect(csvUsers).toEqual(json.body.records.map((r: { userId: string }) => r.userId));
    }
    const all = await client.get('/api/struggling-readers.csv');
    // The same rows as the screen's pages, walked to the end.
    const pages = [];
    let cursor: string | null = null;
    do {
      const page: { body: { records: { userId: string }[]; nextCursor: string | null } } = await client.get(
        `/api/assessments/all?limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      );
      pages.push(...page.body.records.map((r) => r.userId));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(all.text.trimEnd().split('\r\n')).toHaveLength(1 + pages.length);
    expect(all.text).toContain(`"'=HYPERLINK(""http://x"") Test",${usernames.formula}`);
  });

  it('names grades, levels, risks, skills and practice as the cards do, in the language the screen is read in', async () => {
    const client = await signIn(usernames.teacher!);
    const rowOf = (text: string, name: string) => text.split('\r\n').find((line) => line.includes(`,${usernames[name]},`));
    const english = await client.get('/api/struggling-readers.csv');
    expect(rowOf(english.text, 'anna')).toMatch(
      /,Grade 1,English,60,[^,]*,[^,]*,Well below grade level,High risk,Letter naming,Writing Buddy: letter practice,,,\d{4}-/,
    );

    const french = await client.get('/api/struggling-readers.csv?lang=fr');
    expect(french.text.split('\r\n')[0]).toBe(
      'Élève,Nom d’utilisateur,Niveau scolaire,Programme,Score global (%),Score standard,Rang centile,Niveau de lecture,Niveau de risque,Compétence la plus faible,Pratique recommandée,Score modifié par,Score modifié le,Évalué le',
    );
    expect(rowOf(french.text, 'anna')).toContain(',1re année,Anglais,60,');
    expect(rowOf(french.text, 'anna')).toContain(',Bien sous le niveau,Risque élevé,Nom des lettres,Copain d’écriture : pratique des lettres,');

    // Without `lang`, the browser's language; a language the catalogue lacks a word in reads English, as the screen.
    const arabic = await client.request('GET', '/api/struggling-readers.csv', undefined, { 'accept-language': 'ar,en;q=0.5' });
    expect(rowOf(arabic.text, 'anna')).toContain(',الصف الأول,الإنجليزية,60,');
    expect(rowOf(arabic.text, 'anna')).toContain(',دون مستوى الصف بكثير,خطر مرتفع,تسمية الحروف,رفيق الكتابة: تدريب على الحروف,');
    const cree = await client.get('/api/struggling-readers.csv?lang=cr');
    expect(rowOf(cree.text, 'anna')).toContain(',Grade 1,English,60,');

    const refused = await client.get('/api/struggling-readers.csv?lang=klingon');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: 'lang' });
  });
});

describe('details, overrides and intervention groups', () => {
  it('shows scores, recommendations with the weakest letters, and the practice evidence', async () => {
    const res = await (await signIn(usernames.teacher!)).get(`/api/struggling-readers/students/${ids.anna}`);
    expect(res.status).toBe(200);
    expect(res.body.student).toMatchObject({ id: ids.anna, username: usernames.anna });
    expect(res.body.record.markedByEar).toBe(3);
    expect(res.body.markedByEarBy).toEqual(['Rosa Diaz', 'Alex Rivera']);
    expect(res.body.record).not.toHaveProperty('answers');
    expect(res.body.record.recommendations[0]).toMatchObject({ skill: 'letterNaming', practice: { kind: 'writing', letters: ['B', 'D'] } });
    expect(res.body.evidence.handwriting).toMatchObject({ samples: 4, averageScore: 61.3 });
    expect(res.body.evidence.handwriting.weakestLetters[0]).toEqual({ letter: 'B', averageScore: 45, samples: 2 });
    expect(res.body.history).toHaveLength(2);
    expect(res.body.evidence.fluency).toBeNull();
  });

  it('shows the latest fluency reading with its recording to listen back to', async () => {
    const none = await (await signIn(usernames.teacher!)).get(`/api/struggling-readers/students/${ids.dan}`);
    expect(none.body.evidence.fluency).toBeNull();
    expect(none.body.markedByEarBy).toEqual([]);
    const reading = (wcpm: number, accuracy: number, audio: Buffer | null, daysAgo: number): typeof fluencyReadings.$inferInsert => ({
      childId: ids.ben!,
      passageId: 'en-grade1-a',
      language: 'en',
      durationSeconds: 60,
      engine: 'alignment',
      engineMarks: [],
      heard: [],
      wordsRead: 40,
      wordsCorrect: 37,
      errors: 3,
      wcpm,
      accuracy,
      expressionSuggested: 3,
      expressionEvidence: { sentenceEndPauses: null, midPhrasePausesPer100: null, pitchRangeSemitones: null },
      audio,
      createdAt: new Date(Date.now() - daysAgo * 86_400_000),
    });
    await db.insert(fluencyReadings).values([reading(20, 80, null, 2), reading(31.25, 92.5, Buffer.from([0, 255]), 1)]);
    const res = await (await signIn(usernames.teacher!)).get(`/api/struggling-readers/students/${ids.ben}`);
    const latest = res.body.evidence.fluency;
    expect(latest).toMatchObject({ wcpm: 31.3, accuracy: 92.5 });
    expect(latest.audioUrl).toBe(`/api/fluency/readings/${latest.readingId}/audio`);
    expect((await (await signIn(usernames.teacher!)).get(`/api/struggling-readers/students/${ids.dan}`)).body.evidence.fluency).toBeNull();
    await db.delete(fluencyReadings).where(eq(fluencyReadings.childId, ids.ben!));
  });

  it('offers the newest pronunciation recordings to listen to, which the teacher may play', async () => {
    const teacher = await signIn(usernames.teacher!);
    expect((await teacher.get(`/api/struggling-readers/students/${ids.ben}`)).body.evidence.phonics.recordings).toEqual([]);
    const [attempt] = await db
      .insert(phonicsAttempts)
      .values({ userId: ids.ben!, kind: 'word', target: 'ship', groupId: 'digraphs', language: 'en', accuracy: 64.25, clarity: 60, pace: 70, overallScore: 63 })
      .returning();
    const wav = Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1');
    await db
      .insert(phonicsRecordings)
      .values({ attemptId: attempt!.id, userId: ids.ben!, kind: 'word', target: 'ship', language: 'en', audio: wav, audioType: 'audio/wav' });
    const res = await teacher.get(`/api/struggling-readers/students/${ids.ben}`);
    expect(res.body.evidence.phonics.recordings).toEqual([
      {
        id: attempt!.id,
        kind: 'word',
        target: 'ship',
        language: 'en',
        groupId: 'digraphs',
        accuracy: 64.3,
        overallScore: 63,
        createdAt: expect.any(String),
        audioUrl: `/api/phonics-tutor/recordings/${attempt!.id}/audio`,
      },
    ]);
    const audio = await teacher.get(res.body.evidence.phonics.recordings[0].audioUrl);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    expect((await (await signIn(usernames.otherTeacher!)).get(res.body.evidence.phonics.recordings[0].audioUrl)).status).toBe(404);
    await db.delete(phonicsAttempts).where(eq(phonicsAttempts.id, attempt!.id));
  });

  it('an override changes what staff see, keeps the original row and says who and when', async () => {
    const client = await signIn(usernames.teacher!);
    const bad = await client.post(`/api/assessments/${assessmentIds.cleo}/overrides`, { skill: 'overall', newValue: 200, reason: 'Retested' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('newValue: The new score must be 55 to 145');
    const unknown = await client.post(`/api/assessments/${assessmentIds.cleo}/overrides`, { skill: 'spelling', newValue: 100, reason: 'Retested' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe('skill');
    const missing = await client.post(`/api/assessments/00000000-0000-4000-8000-000000000000/overrides`, {
      skill: 'overall',
      newValue: 100,
      reason: 'Retested',
    });
    expect(missing.status).toBe(404);

    const res = await client.post(`/api/assessments/${assessmentIds.cleo}/overrides`, { skill: 'overall', newValue: 100, reason: 'Retested one to one' });
    expect(res.status).toBe(201);
    expect(res.body.override).toMatchObject({
      skill: 'overall',
      newValue: 100,
      reason: 'Retested one to one',
      teacher: { id: ids.teacher, name: 'Rosa Diaz' },
    });
    const [row] = await db.select().from(assessments).where(eq(assessments.id, assessmentIds.cleo!));
    expect(row!.category).toBe('below');
    expect(row!.overallScore).toBe(30);
    const list = await client.get('/api/assessments/all');
    expect(list.body.records.map((r: { userId: string }) => r.userId)).not.toContain(ids.cleo);
    const details = await client.get(`/api/struggling-readers/students/${ids.cleo}`);
    expect(details.body.record).toMatchObject({ category: 'at', originalCategory: 'below', standardScore: 100 });
    expect(details.body.record.overrides).toHaveLength(1);

    const skillChange = await client.post(`/api/assessments/${assessmentIds.anna}/overrides`, { skill: 'digraphs', newValue: 95, reason: 'Observed in class' });
    expect(skillChange.body.override).toMatchObject({ originalValue: 75, newValue: 95 });
    const anna = (await client.get('/api/assessments/all')).body.records.find((r: { userId: string }) => r.userId === ids.anna);
    expect(anna.skills.digraphs).toMatchObject({ standard: 95, category: 'at' });
    expect(anna.overrides[0].teacher.id).toBe(ids.teacher);
  });

  it('forms, lists and deletes intervention groups that only their owner sees', async () => {
    const teacher = await signIn(usernames.teacher!);
    const refused = await teacher.post('/api/intervention-groups', { name: 'Mixed', skill: 'digraphs', studentIds: [ids.anna, ids.far] });
    expect(refused.status).toBe(404);
    expect(await db.select().from(interventionGroups)).toHaveLength(0);
    expect((await teacher.post('/api/intervention-groups', { name: '', skill: 'digraphs', studentIds: [ids.anna] })).body.message).toBe(
      'name: Give the group a name',
    );

    const created = await teacher.post('/api/intervention-groups', { name: 'Letters', skill: 'letterNaming', studentIds: [ids.anna, ids.ben] });
    expect(created.status).toBe(201);
    expect(created.body.group).toMatchObject({ name: 'Letters', skill: 'letterNaming', practice: { kind: 'writing', letters: ['B', 'D'] } });
    expect(sorted(created.body.group.members.map((m: { id: string }) => m.id))).toEqual(sorted([ids.anna, ids.ben]));
    expect((await teacher.get('/api/intervention-groups')).body.groups).toHaveLength(1);
    // The same group again (a second click, the same students in another order) is refused and forms nothing.
    const twice = await teacher.post('/api/intervention-groups', { name: 'Letters again', skill: 'letterNaming', studentIds: [ids.ben, ids.anna] });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('You already have a group for this skill with these students.');
    const both = await Promise.all([
      teacher.post('/api/intervention-groups', { name: 'Anna', skill: 'letterNaming', studentIds: [ids.anna] }),
      teacher.post('/api/intervention-groups', { name: 'Anna', skill: 'letterNaming', studentIds: [ids.anna] }),
    ]);
    expect(both.map((r) => r.status).sort((a, b) => a - b)).toEqual([201, 409]);
    // Another skill, or fewer of the students, is another group.
    expect((await teacher.post('/api/intervention-groups', { name: 'Digraphs', skill: 'digraphs', studentIds: [ids.anna, ids.ben] })).status).toBe(201);
    expect((await teacher.get('/api/intervention-groups')).body.groups).toHaveLength(3);
    for (const g of (await teacher.get('/api/intervention-groups')).body.groups.filter((g: { id: string }) => g.id !== created.body.group.id)) {
      expect((await teacher.delete(`/api/intervention-groups/${g.id}`)).status).toBe(200);
    }

    const admin = await signIn(usernames.admin!);
    expect((await admin.get('/api/intervention-groups')).body.groups).toHaveLength(0);
    expect((await admin.delete(`/api/intervention-groups/${created.body.group.id}`)).status).toBe(404);
    expect((await teacher.delete(`/api/intervention-groups/${created.body.group.id}`)).status).toBe(200);
    expect((await teacher.get('/api/intervention-groups')).body.groups).toHaveLength(0);
  });
});

describe("grades 4 to 6: by the child's grade", () => {
  it("lists a child by their skills assessment's grade, else their course's, with their latest assessment of any level", async () => {
    const admin = await signIn(usernames.admin!);
    expect((await admin.get('/api/assessments/all?grade=grade4')).body.records).toEqual([]);
    const [schoolId] = (await db.select({ org: users.organizationId }).from(users).where(eq(users.id, ids.anna!))).map((r) => r.org!);
    const gia = await buildChild(db, { organizationId: schoolId, firstName: 'Gia', lastName: 'Test' });
    const hal = await buildChild(db, { organizationId: schoolId, firstName: 'Hal', lastName: 'Test' });
    try {
      // Gia: assessed with the grades 2-3 test (below) and run through the skills assessment as a grade 4 reader.
      await assess(gia.id, { grade: 'grade2-3', score: 45, category: 'below', skills: { fluency: skill(72, 'below') } });
      const [reading] = await db
        .insert(fluencyReadings)
        .values({
          childId: gia.id,
          passageId: 'en-4-1',
          language: 'en',
          durationSeconds: 60,
          engine: 'manual',
          engineMarks: [],
          heard: [],
          wordsRead: 90,
          wordsCorrect: 80,
          errors: 10,
          wcpm: 80,
          accuracy: 88.9,
          expressionSuggested: 3,
          expressionEvidence: { sentenceEndPauses: null, midPhrasePausesPer100: null, pitchRangeSemitones: null },
        })
        .returning();
      await db.insert(skillsAssessments).values({
        userId: gia.id,
        grade: 'grade4',
        language: 'en',
        letter: {} as never,
        rhyme: {} as never,
        fluency: {} as never,
        fluencyReadingId: reading!.id,
        overallScore: 60,
        overallStandardScore: 80,
        percentile: 9,
        category: 'below',
      });
      // Hal: well below on the grade 1 test, in a "Grade 5" course.
      await assess(hal.id, { grade: 'grade1', score: 20, category: 'well_below' });
      const [course] = await db
        .insert(courses)
        .values({
          code: `G5-${hal.id.slice(0, 6)}`,
          name: 'Grade 5',
          grade: 'Grade 5',
          subject: 'English',
          startDate: '2026-09-01',
          endDate: '2027-06-30',
          teacherId: ids.otherTeacher!,
        })
        .returning();
      await db.insert(courseEnrollments).values({ courseId: course!.id, studentId: hal.id });

      const grade4 = await admin.get('/api/assessments/all?grade=grade4');
      expect(grade4.body.records.map((r: { userId: string; gradeLevel: string }) => [r.userId, r.gradeLevel])).toEqual([[gia.id, 'grade2-3']]);
      expect(grade4.body.summary).toMatchObject({ totalAssessments: 1, atRisk: 1, highRisk: 0 });
      expect(grade4.body.students[0]).toMatchObject({ firstName: 'Gia' });
      const grade5 = await admin.get('/api/assessments/all?grade=grade5');
      expect(grade5.body.records.map((r: { userId: string }) => r.userId)).toEqual([hal.id]);
      expect((await admin.get('/api/assessments/all?grade=grade6')).body.records).toEqual([]);
      const csv = await admin.get('/api/struggling-readers.csv?grade=grade4');
      expect(csv.text).toContain(gia.username);
      expect(csv.text).not.toContain(hal.username);
      // Scope still applies: another board's administrator sees neither.
      expect((await (await signIn(usernames.otherAdmin!)).get('/api/assessments/all?grade=grade4')).body.records).toEqual([]);
    } finally {
      await db.delete(users).where(eq(users.id, gia.id));
      await db.delete(users).where(eq(users.id, hal.id));
    }
  });
});
