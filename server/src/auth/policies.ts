/**
 * Who may do what, in one place. Default is deny.
 *
 * Every rule about other people's data has two halves (after Kolibri): a scope, the SQL set of user ids an actor
 * may see, which list queries join against so they can never leak rows; and a record check built on the same
 * scope. A record outside the scope answers 404 (its existence is not revealed); a record inside the scope that
 * the actor may see but not change answers 403.
 *
 * Relationships, not roles, open a child's data:
 *   - the child themself;
 *   - a parent linked to the child (guardianships);
 *   - a teacher or trainer whose course the child is enrolled in;
 *   - an administrator assigned to the child's school, or to a board or province above it.
 */
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { canOpen, type Area, type Role } from '@common/domain/roles.ts';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors.ts';
import { message } from '../http/messages.ts';

export interface Actor {
  id: string;
  role: Role;
}

/** A scope with nobody in it, for roles a rule never opens anything to. */
const NOBODY: SQL = sql`(SELECT NULL::uuid WHERE false)`;

/** Organisations an administrator covers: those they are assigned to and everything below them. */
function adminOrganizations(actor: Actor): SQL {
  return sql`(
    WITH RECURSIVE scope(id) AS (
      SELECT organization_id FROM staff_assignments WHERE user_id = ${actor.id} AND is_active
      UNION
      SELECT o.id FROM organizations o JOIN scope s ON o.parent_id = s.id
    ) SELECT id FROM scope)`;
}

/** The ids of the users whose learning data `actor` may read (always including themself). */
export function visibleUsersScope(actor: Actor): SQL {
  switch (actor.role) {
    case 'child':
      return sql`(SELECT ${actor.id}::uuid)`;
    case 'parent':
      return sql`(SELECT ${actor.id}::uuid UNION SELECT child_id FROM guardianships WHERE parent_id = ${actor.id})`;
    case 'teacher':
    case 'trainer':
      return sql`(SELECT ${actor.id}::uuid UNION SELECT e.student_id FROM course_enrollments e
        JOIN courses c ON c.id = e.course_id WHERE c.teacher_id = ${actor.id})`;
    case 'admin':
      return sql`(SELECT ${actor.id}::uuid UNION SELECT id FROM users WHERE organization_id IN ${adminOrganizations(actor)})`;
  }
}

/** The ids of the child accounts whose account settings `actor` may change. */
function manageableChildrenScope(actor: Actor): SQL | null {
  switch (actor.role) {
    case 'parent':
      return ownChildrenScope(actor);
    case 'admin':
      return sql`(SELECT id FROM users WHERE role = 'child' AND organization_id IN ${adminOrganizations(actor)})`;
    default:
      return null;
  }
}

async function idsWithin(db: Database, scope: SQL, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const wanted = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute<{ id: string }>(sql`SELECT id::text AS id FROM users WHERE id::text IN (${wanted}) AND id IN ${scope}`);
  return new Set(rowsOf<{ id: string }>(result).map((r) => r.id));
}

/** drizzle returns `{ rows }` from both drivers for raw SQL. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Which of `ids` may `actor` read? Anything not returned is refused. */
export function visibleUserIds(db: Database, actor: Actor, ids: readonly string[]): Promise<Set<string>> {
  return idsWithin(db, visibleUsersScope(actor), ids);
}

/** Throws 404 unless `actor` may read the learning data of `userId`. */
export async function assertCanReadUser(db: Database, actor: Actor, userId: string): Promise<void> {
  if (userId === actor.id) return;
  const visible = await visibleUserIds(db, actor, [userId]);
  if (!visible.has(userId)) throw notFound(message('notFound.child'));
}

/**
 * Changing, pausing, deleting or unlocking a child's account: their parents and the administrators over their school.
 * Throws 404 when the child is not visible, 403 when visible but not manageable (a teacher, say).
 */
export async function assertCanManageChild(db: Database, actor: Actor, childId: string): Promise<void> {
  await assertCanReadUser(db, actor, childId);
  const scope = manageableChildrenScope(actor);
  if (!scope || !(await idsWithin(db, scope, [childId])).has(childId)) {
    throw forbidden(message('access.onlyGuardianChanges'));
  }
}

