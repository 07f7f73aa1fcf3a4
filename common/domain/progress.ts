/**
 * Module progress and the achievements of spec 000 §9. Pure functions of counts the server reads from the
 * database, so the dashboard, the progress page and reports agree.
 */
import { daysBetween, localTime } from './calendar.ts';

export const MODULE_IDS = ['writing-buddy', 'phonics-tutor', 'stem-mission-coach', 'creative-lab'] as const;
export type ModuleId = (typeof MODULE_IDS)[number];

export const PROGRESS_TOTALS = {
  letters: 26,
  sounds: 50,
  missions: 20,
  words: 100,
  phonicsWords: 50,
  builtInMissions: 5,
  stories: 10,
} as const;

/** A letter, sound or word counts as mastered from this overall score. */
export const MASTERY_SCORE = 80;

export interface ActivityCounts {
  lettersMastered: number;
  soundsMastered: number;
  missionsCompleted: number;
  storiesCreated: number;
}

export function percent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((done / total) * 100)));
}

export function moduleProgress(counts: ActivityCounts): Record<ModuleId, number> {
  return {
    'writing-buddy': percent(counts.lettersMastered, PROGRESS_TOTALS.letters),
    'phonics-tutor': percent(counts.soundsMastered, PROGRESS_TOTALS.sounds),
    'stem-mission-coach': percent(counts.missionsCompleted, PROGRESS_TOTALS.builtInMissions),
    'creative-lab': percent(counts.storiesCreated, PROGRESS_TOTALS.stories),
  };
}

/** Overall progress is the average of the four module quarters. */
export function overallProgress(progress: Record<ModuleId, number>): number {
  const values = MODULE_IDS.map((id) => progress[id]);
  return Math.round(values.reduce((a, b) => a + b, 0) / values.length);
}

export interface AchievementInput {
  letters: number;
  sounds: number;
  missions: number;
  words: number;
  streak: number;
  tokens: number;
}

export const PLATFORM_ACHIEVEMENTS = [
  { id: 'first-letter', test: (a: AchievementInput) => a.letters >= 1 },
  { id: 'phonics-pioneer', test: (a: AchievementInput) => a.sounds >= 5 },
  { id: 'mission-master', test: (a: AchievementInput) => a.missions >= 3 },
  { id: 'word-wizard', test: (a: AchievementInput) => a.words >= 10 },
  { id: 'super-streak', test: (a: AchievementInput) => a.streak >= 5 },
  { id: 'token-collector', test: (a: AchievementInput) => a.tokens >= 100 },
] as const;

export function earnedAchievements(input: AchievementInput): string[] {
  return PLATFORM_ACHIEVEMENTS.filter((a) => a.test(input)).map((a) => a.id);
}

/** Score colours of spec 000 §9: 80+ green, 60+ yellow, else red. */
export function scoreTone(score: number): 'good' | 'fair' | 'poor' {
  if (score >= 80) return 'good';
  if (score >= 60) return 'fair';
  return 'poor';
}

/** The five built-in missions of spec 001 §9, in order. */
export const BUILT_IN_MISSION_IDS = ['move-robot', 'turn-and-move', 'avoid-walls', 'use-repeat', 'conditional-logic'] as const;

/**
 * The mission streak shown now: consecutive days with a completed mission, as stored at the last completion, which
 * only still counts when that completion was today or yesterday on the child's clock (`timeZone`). With no
 * completion on record the stored figure stands (accounts brought in from elsewhere).
 */
export function currentStreak(stored: number, lastCompletedAt: Date | null, timeZone: string, now: Date = new Date()): number {
  if (!lastCompletedAt) return stored;
  return daysBetween(localTime(lastCompletedAt.getTime(), timeZone).day, localTime(now.getTime(), timeZone).day) <= 1 ? stored : 0;
}
