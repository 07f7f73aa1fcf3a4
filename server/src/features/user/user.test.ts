import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@common/domain/preferences.ts';
import { MODULE_IDS, moduleProgress, overallProgress } from '@common/domain/progress.ts';
import { Client, startTestServer, type TestServer } from '../../test/harness.ts';
import { buildAdmin, buildChild, buildParent, buildTeacher, TEST_PASSWORD, TEST_PIN } from '../../test/factories.ts';
import { missionRuns, phonicsAttempts, stories, writingSamples } from '../../db/schema.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;
const client = () => new Client(server.url);
const asChild = async (child: { username: string }) => client().signIn(child.username, TEST_PIN);
const asAdult = async (adult: { username: string }) => client().signIn(adult.username, TEST_PASSWORD);

/** A child with a known spread of activity, written straight into the tables the profile counts. */
async function childWithActivity() {
  const child = await buildChild(db(), { firstName: 'Rana', lastName: 'Haddad', age: 8, tokens: 120, level: 3, missionStreak: 6 });
  const letter = (target: string, overallScore: number) => ({ userId: child.id, kind: 'letter' as const, target, language: 'en', strokes: [], overallScore });
  const word = (target: string) => ({ userId: child.id, kind: 'word' as const, target, language: 'en', strokes: [], overallScore: 70 });
  await db()
    .insert(writingSamples)
    .values([
      letter('a', 90),
      letter('a', 95), // the same letter twice is still one letter mastered
      letter('b', 80),
      letter('c', 79), // below the mastery score
      word('cat'),
      word('dog'),
    ]);
  const attempt = (kind: 'sound' | 'word', target: string, overallScore: number) => ({
    userId: child.id,
    kind,
    target,
    language: 'en',
    accuracy: overallScore,
    clarity: overallScore,
    pace: overallScore,
    overallScore,
  });
  await db()
    .insert(phonicsAttempts)
    .values([attempt('sound', 'm', 85), attempt('sound', 's', 92), attempt('sound', 't', 40), attempt('word', 'sun', 60)]);
  const run = (missionId: string, success: boolean) => ({ userId: child.id, missionId, code: [], success, steps: 4, efficiency: 90 });
  await db()
    .insert(missionRuns)
    .values([
      run('move-robot', true),
      run('move-robot', true),
      run('turn-and-move', true),
      run('avoid-walls', false),
      run('my-own-maze', true), // a custom mission: a successful run, but not one of the five built-in missions
    ]);
  await db()
    .insert(stories)
    .values(['One', 'Two', 'Three'].map((title) => ({ userId: child.id, title, content: `${title} upon a time` })));
  return child;
}

describe('GET /api/user/profile', () => {
  it('without a session answers 401', async () => {
    const res = await client().get('/api/user/profile');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthenticated');
  });

  it('a child sees counts and progress computed from their own activity only', async () => {
    const child = await childWithActivity();
    await childWithActivity(); // another child's work must not leak into these figures
    const res = await (await asChild(child)).get('/api/user/profile');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: child.id, role: 'child', firstName: 'Rana', age: 8, tokens: 120, level: 3, missionStreak: 6 });
    expect(res.body.counts).toEqual({
      lettersMastered: 2,
      wordsPracticed: 2,
      soundsMastered: 2,
      phonicsWords: 1,
      missionsCompleted: 2,
      differentMissions: 3,
      storiesCreated: 3,
    });
    expect(res.body.completedMissions).toBe(4);

    const expected = moduleProgress({ lettersMastered: 2, soundsMastered: 2, missionsCompleted: 2, storiesCreated: 3 });
    expect(res.body.modules).toEqual(MODULE_IDS.map((id) => ({ id, progress: expected[id] })));
    expect(res.body.modules).toEqual([
      { id: 'writing-buddy', progress: 8 },
      { id: 'phonics-tutor', progress: 4 },
      { id: 'stem-mission-coach', progress: 40 },
      { id: 'creative-lab', progress: 30 },
    ]);
    expect(res.body.overallProgress).toBe(overallProgress(expected));
    expect(res.body.achievements).toEqual(expect.arrayContaining(['first-letter', 'mission-master', 'super-streak', 'token-collector']));
    expect(res.body.achievements).not.toContain('phonics-pioneer');
    expect(res.body.passwordHash).toBeUndefined();
  });

  it('a new child with no activity has zero counts and zero progress', async () => {
    const child = await buildChild(db());
    const res = await (await asChild(child)).get('/api/user/profile');
    expect(res.body.overallProgress).toBe(0);
    expect(res.body.modules.every((m: { progress: number }) => m.progress === 0)).toBe(true);
    expect(res.body.achievements).toEqual([]);
  });

  it('Mission Master counts missions, not runs: one mission solved three times is one mission', async () => {
    const child = await buildChild(db());
    const run = (missionId: string) => ({ userId: child.id, missionId, code: [], success: true, steps: 4, efficiency: 100 });
    await db()
      .insert(missionRuns)
      .values([run('move-robot'), run('move-robot'), run('move-robot')]);
    const once = (await (await asChild(child)).get('/api/user/profile')).body;
    expect(once.completedMissions).toBe(3);
    expect(once.counts).toMatchObject({ missionsCompleted: 1, differentMissions: 1 });
    expect(once.achievements).not.toContain('mission-master');

    await db()
      .insert(missionRuns)
      .values([run('turn-and-move'), run('a-teachers-maze')]);
    const three = (await (await asChild(child)).get('/api/user/profile')).body;
    expect(three.counts).toMatchObject({ missionsCompleted: 2, differentMissions: 3 });
    expect(three.achievements).toContain('mission-master');
  });
});

