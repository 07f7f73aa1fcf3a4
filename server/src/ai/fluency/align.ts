/**
 * The words heard, aligned to the passage's words (edit distance, dynamic programming, a run of omitted words priced
 * as a run: a skipped line), and read as a teacher marks a running record: a passage word heard is correct, one
 * heard as another word is substituted, one not heard is omitted (up to the last word attempted; the words after it
 * were not reached). Heard words that fit nowhere are insertions, except repeats of the words around them (not
 * errors) and a wrong attempt followed by the right word (a self-correction: the word counts as correct and is
 * marked 'self_corrected').
 */
import type { WordMark } from '@common/contracts/fluency.ts';

export interface TimedWord {
  word: string;
  start?: number;
  end?: number;
}

export interface Alignment {
  marks: WordMark[];
  /** What was heard in each passage word's place (a substitution or a self-correction's first try), else null. */
  heard: (string | null)[];
  /** Times of each passage word as heard (correct, substituted or self-corrected), else null. */
  times: ({ start: number; end: number } | null)[];
  /** Index of the last passage word attempted, null when none was. */
  lastWordIndex: number | null;
  insertions: number;
  /** Which heard word took each passage word's place (its index in the heard words), else null. */
  heardIndex: (number | null)[];
}

/** Letters only, lower case, marks (accents, Arabic vowel signs) left out: how two spellings are compared. */
export function comparable(word: string): string {
  return word
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^\p{L}']/gu, '')
    .replace(/'/g, '');
}

type Op = { kind: 'match' | 'sub'; i: number; j: number } | { kind: 'del'; i: number } | { kind: 'ins'; j: number };

/**
 * Costs of the alignment, in quarters: a substitution or an extra word 4, the first word of a run of omitted ones 4,
 * each further word of the run 1. A reader who skips a line leaves a run of omissions, and at a full cost a word a
 * skipped line of 29 words cost more than pairing the next sentence's words with the skipped line's as
 * substitutions and leaving the rest "not reached" (its "the string" with the skipped line's "the string").
 */
const SUBSTITUTE = 4;
const INSERT = 4;
const OMIT = 4;
const OMIT_MORE = 1;

export function alignReading(passage: readonly string[], heardWords: readonly TimedWord[]): Alignment {
  const expected = passage.map(comparable);
  const heard = heardWords.map((w) => comparable(w.word));
  const n = expected.length;
  const m = heard.length;
  // Two tables: the cheapest alignment of the first i passage words and j heard words whose last step is not an
  // omission (said), and whose last step is one (omitted), so a run of omissions is priced as a run.
  const said: Float64Array[] = Array.from({ length: n + 1 }, () => new Float64Array(m + 1).fill(Infinity));
  const omitted: Float64Array[] = Array.from({ length: n + 1 }, () => new Float64Array(m + 1).fill(Infinity));
  const best = (i: number, j: number) => Math.min(said[i]![j]!, omitted[i]![j]!);
  for (let j = 0; j <= m; j++) said[0]![j] = j * INSERT;
  for (let i = 1; i <= n; i++) {
    for (let j = 0; j <= m; j++) {
      omitted[i]![j] = Math.min(said[i - 1]![j]! + OMIT, omitted[i - 1]![j]! + OMIT_MORE);
      if (j > 0) said[i]![j] = Math.min(best(i - 1, j - 1) + (expected[i - 1] === heard[j - 1] ? 0 : SUBSTITUTE), best(i, j - 1) + INSERT);
    }
  }
  // The words not reached at the end are not omissions: the path ends after the passage word where the heard
  // words are used up most cheaply (trailing passage words free; on a tie, the earlier word).
  let endRow = 0;
  for (let i = 1; i <= n; i++) if (best(i, m) < best(endRow, m)) endRow = i;
  const ops: Op[] = [];
  let i = endRow;
  let j = m;
  // Of steps as cheap, a word said before a word omitted, and a match before an extra word before a substitution.
  let inRun = omitted[i]![j]! < said[i]![j]!;
  while (i > 0 || j > 0) {
    if (inRun) {
      ops.push({ kind: 'del', i: i - 1 });
      inRun = said[i - 1]![j]! + OMIT !== omitted[i]![j]!;
      i--;
      continue;
    }
    const here = said[i]![j]!;
    if (i > 0 && j > 0 && expected[i - 1] === heard[j - 1] && best(i - 1, j - 1) === here) {
      ops.push({ kind: 'match', i: i - 1, j: j - 1 });
      i--;
      j--;
    } else if (j > 0 && best(i, j - 1) + INSERT === here) {
      ops.push({ kind: 'ins', j: j - 1 });
      j--;
    } else {
      ops.push({ kind: 'sub', i: i - 1, j: j - 1 });
      i--;
      j--;
    }
    inRun = omitted[i]![j]! < said[i]![j]!;
  }
  ops.reverse();

  const marks: WordMark[] = passage.map(() => 'omitted');
  const heardAt: (string | null)[] = passage.map(() => null);
  const times: Alignment['times'] = passage.map(() => null);
  const heardIndex: (number | null)[] = passage.map(() => null);
  let lastWordIndex: number | null = null;
  let insertions = 0;
  let pending: number[] = [];
  const timeOf = (jj: number) => {
    const w = heardWords[jj]!;
    return w.start !== undefined && w.end !== undefined ? { start: w.start, end: w.end } : null;
  };
  for (const op of ops) {
    if (op.kind === 'ins') {
      pending.push(op.j);
      continue;
    }
    if (op.kind === 'del') {
      // An omission ends a run of extra words without taking them.
      insertions += pending.filter((jj) => !isRepeat(heard[jj]!, expected, op.i)).length;
      pending = [];
      continue;
    }
    const tries = pending.filter((jj) => !isRepeat(heard[jj]!, expected, op.i));
    pending = [];
    lastWordIndex = op.i;
    times[op.i] = timeOf(op.j);
    heardIndex[op.i] = op.j;
    if (op.kind === 'sub') {
      insertions += tries.length;
      marks[op.i] = 'substituted';
      heardAt[op.i] = heardWords[op.j]!.word;
    } else if (tries.some((jj) => resembles(heard[jj]!, expected[op.i]!))) {
      // A try at the word (it resembles it), then the word: a self-correction; other extra words are insertions.
      const attempt = tries.findLast((jj) => resembles(heard[jj]!, expected[op.i]!))!;
      insertions += tries.length - 1;
      marks[op.i] = 'self_corrected';
      heardAt[op.i] = heardWords[attempt]!.word;
    } else {
      insertions += tries.length;
      marks[op.i] = 'correct';
    }
  }
  insertions += pending.filter((jj) => !isRepeat(heard[jj]!, expected, lastWordIndex ?? 0)).length;
  // Words after the last attempted one were not reached: not omissions, just not read (the figures stop there).
  if (lastWordIndex !== null) for (let k = lastWordIndex + 1; k < passage.length; k++) marks[k] = 'correct';
  else for (let k = 0; k < passage.length; k++) marks[k] = 'correct';
  return { marks, heard: heardAt, times, lastWordIndex, insertions, heardIndex };
}

/** Edit distance between two sequences (letters of a word, phones of a pronunciation). */
export function editDistance<T>(a: ArrayLike<T>, b: ArrayLike<T>): number {
  const d: number[] = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let previous = d[0]!;
    d[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const here = d[j]!;
      d[j] = Math.min(d[j]! + 1, d[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = here;
    }
  }
  return d[b.length]!;
}

/** A try at a word: the same first letter, or at most half its letters different (edit distance). */
function resembles(attempt: string, word: string): boolean {
  if (!attempt || !word) return false;
  if (attempt[0] === word[0]) return true;
  return editDistance(attempt, word) <= word.length / 2;
}

/** A heard word that repeats one of the passage words just before (or at) this place: a repeat, not an error. */
function isRepeat(word: string, expected: readonly string[], at: number): boolean {
  for (let k = Math.max(0, at - 3); k <= Math.min(expected.length - 1, at); k++) if (expected[k] === word) return true;
  return false;
}
