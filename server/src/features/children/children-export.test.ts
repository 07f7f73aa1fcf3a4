import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Client, startTestServer, type TestServer } from '../../test/harness.ts';
import { buildChild, buildOrganization, buildParent, buildTeacher, TEST_PASSWORD, TEST_PIN } from '../../test/factories.ts';
import * as schema from '../../db/schema.ts';
import { rowsOf } from '../../auth/policies.ts';
import { imagesFor } from '../../ai/images/index.ts';
import { textAndImagesRegistry } from '../../ai/testing/test-registry.ts';
import { ACTOR_COLUMNS, CHILD_TABLES } from './export.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ai: textAndImagesRegistry().registry });
});
afterAll(() => server.close());

const db = () => server.database.db;
const signedIn = (user: { username: string }, secret = TEST_PASSWORD) => new Client(server.url).signIn(user.username, secret);

/** Every column of the live database that points at users.id: what the export and the deletion must cover. */
async function referencesToUsers(): Promise<string[]> {
  const result = await db().execute(sql`SELECT c.conrelid::regclass::text AS tbl, a.attname AS col
    FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
    WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass`);
  return rowsOf<{ tbl: string; col: string }>(result).map((r) => `${r.tbl.replace(/^public\./, '').replace(/"/g, '')}.${r.col}`);
}

/** A child with one record of every kind Wren keeps, made by a parent, taught by a teacher in a school. */
async function childWithEverything() {
  const school = await buildOrganization(db(), { type: 'school' });
  const child = await buildChild(db(), { firstName: 'Maya', lastName: 'Okafor', organizationId: school.id });
  const parent = await buildParent(db(), { children: [child] });
  const teacher = await buildTeacher(db(), { students: [child] });
  const d = db();
  await signedIn(child, TEST_PIN); // a session
  await d.insert(schema.signInFailures).values({ key: `pair:${child.id}@10.0.0.1`, userId: child.id, failures: 2 });
  await d.insert(schema.staffAssignments).values({ userId: child.id, organizationId: school.id });
  await d.insert(schema.userInvitations).values({ userId: child.id, tokenHash: `i-${child.id}`, channel: 'shown', expiresAt: new Date(Date.now() + 3600_000) });
  await d
    .insert(schema.passwordResetTokens)
    .values({ userId: child.id, tokenHash: `h-${child.id}`, channel: 'log', expiresAt: new Date(Date.now() + 3600_000) });
  await d
    .insert(schema.writingSamples)
    .values({ userId: child.id, kind: 'letter', target: 'a', language: 'en', strokes: [[{ x: 1, y: 2 }]], overallScore: 80 });
  const [attempt] = await d
    .insert(schema.phonicsAttempts)
    .values({ userId: child.id, kind: 'sound', target: 'sh', language: 'en', accuracy: 90, clarity: 80, pace: 70, overallScore: 82 })
    .returning();
  await d.insert(schema.phonicsRecordings).values({
    attemptId: attempt!.id,
    userId: child.id,
    kind: 'sound',
    target: 'sh',
    language: 'en',
    audio: Buffer.from('RIFF-fake-sh'),
    audioType: 'audio/wav',
  });
  await d.insert(schema.parentalSettings).values({
    childId: child.id,
    apps: { 'writing-buddy': true, 'phonics-tutor': true, 'mission-coach': false, 'creative-lab': false },
    updatedBy: parent.id,
  });
  const now = new Date();
  await d.insert(schema.screenTimeDays).values({ childId: child.id, day: '2026-11-24', minutes: 30, learningMinutes: 25 });
  await d
    .insert(schema.extraTimeRequests)
    .values({ childId: child.id, day: '2026-11-24', status: 'granted', minutes: 15, decidedBy: parent.id, createdAt: now });
  await d.insert(schema.controlEvents).values({ childId: child.id, day: '2026-11-24', kind: 'limit-reached', createdAt: now });
  await d.insert(schema.parentingPlans).values({
    userId: parent.id,
    childId: child.id,
    title: "Maya's week",
    parentingStyle: 'nurturing',
    childAge: 7,
    timeline: 7,
    totalDays: 7,
    hoursPerDay: 1,
    dailyPlans: [],
  });
  await d.insert(schema.missionRuns).values({ userId: child.id, missionId: 'mission-1', code: [], success: true, steps: 4, efficiency: 100 });
  await d.insert(schema.stories).values({ userId: child.id, title: 'The <script>alert(1)</script> fox', content: 'Once upon a time.' });
  const [assessment] = await d
    .insert(schema.assessments)
    .values({ userId: child.id, gradeLevel: 'grade1', overallScore: 40, passed: false, totalQuestions: 10, correctAnswers: 4, category: 'below' })
    .returning();
  await d
    .insert(schema.assessmentOverrides)
    .values({ assessmentId: assessment!.id, skill: 'overall', newValue: 90, category: 'at', reason: 'Retest', teacherId: teacher.id });
  await d
    .insert(schema.assessmentPronunciations)
    .values({ userId: child.id, gradeLevel: 'kindergarten', questionId: 'q1', target: 'cat', accuracy: 90, clarity: 90, pace: 90 });
  const [reading] = await d
    .insert(schema.fluencyReadings)
    .values({
      childId: child.id,
      recordedBy: teacher.id,
      passageId: 'en-k-1',
      language: 'en',
      durationSeconds: 60,
      engine: 'alignment',
      engineMarks: [],
      heard: [],
      wordsRead: 20,
      wordsCorrect: 19,
      errors: 1,
      wcpm: 19,
      accuracy: 95,
      expressionSuggested: 3,
      expressionEvidence: { sentenceEndPauses: null, midPhrasePausesPer100: null, pitchRangeSemitones: null },
      audio: Buffer.from('RIFF-fake-wave'),
      audioType: 'audio/wav',
    })
    .returning();
  const result = { skill: 'letter' } as never;
  await d.insert(schema.skillsAssessments).values({
    userId: child.id,
    assessedBy: teacher.id,
    grade: 'kindergarten',
    language: 'en',
    letter: result,
    rhyme: result,
    fluency: result,
    fluencyReadingId: reading!.id,
    overallScore: 80,
    overallStandardScore: 100,
    percentile: 50,
    category: 'at',
  });
  await d.insert(schema.promptLogs).values({
    childId: child.id,
    prompt: 'a story about a fox',
    category: 'creative-story',
    safetyScore: 100,
    isApproved: true,
    feature: 'creative-lab',
    kind: 'generative',
    language: 'en',
  });
  await d.insert(schema.aiUsage).values({ childId: child.id, day: '2026-11-24', count: 2 });
  const image = await imagesFor(server.app.ai).create(d, { ownerId: child.id, description: 'a red fox' });
  const [mission] = await d
    .insert(schema.customMissions)
    .values({
      authorId: child.id,
      title: { en: 'Mine', ar: 'لي' },
      description: { en: 'd', ar: 'd' },
      objectives: { en: [], ar: [] },
      difficulty: 'beginner',
      category: 'movement',
      ageGroup: '7-9',
      gridSetup: { width: 4, height: 4, cells: [] } as never,
      maxSteps: 5,
    })
    .returning();
  await d.insert(schema.missionAssignments).values({ missionId: mission!.id, childId: child.id, assignedBy: parent.id });
  const [group] = await d.insert(schema.interventionGroups).values({ ownerId: teacher.id, name: 'Rhymes', skill: 'rhyme', practice: {} }).returning();
  await d.insert(schema.interventionGroupMembers).values({ groupId: group!.id, studentId: child.id });
  return { child, parent, teacher, image, assessmentId: assessment!.id };
}

