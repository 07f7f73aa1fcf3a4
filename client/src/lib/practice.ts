/** Rules the practice screens (Writing Buddy, Phonics Tutor) share: how scores show and how many tips (spec 001 §9). */
export const TIPS_SHOWN = 2;

/** Scores arrive as 0–100; shown as whole numbers. */
export function scorePercent(score: number): number {
  return Math.round(Math.max(0, Math.min(100, score)));
}

export function tipsOf(improvements: readonly string[]): string[] {
  return improvements.slice(0, TIPS_SHOWN);
}
