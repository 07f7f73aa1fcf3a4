import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { ChildSummary, CreateChild, UpdateChild } from '@common/contracts/children.ts';
import { createChildSchema } from '@common/contracts/children.ts';
import { zoneOrUtc } from '@common/domain/calendar.ts';
import { currentStreak } from '@common/domain/progress.ts';
import type { Database } from '../../db/client.ts';
import { guardianships, missionRuns, users } from '../../db/schema.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { ownChildrenScope, type Actor } from '../../auth/policies.ts';
import type { SessionStore, UserRow } from '../../auth/sessions.ts';
import { lockedAccounts, unlockSignIn, type SignInLimits } from '../../auth/sign-in-throttle.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';

/**
 * `locked`: the child cannot sign in right now from some address, after too many failed tries (see unlockChild).
 * `lastMission`: when they last completed a mission, so the streak shown is the one their own dashboard shows.
 */
function presentChild(row: UserRow, locked: boolean, lastMission: Date | null): ChildSummary {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    age: row.age,
    preferredLanguage: row.preferredLanguage,
    isActive: row.isActive,
    tokens: row.tokens,
    level: row.level,
    missionStreak: currentStreak(row.missionStreak, lastMission, zoneOrUtc(row.timeZone)),
    createdAt: row.createdAt.toISOString(),
    locked,
  };
}

/** The children as their parents' screens show them: whether each is locked out, and their streak as it stands today. */
export async function presentChildren(db: Database, rows: readonly UserRow[], locked: ReadonlySet<string>): Promise<ChildSummary[]> {
  const last = await lastMissions(db, rows);
  return rows.map((row) => presentChild(row, locked.has(row.id), last.get(row.id) ?? null));
}

/** One child as presentChildren shows them. */
export async function presentOneChild(db: Database, row: UserRow, locked: boolean): Promise<ChildSummary> {
  return presentChild(row, locked, (await lastMissions(db, [row])).get(row.id) ?? null);
}

/** When each child last completed a mission (null or absent: never). */
async function lastMissions(db: Database, rows: readonly UserRow[]): Promise<Map<string, Date | null>> {
  if (rows.length === 0) return new Map();
  const ids = rows.map((row) => row.id);
  const last = await db
    .select({ userId: missionRuns.userId, at: max(missionRuns.createdAt) })
    .from(missionRuns)
    .where(and(inArray(missionRuns.userId, ids), eq(missionRuns.success, true)))
    .groupBy(missionRuns.userId);
  return new Map(last.map((row) => [row.userId, row.at]));
}

/** The child account with this id; 404 for anyone else, so the answer never tells adults' ids apart from unknown ones. */
export async function findChild(db: Database, childId: string): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, childId), eq(users.role, 'child')))
    .limit(1);
  if (!row) throw notFound(message('notFound.child'));
  return row;
}

/** The children on `actor`'s My children, by first name; the policies' scope decides who they are. */
export function listChildren(db: Database, actor: Actor): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(inArray(users.id, ownChildrenScope(actor)))
    .orderBy(asc(users.firstName), asc(users.createdAt));
}

async function usernameTaken(db: Database, username: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return rows.length > 0;
}

/** A parent creates a child account; the child belongs to that parent (and to the parent's school plan). */
export async function createChild(db: Database, parent: UserRow, input: CreateChild): Promise<UserRow> {
  const data = createChildSchema.parse(input);
  if (await usernameTaken(db, data.username)) throw conflict(message('account.usernameTaken'), 'username');
  const passwordHash = await hashPassword(data.pin);
  const child = await insertChild(db, parent, data, passwordHash).catch((error: unknown) => {
    // Two sign-ups racing for one name: the unique index decides, and the loser gets the same answer as above.
    if (isUniqueViolation(error)) throw conflict(message('account.usernameTaken'), 'username');
    throw error;
  });
  return child;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

type ValidChild = ReturnType<typeof createChildSchema.parse>;

function insertChild(db: Database, parent: UserRow, data: ValidChild, passwordHash: string): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        username: data.username,
        passwordHash,
        role: 'child',
        firstName: data.firstName,
        lastName: data.lastName,
        age: data.age,
        preferredLanguage: data.preferredLanguage,
        organizationId: parent.organizationId,
      })
      .returning();
    await tx.insert(guardianships).values({ parentId: parent.id, childId: row!.id });
    return row!;
  });
}

/** Changes a child's account; a new PIN or a paused account also ends the child's open sessions. */
export async function updateChild(db: Database, sessions: SessionStore, childId: string, changes: UpdateChild): Promise<UserRow> {
  const passwordHash = changes.pin ? await hashPassword(changes.pin) : undefined;
  const [row] = await db
    .update(users)
    .set({
      ...(changes.firstName !== undefined && { firstName: changes.firstName }),
      ...(changes.lastName !== undefined && { lastName: changes.lastName }),
      ...(changes.age !== undefined && { age: changes.age }),
      ...(changes.preferredLanguage !== undefined && { preferredLanguage: changes.preferredLanguage }),
      ...(changes.isActive !== undefined && { isActive: changes.isActive }),
      ...(passwordHash && { passwordHash }),
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, childId), eq(users.role, 'child')))
    .returning();
  if (!row) throw notFound(message('notFound.child'));
  if (changes.pin || changes.isActive === false) await sessions.endAllFor(row.id);
  return row;
}

/** The children among `rows` who are locked out of signing in somewhere (one query for the whole list). */
export function lockedChildren(db: Database, limits: SignInLimits, rows: readonly UserRow[]): Promise<Set<string>> {
  return lockedAccounts(
    db,
    limits,
    rows.map((row) => row.id),
  );
}

/** Lets the child sign in again at once, from every address: their failed tries are forgotten. */
export async function unlockChild(db: Database, childId: string): Promise<UserRow> {
  const child = await findChild(db, childId);
  await unlockSignIn(db, child.id);
  return child;
}