describe('PATCH /api/user/profile', () => {
  it('without a session answers 401', async () => {
    const res = await client().patch('/api/user/profile', { theme: 'dark' });
    expect(res.status).toBe(401);
  });

  it('an unknown field answers 400 and changes nothing', async () => {
    const parent = await buildParent(db(), { values: { firstName: 'Alex' } });
    const c = await asAdult(parent);
    const res = await c.patch('/api/user/profile', { firstName: 'Changed', isAdmin: true });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid');
    expect((await c.get('/api/user/profile')).body.firstName).toBe('Alex');
  });

  it('a theme outside the five themes answers 400 naming theme, and the theme stays', async () => {
    const parent = await buildParent(db());
    const c = await asAdult(parent);
    const res = await c.patch('/api/user/profile', { theme: 'neon' });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('theme');
    expect(res.body.message).toMatch(/^theme: /);
    expect((await c.get('/api/user/profile')).body.theme).toBe('default');
  });

  it('an empty first name answers 400 "First name is required" and the name stays', async () => {
    const parent = await buildParent(db(), { values: { firstName: 'Alex', lastName: 'Rivera' } });
    const c = await asAdult(parent);
    const res = await c.patch('/api/user/profile', { firstName: '   ', lastName: 'Other' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'firstName', message: 'firstName: First name is required' });
    const profile = (await c.get('/api/user/profile')).body;
    expect(profile).toMatchObject({ firstName: 'Alex', lastName: 'Rivera' });
  });

  it('a text size outside normal, large and x-large answers 400 naming the preference', async () => {
    const parent = await buildParent(db());
    const c = await asAdult(parent);
    const res = await c.patch('/api/user/profile', { preferences: { textSize: 'huge' } });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('preferences.textSize');
    expect((await c.get('/api/user/profile')).body.preferences).toEqual(DEFAULT_PREFERENCES);
  });

  it('an adult renames themself; the name is trimmed and read back', async () => {
    const parent = await buildParent(db());
    const c = await asAdult(parent);
    const res = await c.patch('/api/user/profile', { firstName: '  Jamie ', lastName: 'Okafor' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ firstName: 'Jamie', lastName: 'Okafor' });
    expect((await c.get('/api/auth/me')).body.user).toMatchObject({ firstName: 'Jamie', lastName: 'Okafor' });
  });

  it('a child keeps language, theme and preferences on the account: read back after signing in again', async () => {
    const child = await buildChild(db());
    const c = await asChild(child);
    const res = await c.patch('/api/user/profile', {
      preferredLanguage: 'ar',
      theme: 'wcag',
      preferences: { soundEffects: false, textSize: 'x-large', readingFont: true },
    });
    expect(res.status).toBe(200);
    const again = await asChild(child);
    const profile = (await again.get('/api/user/profile')).body;
    expect(profile.preferredLanguage).toBe('ar');
    expect(profile.theme).toBe('wcag');
    // Preferences merge: the ones not sent keep their values.
    expect(profile.preferences).toEqual({ ...DEFAULT_PREFERENCES, soundEffects: false, textSize: 'x-large', readingFont: true });
  });

  it("keeps the browser's time zone on the account; a zone nobody knows answers 400 and the stored one stays", async () => {
    const parent = await buildParent(db());
    const c = await asAdult(parent);
    expect((await c.get('/api/auth/me')).body.user.timeZone).toBeNull();
    expect((await c.patch('/api/user/profile', { timeZone: 'America/Edmonton' })).body.user.timeZone).toBe('America/Edmonton');
    for (const timeZone of ['Mars/Olympus_Mons', 'America/../etc', 'x'.repeat(65)]) {
      const res = await c.patch('/api/user/profile', { timeZone });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'timeZone', message: 'timeZone: Unknown time zone' });
    }
    expect((await c.get('/api/auth/me')).body.user.timeZone).toBe('America/Edmonton');
  });

  it('a later preference change keeps the earlier ones', async () => {
    const parent = await buildParent(db());
    const c = await asAdult(parent);
    await c.patch('/api/user/profile', { preferences: { notifications: false } });
    await c.patch('/api/user/profile', { preferences: { voiceNavigation: false } });
    const profile = (await c.get('/api/user/profile')).body;
    expect(profile.preferences).toMatchObject({ notifications: false, voiceNavigation: false, autoSave: true });
  });
});

