/**
 * A third opinion (issue 11): an open-vocabulary transcriber (Moonshine tiny, speech/moonshine.ts) listens to the
 * same stretches, its words are aligned to the passage (align.ts), and where it disagrees with the reading grammar
 * the grammar decides again with the transcriber's word as a rival:
 *  - a word the grammar marked wrong that the transcriber heard at its place is taken back (an error must be heard
 *    by both);
 *  - a word the grammar heard as read, where the transcriber heard a word that differs from it in more than half its
 *    sounds (and has three or more): the stretch is decoded again with that word offered at that place (and at the
 *    word before, when the transcript has that one wrong too: rivalsOffered); if the grammar now takes it, the
 *    passage word was substituted;
 *  - a word the grammar heard as read that the transcriber left out: the stretch is decoded again with leaving the
 *    word out made likelier; if the grammar now leaves it out between its neighbours, it was omitted.
 * It is also the first decoding's witness (decode.ts decodeReading): a stretch whose decoding places fewer than half
 * of a run of three or more passage words the transcriber heard in a row is decoded again where it heard them.
 * The reading grammar alone cannot hear a substitution it has no word for ("jumped" for "ran" is heard as "ran"
 * and a silence); the transcriber alone mishears too much to mark a reading (about one word in five of espeak-ng's
 * voices); each keeps the other honest.
 *
 * Chosen on the tuning readings (bench/fluency.tune.ts), never on the test's readings or real speech: within ±3
 * 75% → 80%, recall 0.62 → 0.80, precision 0.55 → 0.82 (figures and what was tried in bench/README.md).
 */
import type { WordMark } from '@common/contracts/fluency.ts';
import { englishWordPronunciations } from '../pronunciation/phonemes.ts';
import { transcribeEnglish } from '../speech/moonshine.ts';
import { STT_SAMPLE_RATE } from '../speech/wav.ts';
import { alignReading, comparable, editDistance, type Alignment } from './align.ts';
import { DEFAULT_GRAMMAR, decodeStretchesAgain, recognizerWords, stretchesHolding, type Decoding } from './decode.ts';
import type { Stretch } from './segment.ts';

/** The rival said in a word's place offered at this probability (0.1 brought false substitutions on the tuning readings)… */
const RIVAL = 0.01;
/** …and leaving a word out at this one (0.1 and 0.3 did the same). */
const LEFT_OUT = 0.1;
/** A rival must differ from the word in more than this share of its sounds, and have at least this many. */
const DIFFERENT = 0.5;
const MIN_SOUNDS = 3;
/**
 * A word heard within this share of the passage word's sounds is the word, misheard or said a little wrong (0.5 also
 * took back planted omissions: "cross" heard where "grass" was left out).
 */
const NEAR = 0.4;

const sounds = (word: string) => englishWordPronunciations(word).map((p) => p.map((phone) => phone.replace(/\d/g, '')));

/** The share of their sounds two words differ in (the nearest of their pronunciations), or null when one has none. */
function soundDistance(heard: string, word: string): number | null {
  const a = sounds(heard);
  const b = sounds(word);
  if (!a.length || !b.length) return null;
  let nearest = 1;
  for (const x of a) for (const y of b) nearest = Math.min(nearest, editDistance(x, y) / Math.max(x.length, y.length));
  return nearest;
}

/** A word the transcriber heard that is not a mishearing of the passage word: far from it in sound, and not tiny. */
export function unlike(heard: string, word: string): boolean {
  if (Math.min(...sounds(heard).map((p) => p.length)) < MIN_SOUNDS) return false;
  const distance = soundDistance(heard, word);
  return distance !== null && distance > DIFFERENT;
}

/**
 * A word the transcriber heard that is the passage word misheard, or said a little wrong ("flower" for "flour", "built"
 * for "builds"). Compared by spelling when one has no pronunciation (40 further tuning readings: one false mark fewer).
 */
export function near(heard: string, word: string): boolean {
  const a = comparable(heard);
  const b = comparable(word);
  // A word the transcriber made up ("vanced" for "danced") has no pronunciation: its spelling is compared instead.
  const distance = soundDistance(a, b) ?? (a && b ? editDistance(a, b) / Math.max(a.length, b.length) : null);
  return distance !== null && distance <= NEAR;
}

/** What the transcriber hears in each stretch of a 16 kHz recording (its words; null when it cannot serve), one stretch after another. */
export function transcribeEach(samples: Float32Array, stretches: readonly Stretch[]): Promise<string[] | null>[] {
  return stretches.map(async (stretch) => {
    const text = await transcribeEnglish(samples.subarray(Math.floor(stretch.start * STT_SAMPLE_RATE), Math.ceil(stretch.end * STT_SAMPLE_RATE)));
    return text === null ? null : text.split(/\s+/).filter(Boolean);
  });
}

/** The words of every stretch, one after another, or null when the transcriber could not serve one. */
export async function allWords(each: readonly Promise<string[] | null>[]): Promise<string[] | null> {
  const words = await Promise.all(each);
  return words.some((w) => w === null) ? null : words.flatMap((w) => w!);
}

/** What the transcriber heard over the stretches, or null when it cannot serve. */
export function transcribeStretches(samples: Float32Array, stretches: readonly Stretch[]): Promise<string[] | null> {
  return allWords(transcribeEach(samples, stretches));
}

const isError = (mark: WordMark) => mark === 'omitted' || mark === 'substituted';

