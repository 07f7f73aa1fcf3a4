import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../test/harness.ts';
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD, seedDemo } from './seed.ts';
import { rowsOf } from '../auth/policies.ts';
import { streakOf } from '../features/mission-coach/service.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.database.db);
});
afterAll(() => server.close());

describe('demo data', () => {
  it('the demo student has the spec demonstration figures, each backed by real activity', async () => {
    const student = await new Client(server.url).signIn('demo-student', DEMO_PASSWORD);
    const profile = (await student.get('/api/user/profile')).body;
    expect(profile).toMatchObject({ role: 'child', tokens: 350, level: 3, missionStreak: 5, completedMissions: 12 });
    expect(profile.modules).toEqual([
      { id: 'writing-buddy', progress: 65 },
      { id: 'phonics-tutor', progress: 40 },
      { id: 'stem-mission-coach', progress: 80 },
      { id: 'creative-lab', progress: 30 },
    ]);
  });

  it("the demo student's missions are real runs: 4 of 5 completed, the fifth unlocked, a 5-day streak", async () => {
    const student = await new Client(server.url).signIn('demo-student', DEMO_PASSWORD);
    const progress = (await student.get('/api/mission-coach/progress')).body;
    expect(progress).toMatchObject({ missions_completed: 4, average_efficiency: 100, level: 4 });
    expect(progress.completed_missions).toEqual(['move-robot', 'turn-and-move', 'avoid-walls', 'use-repeat']);
    const days = await server.database.db.execute(
      sql`SELECT DISTINCT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM mission_runs ORDER BY day DESC`,
    );
    expect(
      streakOf(
        rowsOf<{ day: string }>(days).map((r) => r.day),
        new Date().toISOString().slice(0, 10),
      ),
    ).toBe(5);
  });

  it('the demo parent has two children, aged 8 and 6', async () => {
    const parent = await new Client(server.url).signIn('demo-parent', DEMO_PASSWORD);
    const { children } = (await parent.get('/api/children')).body;
    expect(children.map((c: { age: number }) => c.age).sort()).toEqual([6, 8]);
  });

  it('every demo role can sign in', async () => {
    for (const username of ['demo-student', 'demo-parent', 'demo-teacher', 'demo-admin']) {
      const me = (await (await new Client(server.url).signIn(username, DEMO_PASSWORD)).get('/api/auth/me')).body;
      expect(me.user.username).toBe(username);
    }
  });
});
