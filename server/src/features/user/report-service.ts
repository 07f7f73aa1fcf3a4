import { asc, eq, inArray } from 'drizzle-orm';
import type { Profile } from '@common/contracts/user.ts';
import type { ReportEntry, UserReport } from '@common/contracts/user-report.ts';
import type { Database } from '../../db/client.ts';
import { guardianships, users } from '../../db/schema.ts';
import type { UserRow } from '../../auth/sessions.ts';
import { reportChildrenScope } from '../../auth/policies.ts';
import { buildProfile } from '../../domain/profile.ts';

/** The report's figures for one person: the profile without account details (username, e-mail, preferences). */
function entryOf(profile: Profile): ReportEntry {
  return {
    id: profile.id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    role: profile.role,
    age: profile.age,
    tokens: profile.tokens,
    level: profile.level,
    missionStreak: profile.missionStreak,
    completedMissions: profile.completedMissions,
    modules: profile.modules,
    overallProgress: profile.overallProgress,
    achievements: profile.achievements,
    counts: profile.counts,
  };
}

/** The children the report covers, as the policies scope them (a parent's own children they may read). */
function reportChildren(db: Database, user: UserRow): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(inArray(users.id, reportChildrenScope({ id: user.id, role: user.role })))
    .orderBy(asc(users.firstName), asc(users.lastName));
}

/** Whether a parent is linked to (and so manages) a child's account: a fact the report states, not an access rule. */
async function hasGuardian(db: Database, user: UserRow): Promise<boolean> {
  if (user.role !== 'child') return false;
  const [link] = await db.select({ parentId: guardianships.parentId }).from(guardianships).where(eq(guardianships.childId, user.id)).limit(1);
  return link !== undefined;
}

export async function buildUserReport(db: Database, user: UserRow): Promise<UserReport> {
  const [self, childRows, managedByParent] = await Promise.all([buildProfile(db, user), reportChildren(db, user), hasGuardian(db, user)]);
  const children = await Promise.all(childRows.map((child) => buildProfile(db, child)));
  return {
    generatedAt: new Date().toISOString(),
    self: entryOf(self),
    children: children.map(entryOf),
    managedByParent,
  };
}