/** Throws 403 unless the role may use this area of the product. */
export function assertArea(actor: Actor, area: Area): void {
  if (!canOpen(actor.role, area)) throw forbidden(message('access.areaNotForAccount'));
}

/**
 * My children (spec 000): a parent creates child accounts and lists the children linked to them. Other adults reach
 * children through their courses and schools, never through this list.
 */
export function assertCanCreateChildAccounts(actor: Actor): void {
  if (actor.role !== 'parent') throw forbidden(message('access.onlyParentsCreateChildren'));
}

/** Throws 403 unless the role may open My children. */
export function assertCanListChildren(actor: Actor): void {
  assertArea(actor, 'myChildren');
}

/** The children listed on `actor`'s My children and in their printable report: a parent's own. Empty for anyone else. */
export function ownChildrenScope(actor: Actor): SQL {
  if (actor.role !== 'parent') return NOBODY;
  return sql`(SELECT child_id FROM guardianships WHERE parent_id = ${actor.id})`;
}

/**
 * The children a printable progress report covers: a parent's own children that the parent may also read. Other
 * roles report on themselves alone; a teacher's class has its own analytics.
 */
export function reportChildrenScope(actor: Actor): SQL {
  if (actor.role !== 'parent') return NOBODY;
  return sql`(SELECT id FROM users WHERE id IN ${ownChildrenScope(actor)} AND id IN ${visibleUsersScope(actor)})`;
}

/** Throws 404 unless `actor` may read the child's profile (a learner's figures, as My children shows them). */
export function assertCanReadChildProfile(db: Database, actor: Actor, childId: string): Promise<void> {
  return assertCanReadUser(db, actor, childId);
}

/** A person's own profile: anyone signed in changes their own, except a child's name (see assertCanRenameSelf). */
export function assertCanUpdateOwnProfile(actor: Actor, changes: { firstName?: unknown; lastName?: unknown }): void {
  if (changes.firstName !== undefined || changes.lastName !== undefined) assertCanRenameSelf(actor);
}

/** The AI engines screen and its "Test" button are for administrators. */
export function assertCanTestAi(actor: Actor): void {
  assertArea(actor, 'aiEngines');
}

/**
 * A child's AI prompt log and safety summary (spec 002 §7) are for the adults who look after the child: their
 * parents, their teachers and the administrators of their school, the same relationships that open the child's
 * learning data (404 for anyone else). The child themself may not read their own monitoring log (403): it is a
 * safeguarding record kept for the adults, and its existence is no secret to the child, who was told when a
 * prompt was refused.
 */
export async function assertCanMonitorChild(db: Database, actor: Actor, childId: string): Promise<void> {
  if (actor.role === 'child') {
    if (actor.id === childId) throw forbidden(message('access.childNoSafetyLog'));
    throw notFound(message('notFound.child'));
  }
  await assertCanReadUser(db, actor, childId);
}

/** A child's name is set by their parent or school (My children); children may not rename their own account. */
function assertCanRenameSelf(actor: Actor): void {
  if (actor.role === 'child') throw forbidden(message('access.askToChangeName'));
}

/**
 * Custom missions (Mission Creator, spec 002 §6). Teachers, trainers, parents and administrators create them; the
 * author changes them, and so does an administrator whose organisations cover the author. A mission is also visible,
 * read-only, to the children it is assigned to (directly or through a course) and to the adults who may read those
 * children's data; anyone else gets 404.
 */
export function assertCanCreateMissions(actor: Actor): void {
  if (!canOpen(actor.role, 'missionCreator')) throw forbidden(message('access.whoCreatesMissions'));
}

/** The ids of the authors whose missions `actor` may change (and list). */
export function missionAuthorsScope(actor: Actor): SQL {
  if (actor.role === 'admin') return sql`(SELECT ${actor.id}::uuid UNION SELECT id FROM users WHERE organization_id IN ${adminOrganizations(actor)})`;
  return sql`(SELECT ${actor.id}::uuid)`;
}

