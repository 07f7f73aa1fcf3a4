import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Client, startTestServer, type TestServer } from '../../test/harness.ts';
import { buildChild, buildParent, buildTeacher, TEST_PASSWORD, TEST_PIN } from '../../test/factories.ts';
import { missionRuns, users } from '../../db/schema.ts';
import { hintedSolution } from '@common/content/mission-coach.ts';
import { makeBlock } from '@common/robot/blocks.ts';
import type { Block } from '@common/robot/types.ts';
import { addDays, instantAt, localTime } from '@common/domain/calendar.ts';
import { streakOf } from './service.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const client = () => new Client(server.url);
const db = () => server.database.db;

async function signedInChild() {
  const child = await buildChild(db());
  return { child, c: await client().signIn(child.username, TEST_PIN) };
}

async function runCount(userId: string): Promise<number> {
  const rows = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(missionRuns)
    .where(eq(missionRuns.userId, userId));
  return rows[0]!.n;
}

async function userRow(userId: string) {
  const [row] = await db().select().from(users).where(eq(users.id, userId));
  return row!;
}

const solve = (c: Client, missionId: string) => c.post('/api/mission-coach/submit', { missionId, code: hintedSolution(missionId) });

describe('GET /api/mission-coach/missions', () => {
  it('answers 401 without a session', async () => {
    expect((await client().get('/api/mission-coach/missions')).status).toBe(401);
  });

  it('lists the 5 built-in missions in the asked language, without their solutions', async () => {
    const { c } = await signedInChild();
    const res = await c.get('/api/mission-coach/missions');
    expect(res.status).toBe(200);
    expect(res.body.language).toBe('en');
    expect(res.body.missions.map((m: { id: string }) => m.id)).toEqual(['move-robot', 'turn-and-move', 'avoid-walls', 'use-repeat', 'conditional-logic']);
    expect(res.body.missions[0]).toMatchObject({ title: 'First Steps', difficulty: 'beginner', maxSteps: 5, robotStart: { x: 0, y: 1 }, source: 'built-in' });
    expect(res.body.missions[3].gridData[0]).toHaveLength(5);
    expect(JSON.stringify(res.body)).not.toContain('solution');
    const fr = await c.get('/api/mission-coach/missions?language=fr');
    expect(fr.body.missions[1].title).toBe('Changer de direction');
    const ar = await c.get('/api/mission-coach/missions?language=ar');
    expect(ar.body.missions[0].title).toBe('الخطوات الأولى');
  });
});

