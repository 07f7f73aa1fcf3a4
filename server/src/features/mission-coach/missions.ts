/**
 * The missions a learner plays in STEM Mission Coach: the 5 built-ins of spec 001 §9, in order, followed by the
 * custom missions assigned to them (Mission Creator). Submit re-simulates with whatever findMissionFor returns, so
 * the list the child sees and the mission the server scores are the same.
 */
import { builtInMissions } from '../../../../common/content/mission-coach.ts';
import type { MissionView } from '../../../../common/contracts/mission-coach.ts';
import { BUILT_IN_MISSION_IDS } from '../../../../common/domain/progress.ts';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../auth/sessions.ts';
import { assignedMissionsFor } from '../mission-creator/service.ts';

/** Whose missions: the learner's id and the language their texts default to. */
export type Learner = Pick<UserRow, 'id' | 'preferredLanguage'>;

export async function missionsFor(db: Database, user: Learner, language?: string): Promise<MissionView[]> {
  const textLanguage = language ?? user.preferredLanguage;
  const custom = await assignedMissionsFor(db, { id: user.id, preferredLanguage: textLanguage });
  return [
    ...builtInMissions(textLanguage).map((m) => ({ ...m, source: 'built-in' as const })),
    ...custom.map((m) => ({ ...m, source: 'custom' as const })),
  ];
}

export async function findMissionFor(db: Database, user: Learner, missionId: string, language?: string): Promise<MissionView | null> {
  return (await missionsFor(db, user, language)).find((m) => m.id === missionId) ?? null;
}

export function isBuiltIn(missionId: string): boolean {
  return (BUILT_IN_MISSION_IDS as readonly string[]).includes(missionId);
}