/**
 * Who a custom mission reaches, written once: one row per mission, learner and assignment — the children it was
 * given to directly and the students of the courses it was given to — with when that assignment was made. Mission
 * Coach's list joins on it (`missionsReachingScope`) and the record check below reads it.
 */
function missionAudience(): SQL {
  return sql`(SELECT a.mission_id, a.child_id AS learner_id, a.created_at AS assigned_at
      FROM mission_assignments a WHERE a.child_id IS NOT NULL
    UNION ALL SELECT a.mission_id, e.student_id, a.created_at
      FROM mission_assignments a JOIN course_enrollments e ON e.course_id = a.course_id)`;
}

/**
 * The custom missions a learner plays, with when the first assignment reaching them was made: a relation of
 * (mission_id, first_assigned_at) for list queries to join on.
 */
export function missionsReachingScope(learnerId: string): SQL {
  return sql`(SELECT mission_id, min(assigned_at) AS first_assigned_at FROM ${missionAudience()} audience
    WHERE learner_id = ${learnerId} GROUP BY mission_id)`;
}

/** What `actor` may do with a mission: change it, only see it, or nothing (it does not exist for them). */
async function missionAccess(db: Database, actor: Actor, mission: { id: string; authorId: string }): Promise<'change' | 'see' | null> {
  if (await mayChangeMission(db, actor, mission.authorId)) return 'change';
  const seen = await db.execute(sql`SELECT 1 FROM ${missionAudience()} audience
    WHERE audience.mission_id = ${mission.id} AND audience.learner_id IN ${visibleUsersScope(actor)} LIMIT 1`);
  return rowsOf(seen).length > 0 ? 'see' : null;
}

/** Throws 404 unless `actor` may see the mission. */
export async function assertCanSeeMission(db: Database, actor: Actor, mission: { id: string; authorId: string }): Promise<void> {
  if (!(await missionAccess(db, actor, mission))) throw notFound(message('notFound.mission'));
}

/** Throws 404 when `actor` may not see the mission, 403 when they may see it but not change it. */
export async function assertCanChangeMission(db: Database, actor: Actor, mission: { id: string; authorId: string }): Promise<void> {
  const access = await missionAccess(db, actor, mission);
  if (!access) throw notFound(message('notFound.mission'));
  if (access === 'see') throw forbidden(message('access.onlyMissionAuthor'));
}

/**
 * Throws like assertCanChangeMission for the mission, then checks every target is the actor's to give to (a parent's
 * own children, a teacher's students and courses, an administrator's organisations): an unknown or foreign child or
 * course answers 404, a course from a parent 403, and nothing is assigned.
 */
export async function assertCanAssignMission(
  db: Database,
  actor: Actor,
  mission: { id: string; authorId: string },
  targets: { childIds: readonly string[]; courseId?: string },
): Promise<void> {
  await assertCanChangeMission(db, actor, mission);
  const allowed = await assignableChildIds(db, actor, targets.childIds);
  if (targets.childIds.some((id) => !allowed.has(id))) throw notFound(message('notFound.child'));
  if (targets.courseId) {
    const scope = assignableCoursesScope(actor);
    if (!scope) throw forbidden(message('access.parentsAssignToChildren'));
    const found = await db.execute(sql`SELECT 1 FROM courses WHERE id = ${targets.courseId} AND id IN ${scope}`);
    if (rowsOf(found).length === 0) throw notFound(message('notFound.course'));
  }
}

export async function mayChangeMission(db: Database, actor: Actor, authorId: string): Promise<boolean> {
  if (authorId === actor.id) return true;
  return (await idsWithin(db, missionAuthorsScope(actor), [authorId])).has(authorId);
}

/**
 * The children `actor` may give a mission to: a parent their own children, a teacher or trainer the students of
 * their courses, an administrator the children of their organisations. Null: nobody.
 */