describe('POST /api/mission-coach/submit', () => {
  it('answers 401 without a session', async () => {
    expect((await client().post('/api/mission-coach/submit', { missionId: 'move-robot', code: [makeBlock('move-forward')] })).status).toBe(401);
  });

  it('re-runs the program and stores the server result; a tampered client result is ignored', async () => {
    const { child, c } = await signedInChild();
    const lie = { success: true, steps: 1, itemsCollected: 9, efficiency: 100, feedback: 'Perfect!' };
    const res = await c.post('/api/mission-coach/submit', { missionId: 'move-robot', code: [makeBlock('move-forward')], result: lie });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      success: false,
      steps: 1,
      itemsCollected: 0,
      efficiency: 0,
      feedback: 'Mission not completed. Check your code and try again!',
    });
    expect(res.body.tokensEarned).toBe(0);
    const [row] = await db().select().from(missionRuns).where(eq(missionRuns.userId, child.id));
    expect(row).toMatchObject({ missionId: 'move-robot', success: false, steps: 1, itemsCollected: 0, efficiency: 0 });
    const progress = await c.get('/api/mission-coach/progress');
    expect(progress.body.completed_missions).toEqual([]);
  });

  it('a robot error is reported and the run fails', async () => {
    const { c } = await signedInChild();
    const res = await c.post('/api/mission-coach/submit', { missionId: 'move-robot', code: [makeBlock('move-forward', { parameter: 4 })] });
    expect(res.status).toBe(200);
    expect(res.body.error).toBe('Robot tried to move outside the grid!');
    expect(res.body.result.success).toBe(false);
  });

  it('success earns tokens once, counts on the dashboard and starts the mission streak', async () => {
    const { child, c } = await signedInChild();
    const before = await userRow(child.id);
    const first = await solve(c, 'move-robot');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      result: { success: true, steps: 3, itemsCollected: 0, efficiency: 100, feedback: 'Perfect! You completed the mission with excellent efficiency!' },
      tokensEarned: 10,
      firstCompletion: true,
      missionStreak: 1,
    });
    const again = await solve(c, 'move-robot');
    expect(again.body).toMatchObject({ tokensEarned: 0, firstCompletion: false, missionStreak: 1 });
    const after = await userRow(child.id);
    expect(after.tokens).toBe(before.tokens + 10);
    expect(after.missionStreak).toBe(1);
    const profile = await c.get('/api/user/profile');
    expect(profile.body.counts.missionsCompleted).toBe(1);
    expect(profile.body.completedMissions).toBe(2);
    expect(profile.body.missionStreak).toBe(1);
    expect(profile.body.modules.find((m: { id: string }) => m.id === 'stem-mission-coach').progress).toBe(20);
  });

  it('a locked mission answers 403 and stores nothing', async () => {
    const { child, c } = await signedInChild();
    const res = await solve(c, 'avoid-walls');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This mission is locked: complete the previous mission first.');
    expect(await runCount(child.id)).toBe(0);
  });

  it('an unknown mission answers 404 and stores nothing', async () => {
    const { child, c } = await signedInChild();
    const res = await c.post('/api/mission-coach/submit', { missionId: 'fly-to-mars', code: [makeBlock('move-forward')] });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Mission not found');
    expect(await runCount(child.id)).toBe(0);
  });

  it('malformed or oversized programs answer 400 with a clear message and change nothing', async () => {
    const { child, c } = await signedInChild();
    const cases: [unknown, string][] = [
      [{ missionId: 'move-robot', code: [] }, 'code: The program has no blocks.'],
      [{ missionId: 'move-robot', code: 'move-forward' }, 'code: The program must be a list of blocks.'],
      [{ missionId: 'move-robot', code: Array.from({ length: 201 }, () => makeBlock('turn-left')) }, 'code: The program has too many blocks (at most 200).'],
      [
        { missionId: 'move-robot', code: [{ id: 'teleport-1', type: 'move', label: 'teleport' }] },
        'code.0: Unknown block: each block id starts with a palette block (move-forward, turn-left, turn-right, repeat, if-wall, pick-up).',
      ],
      [{ missionId: 'move-robot', code: [{ id: 'turn-left-1', type: 'move', label: '' }] }, 'code.0: A block’s type does not match its palette block.'],
      [{ missionId: '', code: [makeBlock('move-forward')] }, 'missionId: The mission id is required.'],
    ];
    let deep: Block = makeBlock('move-forward');
    for (let i = 0; i < 8; i++) deep = makeBlock('repeat', { parameter: 1, children: [deep] });
    cases.push([{ missionId: 'move-robot', code: [deep] }, 'code: Blocks are nested too deeply (at most 8 levels).']);
    for (const [body, message] of cases) {
      const res = await c.post('/api/mission-coach/submit', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const huge = await c.post('/api/mission-coach/submit', { missionId: 'move-robot', code: [{ ...makeBlock('move-forward'), label: 'x'.repeat(300_000) }] });
    expect(huge.status).toBe(413);
    expect(await runCount(child.id)).toBe(0);
    expect((await userRow(child.id)).tokens).toBe(child.tokens);
  });
});

describe('GET /api/mission-coach/progress', () => {
  it('answers 401 without a session', async () => {
    expect((await client().get('/api/mission-coach/progress')).status).toBe(401);
  });

  it('starts empty at level 1', async () => {
    const { c } = await signedInChild();
    const res = await c.get('/api/mission-coach/progress');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ missions_completed: 0, total_missions: 5, average_efficiency: 0, level: 1, completed_missions: [], best: {}, achievements: [] });
  });

  it('counts completed missions, average efficiency, level and achievements, unlocking in order', async () => {
    const { c } = await signedInChild();
    for (const id of ['move-robot', 'turn-and-move', 'avoid-walls', 'use-repeat', 'conditional-logic']) {
      expect((await solve(c, id)).body.result.success).toBe(true);
    }
    const res = await c.get('/api/mission-coach/progress?language=fr');
    expect(res.body).toMatchObject({ missions_completed: 5, average_efficiency: 100, level: 5 });
    expect(res.body.completed_missions).toHaveLength(5);
    expect(res.body.achievements.map((a: { id: string }) => a.id)).toEqual(['first-mission', 'loop-learner', 'smart-coder', 'perfect-pilot', 'robot-master']);
    expect(res.body.achievements[0]).toEqual({ id: 'first-mission', title: 'Première mission', description: 'Termine ta première mission.', points: 10 });
  });

  it('Loop Learner needs Efficient Programming solved with a repeat block', async () => {
    const { c } = await signedInChild();
    for (const id of ['move-robot', 'turn-and-move', 'avoid-walls']) await solve(c, id);
    const straight = await c.post('/api/mission-coach/submit', { missionId: 'use-repeat', code: [makeBlock('move-forward', { parameter: 4 })] });
    expect(straight.body.result.success).toBe(true);
    const ids = async () => (await c.get('/api/mission-coach/progress')).body.achievements.map((a: { id: string }) => a.id);
    expect(await ids()).not.toContain('loop-learner');
    await solve(c, 'use-repeat');
    expect(await ids()).toContain('loop-learner');
  });

  it('a parent reads their child; a stranger gets 404 and another user’s runs never show', async () => {
    const child = await buildChild(db());
    const c = await client().signIn(child.username, TEST_PIN);
    await solve(c, 'move-robot');
    const parent = await buildParent(db(), { children: [child] });
    const p = await client().signIn(parent.username, TEST_PASSWORD);
    const mine = await p.get(`/api/mission-coach/progress?childId=${child.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.completed_missions).toEqual(['move-robot']);
    const stranger = await buildTeacher(db());
    const s = await client().signIn(stranger.username, TEST_PASSWORD);
    const res = await s.get(`/api/mission-coach/progress?childId=${child.id}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Child not found');
    expect((await s.get('/api/mission-coach/progress')).body.completed_missions).toEqual([]);
    const other = await signedInChild();
    expect((await other.c.get('/api/mission-coach/progress')).body.completed_missions).toEqual([]);
    const bad = await p.get('/api/mission-coach/progress?childId=nope');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('childId: Unknown child');
  });
});

