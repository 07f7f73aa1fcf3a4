/** Words and sentences of a page with their positions, so the word being spoken can be highlighted. */
export interface Word {
  text: string;
  start: number;
}

export function wordsOf(page: string): Word[] {
  return [...page.matchAll(/\S+/g)].map((m) => ({ text: m[0], start: m.index }));
}

/** Sentences (ending in . ! ? or the Arabic question mark) with where each starts in the page. */
export function sentencesOf(page: string): { text: string; start: number }[] {
  return [...page.matchAll(/[^.!?؟]+[.!?؟]*/g)]
    .map((m) => ({ text: m[0].trim(), start: m.index + (m[0].length - m[0].trimStart().length) }))
    .filter((s) => s.text.length > 0);
}

/** The index of the word at a character position (the last word starting at or before it). */
export function wordAt(words: readonly Word[], position: number): number | null {
  let found: number | null = null;
  for (const [i, word] of words.entries()) {
    if (word.start <= position) found = i;
    else break;
  }
  return found;
}
