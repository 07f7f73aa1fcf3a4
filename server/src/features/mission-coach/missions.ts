/**
 * The missions a learner plays in STEM Mission Coach: the 5 built-ins of spec 001 §9, in order, followed by the
 * custom missions assigned to them (Mission Creator), oldest assignment first. Submit re-simulates with whatever
 * findMissionFor returns, so the list the child sees and the mission the server scores are the same.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { builtInMissions } from '@common/content/mission-coach.ts';
import type { MissionView } from '@common/contracts/mission-coach.ts';
import { BUILT_IN_MISSION_IDS } from '@common/domain/progress.ts';
import { toRobotMission } from '@common/robot/custom-mission.ts';
import type { Mission } from '@common/robot/types.ts';
import { missionsReachingScope } from '../../auth/policies.ts';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../auth/sessions.ts';
import { customMissions, users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';

/** Whose missions: the learner's id, the language their texts default to, and the clock their streak's days follow. */
export type Learner = Pick<UserRow, 'id' | 'preferredLanguage' | 'timeZone'>;

export async function findLearner(db: Database, id: string): Promise<Learner> {
  const [learner] = await db.select({ id: users.id, preferredLanguage: users.preferredLanguage, timeZone: users.timeZone }).from(users).where(eq(users.id, id));
  if (!learner) throw notFound(message('notFound.child'));
  return learner;
}

/** The custom missions given to the learner, directly or through a course, in the language of `language`. */
async function assignedMissions(db: Database, learnerId: string, language: string): Promise<Mission[]> {
  const rows = await db
    .select({ mission: customMissions })
    .from(customMissions)
    .innerJoin(sql`${missionsReachingScope(learnerId)} AS reach`, sql`reach.mission_id = ${customMissions.id}`)
    .orderBy(sql`reach.first_assigned_at`, asc(customMissions.id));
  return rows.map((r) => toRobotMission(r.mission, language));
}

export async function missionsFor(db: Database, user: Learner, language?: string): Promise<MissionView[]> {
  const textLanguage = language ?? user.preferredLanguage;
  const custom = await assignedMissions(db, user.id, textLanguage);
  return [...builtInMissions(textLanguage).map((m) => ({ ...m, source: 'built-in' as const })), ...custom.map((m) => ({ ...m, source: 'custom' as const }))];
}

export async function findMissionFor(db: Database, user: Learner, missionId: string, language?: string): Promise<MissionView | null> {
  return (await missionsFor(db, user, language)).find((m) => m.id === missionId) ?? null;
}

export function isBuiltIn(missionId: string): boolean {
  return (BUILT_IN_MISSION_IDS as readonly string[]).includes(missionId);
}
