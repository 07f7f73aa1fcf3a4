/**
 * Mission Creator: custom missions saved by teachers, trainers, parents and administrators, their assignments to
 * children and courses. (Mission Coach reads the missions a child has been given through the audience scope.)
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type AssignTargets, type CustomMission, type CustomMissionBody, type MissionAssignment } from '@common/contracts/mission-creator.ts';
import { bestSteps } from '@common/robot/custom-mission.ts';
import { assignableChildrenScope, assignableCoursesScope, mayChangeMission, missionAuthorsScope, type Actor } from '../../auth/policies.ts';
import type { Database } from '../../db/client.ts';
import { courses, customMissions, missionAssignments, users } from '../../db/schema.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';

type MissionRow = typeof customMissions.$inferSelect;

/** maxSteps as saved: the author's value when it is at least the shortest solution, else the shortest solution. */
function checkPlayable(body: CustomMissionBody): { maxSteps: number; bestSteps: number } {
  const best = bestSteps(body.gridSetup);
  if (best === null) throw new HttpError(422, 'unreachable', message('missions.unreachable'), 'gridSetup');
  if (body.maxSteps != null && body.maxSteps < best) {
    throw new HttpError(422, 'max_steps_too_low', message('missions.maxStepsTooLow', { count: best }), 'maxSteps', {}, { bestSteps: best });
  }
  return { maxSteps: body.maxSteps ?? best, bestSteps: best };
}

function valuesOf(body: CustomMissionBody, maxSteps: number) {
  return {
    title: body.title,
    description: body.description,
    objectives: body.objectives,
    difficulty: body.difficulty,
    category: body.category,
    ageGroup: body.ageGroup,
    estimatedTime: body.estimatedTime,
    tags: body.tags,
    safetyLevel: body.safetyLevel,
    gridSetup: body.gridSetup,
    maxSteps,
  };
}

export async function createMission(db: Database, actor: Actor, body: CustomMissionBody): Promise<CustomMission> {
  const { maxSteps } = checkPlayable(body);
  const [row] = await db
    .insert(customMissions)
    .values({ authorId: actor.id, ...valuesOf(body, maxSteps) })
    .returning();
  return (await presentMissions(db, actor, [row!]))[0]!;
}

export async function updateMission(db: Database, actor: Actor, id: string, body: CustomMissionBody): Promise<CustomMission> {
  const { maxSteps } = checkPlayable(body);
  const [row] = await db
    .update(customMissions)
    .set({ ...valuesOf(body, maxSteps), updatedAt: new Date() })
    .where(eq(customMissions.id, id))
    .returning();
  if (!row) throw notFound(message('notFound.mission'));
  return (await presentMissions(db, actor, [row]))[0]!;
}

export async function deleteMission(db: Database, id: string): Promise<void> {
  await db.delete(customMissions).where(eq(customMissions.id, id));
}

export async function findMission(db: Database, id: string): Promise<MissionRow> {
  const [row] = await db.select().from(customMissions).where(eq(customMissions.id, id)).limit(1);
  if (!row) throw notFound(message('notFound.mission'));
  return row;
}

/** The caller's own missions; an administrator's list also holds those of the authors in their organisations. */
export async function listMissions(db: Database, actor: Actor): Promise<CustomMission[]> {
  const rows = await db
    .select()
    .from(customMissions)
    .where(sql`${customMissions.authorId} IN ${missionAuthorsScope(actor)}`)
    .orderBy(desc(customMissions.createdAt));
  return presentMissions(db, actor, rows);
}

export async function presentMission(db: Database, actor: Actor, row: MissionRow): Promise<CustomMission> {
  return (await presentMissions(db, actor, [row]))[0]!;
}

