import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../test/harness.ts';
import { buildChild, TEST_PIN } from '../../test/factories.ts';
import { assessments } from '../../db/schema.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/assessments', () => {
  it('answers 401 without a session', async () => {
    expect((await new Client(server.url).get('/api/assessments')).status).toBe(401);
  });

  it("a child gets their own records, newest first, never a sibling's, and never the answers", async () => {
    const db = server.database.db;
    const child = await buildChild(db);
    const sibling = await buildChild(db);
    const record = {
      gradeLevel: 'kindergarten' as const,
      overallScore: 72,
      passed: true,
      totalQuestions: 15,
      correctAnswers: 11,
      answers: { q1: { answer: 'b', correct: true, skill: 'letterNaming' } },
    };
    await db.insert(assessments).values([
      { ...record, userId: child.id, assessmentDate: new Date('2026-10-01') },
      { ...record, userId: child.id, gradeLevel: 'grade1' as const, overallScore: 64, passed: false, assessmentDate: new Date('2026-11-01') },
      { ...record, userId: sibling.id, overallScore: 99 },
    ]);
    const res = await (await new Client(server.url).signIn(child.username, TEST_PIN)).get('/api/assessments');
    expect(res.status).toBe(200);
    expect(res.body.map((r: { gradeLevel: string }) => r.gradeLevel)).toEqual(['grade1', 'kindergarten']);
    expect(res.body.every((r: { userId: string }) => r.userId === child.id)).toBe(true);
    expect(res.body[0].answers).toBeUndefined();
  });
});
