/**
 * Writing Buddy progress: the level and the achievements of spec 000 §3 ("Achievement labels (Writing Buddy)"),
 * as pure functions of counts the server reads from the learner's own samples and phonics attempts.
 */
import type { WritingAchievementId } from '../content/writing-buddy.ts';

export interface WritingCounts {
  /** Saved samples, letters and words. */
  sessions: number;
  /** Different letters with a sample at 80 or more. */
  lettersMastered: number;
  /** Different letters practised at all. */
  lettersPracticed: number;
  /** Different words practised. */
  wordsPracticed: number;
  /** Mean handwriting accuracy over analysed samples, null when none. */
  averageAccuracy: number | null;
  /** Phonics sound attempts, and their mean accuracy (null when none). */
  soundAttempts: number;
  pronunciationAccuracy: number | null;
}

export const WRITING_ACHIEVEMENTS: readonly { id: WritingAchievementId; points: number; earned: (c: WritingCounts) => boolean }[] = [
  { id: 'dedicated-learner', points: 50, earned: (c) => c.sessions >= 50 },
  { id: 'first-sounds', points: 10, earned: (c) => c.soundAttempts >= 1 },
  { id: 'clear-speaker', points: 30, earned: (c) => c.pronunciationAccuracy !== null && c.pronunciationAccuracy >= 80 },
  { id: 'letter-master', points: 40, earned: (c) => c.lettersMastered >= 10 },
  { id: 'alphabet-explorer', points: 30, earned: (c) => c.lettersPracticed >= 20 },
  { id: 'handwriting-expert', points: 60, earned: (c) => c.averageAccuracy !== null && c.averageAccuracy >= 90 },
  { id: 'word-builder', points: 25, earned: (c) => c.wordsPracticed >= 5 },
];

/** The writing level: 1, plus one for every 5 letters mastered and every 10 words practised, at most 10. */
export function writingLevel(counts: Pick<WritingCounts, 'lettersMastered' | 'wordsPracticed'>): number {
  return Math.min(10, 1 + Math.floor(counts.lettersMastered / 5) + Math.floor(counts.wordsPracticed / 10));
}

/**
 * Tokens for practice: +1 for every saved sample, and +5 the first time a letter is mastered (its first sample
 * scoring 80 or more), so practice pays a little and mastery pays more.
 */
export const TOKENS_PER_SAMPLE = 1;
export const TOKENS_FOR_MASTERY = 5;
export const WRITING_MASTERY_SCORE = 80;