async function presentMissions(db: Database, actor: Actor, rows: MissionRow[]): Promise<CustomMission[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const authorIds = [...new Set(rows.map((r) => r.authorId))];
  const authors = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, authorIds));
  const names = new Map(authors.map((a) => [a.id, `${a.firstName} ${a.lastName}`.trim()]));
  const counts = await db
    .select({ missionId: missionAssignments.missionId, count: sql<number>`count(*)::int` })
    .from(missionAssignments)
    .where(inArray(missionAssignments.missionId, ids))
    .groupBy(missionAssignments.missionId);
  const countOf = new Map(counts.map((c) => [c.missionId, c.count]));
  const editable = new Map<string, boolean>();
  for (const authorId of authorIds) editable.set(authorId, await mayChangeMission(db, actor, authorId));
  return rows.map((row) => ({
    id: row.id,
    authorId: row.authorId,
    authorName: names.get(row.authorId) ?? '',
    title: row.title,
    description: row.description,
    objectives: row.objectives,
    difficulty: row.difficulty,
    category: row.category,
    ageGroup: row.ageGroup,
    estimatedTime: row.estimatedTime,
    tags: row.tags,
    safetyLevel: row.safetyLevel,
    gridSetup: row.gridSetup,
    maxSteps: row.maxSteps,
    bestSteps: bestSteps(row.gridSetup) ?? row.maxSteps,
    canEdit: editable.get(row.authorId) ?? false,
    assignmentCount: countOf.get(row.id) ?? 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function listAssignments(db: Database, missionId: string): Promise<MissionAssignment[]> {
  const rows = await db
    .select({
      id: missionAssignments.id,
      missionId: missionAssignments.missionId,
      childId: missionAssignments.childId,
      childFirst: users.firstName,
      childLast: users.lastName,
      courseId: missionAssignments.courseId,
      courseName: courses.name,
      courseCode: courses.code,
      assignedBy: missionAssignments.assignedBy,
      createdAt: missionAssignments.createdAt,
    })
    .from(missionAssignments)
    .leftJoin(users, eq(users.id, missionAssignments.childId))
    .leftJoin(courses, eq(courses.id, missionAssignments.courseId))
    .where(eq(missionAssignments.missionId, missionId))
    .orderBy(asc(missionAssignments.createdAt), asc(missionAssignments.id));
  return rows.map((r) => ({
    id: r.id,
    missionId: r.missionId,
    childId: r.childId,
    childName: r.childId ? `${r.childFirst ?? ''} ${r.childLast ?? ''}`.trim() : null,
    courseId: r.courseId,
    courseName: r.courseId ? `${r.courseCode} · ${r.courseName}` : null,
    assignedBy: r.assignedBy,
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * Gives the mission to children and/or a course; the route has checked every target is the caller's to give to.
 * Giving it again to the same child or course changes nothing; an archived course is refused (409), nothing given.
 */
export async function assign(db: Database, actor: Actor, missionId: string, targets: { childIds: string[]; courseId?: string }): Promise<MissionAssignment[]> {
  const childIds = [...new Set(targets.childIds)];
  if (targets.courseId) {
    const [course] = await db.select({ archivedAt: courses.archivedAt }).from(courses).where(eq(courses.id, targets.courseId));
    if (course?.archivedAt) throw conflict(message('courses.archivedNoMissions'));
  }
  const rows = [
    ...childIds.map((childId) => ({ missionId, childId, assignedBy: actor.id })),
    ...(targets.courseId ? [{ missionId, courseId: targets.courseId, assignedBy: actor.id }] : []),
  ];
  await db.insert(missionAssignments).values(rows).onConflictDoNothing();
  return listAssignments(db, missionId);
}

export async function unassign(db: Database, missionId: string, assignmentId: string): Promise<void> {
  const deleted = await db
    .delete(missionAssignments)
    .where(and(eq(missionAssignments.id, assignmentId), eq(missionAssignments.missionId, missionId)))
    .returning({ id: missionAssignments.id });
  if (deleted.length === 0) throw notFound(message('notFound.assignment'));
}

/** The children and courses (not archived ones) the caller may give missions to, for the Assign dialog. */
export async function assignTargets(db: Database, actor: Actor): Promise<AssignTargets> {
  const childScope = assignableChildrenScope(actor);
  const courseScope = assignableCoursesScope(actor);
  const children = childScope
    ? await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(sql`${users.id} IN ${childScope} AND ${users.role} = 'child'`)
        .orderBy(asc(users.firstName), asc(users.id))
    : [];
  const courseRows = courseScope
    ? await db
        .select({ id: courses.id, code: courses.code, name: courses.name })
        .from(courses)
        .where(sql`${courses.id} IN ${courseScope} AND ${courses.archivedAt} IS NULL`)
        .orderBy(asc(courses.code))
    : [];
  return { children: children.map((c) => ({ id: c.id, name: `${c.firstName} ${c.lastName}`.trim() })), courses: courseRows };
}
