/**
 * A second listening (issue 11): the stretches of the reading that hold a word still marked wrong after the second
 * look (verify.ts) are decoded again, each against the window it had, with a loop of phones in the grammar ("some
 * other word", decode.ts) at a low prior. The loop is never the point: it changes what the search keeps, so the
 * second decoding is a second opinion. A word marked wrong that the second decoding hears as the passage word
 * itself, and as nothing else, was read: the mark is taken back (an error must be heard twice).
 *
 * Chosen on the tuning readings (bench/fluency.tune.ts: 60% → 75% within ±3, recall 0.62 → 0.62, precision
 * 0.47 → 0.55), never on the test's readings or real speech; figures in bench/README.md.
 */
import type { WordMark } from '@common/contracts/fluency.ts';
import { DEFAULT_GRAMMAR, decodeStretchesAgain, stretchesHolding, type Decoding, type HeardWord, type ReadingGrammarOptions } from './decode.ts';

/** The loop at 0.03 (0.01 and 0.1 did the same on the tuning readings, within a word). */
export const SECOND_GRAMMAR: ReadingGrammarOptions = { ...DEFAULT_GRAMMAR, garbage: 0.03, garbageFunction: 0.03 };

export async function listenAgain(wav: Buffer, words: readonly string[], decoding: Decoding, marks: readonly WordMark[]): Promise<WordMark[]> {
  const wrong = new Set<number>();
  marks.forEach((m, i) => {
    if (m === 'omitted' || m === 'substituted') wrong.add(i);
  });
  // The stretches that heard the word or its neighbours (an omitted word has no time of its own).
  const which = stretchesHolding(decoding, (at) => wrong.has(at - 1) || wrong.has(at) || wrong.has(at + 1));
  if (!which.length) return [...marks];
  const again = await decodeStretchesAgain(wav, words, decoding, which, SECOND_GRAMMAR);
  const heardAt = new Map<number, HeardWord[]>();
  for (const w of again) if (w.at !== null) heardAt.set(w.at, [...(heardAt.get(w.at) ?? []), w]);
  return marks.map((m, i) => {
    if (!wrong.has(i)) return m;
    const there = heardAt.get(i) ?? [];
    return there.length && there.every((w) => w.kind === 'word') ? 'correct' : m;
  });
}