describe('POST /api/user/preferences/reset', () => {
  it('without a session answers 401', async () => {
    expect((await client().post('/api/user/preferences/reset')).status).toBe(401);
  });

  it('restores the default theme and preferences, and keeps the name and language', async () => {
    const parent = await buildParent(db(), { values: { firstName: 'Alex' } });
    const c = await asAdult(parent);
    await c.patch('/api/user/profile', {
      preferredLanguage: 'fr',
      theme: 'dark',
      preferences: { soundEffects: false, autoSave: false, reducedMotion: true, textSize: 'large' },
    });
    const res = await c.post('/api/user/preferences/reset');
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ theme: 'default', preferences: DEFAULT_PREFERENCES });
    const profile = (await c.get('/api/user/profile')).body;
    expect(profile).toMatchObject({ theme: 'default', preferredLanguage: 'fr', firstName: 'Alex', preferences: DEFAULT_PREFERENCES });
  });
});

describe('GET /api/user/report', () => {
  it('without a session answers 401', async () => {
    const res = await client().get('/api/user/report');
    expect(res.status).toBe(401);
  });

  it("a parent sees their own figures and each of their children's, never another family's child", async () => {
    const first = await childWithActivity();
    const second = await buildChild(db(), { firstName: 'Amal' });
    const stranger = await childWithActivity();
    const parent = await buildParent(db(), { children: [first, second] });
    await buildParent(db(), { children: [stranger] });

    const res = await (await asAdult(parent)).get('/api/user/report');
    expect(res.status).toBe(200);
    expect(res.body.self).toMatchObject({ id: parent.id, role: 'parent' });
    expect(res.body.managedByParent).toBe(false);
    expect(res.body.children.map((c: { id: string }) => c.id).sort()).toEqual([first.id, second.id].sort());
    expect(res.body.children.map((c: { id: string }) => c.id)).not.toContain(stranger.id);
    expect(new Date(res.body.generatedAt).getTime()).not.toBeNaN();

    // The same figures as the child's own profile.
    const rana = res.body.children.find((c: { id: string }) => c.id === first.id);
    const ownProfile = (await asChild(first)).get('/api/user/profile');
    const { counts, modules, overallProgress: overall, completedMissions } = (await ownProfile).body;
    expect(rana).toMatchObject({ counts, modules, overallProgress: overall, completedMissions, firstName: 'Rana', age: 8 });
  });

  it('the report carries no account details: no username, e-mail, preferences or password hash', async () => {
    const child = await buildChild(db());
    const parent = await buildParent(db(), { children: [child] });
    const res = await (await asAdult(parent)).get('/api/user/report');
    for (const entry of [res.body.self, ...res.body.children]) {
      expect(entry.username).toBeUndefined();
      expect(entry.email).toBeUndefined();
      expect(entry.preferences).toBeUndefined();
      expect(entry.passwordHash).toBeUndefined();
    }
  });

  it('a parent with no children gets a report about themself alone', async () => {
    const parent = await buildParent(db());
    const res = await (await asAdult(parent)).get('/api/user/report');
    expect(res.status).toBe(200);
    expect(res.body.children).toEqual([]);
  });

  it('a child sees only themself, and learns that a parent manages the account', async () => {
    const child = await childWithActivity();
    const sibling = await buildChild(db());
    await buildParent(db(), { children: [child, sibling] });
    const res = await (await asChild(child)).get('/api/user/report');
    expect(res.status).toBe(200);
    expect(res.body.self).toMatchObject({ id: child.id, role: 'child', counts: { storiesCreated: 3 } });
    expect(res.body.children).toEqual([]);
    expect(res.body.managedByParent).toBe(true);
  });

  it('a child with no linked parent is reported as not managed by a parent', async () => {
    const child = await buildChild(db());
    const res = await (await asChild(child)).get('/api/user/report');
    expect(res.body.managedByParent).toBe(false);
  });

  it("a teacher's report covers only themself, not the students of their course", async () => {
    const student = await buildChild(db());
    const teacher = await buildTeacher(db(), { students: [student] });
    const res = await (await asAdult(teacher)).get('/api/user/report');
    expect(res.status).toBe(200);
    expect(res.body.self.id).toBe(teacher.id);
    expect(res.body.children).toEqual([]);
  });

  it("an administrator's report covers only themself", async () => {
    const admin = await buildAdmin(db());
    const res = await (await asAdult(admin)).get('/api/user/report');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ self: { id: admin.id, role: 'admin' }, children: [] });
  });
});

describe('PATCH /api/user/profile: names', () => {
  it('a child cannot rename their own account (403) and the name stays', async () => {
    const child = await buildChild(db(), { firstName: 'Mina' });
    const c = await new Client(server.url).signIn(child.username, TEST_PIN);
    const res = await c.patch('/api/user/profile', { firstName: 'Queen' });
    expect(res.status).toBe(403);
    expect((await c.get('/api/user/profile')).body.firstName).toBe('Mina');
    // Everything else a child may still choose for themself.
    expect((await c.patch('/api/user/profile', { theme: 'kids' })).status).toBe(200);
  });
});