export function assignableChildrenScope(actor: Actor): SQL | null {
  switch (actor.role) {
    case 'parent':
      return sql`(SELECT child_id FROM guardianships WHERE parent_id = ${actor.id})`;
    case 'teacher':
    case 'trainer':
      return sql`(SELECT e.student_id FROM course_enrollments e JOIN courses c ON c.id = e.course_id WHERE c.teacher_id = ${actor.id})`;
    case 'admin':
      return sql`(SELECT id FROM users WHERE role = 'child' AND organization_id IN ${adminOrganizations(actor)})`;
    default:
      return null;
  }
}

/** The courses `actor` may give a mission to: a teacher's or trainer's own, an administrator's organisations'. */
export function assignableCoursesScope(actor: Actor): SQL | null {
  switch (actor.role) {
    case 'teacher':
    case 'trainer':
      return sql`(SELECT id FROM courses WHERE teacher_id = ${actor.id})`;
    case 'admin':
      return sql`(SELECT id FROM courses WHERE organization_id IN ${adminOrganizations(actor)}
        OR teacher_id IN (SELECT id FROM users WHERE organization_id IN ${adminOrganizations(actor)}))`;
    default:
      return null;
  }
}

/** Which of `childIds` may `actor` assign missions to? */
function assignableChildIds(db: Database, actor: Actor, childIds: readonly string[]): Promise<Set<string>> {
  const scope = assignableChildrenScope(actor);
  return scope ? idsWithin(db, scope, childIds) : Promise.resolve(new Set());
}

/**
 * A generated picture (GET /api/images/:id) is for its owner and for the adults who may read the owner's work: the
 * same rule as all learning data. Anyone else gets the same 404 as for a picture that does not exist.
 */
export async function assertCanReadImage(db: Database, actor: Actor, image: { ownerId: string }): Promise<void> {
  if (image.ownerId === actor.id) return;
  if (!(await visibleUserIds(db, actor, [image.ownerId])).has(image.ownerId)) throw notFound(message('notFound.image'));
}

/**
 * Practice attempts belong to children: a child's analysed attempt is saved to their own record. An adult may try
 * an exercise (a parent showing a child how, a teacher checking a lesson) and gets the analysis, but nothing is
 * saved: nobody records practice on a child's behalf.
 */
export function canSavePractice(actor: Actor): boolean {
  return actor.role === 'child';
}

/**
 * Struggling readers (spec 000 §2, issue 11) is a staff screen: teachers and trainers see the students of their
 * courses, administrators the students of their organisations and everything below. Parents and children get 403
 * for the whole area, whatever child they ask about.
 */
export function assertCanUseStrugglingReaders(actor: Actor): void {
  if (!canOpen(actor.role, 'strugglingReaders')) throw forbidden(message('access.strugglingReadersOnly'));
}

/**
 * The students (child accounts) on `actor`'s struggling-readers screen: the children among the users they may read
 * (visibleUsersScope), written per role without its union so an administrator's 5,000 students cost one pass over
 * users (bench/struggling-readers.bench.ts).
 */
export function strugglingStudentsScope(actor: Actor): SQL {
  switch (actor.role) {
    case 'teacher':
    case 'trainer':
      return sql`(SELECT id FROM users WHERE role = 'child' AND id IN (SELECT e.student_id FROM course_enrollments e
        JOIN courses c ON c.id = e.course_id WHERE c.teacher_id = ${actor.id}))`;
    case 'admin':
      return sql`(SELECT id FROM users WHERE role = 'child' AND organization_id IN ${adminOrganizations(actor)})`;
    default:
      return NOBODY;
  }
}

/** Throws 403 for a role without the screen, 404 unless `childId` is one of the actor's students. */
export async function assertCanReadStrugglingReader(db: Database, actor: Actor, childId: string): Promise<void> {
  assertCanUseStrugglingReaders(actor);
  if (!(await idsWithin(db, strugglingStudentsScope(actor), [childId])).has(childId)) throw notFound(message('notFound.student'));
}

/**
 * Overriding a score of an assessment: staff who may see the child (the same rule as reading it); the assessment of a
 * child they may not see answers 404, as if it did not exist.
 */
export async function assertCanOverrideAssessment(db: Database, actor: Actor, assessment: { userId: string }): Promise<void> {
  assertCanUseStrugglingReaders(actor);
  if (!(await idsWithin(db, strugglingStudentsScope(actor), [assessment.userId])).has(assessment.userId)) throw notFound(message('notFound.assessment'));
}

