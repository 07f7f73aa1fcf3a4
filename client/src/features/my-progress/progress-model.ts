import type { Profile } from '@common/contracts/user.ts';
import { PLATFORM_ACHIEVEMENTS, PROGRESS_TOTALS, percent, type AchievementInput, type ModuleId } from '@common/domain/progress.ts';
import type { Grade } from '@common/domain/assessments.ts';

export type AchievementId = (typeof PLATFORM_ACHIEVEMENTS)[number]['id'];

/** What each achievement of spec 000 §9 counts and from which number it is earned (checked against the rules). */
export const ACHIEVEMENT_GOALS: Record<AchievementId, { measure: keyof AchievementInput; target: number }> = {
  'first-letter': { measure: 'letters', target: 1 },
  'phonics-pioneer': { measure: 'sounds', target: 5 },
  'mission-master': { measure: 'missions', target: 3 },
  'word-wizard': { measure: 'words', target: 10 },
  'super-streak': { measure: 'streak', target: 5 },
  'token-collector': { measure: 'tokens', target: 100 },
};

/** The same figures the server feeds the achievement rules (server/src/features/user/service.ts). */
export function achievementInput(profile: Profile): AchievementInput {
  return {
    letters: profile.counts.lettersMastered,
    sounds: profile.counts.soundsMastered,
    missions: profile.counts.differentMissions,
    words: profile.counts.wordsPracticed + profile.counts.phonicsWords,
    streak: profile.missionStreak,
    tokens: profile.tokens,
  };
}

export interface AchievementView {
  id: AchievementId;
  earned: boolean;
  /** Progress toward the goal, capped at the goal so an earned one reads "5 of 5", not "350 of 100". */
  current: number;
  target: number;
  percent: number;
}

/** All six achievements in the spec's order; "earned" is the server's word (profile.achievements). */
export function achievementViews(profile: Profile): AchievementView[] {
  const input = achievementInput(profile);
  return PLATFORM_ACHIEVEMENTS.map(({ id }) => {
    const { measure, target } = ACHIEVEMENT_GOALS[id];
    const current = Math.min(input[measure], target);
    return { id, earned: profile.achievements.includes(id), current, target, percent: percent(current, target) };
  });
}

export interface Measure {
  key: 'lettersMastered' | 'wordsPracticed' | 'soundsMastered' | 'phonicsWords' | 'missionsCompleted' | 'successfulRuns' | 'storiesCreated';
  value: number;
  /** Absent for a running count with no goal (words practised, successful runs). */
  total?: number;
}

export interface ModuleCardView {
  id: ModuleId;
  href: string;
  progress: number;
  measures: Measure[];
}

/** The four module cards of the progress page, from the profile's counts and the totals of spec 000 §9. */
export function moduleCards(profile: Profile): ModuleCardView[] {
  const progressOf = (id: ModuleId) => profile.modules.find((m) => m.id === id)?.progress ?? 0;
  const { counts } = profile;
  return [
    {
      id: 'writing-buddy',
      href: '/writing-buddy',
      progress: progressOf('writing-buddy'),
      measures: [
        { key: 'lettersMastered', value: counts.lettersMastered, total: PROGRESS_TOTALS.letters },
        { key: 'wordsPracticed', value: counts.wordsPracticed },
      ],
    },
    {
      id: 'phonics-tutor',
      href: '/phonics-tutor',
      progress: progressOf('phonics-tutor'),
      measures: [
        { key: 'soundsMastered', value: counts.soundsMastered, total: PROGRESS_TOTALS.sounds },
        { key: 'phonicsWords', value: counts.phonicsWords, total: PROGRESS_TOTALS.phonicsWords },
      ],
    },
    {
      id: 'stem-mission-coach',
      href: '/stem-mission-coach',
      progress: progressOf('stem-mission-coach'),
      measures: [
        { key: 'missionsCompleted', value: counts.missionsCompleted, total: PROGRESS_TOTALS.builtInMissions },
        { key: 'successfulRuns', value: profile.completedMissions },
      ],
    },
    {
      id: 'creative-lab',
      href: '/creative-lab',
      progress: progressOf('creative-lab'),
      measures: [{ key: 'storiesCreated', value: counts.storiesCreated, total: PROGRESS_TOTALS.stories }],
    },
  ];
}

/** A grade's records in the order the server sent them (newest first). */
export function recordsOfGrade<T extends { gradeLevel: string }>(records: readonly T[], grade: Grade): T[] {
  return records.filter((r) => r.gradeLevel === grade);
}

export const CATEGORIES = ['above', 'at', 'below', 'well_below'] as const;
export const CURRICULA = ['english', 'french_first_language', 'french_immersion'] as const;
export const SKILL_NAMES = [
  'letterSoundAssociation',
  'letterNaming',
  'phonologicalAwareness',
  'digraphs',
  'syllables',
  'vowels',
  'blends',
  'readingComprehension',
  'morphology',
  'grammar',
  'oralReadingFluency',
  'vocabulary',
] as const;

export function isKnown<T extends string>(list: readonly T[], value: string | null): value is T {
  return value !== null && (list as readonly string[]).includes(value);
}

export interface ChartPoint {
  id: string;
  date: string;
  standard: number;
}

/** The standard scores of a grade's records, oldest first (records come newest first); records without one are left out. */
export function chartPoints(records: readonly { id: string; assessmentDate: string; standardScore: number | null }[]): ChartPoint[] {
  return records
    .filter((r): r is typeof r & { standardScore: number } => r.standardScore !== null)
    .map((r) => ({ id: r.id, date: r.assessmentDate, standard: r.standardScore }))
    .sort((a, b) => a.date.localeCompare(b.date));
}