describe('what a child owns', () => {
  it('every column that points at users is exported with the child or names the adult who acted', async () => {
    const covered = new Set([...CHILD_TABLES.map((t) => `${t.table}.${t.column}`), ...ACTOR_COLUMNS]);
    const missing = (await referencesToUsers()).filter((ref) => ref !== 'users.id' && !covered.has(ref));
    expect(missing, `add these to CHILD_TABLES or ACTOR_COLUMNS in children/export.ts: ${missing.join(', ')}`).toEqual([]);
  });
});

describe('GET /api/children/:id/export and export.html', () => {
  it('the JSON holds every kind of record, without secrets; the page shows each section, escaped', async () => {
    const { child, parent } = await childWithEverything();
    const browser = await signedIn(parent);
    const res = await browser.get(`/api/children/${child.id}/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    expect(res.body).toMatchObject({ format: 'wren-child-export', version: 1, child: { id: child.id, firstName: 'Maya' } });
    const empty = Object.entries(res.body.records as Record<string, unknown[]>)
      .filter(([, rows]) => rows.length === 0)
      .map(([kind]) => kind);
    expect(empty).toEqual([]);
    expect(Object.keys(res.body.records).sort()).toEqual([...CHILD_TABLES.map((t) => t.table), 'assessment_overrides', 'intervention_groups'].sort());
    expect(res.text).not.toContain('passwordHash');
    expect(res.text).not.toContain(child.passwordHash);
    expect(res.body.records.sessions[0].id).toBeUndefined();
    expect(res.body.records.password_reset_tokens[0].token_hash).toBeUndefined();
    expect(res.body.records.user_invitations[0].token_hash).toBeUndefined();
    expect(res.body.records.generated_images[0].file.length).toBeGreaterThan(100);
    expect(Buffer.from(res.body.records.fluency_readings[0].audio, 'base64').toString()).toBe('RIFF-fake-wave');

    const page = await browser.get(`/api/children/${child.id}/export.html`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('Everything Wren keeps about Maya Okafor');
    for (const title of ['Handwriting (Writing Buddy)', 'Stories (Creative Lab)', 'AI prompts and their safety checks', 'Oral reading fluency readings']) {
      expect(page.text).toContain(title);
    }
    expect(page.text).toContain('The &lt;script&gt;alert(1)&lt;/script&gt; fox');
    expect(page.text).not.toContain('<script>');
  });

  it("the page is written in the linking page's language (?lang=), else the browser's, with the parent's clock", async () => {
    const { child, parent } = await childWithEverything();
    await db().update(schema.users).set({ timeZone: 'Asia/Kolkata' }).where(eq(schema.users.id, parent.id));
    const browser = await signedIn(parent);

    const french = await browser.request('GET', `/api/children/${child.id}/export.html?lang=fr`, undefined, { 'accept-language': 'en' });
    expect(french.status).toBe(200);
    expect(french.text).toContain('<html lang="fr" dir="ltr">');
    expect(french.text).toContain('<h1>Tout ce que Wren conserve sur Maya Okafor</h1>');
    expect(french.text).toContain('Histoires (Atelier créatif) (1)');
    expect(french.text).toContain('<th scope="row">Langue</th><td>anglais</td>');
    expect(french.text).toContain('<th scope="row">Compte actif</th><td>Oui</td>');
    expect(french.text).toMatch(/Exporté le .*UTC\+5:30/);
    expect(french.text).toContain('<th scope="row">Formule</th><td>Explorateur gratuit</td>');
    expect(french.text).toMatch(/<th scope="row">Compte créé le<\/th><td>[^<]*2\d{3}[^<]*UTC\+5:30<\/td>/);
    expect(french.text).not.toContain('Everything Wren keeps');

    const arabic = await browser.request('GET', `/api/children/${child.id}/export.html`, undefined, { 'accept-language': 'ar,en;q=0.5' });
    expect(arabic.text).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.text).toContain('كل ما يحتفظ به Wren عن Maya Okafor');
    expect(arabic.text).toContain('القصص (المختبر الإبداعي)');

    // Edmonton's clocks stay at UTC−6 since November 2026, which Node's own time zone data does not know yet.
    await db().update(schema.users).set({ timeZone: 'America/Edmonton' }).where(eq(schema.users.id, parent.id));
    const edmonton = await browser.request('GET', `/api/children/${child.id}/export.html?lang=fr`);
    expect(edmonton.text).toMatch(/Exporté le [^<]*UTC−6\./);

    const refused = await browser.get(`/api/children/${child.id}/export.html?lang=klingon`);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: 'lang' });
  });

  it('another parent gets 404 on export, page and delete; a teacher 403; nothing is deleted', async () => {
    const { child, teacher } = await childWithEverything();
    const stranger = await signedIn(await buildParent(db()));
    expect((await stranger.get(`/api/children/${child.id}/export`)).status).toBe(404);
    expect((await stranger.get(`/api/children/${child.id}/export.html`)).status).toBe(404);
    expect((await stranger.delete(`/api/children/${child.id}`, { confirmName: 'Maya' })).status).toBe(404);
    const asTeacher = await signedIn(teacher);
    expect((await asTeacher.get(`/api/children/${child.id}/export`)).status).toBe(403);
    expect((await asTeacher.delete(`/api/children/${child.id}`, { confirmName: 'Maya' })).status).toBe(403);
    expect((await new Client(server.url).get(`/api/children/${child.id}/export`)).status).toBe(401);
    expect(await db().select().from(schema.users).where(eq(schema.users.id, child.id))).toHaveLength(1);
  });
});

describe('DELETE /api/children/:id with the typed name', () => {
  it('a wrong or missing name answers 400 and changes nothing', async () => {
    const { child, parent } = await childWithEverything();
    const browser = await signedIn(parent);
    const wrong = await browser.delete(`/api/children/${child.id}`, { confirmName: 'Mia' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ field: 'confirmName', message: expect.stringMatching(/Type Maya to confirm/) });
    const missing = await browser.delete(`/api/children/${child.id}`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('confirmName');
    expect((await browser.get(`/api/children/${child.id}/export`)).body.records.stories).toHaveLength(1);
  });

  it('the right name deletes the account and everything it owns: no row points at the child, the picture file is gone', async () => {
    const { child, parent, image, assessmentId } = await childWithEverything();
    const browser = await signedIn(parent);
    const dir = await imagesFor(server.app.ai).directory();
    const [stored] = await db().select().from(schema.generatedImages).where(eq(schema.generatedImages.id, image.id));
    await expect(fs.stat(path.join(dir, stored!.fileName))).resolves.toBeTruthy();

    const res = await browser.delete(`/api/children/${child.id}`, { confirmName: '  maya OKAFOR ' });
    expect(res.status).toBe(200);

    const left: string[] = [];
    for (const ref of await referencesToUsers()) {
      const [table, column] = ref.split('.') as [string, string];
      const rows = rowsOf<{ n: string }>(
        await db().execute(sql`SELECT count(*)::text AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${child.id}`),
      );
      if (rows[0]!.n !== '0') left.push(ref);
    }
    expect(left).toEqual([]);
    expect(await db().select().from(schema.assessmentOverrides).where(eq(schema.assessmentOverrides.assessmentId, assessmentId))).toEqual([]);
    await expect(fs.stat(path.join(dir, stored!.fileName))).rejects.toThrow(/ENOENT/);
    expect((await browser.get(`/api/children/${child.id}/export`)).status).toBe(404);
    expect((await browser.delete(`/api/children/${child.id}`, { confirmName: 'Maya' })).status).toBe(404);
  });
});
