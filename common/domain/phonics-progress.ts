/**
 * Phonics Tutor progress: mastery, the level, the achievements and the tokens practice earns, as pure functions of
 * counts the server reads from the child's own attempts.
 */
import type { PhonicsAchievementId } from '../content/phonics-tutor.ts';

/** A sound or a word counts as mastered from this overall score (issue 5; the same 80 as the dashboard's). */
export const PHONICS_MASTERY_SCORE = 80;
/** Spec 001 §2/§9: praise at 80 for sounds, 75 for words. */
export const SOUND_PRAISE_SCORE = 80;
export const WORD_PRAISE_SCORE = 75;

export interface PhonicsCounts {
  attempts: number;
  soundAttempts: number;
  wordAttempts: number;
  soundsMastered: number;
  /** Different words or sentences read aloud at all. */
  wordsRead: number;
  wordsMastered: number;
  /** Mean overall score of the latest 5 attempts; null with fewer than 5. */
  recentAverage: number | null;
  /** Groups of the language whose every sound is mastered. */
  groupsCompleted: number;
}

export const PHONICS_ACHIEVEMENTS: readonly { id: PhonicsAchievementId; points: number; earned: (c: PhonicsCounts) => boolean }[] = [
  { id: 'first-sound', points: 10, earned: (c) => c.soundAttempts >= 1 },
  { id: 'first-reader', points: 10, earned: (c) => c.wordAttempts >= 1 },
  { id: 'sound-explorer', points: 25, earned: (c) => c.soundsMastered >= 5 },
  { id: 'clear-voice', points: 30, earned: (c) => c.recentAverage !== null && c.recentAverage >= 80 },
  { id: 'word-reader', points: 30, earned: (c) => c.wordsRead >= 10 },
  { id: 'group-champion', points: 40, earned: (c) => c.groupsCompleted >= 1 },
  { id: 'sound-master', points: 60, earned: (c) => c.soundsMastered >= 20 },
  { id: 'practice-star', points: 50, earned: (c) => c.attempts >= 50 },
];

/** The phonics level: 1, plus one for every 5 sounds and every 5 words mastered, at most 10. */
export function phonicsLevel(counts: Pick<PhonicsCounts, 'soundsMastered' | 'wordsMastered'>): number {
  return Math.min(10, 1 + Math.floor(counts.soundsMastered / 5) + Math.floor(counts.wordsMastered / 5));
}

/** Tokens: +1 for every analysed attempt, +5 the first time a sound or word is mastered. */
export const TOKENS_PER_ATTEMPT = 1;
export const TOKENS_FOR_MASTERY = 5;
