import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO_PASSWORD, seedDemo } from './seed.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.database.db);
});
afterAll(() => server.close());

describe('demo struggling readers', () => {
  it("the demo teacher's course shows five struggling readers with real scores, well below first", async () => {
    const teacher = await new Client(server.url).signIn('demo-teacher', DEMO_PASSWORD);
    const res = await teacher.get('/api/assessments/all');
    expect(res.status).toBe(200);
    const users = (await teacher.get('/api/users')).body.users as { id: string; username: string }[];
    const name = (id: string) => users.find((u) => u.id === id)!.username;
    expect(res.body.records.map((r: { userId: string }) => name(r.userId))).toEqual(['demo-zoe', 'demo-maya', 'demo-lucas', 'demo-liam', 'demo-ethan']);
    expect(res.body.summary).toMatchObject({ studentsAtRisk: 5, highRisk: 2, atRisk: 3 });
    // Maya and Ethan share their weakest skill: one intervention group.
    const weakest = Object.fromEntries(res.body.records.map((r: { userId: string; weakestSkill: string }) => [name(r.userId), r.weakestSkill]));
    expect(weakest['demo-maya']).toBe('digraphs');
    expect(weakest['demo-ethan']).toBe('digraphs');
  });

  it('the demo administrator sees the same students through the province', async () => {
    const admin = await new Client(server.url).signIn('demo-admin', DEMO_PASSWORD);
    expect((await admin.get('/api/assessments/all')).body.records).toHaveLength(5);
  });

  it("Lucas's details name his reversed letters for Writing Buddy", async () => {
    const teacher = await new Client(server.url).signIn('demo-teacher', DEMO_PASSWORD);
    const users = (await teacher.get('/api/users')).body.users as { id: string; username: string }[];
    const lucas = users.find((u) => u.username === 'demo-lucas')!;
    const details = (await teacher.get(`/api/struggling-readers/students/${lucas.id}`)).body;
    expect(details.record.recommendations[0]).toMatchObject({ skill: 'letterNaming', practice: { kind: 'writing', letters: ['B', 'D', 'P', 'Q'] } });
  });
});