describe('mission streak', () => {
  it('counts consecutive days ending today or yesterday', () => {
    const today = '2026-11-22';
    expect(streakOf([], today)).toBe(0);
    expect(streakOf(['2026-11-22', '2026-11-21', '2026-11-20', '2026-11-18'], today)).toBe(3);
    expect(streakOf(['2026-11-21', '2026-11-20'], today)).toBe(2);
    expect(streakOf(['2026-11-19'], today)).toBe(0);
  });
});

describe('mission streak on the dashboard', () => {
  it('ends when the last completed mission is older than yesterday', async () => {
    const { child, c } = await signedInChild();
    await solve(c, 'move-robot');
    expect((await c.get('/api/user/profile')).body.missionStreak).toBe(1);
    await db()
      .update(missionRuns)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(missionRuns.userId, child.id));
    expect((await c.get('/api/user/profile')).body.missionStreak).toBe(0);
  });
});

describe("mission streak on the child's clock", () => {
  const zone = 'America/Edmonton';
  /** Two evenings of missions before today's, at hours where Edmonton's days and UTC's part ways. */
  async function twoEvenings(userId: string) {
    const today = localTime(Date.now(), zone).day;
    const run = { userId, missionId: 'move-robot', code: hintedSolution('move-robot'), success: true, steps: 3, itemsCollected: 0, efficiency: 100 };
    await db()
      .insert(missionRuns)
      .values([
        { ...run, createdAt: new Date(instantAt(addDays(today, -2), '16:00', zone)) },
        { ...run, createdAt: new Date(instantAt(addDays(today, -1), '18:00', zone)) },
      ]);
  }

  it('counts the days the child lives, whatever UTC says, on the dashboard and on the parent’s screen', async () => {
    const { child, c } = await signedInChild();
    const parent = await client().signIn((await buildParent(db(), { children: [child] })).username, TEST_PASSWORD);
    const saved = await c.patch('/api/user/profile', { timeZone: zone });
    expect(saved.status).toBe(200);
    expect(saved.body.user.timeZone).toBe(zone);
    await twoEvenings(child.id);
    // At 16:00 and 18:00 in Edmonton the UTC days are the one before and the one after: a day apart in between.
    expect((await solve(c, 'turn-and-move')).body.missionStreak).toBe(3);
    expect((await c.get('/api/user/profile')).body.missionStreak).toBe(3);
    const listed = (await parent.get('/api/children')).body.children.find((entry: { id: string }) => entry.id === child.id);
    expect(listed.missionStreak).toBe(3);
  });

  it('counts in UTC until the browser has said where the child is', async () => {
    const { child, c } = await signedInChild();
    await twoEvenings(child.id);
    expect((await solve(c, 'turn-and-move')).body.missionStreak).toBeLessThan(3);
  });
});

describe('mission streak on the parent’s screen', () => {
  it('ends there when it ends on the child’s dashboard', async () => {
    const { child, c } = await signedInChild();
    const parent = await client().signIn((await buildParent(db(), { children: [child] })).username, TEST_PASSWORD);
    await solve(c, 'move-robot');
    const streakOnParentScreen = async () =>
      (await parent.get('/api/children')).body.children.find((entry: { id: string }) => entry.id === child.id).missionStreak;
    expect(await streakOnParentScreen()).toBe(1);
    await db()
      .update(missionRuns)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(missionRuns.userId, child.id));
    expect((await c.get('/api/user/profile')).body.missionStreak).toBe(0);
    expect(await streakOnParentScreen()).toBe(0);
  });
});
