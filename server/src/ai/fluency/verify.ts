/**
 * A second look at the words the alignment marked wrong: the passage word's goodness of pronunciation over the
 * stretch of the recording where it should be (the Phonics Tutor's measure, recognition.ts: the recording aligned
 * to the word against a free phone decoding of the same frames, per frame). A word that fits that stretch about
 * as well as a child's own words fit theirs (goodness ≥ −7: the 25th percentile of children's own words is −7.1,
 * the 90th of other words −6.7; bench/results/goodness-calibration.json) was read: the mark is taken back.
 * On 15 synthetic readings it took words marked wrong from 132 to 76, WCPM within ±3 from 0 to 27% of readings,
 * precision from 0.20 to 0.28, at the cost of recall (0.60 to 0.47); −4 and −10 did no better.
 */
import type { WordMark } from '@common/contracts/fluency.ts';
import { englishWordPronunciations } from '../pronunciation/phonemes.ts';
import { goodnessOfPronunciation, grammarSlots, targetOnly } from '../pronunciation/recognition.ts';
import type { Alignment } from './align.ts';

export const GOOD_ENOUGH = -7;
const RATE = 16_000;
/** An omission's stretch shorter than this holds no word. */
const MIN_SPAN = 0.15;

function span(alignment: Alignment, i: number): { start: number; end: number } | null {
  if (alignment.marks[i] === 'substituted') return alignment.times[i] ?? null;
  // An omission: between the words heard around it.
  let before: number | null = null;
  for (let k = i - 1; k >= 0; k--)
    if (alignment.times[k]) {
      before = alignment.times[k]!.end;
      break;
    }
  let after: number | null = null;
  for (let k = i + 1; k < alignment.times.length; k++)
    if (alignment.times[k]) {
      after = alignment.times[k]!.start;
      break;
    }
  if (before === null || after === null || after - before < MIN_SPAN) return null;
  return { start: before, end: after };
}

export async function verifyErrors(samples: Float32Array, words: readonly string[], alignment: Alignment): Promise<WordMark[]> {
  const marks = [...alignment.marks];
  const checks = marks.map(async (mark, i) => {
    if (mark !== 'omitted' && mark !== 'substituted') return;
    const word = words[i]!.toLowerCase();
    if (!englishWordPronunciations(word).length) return;
    const where = span(alignment, i);
    if (!where) return;
    const from = Math.max(0, Math.floor((where.start - 0.05) * RATE));
    const to = Math.min(samples.length, Math.ceil((where.end + 0.05) * RATE));
    if (to - from < RATE * 0.1) return;
    const slots = grammarSlots(word, 'word', 0);
    if (!slots) return;
    const goodness = await goodnessOfPronunciation(samples.subarray(from, to), targetOnly(slots)).catch(() => null);
    if (goodness !== null && goodness >= GOOD_ENOUGH) marks[i] = 'correct';
  });
  await Promise.all(checks);
  return marks;
}