/** Forming an intervention group: every student must be one of the actor's (404 otherwise, and nothing is made). */
export async function assertCanFormInterventionGroup(db: Database, actor: Actor, studentIds: readonly string[]): Promise<void> {
  assertCanUseStrugglingReaders(actor);
  const allowed = await idsWithin(db, strugglingStudentsScope(actor), studentIds);
  if (studentIds.some((id) => !allowed.has(id))) throw notFound(message('notFound.student'));
}

/** An intervention group belongs to the teacher who formed it: anyone else gets 404. */
export function assertCanChangeInterventionGroup(actor: Actor, group: { ownerId: string }): void {
  assertCanUseStrugglingReaders(actor);
  if (group.ownerId !== actor.id) throw notFound(message('notFound.group'));
}

/** Grade assessments are saved to a learner's record: only a child takes one (403 for adults). */
export function assertCanTakeAssessment(actor: Actor): void {
  if (actor.role !== 'child') throw forbidden(message('access.onlyStudentsTakeAssessments'));
}

/**
 * The skills assessment (spec 000 §2): a child takes it for themself; an adult runs it for a child whose learning
 * data they may read (a parent, a teacher of the child's course, an administrator of the child's school). Anyone
 * else, and any account that is not a child's, answers 404. Reading the results is assertCanReadUser.
 */
export async function assertCanAssessChild(db: Database, actor: Actor, childId: string): Promise<void> {
  if (actor.role === 'child' && actor.id === childId) return;
  const found = await db.execute(sql`SELECT 1 FROM users WHERE id = ${childId} AND role = 'child' AND id IN ${visibleUsersScope(actor)}`);
  if (rowsOf(found).length === 0) throw notFound(message('notFound.child'));
}

/**
 * Fluency readings (issue 11): a reading, its recording and its marks are the child's learning data — the child
 * themself and the adults who may read the child's data (parents, teachers of their courses, administrators of
 * their school) open them; anyone else gets 404. Marking a reading (flips, where it stopped, expression) is open to
 * the same people, and the adult running the test may do it on the child's own device: on a child's session the
 * route asks for the adult listening there too (auth/listeners.ts markerOf, 403 without one), so a child alone
 * cannot mark their own reading. The reading keeps who changed it last and when.
 */
export async function assertCanReadFluencyReading(db: Database, actor: Actor, reading: { childId: string }): Promise<void> {
  if (reading.childId === actor.id) return;
  if (!(await visibleUserIds(db, actor, [reading.childId])).has(reading.childId)) throw notFound(message('notFound.reading'));
}

export const assertCanMarkFluencyReading = assertCanReadFluencyReading;

/**
 * An adult listening beside a child (issue 11, auth/listeners.ts): on the child's own session, an adult who may read
 * the child's data (a parent, a teacher of their course, an administrator of their school) signs in to mark spoken
 * answers by ear and correct a reading's marks. 403 for a session that is not a child's, for a child's account given
 * as the adult, and for an adult who may not see this child (they proved their password, so the refusal says why).
 */
export async function assertCanListenBeside(db: Database, adult: Actor, child: Actor): Promise<void> {
  if (child.role !== 'child') throw forbidden(message('listening.onlyOnChildSession'));
  if (adult.role === 'child') throw forbidden(message('listening.adultsOnly'));
  if (!(await canListenBeside(db, adult, child.id))) throw forbidden(message('listening.notThisChild'));
}

/** Whether `adult` may listen and mark beside the child still (a grant is re-checked on use: a course may have ended). */
export async function canListenBeside(db: Database, adult: Actor, childId: string): Promise<boolean> {
  return adult.role !== 'child' && (await visibleUserIds(db, adult, [childId])).has(childId);
}

/**
 * A kept Phonics Tutor recording (issue 11) is the child's voice: the child themself and the adults who may read the
 * child's learning data (their parents, the teachers of their courses, the administrators over their school) play it;
 * anyone else gets 404, as if it did not exist. Listing a child's recordings is assertCanReadUser.
 */