/** The transcriber's words aligned to the passage. */
export function transcriberAlignment(words: readonly string[], heard: readonly string[]): Alignment {
  return alignReading(
    words,
    heard.map((word) => ({ word })),
  );
}

/**
 * Marks wrong that the transcriber heard read, taken back (an error must be heard by both), and words marked
 * omitted where it heard the word nearly ("Mr." for "Mister", "strip" for "strips"): something was said there, and it
 * sounded like the word. On 40 further synthetic readings (bench/fluency.tune.ts, FLUENCY_TUNE_SET=wide) that took
 * back 5 of 37 words read right marked wrong, and no planted error; on the 20 tuning readings, nothing. It only takes
 * back: the second listening (second.ts) then decodes only the stretches that still hold a mark.
 */
export function takeBackHeard(words: readonly string[], marks: readonly WordMark[], other: Alignment, lastWordIndex: number | null): WordMark[] {
  const otherLast = other.lastWordIndex ?? -1;
  const heard = (i: number) =>
    !isError(other.marks[i]!) || (marks[i] === 'omitted' && other.marks[i] === 'substituted' && near(other.heard[i] ?? '', words[i]!));
  return marks.map((m, i) => (lastWordIndex !== null && i <= lastWordIndex && isError(m) && i <= otherLast && heard(i) ? 'correct' : m));
}

/** What the grammar decided where the transcriber's rival was offered: the words it left out, and the rival it took in each word's place. */
export interface RivalVerdict {
  omitted: Set<number>;
  said: Map<number, string>;
}

/**
 * What the transcriber heard differently, by place: a word far from the passage word (offered in its place), or
 * none (leaving the word out offered). Where the transcriber heard fewer words than the passage has, its alignment
 * cannot tell which of two neighbours a word it heard replaced, and it leaves the earlier one out (of equal costs, a
 * word said before a word omitted: align.ts). So a word it heard in place of one whose neighbour before is also wrong
 * in its alignment is offered at both places, and the grammar decides ("They suck monkey the nectar", heard as "A
 * tuck monkey connector": "monkey" is aligned to "the", and offered at "up" too). Tuning readings: recall 0.83 →
 * 0.85, precision 0.82 → 0.84. Offered at the word after too, the grammar took "monkey" one word late, at "nectar";
 * offered at the word before whatever the transcript had there, it took rivals for words heard right (bench/README.md).
 */
export function rivalsOffered(passage: readonly (string | null)[], other: Alignment, lastWordIndex: number): Map<number, string[]> {
  const otherLast = other.lastWordIndex ?? -1;
  const rivals = new Map<number, string[]>();
  const offer = (at: number, rival: string) => {
    const there = rivals.get(at) ?? [];
    if (!there.includes(rival)) rivals.set(at, [...there, rival]);
  };
  const fits = (at: number, rival: string) => at >= 0 && at <= lastWordIndex && !!passage[at] && rival !== passage[at] && unlike(rival, passage[at]!);
  for (let i = 0; i <= lastWordIndex; i++) {
    if (other.marks[i] === 'substituted') {
      const rival = comparable(other.heard[i] ?? '');
      if (!rival || !fits(i, rival)) continue;
      offer(i, rival);
      if (isError(other.marks[i - 1] ?? 'correct') && fits(i - 1, rival)) offer(i - 1, rival);
    } else if (other.marks[i] === 'omitted' && i < otherLast) offer(i, '');
  }
  return rivals;
}

/**
 * Words the transcriber heard differently (another word, or none): the stretches decoded again with the
 * transcriber's word (or leaving the word out) offered as a rival, whatever the marks so far, so that it runs beside
 * the second look and the second listening (withRivals applies it to their marks).
 */
export async function weighRivals(
  wav: Buffer,
  words: readonly string[],
  decoding: Decoding,
  other: Alignment,
  lastWordIndex: number | null,
): Promise<RivalVerdict> {
  const verdict: RivalVerdict = { omitted: new Set(), said: new Map() };
  if (lastWordIndex === null) return verdict;
  const passage = recognizerWords(words);
  const rivals = rivalsOffered(passage, other, lastWordIndex);
  if (!rivals.size) return verdict;
  const again = await decodeStretchesAgain(
    wav,
    words,
    decoding,
    stretchesHolding(decoding, (at) => rivals.has(at)),
    DEFAULT_GRAMMAR,
    { words: rivals, probability: RIVAL, leftOut: LEFT_OUT },
  );
  const read = new Set(again.filter((w) => w.at !== null && w.kind === 'word').map((w) => w.at!));
  for (const [i, there] of rivals) if (there.includes('') && !read.has(i) && read.has(i - 1) && read.has(i + 1)) verdict.omitted.add(i);
  for (const w of again) if (w.at !== null && w.kind === 'alike' && rivals.get(w.at)?.includes(w.word)) verdict.said.set(w.at, w.word);
  return verdict;
}

/** The rivals' verdict on the words the grammar heard as read (a word already marked wrong keeps its mark); the rival heard in place of each word marked substituted. */
export function withRivals(marks: readonly WordMark[], verdict: RivalVerdict): { marks: WordMark[]; said: Map<number, string> } {
  const said = new Map<number, string>();
  const out = marks.map((m, i): WordMark => {
    if (isError(m)) return m;
    const rival = verdict.said.get(i);
    if (rival !== undefined) {
      said.set(i, rival);
      return 'substituted';
    }
    return verdict.omitted.has(i) ? 'omitted' : m;
  });
  return { marks: out, said };
}
