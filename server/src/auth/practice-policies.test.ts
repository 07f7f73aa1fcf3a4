/**
 * The practice features' rules in policies.ts: who a custom mission reaches and who may change or assign it, who
 * reads a generated picture, and whose practice is saved. Each test names the role and the outcome.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { emptyGrid } from '@common/contracts/mission-creator.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { buildChild, buildParent, buildTeacher } from '../test/factories.ts';
import { courses, customMissions, missionAssignments } from '../db/schema.ts';
import type { HttpError } from '../http/errors.ts';
import {
  assertCanAssignMission,
  assertCanChangeMission,
  assertCanReadImage,
  assertCanSeeMission,
  canSavePractice,
  missionsReachingScope,
  rowsOf,
  type Actor,
} from './policies.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;
const actor = (user: { id: string; role: Actor['role'] }): Actor => ({ id: user.id, role: user.role });

/** The HTTP status and message a policy check ends in: 200 when it lets the caller through. */
async function outcome(check: Promise<void>): Promise<{ status: number; message?: string }> {
  try {
    await check;
    return { status: 200 };
  } catch (error) {
    return { status: (error as HttpError).status, message: (error as HttpError).message };
  }
}

async function saveMission(authorId: string) {
  const grid = emptyGrid(4);
  grid.cells[0]![0]!.type = 'start';
  grid.cells[0]![3]!.type = 'goal';
  const [row] = await db()
    .insert(customMissions)
    .values({
      authorId,
      title: { en: 'Trip', ar: '' },
      description: { en: '', ar: '' },
      objectives: { en: [], ar: [] },
      difficulty: 'beginner',
      category: 'movement',
      ageGroup: '7-9',
      gridSetup: grid,
      maxSteps: 3,
    })
    .returning();
  return row!;
}

async function reachedMissionIds(learnerId: string): Promise<string[]> {
  const result = await db().execute(sql`SELECT mission_id::text AS id FROM ${missionsReachingScope(learnerId)} reach ORDER BY first_assigned_at`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

describe('custom missions', () => {
  it('a student given a mission through their course sees it; their parent sees it but may not change it; another child gets 404', async () => {
    const student = await buildChild(db());
    const teacher = await buildTeacher(db(), { students: [student] });
    const parent = await buildParent(db(), { children: [student] });
    const stranger = await buildChild(db());
    const [course] = await db().select().from(courses).where(eq(courses.teacherId, teacher.id));
    const mission = await saveMission(teacher.id);
    await db().insert(missionAssignments).values({ missionId: mission.id, courseId: course!.id, assignedBy: teacher.id });

    expect(await reachedMissionIds(student.id)).toEqual([mission.id]);
    expect(await reachedMissionIds(stranger.id)).toEqual([]);
    expect(await outcome(assertCanSeeMission(db(), actor(student), mission))).toEqual({ status: 200 });
    expect(await outcome(assertCanSeeMission(db(), actor(parent), mission))).toEqual({ status: 200 });
    expect(await outcome(assertCanChangeMission(db(), actor(parent), mission))).toEqual({
      status: 403,
      message: 'Only the author of this mission or an administrator can change it.',
    });
    expect(await outcome(assertCanSeeMission(db(), actor(stranger), mission))).toEqual({ status: 404, message: 'Mission not found' });
  });

  it('a child given a mission directly and through a course is reached once', async () => {
    const student = await buildChild(db());
    const teacher = await buildTeacher(db(), { students: [student] });
    const [course] = await db().select().from(courses).where(eq(courses.teacherId, teacher.id));
    const mission = await saveMission(teacher.id);
    await db()
      .insert(missionAssignments)
      .values([
        { missionId: mission.id, childId: student.id, assignedBy: teacher.id },
        { missionId: mission.id, courseId: course!.id, assignedBy: teacher.id },
      ]);
    expect(await reachedMissionIds(student.id)).toEqual([mission.id]);
  });

  it('a parent assigning to their own child passes; to a course gets 403; to someone else’s child gets 404', async () => {
    const child = await buildChild(db());
    const parent = await buildParent(db(), { children: [child] });
    const other = await buildChild(db());
    const mission = await saveMission(parent.id);
    const assign = (targets: { childIds: string[]; courseId?: string }) => outcome(assertCanAssignMission(db(), actor(parent), mission, targets));
    expect(await assign({ childIds: [child.id] })).toEqual({ status: 200 });
    expect(await assign({ childIds: [], courseId: '00000000-0000-4000-8000-000000000000' })).toEqual({
      status: 403,
      message: 'Parents assign missions to their own children, not to courses.',
    });
    expect(await assign({ childIds: [child.id, other.id] })).toEqual({ status: 404, message: 'Child not found' });
  });

  it('a teacher assigning to another teacher’s course gets 404', async () => {
    const teacher = await buildTeacher(db(), { students: [await buildChild(db())] });
    const otherTeacher = await buildTeacher(db(), { students: [await buildChild(db())] });
    const [otherCourse] = await db().select().from(courses).where(eq(courses.teacherId, otherTeacher.id));
    const mission = await saveMission(teacher.id);
    expect(await outcome(assertCanAssignMission(db(), actor(teacher), mission, { childIds: [], courseId: otherCourse!.id }))).toEqual({
      status: 404,
      message: 'Course not found',
    });
  });
});

describe('generated pictures', () => {
  it('the owner and their parent may read a picture; another parent gets 404', async () => {
    const child = await buildChild(db());
    const parent = await buildParent(db(), { children: [child] });
    const otherParent = await buildParent(db(), { children: [await buildChild(db())] });
    const image = { ownerId: child.id };
    expect(await outcome(assertCanReadImage(db(), actor(child), image))).toEqual({ status: 200 });
    expect(await outcome(assertCanReadImage(db(), actor(parent), image))).toEqual({ status: 200 });
    expect(await outcome(assertCanReadImage(db(), actor(otherParent), image))).toEqual({ status: 404, message: 'Image not found' });
  });
});

describe('practice', () => {
  it('a child’s attempt is saved; a parent’s, teacher’s, trainer’s or administrator’s is not', () => {
    expect(canSavePractice({ id: 'c', role: 'child' })).toBe(true);
    for (const role of ['parent', 'teacher', 'trainer', 'admin'] as const) expect(canSavePractice({ id: 'a', role })).toBe(false);
  });
});
