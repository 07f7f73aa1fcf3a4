/**
 * The words heard, each already placed in the passage by the decoder (decode.ts), read as a teacher marks a running
 * record. In the order they were said:
 *  - a passage word read ahead of where the reader was: the words jumped over are omitted (unless read later), the
 *    word is correct;
 *  - a word said in place of a passage word ('alike', 'other'): substituted;
 *  - a passage word read again (a repeat, a regression): not an error; if it had been substituted or omitted and is
 *    now read right, it is self-corrected (not penalised);
 *  - a short common word between passage words: an insertion.
 * Words after the last one attempted were not reached: they are not omissions.
 */
import type { WordMark } from '@common/contracts/fluency.ts';
import type { Alignment } from './align.ts';
import type { HeardWord } from './decode.ts';

export function alignPlaced(passageLength: number, heard: readonly HeardWord[]): Alignment {
  const marks: (WordMark | null)[] = Array.from({ length: passageLength }, () => null);
  const heardAt: (string | null)[] = Array.from({ length: passageLength }, () => null);
  const times: Alignment['times'] = Array.from({ length: passageLength }, () => null);
  const heardIndex: (number | null)[] = Array.from({ length: passageLength }, () => null);
  let lastWordIndex: number | null = null;
  let insertions = 0;
  heard.forEach((w, j) => {
    if (w.at === null || w.kind === 'extra') {
      insertions++;
      return;
    }
    const i = w.at;
    if (i < 0 || i >= passageLength) return;
    lastWordIndex = lastWordIndex === null ? i : Math.max(lastWordIndex, i);
    const before = marks[i];
    if (w.kind === 'word') {
      if (before === null) marks[i] = 'correct';
      else if (before === 'substituted' || before === 'omitted') marks[i] = 'self_corrected';
      else return;
    } else {
      // A wrong try at a word already read right is a repeat gone wrong, not an error.
      if (before !== null) return;
      marks[i] = 'substituted';
      heardAt[i] = w.word;
    }
    times[i] = { start: w.start, end: w.end };
    heardIndex[i] = j;
  });
  const last = lastWordIndex ?? -1;
  const out: WordMark[] = marks.map((m, i) => m ?? (i <= last ? 'omitted' : 'correct'));
  return { marks: out, heard: heardAt, times, lastWordIndex, insertions, heardIndex };
}
