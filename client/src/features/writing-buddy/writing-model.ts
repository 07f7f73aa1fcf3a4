/**
 * The Writing Buddy screen's rules and constants (spec 001 §2, §4 and §9), kept free of React so they can be tested
 * on their own. The content itself (letters, words, guides) comes from the API.
 */
export { scorePercent, tipsOf } from '@/lib/practice.ts';

/** The writing language select, in the spec's order (en, en-ca, ar, fr). */
export const WRITING_LANGUAGES = ['en', 'en-CA', 'ar', 'fr'] as const;
export type WritingLanguage = (typeof WRITING_LANGUAGES)[number];

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const CANVAS = { width: 400, height: 300, strokeWidth: 3 } as const;

export const EXCELLENT_SCORE = 80;
export const ACHIEVEMENTS_SHOWN = 3;
export const RECENT_SAMPLES_SHOWN = 5;
export const FOCUS_LETTERS = ['B', 'D', 'P', 'Q'] as const;
export const TRY_THESE_WORDS = ['big', 'can', 'get', 'all'] as const;

/** The 8 tour steps (spec 001 §1), each naming the element it highlights by its data-tour mark. */
export const TOUR_STEPS = ['tabs', 'language', 'navigation', 'canvas', 'actions', 'result', 'guide', 'stats'] as const;

export function isWritingLanguage(value: string): value is WritingLanguage {
  return (WRITING_LANGUAGES as readonly string[]).includes(value);
}

/** The writing language the screen opens with: the interface language when children can write in it. */
export function initialWritingLanguage(uiLanguage: string): WritingLanguage {
  return isWritingLanguage(uiLanguage) ? uiLanguage : 'en';
}

/** Spec 001 §4: an Arabic interface switches the writing language to Arabic; other switches leave it alone. */
export function writingLanguageAfterUiChange(uiLanguage: string, current: WritingLanguage): WritingLanguage {
  return uiLanguage === 'ar' ? 'ar' : current;
}

export function isExcellent(overallScore: number): boolean {
  return overallScore >= EXCELLENT_SCORE;
}

/**
 * A pointer position in the canvas's own 400×300 space, whatever size the canvas is shown at. The canvas is never
 * mirrored (not even in Arabic), so x always grows to the right.
 */
export function toCanvasPoint(clientX: number, clientY: number, rect: { left: number; top: number; width: number; height: number }): { x: number; y: number } {
  const x = ((clientX - rect.left) * CANVAS.width) / (rect.width || CANVAS.width);
  const y = ((clientY - rect.top) * CANVAS.height) / (rect.height || CANVAS.height);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { x: round(Math.max(0, Math.min(CANVAS.width, x))), y: round(Math.max(0, Math.min(CANVAS.height, y))) };
}

/** Letter index after the writing language changes: the new alphabet starts over. */
export function clampIndex(index: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(total - 1, index));
}
