import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO_PASSWORD, seedDemo } from './seed.ts';

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