export async function assertCanHearPhonicsRecording(db: Database, actor: Actor, recording: { childId: string }): Promise<void> {
  if (recording.childId === actor.id) return;
  if (!(await visibleUserIds(db, actor, [recording.childId])).has(recording.childId)) throw notFound(message('notFound.recording'));
}

/**
 * Recording a reading: a child reads for themself; an adult records for a child they may see (404 otherwise).
 * Only children's readings are kept: an adult without a child to record for is refused.
 */
export async function assertCanRecordFluencyReading(db: Database, actor: Actor, child: { id: string; role: Role } | null): Promise<void> {
  if (!child) throw notFound(message('notFound.child'));
  if (child.id !== actor.id && !(await visibleUserIds(db, actor, [child.id])).has(child.id)) throw notFound(message('notFound.child'));
  if (child.role !== 'child') throw badRequest(message('access.chooseReader'), 'childId');
}

/**
 * AI parenting plans (spec 002 §2, issue 13) belong to the adult who saved them: a parent (or an administrator, who
 * may open Parental Controls) sees and changes only their own; every other caller gets 404 for a plan, as if it did
 * not exist. Children cannot reach the plans at all (403). A plan made for a child names one of the parent's own
 * children (404 otherwise).
 */
export function assertCanUseParentingPlans(actor: Actor): void {
  if (!canOpen(actor.role, 'parentalControls')) throw forbidden(message('access.parentingPlansForParents'));
}

/** The owners whose plans `actor` may list: themself alone. */
export function parentingPlanOwnersScope(actor: Actor): SQL {
  if (!canOpen(actor.role, 'parentalControls')) return NOBODY;
  return sql`(SELECT ${actor.id}::uuid)`;
}

/** Throws 403 for a child, 404 unless the plan is the actor's own. */
export function assertCanChangeParentingPlan(actor: Actor, plan: { userId: string }): void {
  assertCanUseParentingPlans(actor);
  if (plan.userId !== actor.id) throw notFound(message('notFound.plan'));
}

/** The spec's `?userId=` (and a body's userId) may only name the caller: someone else's plans do not exist for them. */
export function assertOwnPlansOnly(actor: Actor, userId: string | undefined): void {
  assertCanUseParentingPlans(actor);
  if (userId !== undefined && userId !== actor.id) throw notFound(message('notFound.plans'));
}

/** A plan made for a child: the child must be one of the actor's own (404 otherwise). */
export async function assertCanPlanForChild(db: Database, actor: Actor, childId: string | null | undefined): Promise<void> {
  if (!childId) return;
  if (!(await idsWithin(db, ownChildrenScope(actor), [childId])).has(childId)) throw notFound(message('notFound.child'));
}

/**
 * Parental controls (issue 13): a child's limits, screen time requests and usage reports are their parents'. Any
 * other adult, another family's parent included, gets 404; the child themself may not change their own limits
 * (403).
 */
export async function assertCanControlChild(db: Database, actor: Actor, childId: string): Promise<void> {
  if (actor.role === 'child') {
    if (actor.id === childId) throw forbidden(message('access.childNoLimits'));
    throw notFound(message('notFound.child'));
  }
  if (!(await idsWithin(db, ownChildrenScope(actor), [childId])).has(childId)) throw notFound(message('notFound.child'));
}

/** The children whose extra-time requests `actor` sees and answers: a parent's own. */
export function controlledChildrenScope(actor: Actor): SQL {
  return ownChildrenScope(actor);
}

/** Screen time (heartbeats, the rest screen, asking for more time) belongs to child accounts. */
export function assertHasScreenTime(actor: Actor): void {
  if (actor.role !== 'child') throw forbidden(message('access.onlyChildHasScreenTime'));
}

/** An app a parent switched off answers 403 for that child (the enforcement hook, features/parental-controls). */
export function assertAppAllowed(apps: Readonly<Record<string, boolean>> | null, app: string): void {
  if (apps && apps[app] === false) throw new HttpError(403, 'app_switched_off', message('screenTime.appSwitchedOff'), undefined, {}, { app });
}

