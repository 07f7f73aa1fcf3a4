/**
 * The Phonics Tutor screen's rules and constants (spec 001 §2, §4 and §9), kept free of React so they can be tested
 * on their own. The content itself (groups, sounds, hints, words) comes from the API.
 */
export { scorePercent, tipsOf } from '@/lib/practice.ts';

/** The practice language select, in the spec's order (en, ar, fr). */
export const PRACTICE_LANGUAGES = ['en', 'ar', 'fr'] as const;
export type PracticeLanguage = (typeof PRACTICE_LANGUAGES)[number];
/** What the server is asked for: English reads the en-CA lists (with canadian-words) under a Canadian interface. */
export type ContentLanguage = PracticeLanguage | 'en-CA';

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export type PracticeKind = 'sound' | 'word';

/** Spec 001 §9: 5 s for a sound, 8 s for a word; the timer ticks every second; sent about 0.5 s after stored. */
export const RECORDING_MAX_MS: Record<PracticeKind, number> = { sound: 5000, word: 8000 };
export const TIMER_TICK_MS = 1000;
export const SEND_DELAY_MS = 500;

/** Spec 001 §2/§9: "Excellent" at 80 for sounds, praise at 75 for words. */
export const PRAISE_SCORE: Record<PracticeKind, number> = { sound: 80, word: 75 };
export const ACHIEVEMENTS_SHOWN = 5;

/** The 8 tour steps, each naming the element it highlights by its data-tour mark. */
export const TOUR_STEPS = ['tabs', 'groups', 'language', 'navigation', 'hint', 'listen', 'record', 'result'] as const;
export type TourStep = (typeof TOUR_STEPS)[number];

export function isPracticeLanguage(value: string): value is PracticeLanguage {
  return (PRACTICE_LANGUAGES as readonly string[]).includes(value);
}

/** The practice language the screen opens with: the interface language when there are lessons in it. */
export function initialPracticeLanguage(uiLanguage: string): PracticeLanguage {
  if (uiLanguage === 'en-CA') return 'en';
  return isPracticeLanguage(uiLanguage) ? uiLanguage : 'en';
}

/** Spec 001 §4 (as for writing): an Arabic interface switches practice to Arabic; other switches leave it alone. */
export function practiceLanguageAfterUiChange(uiLanguage: string, current: PracticeLanguage): PracticeLanguage {
  return uiLanguage === 'ar' ? 'ar' : current;
}

export function contentLanguageOf(practice: PracticeLanguage, uiLanguage: string): ContentLanguage {
  return practice === 'en' && uiLanguage === 'en-CA' ? 'en-CA' : practice;
}

export function isPraised(kind: PracticeKind, overallScore: number): boolean {
  return overallScore >= PRAISE_SCORE[kind];
}

/** Whole seconds shown while recording, never past the limit. */
export function elapsedSeconds(elapsedMs: number, maxMs: number): number {
  return Math.min(Math.floor(elapsedMs / TIMER_TICK_MS), Math.floor(maxMs / TIMER_TICK_MS));
}

/** What the listen button says: the example words (a lone letter would be read as its name, not its sound). */
export function listenText(examples: readonly string[], target: string, kind: PracticeKind): string {
  return kind === 'word' ? target : examples.join(', ');
}

/** A short list with the language's comma ("a, b, c"; Arabic "أ، ب، ج"). */
export function listOf(items: readonly string[], language: string): string {
  return items.join(language === 'ar' ? '، ' : ', ');
}
