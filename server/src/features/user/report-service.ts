import { asc, eq, inArray } from 'drizzle-orm';
import type { Profile } from '../../../../common/contracts/user.ts';
import type { ReportEntry, UserReport } from '../../../../common/contracts/user-report.ts';
import type { Database } from '../../db/client.ts';
import { guardianships, users } from '../../db/schema.ts';
import type { UserRow } from '../../auth/sessions.ts';
import { visibleUserIds } from '../../auth/policies.ts';
import { buildProfile } from './service.ts';

function entryOf(profile: Profile): ReportEntry {
  const { id, firstName, lastName, role, age, tokens, level, missionStreak, completedMissions, modules, overallProgress, achievements, counts } =
    profile;
  return { id, firstName, lastName, role, age, tokens, level, missionStreak, completedMissions, modules, overallProgress, achievements, counts };
}

/**
 * The children a report covers: a parent's own children (guardianships), and only those the policies let the
 * parent read. Other roles report on themselves alone; a teacher's class has its own analytics.
 */
async function reportChildren(db: Database, user: UserRow): Promise<UserRow[]> {
  if (user.role !== 'parent') return [];
  const links = await db.select({ childId: guardianships.childId }).from(guardianships).where(eq(guardianships.parentId, user.id));
  const visible = await visibleUserIds(
    db,
    { id: user.id, role: user.role },
    links.map((l) => l.childId),
  );
  if (visible.size === 0) return [];
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...visible]))
    .orderBy(asc(users.firstName), asc(users.lastName));
}

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