/** At the daily limit or outside the allowed hours a learning call answers 423 with the time the child may come back. */
export function assertNotResting(lock: { locked: boolean; reason: string | null; comeBackAt: number | null; comeBackTime: string | null }, now: number): void {
  if (!lock.locked || lock.comeBackAt === null) return;
  const retryAfter = Math.max(1, Math.ceil((lock.comeBackAt - now) / 1000));
  throw new HttpError(
    423,
    'resting',
    message(lock.reason === 'daily-limit' ? 'screenTime.dailyLimitUsed' : 'screenTime.notNow'),
    undefined,
    { 'retry-after': String(retryAfter) },
    { reason: lock.reason, comeBackAt: new Date(lock.comeBackAt).toISOString(), comeBackTime: lock.comeBackTime },
  );
}

/**
 * Passwords (issue 13): every adult changes their own in Settings. A child's PIN is set by their parent or school
 * (My children), never by the child.
 */
export function assertCanChangeOwnPassword(actor: Actor): void {
  if (actor.role === 'child') throw forbidden(message('access.askToChangePin'));
}

/**
 * Reset requests that no mail server delivered are shown to administrators, for the users of their organisations
 * and everything below them: the scope for the list, and the record check for issuing a link (404 outside it).
 */
export function pendingResetUsersScope(actor: Actor): SQL {
  if (actor.role !== 'admin') return NOBODY;
  return sql`(SELECT id FROM users WHERE role <> 'child' AND organization_id IN ${adminOrganizations(actor)})`;
}

/** Throws 403 for a role without the staff screen. */
export function assertCanSeePendingResets(actor: Actor): void {
  assertArea(actor, 'staffManagement');
}

/** Throws 403 for a role without the staff screen, 404 unless the account is one of the administrator's users. */
export async function assertCanIssueResetLink(db: Database, actor: Actor, userId: string): Promise<void> {
  assertCanSeePendingResets(actor);
  if (!(await idsWithin(db, pendingResetUsersScope(actor), [userId])).has(userId)) throw notFound(message('notFound.account'));
}

/**
 * Exporting all of a child's data, like deleting the account: their parents and the administrators over their
 * school (assertCanManageChild). Another parent gets 404; a teacher who sees the child, 403.
 */
export const assertCanExportChild = assertCanManageChild;

/**
 * Teachers Hub courses (spec 002, issue 12). Teachers and trainers manage their own courses; administrators see the
 * courses of their organisations (and the teachers under them) but change none (403). Parents and children get 403
 * for the whole area. A course outside the caller's scope answers 404, as if it did not exist.
 */
export function assertCanUseCourses(actor: Actor): void {
  if (!canOpen(actor.role, 'teachersHub')) throw forbidden(message('access.teachersHubOnly'));
}

/** Only teachers and trainers create courses: administrators see them. */
export function assertCanCreateCourses(actor: Actor): void {
  assertCanUseCourses(actor);
  if (actor.role !== 'teacher' && actor.role !== 'trainer') throw forbidden(message('access.whoManagesCourses'));
}

/** The courses `actor` lists: a teacher's or trainer's own, an administrator's organisations'. */
export function visibleCoursesScope(actor: Actor): SQL {
  return assignableCoursesScope(actor) ?? NOBODY;
}

/** Throws 404 unless `actor` may see the course. */
export async function assertCanSeeCourse(db: Database, actor: Actor, course: { id: string }): Promise<void> {
  assertCanUseCourses(actor);
  const found = await db.execute(sql`SELECT 1 FROM courses WHERE id = ${course.id} AND id IN ${visibleCoursesScope(actor)}`);
  if (rowsOf(found).length === 0) throw notFound(message('notFound.course'));
}

/** Throws 404 unless `actor` may see the course, 403 unless it is their own. */
export async function assertCanChangeCourse(db: Database, actor: Actor, course: { id: string; teacherId: string }): Promise<void> {
  await assertCanSeeCourse(db, actor, course);
  if (course.teacherId !== actor.id) throw forbidden(message('access.onlyCourseTeacher'));
}

