import { describe, expect, it } from 'vitest';
import type { Profile } from '@common/contracts/user.ts';
import { PLATFORM_ACHIEVEMENTS, earnedAchievements } from '@common/domain/progress.ts';
import { ACHIEVEMENT_GOALS, achievementInput, achievementViews, moduleCards, recordsOfGrade, chartPoints } from './progress-model.ts';

function profile(overrides: Partial<Profile> = {}): Profile {
  const base = {
    id: 'u1',
    username: 'sam',
    firstName: 'Sam',
    lastName: 'Rivera',
    role: 'child',
    tokens: 350,
    level: 3,
    missionStreak: 5,
    completedMissions: 12,
    modules: [
      { id: 'writing-buddy', progress: 65 },
      { id: 'phonics-tutor', progress: 40 },
      { id: 'stem-mission-coach', progress: 80 },
      { id: 'creative-lab', progress: 30 },
    ],
    overallProgress: 54,
    achievements: ['first-letter', 'phonics-pioneer', 'mission-master', 'super-streak', 'token-collector'],
    counts: { lettersMastered: 17, wordsPracticed: 4, soundsMastered: 20, phonicsWords: 3, missionsCompleted: 4, differentMissions: 4, storiesCreated: 3 },
  };
  return { ...base, ...overrides } as unknown as Profile;
}

describe('achievement goals', () => {
  it.each(PLATFORM_ACHIEVEMENTS.map((a) => [a.id, a] as const))('%s is earned exactly from its goal', (id, achievement) => {
    const { measure, target } = ACHIEVEMENT_GOALS[id];
    const zero = { letters: 0, sounds: 0, missions: 0, words: 0, streak: 0, tokens: 0 };
    expect(achievement.test({ ...zero, [measure]: target - 1 })).toBe(false);
    expect(achievement.test({ ...zero, [measure]: target })).toBe(true);
  });

  it('feeds the rules the same figures as the server, so the page agrees with profile.achievements', () => {
    const p = profile();
    expect(earnedAchievements(achievementInput(p))).toEqual(p.achievements);
  });
});

describe('achievementViews', () => {
  it('lists all six in order, earned from the profile, with progress capped at the goal', () => {
    const views = achievementViews(profile());
    expect(views.map((v) => v.id)).toEqual(PLATFORM_ACHIEVEMENTS.map((a) => a.id));
    const tokens = views.find((v) => v.id === 'token-collector')!;
    expect(tokens).toMatchObject({ earned: true, current: 100, target: 100, percent: 100 });
    const words = views.find((v) => v.id === 'word-wizard')!;
    expect(words).toMatchObject({ earned: false, current: 7, target: 10, percent: 70 });
  });

  it('shows nothing earned for an account with no activity', () => {
    const empty = profile({
      tokens: 0,
      missionStreak: 0,
      completedMissions: 0,
      achievements: [],
      counts: { lettersMastered: 0, wordsPracticed: 0, soundsMastered: 0, phonicsWords: 0, missionsCompleted: 0, differentMissions: 0, storiesCreated: 0 },
    });
    expect(achievementViews(empty).every((v) => !v.earned && v.current === 0 && v.percent === 0)).toBe(true);
  });
});

describe('moduleCards', () => {
  it('gives each module its counts against the spec totals and the successful runs without a total', () => {
    const cards = moduleCards(profile());
    expect(cards.map((c) => [c.id, c.progress])).toEqual([
      ['writing-buddy', 65],
      ['phonics-tutor', 40],
      ['stem-mission-coach', 80],
      ['creative-lab', 30],
    ]);
    expect(cards[0]!.measures).toEqual([
      { key: 'lettersMastered', value: 17, total: 26 },
      { key: 'wordsPracticed', value: 4 },
    ]);
    expect(cards[1]!.measures).toEqual([
      { key: 'soundsMastered', value: 20, total: 50 },
      { key: 'phonicsWords', value: 3, total: 50 },
    ]);
    expect(cards[2]!.measures).toEqual([
      { key: 'missionsCompleted', value: 4, total: 5 },
      { key: 'successfulRuns', value: 12 },
    ]);
    expect(cards[3]!.measures).toEqual([{ key: 'storiesCreated', value: 3, total: 10 }]);
  });
});

describe('recordsOfGrade', () => {
  it('keeps only the grade asked for, in the order given', () => {
    const records = [
      { id: 'a', gradeLevel: 'grade1' },
      { id: 'b', gradeLevel: 'kindergarten' },
      { id: 'c', gradeLevel: 'grade1' },
    ];
    expect(recordsOfGrade(records, 'grade1').map((r) => r.id)).toEqual(['a', 'c']);
    expect(recordsOfGrade(records, 'grade2-3')).toEqual([]);
  });
});

describe('chartPoints', () => {
  it('puts the standard scores oldest first and leaves out records without one', () => {
    const records = [
      { id: 'c', assessmentDate: '2026-11-03T00:00:00.000Z', standardScore: 104 },
      { id: 'b', assessmentDate: '2026-10-02T00:00:00.000Z', standardScore: null },
      { id: 'a', assessmentDate: '2026-09-01T00:00:00.000Z', standardScore: 91 },
    ];
    expect(chartPoints(records)).toEqual([
      { id: 'a', date: '2026-09-01T00:00:00.000Z', standard: 91 },
      { id: 'c', date: '2026-11-03T00:00:00.000Z', standard: 104 },
    ]);
  });
});
