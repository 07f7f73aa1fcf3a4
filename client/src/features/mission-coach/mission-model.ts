import type { MissionView } from '@common/contracts/mission-coach.ts';
import type { Difficulty } from '@common/robot/types.ts';

/** Spec 001 §9: beginner green, intermediate yellow, advanced red. */
export const DIFFICULTY_TONE: Record<Difficulty, 'success' | 'warning' | 'danger'> = {
  beginner: 'success',
  intermediate: 'warning',
  advanced: 'danger',
};

/**
 * Spec 001 §4: a mission is unlocked if it is the first or the previous mission is completed. The order is that
 * of the built-ins; an assigned custom mission is open from the start.
 */
export function isUnlocked(missions: readonly MissionView[], index: number, completed: ReadonlySet<string>): boolean {
  const mission = missions[index];
  if (!mission) return false;
  if (mission.source === 'custom') return true;
  const builtIns = missions.filter((m) => m.source !== 'custom');
  const position = builtIns.indexOf(mission);
  return position <= 0 || completed.has(builtIns[position - 1]!.id);
}