/** The children a course may enrol: the children of the course's school (none for a course without a school). */
export function enrollableStudentsScope(course: { organizationId: string | null }): SQL {
  if (!course.organizationId) return NOBODY;
  return sql`(SELECT id FROM users WHERE role = 'child' AND is_active AND organization_id = ${course.organizationId})`;
}

/** Enrolling or unenrolling: the course's own teacher, and a child of the course's school (404 otherwise). */
export async function assertCanEnroll(db: Database, actor: Actor, course: { id: string; teacherId: string; organizationId: string | null }, studentId: string) {
  await assertCanChangeCourse(db, actor, course);
  if (!(await idsWithin(db, enrollableStudentsScope(course), [studentId])).has(studentId)) throw notFound(message('notFound.student'));
}

/** The children whose course recommendations `actor` may ask for: their school's children and the children they may read. */
function recommendableStudentsScope(actor: Actor): SQL {
  return sql`(SELECT id FROM users WHERE role = 'child' AND (id IN ${visibleUsersScope(actor)}
    OR organization_id = (SELECT organization_id FROM users WHERE id = ${actor.id})))`;
}

export async function assertCanRecommendCoursesFor(db: Database, actor: Actor, studentId: string): Promise<void> {
  assertCanUseCourses(actor);
  if (!(await idsWithin(db, recommendableStudentsScope(actor), [studentId])).has(studentId)) throw notFound(message('notFound.student'));
}

/**
 * Creative Lab creations (stories, games, pictures) are their child's. Read: the owner, or an adult who may see the
 * owner (parent, teacher, administrator); anyone else gets 404, as for a creation that does not exist.
 */
export async function assertCanReadCreation<T extends { userId: string }>(db: Database, actor: Actor, row: T | null): Promise<T> {
  if (!row) throw notFound(message('notFound.story'));
  if (row.userId === actor.id) return row;
  if (!(await visibleUserIds(db, actor, [row.userId])).has(row.userId)) throw notFound(message('notFound.story'));
  return row;
}

/** Change: the owner only; an adult who may see it gets 403, anyone else 404. */
export async function assertCanChangeCreation<T extends { userId: string }>(db: Database, actor: Actor, row: T | null): Promise<T> {
  const readable = await assertCanReadCreation(db, actor, row);
  if (readable.userId !== actor.id) throw forbidden(message('access.onlyStoryAuthor'));
  return readable;
}

/** The roles that keep lesson plans. */
const LESSON_PLAN_ROLES: readonly Role[] = ['teacher', 'trainer'];

/**
 * Lesson plans (spec 002 §7, issue 12) are for teachers and trainers: any other role gets 403, administrators too
 * (they open the Teachers Hub but keep no plans). A plan is its teacher's: anyone else, another teacher included,
 * gets 404 for it, as if it did not exist.
 */
export function assertCanUseLessonPlans(actor: Actor): void {
  if (!LESSON_PLAN_ROLES.includes(actor.role)) throw forbidden(message('lessonPlans.forbidden'));
}

/** The teachers whose plans `actor` lists: themself alone. */
export function lessonPlanOwnersScope(actor: Actor): SQL {
  if (!LESSON_PLAN_ROLES.includes(actor.role)) return NOBODY;
  return sql`(SELECT ${actor.id}::uuid)`;
}

/** Opening, printing, changing or deleting a plan: 403 for a role without lesson plans, 404 unless it is the actor's. */
export function assertCanChangeLessonPlan(actor: Actor, plan: { teacherId: string }): void {
  assertCanUseLessonPlans(actor);
  if (plan.teacherId !== actor.id) throw notFound(message('lessonPlans.notFound'));
}

/**
 * The audit entries an administrator may read, given the organisations in their scope (features/staff/scope.ts):
 * those organisations' entries, and the staff roles', which belong to no organisation (every administrator sees and
 * gives the same roles, so each sees who changed them). Nothing else of no organisation.
 */
export function auditEntriesScope(organisationIds: ReadonlySet<string>): SQL {
  return or(inArray(auditLog.organizationId, [...organisationIds]), and(isNull(auditLog.organizationId), eq(auditLog.entity, 'staff_role')))!;
}
