/**
 * Listening to an English reading offline. The recording is cut at its pauses (segment.ts) and each stretch of
 * speech is decoded by pocketsphinx with a finite-state grammar of a window of the passage around where the reader
 * is expected to be (just after the last word placed in the stretch before). A stretch the recogniser gets wrong
 * therefore cannot make it lose its place for the rest of the reading (one search over a whole minute did: a
 * reading ended early in one synthetic reading in ten).
 *
 * In the window's grammar the reader enters at the expected word (or, less likely, a little before or after), and
 * from "about to read word i" says word i, a word that sounds like it, some other word (a loop of phones: a
 * substitution by a word the grammar does not know), skips one or two words, repeats the last word or two
 * (repeats, self-corrections) or inserts a short common word; the stretch may end anywhere. Every passage word in
 * the dictionary has its own name per place (`cat_12`), so each word heard comes back with its place in the passage
 * and nothing has to be realigned afterwards (placed.ts turns the words heard into marks).
 *
 * A bigram model of the passage (Project LISTEN's approach) was tried first: it jumped between distant places of the
 * passage (30% word error on a perfect synthetic reading against 7% for the grammar).
 */
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { distractorsFor, englishWordPronunciations, wordsOf } from '../pronunciation/phonemes.ts';
import { parseHypseg } from '../pronunciation/segmentation.ts';
import { batchInputArgs, POCKETSPHINX_MODEL, runPocketsphinx } from '../speech/stt-pocketsphinx.ts';
import { decodeWav, encodeWav } from '../speech/wav.ts';
import { speechStretches, type SegmentOptions, type Stretch, DEFAULT_SEGMENTS } from './segment.ts';

/** What a word heard is, for the passage. */
export type HeardKind = 'word' | 'alike' | 'other' | 'extra';

/** A word the recogniser heard, with its start and end in seconds. */
export interface HeardWord {
  /** The word as heard (for 'other', its phones between slashes: `/P AA K/`). */
  word: string;
  start: number;
  end: number;
  /** pocketsphinx's acoustic score of the word over its frames (log scale, higher is a better fit). */
  acoustic: number;
  /**
   * 'word': passage word `at` read; 'alike': a word that sounds like it said in its place; 'other': some other
   * word said in its place; 'extra': a short common word said between passage words (an insertion).
   */
  kind: HeardKind;
  /** The passage word this is (or is said in place of); null for an extra word. */
  at: number | null;
  /** The stretch of the recording it was heard in (its index in `Decoding.stretches`). */
  stretch?: number;
}

/** A stretch of speech as decoded: its times and the window of the passage its grammar covered. */
export interface DecodedStretch {
  start: number;
  end: number;
  window: Window;
}

export interface Decoding {
  words: HeardWord[];
  /** Silences, noises and the pauses between stretches, with their times. */
  pauses: { start: number; end: number }[];
  seconds: number;
  /** The stretches decoded, each with its window (null: not reached, the passage was read by then). */
  stretches: (DecodedStretch | null)[];
  /** The recording's cepstral mean (13 numbers, comma-separated), as each stretch was normalised with. */
  mean: string | null;
  /**
   * Passage words the reader jumped over between stretches (from, to: the first word jumped over and the first read
   * after), at least SKIPPED_LINE of them, where the grammar and the witness heard the reader land: a skipped line.
   */
  skipped: { from: number; to: number }[];
}

/** Short words children insert or say in place of another (and the recogniser's garbage for a word it cannot match). */
const COMMON_WORDS = 'a an and the to of in on it is was he she we they i you my his her at for with but so um uh oh no yes this that then there up'.split(' ');
/** Function words: said quickly and reduced, they are given no phone loop of their own (a reduced "the" is not a substitution). */
const FUNCTION_WORDS = new Set(
  COMMON_WORDS.concat('are as be by do did from had has have him if into its me not or our their them us were what when will your'.split(' ')),
);

/** The words of a passage as the recogniser spells them: lower case, letters and apostrophes. */
export function recognizerWords(words: readonly string[]): string[] {
  return words.map((w) => wordsOf(w).join(''));
}

export interface ReadingGrammarOptions {
  word: number;
  soundAlike: number;
  skip: number;
  back1: number;
  back2: number;
  insert: number;
  /** Probability of another word said in place of the passage word (a loop of phones)… */
  garbage: number;
  /** …(for a function word)… */
  garbageFunction: number;
  /** …and of each further phone in it. */
  garbagePhone: number;
  soundAlikes: number;
  /** Entering the window at the expected word, one or two after it, further on (per word), or before it. */
  enterAhead1: number;
  enterAhead2: number;
  enterFar: number;
  enterBack: number;
}

export const DEFAULT_GRAMMAR: ReadingGrammarOptions = {
  word: 0.85,
  soundAlike: 0.01,
  skip: 0.03,
  back1: 0.02,
  back2: 0.01,
  insert: 0.005,
  // Off: in a stretch's grammar the phone loop took over correct words (synthetic readings, test set: WCPM within
  // ±3 in 50% of readings with it at 0.01, 90% without; precision 0.35 against 0.68).
  garbage: 0,
  garbageFunction: 0,
  garbagePhone: 0.3,
  soundAlikes: 2,
  enterAhead1: 0.05,
  enterAhead2: 0.02,
  enterFar: 0.01,
  enterBack: 0.02,
};

/** The context-independent phones: a loop of them is the grammar's "some other word" (garbage). */
const PHONES = 'AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(' ');

/** Dictionary names: a passage word at its place, a sound-alike said in its place, a phone of a loop. */
const placed = (word: string, i: number) => `${word}_${i}`;
const alikeName = (alt: string, i: number) => `${alt}_a${i}`;
const firstPhone = (phone: string, i: number) => `ph_${phone.toLowerCase()}_${i}`;
const nextPhone = (phone: string) => `ph_${phone.toLowerCase()}`;

/** What a dictionary name heard stands for. */
function parseName(name: string): { kind: HeardKind; at: number | null; word: string; phone?: string; first?: boolean } {
  let m = /^ph_([a-z]+)_(\d+)$/.exec(name);
  if (m) return { kind: 'other', at: Number(m[2]), word: m[1]!.toUpperCase(), phone: m[1]!.toUpperCase(), first: true };
  m = /^ph_([a-z]+)$/.exec(name);
  if (m) return { kind: 'other', at: null, word: m[1]!.toUpperCase(), phone: m[1]!.toUpperCase(), first: false };
  m = /^(.+)_a(\d+)$/.exec(name);
  if (m) return { kind: 'alike', at: Number(m[2]), word: m[1]! };
  m = /^(.+)_(\d+)$/.exec(name);
  if (m) return { kind: 'word', at: Number(m[2]), word: m[1]! };
  return { kind: 'extra', at: null, word: name };
}

/** Words another recogniser heard in place of passage words (by place), offered to the grammar at a probability. */
export interface Rivals {
  words: ReadonlyMap<number, readonly string[]>;
  probability: number;
  /** Probability of the word left out, where '' is among its rivals. */
  leftOut: number;
}
const NO_RIVALS: Rivals = { words: new Map(), probability: 0, leftOut: 0 };

export interface Window {
  /** Passage states from..to (state i: about to read word i; state n: the passage read). */
  from: number;
  to: number;
  /** Where the reader is expected to start. */
  expected: number;
}

/**
 * The grammar of a stretch of reading within a window of the passage. States from..to of the passage are local
 * states 0..L; then the start, the end and one phone-loop state per word. The start enters the window (empty
 * transitions) most likely at the expected word; every state may end the stretch.
 */
export function windowGrammar(
  passage: readonly (string | null)[],
  window: Window,
  options: ReadingGrammarOptions = DEFAULT_GRAMMAR,
  rivals: Rivals = NO_RIVALS,
): { fsg: string; dictionary: string } {
  const { from, to, expected } = window;
  const L = to - from;
  const start = L + 1;
  const final = L + 2;
  const loop = (k: number) => L + 3 + k;
  const lines: string[] = [];
  const dict = new Map<string, string[][]>();
  const p = (x: number) => x.toFixed(6);
  const addWord = (name: string, prons: string[][]) => {
    if (!dict.has(name)) dict.set(name, prons);
  };
  const passageWord = (i: number): string | null => {
    const w = passage[i];
    if (!w) return null;
    const prons = englishWordPronunciations(w);
    if (!prons.length) return null;
    addWord(placed(w, i), prons);
    return placed(w, i);
  };
  for (let k = 0; k <= L; k++) {
    const i = from + k;
    const d = i - expected;
    const enter =
      d === 0
        ? 1
        : d === 1
          ? options.enterAhead1
          : d === 2
            ? options.enterAhead2
            : d > 2
              ? options.enterFar * 0.85 ** (d - 3)
              : options.enterBack * 0.5 ** (-d - 1);
    lines.push(`TRANSITION ${start} ${k} ${p(enter)}`);
    lines.push(`TRANSITION ${k} ${final} 1.0`);
    if (k === L) continue;
    const w = passageWord(i);
    if (w) {
      lines.push(`TRANSITION ${k} ${k + 1} ${options.word} ${w}`);
      const bare = passage[i]!;
      const alts = distractorsFor(bare, 'en', 'word', options.soundAlikes).filter((a) => a !== bare && englishWordPronunciations(a).length);
      for (const a of alts) {
        addWord(alikeName(a, i), englishWordPronunciations(a));
        lines.push(`TRANSITION ${k} ${k + 1} ${p(options.soundAlike / alts.length)} ${alikeName(a, i)}`);
      }
      const others = (rivals.words.get(i) ?? []).filter((a) => a === '' || (a !== bare && !alts.includes(a) && englishWordPronunciations(a).length));
      const said = others.filter(Boolean).length;
      for (const a of others) {
        // The empty rival: the word left out.
        if (!a) {
          lines.push(`TRANSITION ${k} ${k + 1} ${p(rivals.leftOut)}`);
          continue;
        }
        addWord(alikeName(a, i), englishWordPronunciations(a));
        lines.push(`TRANSITION ${k} ${k + 1} ${p(rivals.probability / said)} ${alikeName(a, i)}`);
      }
      const garbage = FUNCTION_WORDS.has(bare) ? options.garbageFunction : options.garbage;
      if (garbage > 0) {
        for (const ph of PHONES) {
          addWord(firstPhone(ph, i), [[ph]]);
          addWord(nextPhone(ph), [[ph]]);
          lines.push(`TRANSITION ${k} ${loop(k)} ${p(garbage / PHONES.length)} ${firstPhone(ph, i)}`);
          lines.push(`TRANSITION ${loop(k)} ${loop(k)} ${p(options.garbagePhone / PHONES.length)} ${nextPhone(ph)}`);
        }
        lines.push(`TRANSITION ${loop(k)} ${k + 1} ${p(1 - options.garbagePhone)}`);
      }
    } else {
      // A word the recogniser cannot say: passed over silently.
      lines.push(`TRANSITION ${k} ${k + 1} 0.9`);
    }
    // Skips: word i+1 (or i+2) said in place of word i.
    if (k + 2 <= L) {
      const next = passageWord(i + 1);
      if (next) lines.push(`TRANSITION ${k} ${k + 2} ${options.skip} ${next}`);
    }
    if (k + 3 <= L) {
      const next = passageWord(i + 2);
      if (next) lines.push(`TRANSITION ${k} ${k + 3} ${p(options.skip / 3)} ${next}`);
    }
    // Repeats: the word just read said again (stay), or the one before it (back one).
    if (i >= 1) {
      const before = passageWord(i - 1);
      if (before) lines.push(`TRANSITION ${k} ${k} ${options.back1} ${before}`);
    }
    if (i >= 2 && k >= 1) {
      const before = passageWord(i - 2);
      if (before) lines.push(`TRANSITION ${k} ${k - 1} ${options.back2} ${before}`);
    }
    for (const c of COMMON_WORDS) {
      addWord(c, englishWordPronunciations(c));
      lines.push(`TRANSITION ${k} ${k} ${p(options.insert / COMMON_WORDS.length)} ${c}`);
    }
  }
  const fsg = `FSG_BEGIN reading\nNUM_STATES ${2 * L + 3}\nSTART_STATE ${start}\nFINAL_STATE ${final}\n${lines.join('\n')}\nFSG_END\n`;
  const dictLines: string[] = [];
  for (const [name, prons] of dict) prons.forEach((pr, n) => dictLines.push(`${name}${n ? `(${n + 1})` : ''} ${pr.join(' ')}`));
  return { fsg, dictionary: `${dictLines.join('\n')}\n` };
}

/**
 * Search settings, chosen on synthetic readings of the passages (never on the evaluation set): the grammar weighs
 * as much as in free recognition (-lw 10), silence and noise fillers between words, silence more likely than a word
 * (-silprob 3: a reader who pauses between words otherwise loses the search its place), the whole stretch decoded
 * (no silence removal).
 */
const SEARCH_ARGS = [
  '-lw',
  '10',
  '-wip',
  '0.5',
  '-fsgusefiller',
  'yes',
  '-silprob',
  '3',
  '-fillprob',
  '0.001',
  '-remove_silence',
  'no',
  '-maxhmmpf',
  '5000',
  '-beam',
  '1e-40',
  '-wbeam',
  '1e-25',
  '-pbeam',
  '1e-40',
];

/**
 * The cepstral mean of the whole recording, as pocketsphinx computes it (the model's feat.params asks for the mean
 * of each utterance, -cmn batch, whatever the command line says): a quick pass with an empty grammar, its log read.
 * A stretch of two seconds normalised by its own mean was heard worse ("tin cup" as "you so" in a synthetic
 * reading the whole recording decoded right); each stretch is decoded with this mean instead (featureParams).
 */
async function recordingMean(dir: string): Promise<string | null> {
  const log = path.join(dir, 'mean.log');
  await Promise.all([
    fsp.writeFile(path.join(dir, 'mean.fsg'), 'FSG_BEGIN empty\nNUM_STATES 2\nSTART_STATE 0\nFINAL_STATE 1\nTRANSITION 0 1 1.0\nFSG_END\n'),
    fsp.writeFile(path.join(dir, 'mean.dict'), 'a AH\n'),
    fsp.writeFile(path.join(dir, 'mean.ctl'), 'reading\n'),
  ]);
  await runPocketsphinx(
    [
      ...batchInputArgs(dir, path.join(dir, 'mean.ctl')),
      '-hmm',
      POCKETSPHINX_MODEL.acoustic,
      '-fsg',
      path.join(dir, 'mean.fsg'),
      '-dict',
      path.join(dir, 'mean.dict'),
      '-fsgusefiller',
      'no',
      '-beam',
      '1e-5',
      '-pbeam',
      '1e-5',
      '-maxhmmpf',
      '10',
      '-hypseg',
      path.join(dir, 'mean.seg'),
      '-logfn',
      log,
    ],
    'pocketsphinx_batch',
    60_000,
  );
  const text = await fsp.readFile(log, 'utf8').catch(() => '');
  const m = /CMN:((?:\s+-?\d+(?:\.\d+)?){13})/.exec(text);
  return m ? m[1]!.trim().split(/\s+/).join(',') : null;
}

/** The model's feature parameters with the recording's cepstral mean as the mean of every stretch (-cmn live, not updated within a stretch). */
async function featureParams(dir: string, mean: string): Promise<string> {
  const file = path.join(dir, 'feat.params');
  const model = await fsp.readFile(path.join(POCKETSPHINX_MODEL.acoustic, 'feat.params'), 'utf8');
  const lines = model
    .split('\n')
    .filter((l) => l.trim() && !/^-cmn(init)?\s/.test(l))
    .concat(['-cmn live', `-cmninit ${mean}`]);
  await fsp.writeFile(file, `${lines.join('\n')}\n`);
  return file;
}

/** Words the reader may read in a stretch of this many seconds beyond the expected one: 4 a second, and a margin. */
const aheadOf = (seconds: number) => Math.ceil(seconds * 4) + 8;
const BACK = 3;

/** Decodes one stretch (16 kHz samples) against its window; the words heard with times relative to the stretch. */
async function decodeStretch(
  dir: string,
  name: string,
  samples: Float32Array,
  passage: readonly (string | null)[],
  window: Window,
  options: ReadingGrammarOptions,
  params: string | null,
  rivals: Rivals = NO_RIVALS,
): Promise<{ units: { unit: string; start: number; end: number; acoustic: number }[] }> {
  const { fsg, dictionary } = windowGrammar(passage, window, options, rivals);
  const ctl = path.join(dir, `${name}.ctl`);
  const out = path.join(dir, `${name}.seg`);
  await Promise.all([
    fsp.writeFile(path.join(dir, `${name}.wav`), encodeWav({ sampleRate: 16_000, samples })),
    fsp.writeFile(path.join(dir, `${name}.fsg`), fsg),
    fsp.writeFile(path.join(dir, `${name}.dict`), dictionary),
    fsp.writeFile(ctl, `${name}\n`),
  ]);
  await runPocketsphinx(
    [
      ...batchInputArgs(dir, ctl),
      '-hmm',
      POCKETSPHINX_MODEL.acoustic,
      '-fsg',
      path.join(dir, `${name}.fsg`),
      '-dict',
      path.join(dir, `${name}.dict`),
      '-hypseg',
      out,
      '-logfn',
      '/dev/null',
      ...SEARCH_ARGS,
      ...(params ? ['-featparams', params] : []),
    ],
    'pocketsphinx_batch',
    60_000,
  );
  const segmentation = parseHypseg(await fsp.readFile(out, 'utf8').catch(() => ''));
  if (!segmentation) return { units: [] };
  const units = segmentation.units.map((u, i) => ({
    unit: u.unit.replace(/\(\d+\)$/, ''),
    start: u.start / 100,
    end: (i + 1 < segmentation.units.length ? segmentation.units[i + 1]!.start : segmentation.frames) / 100,
    acoustic: u.acoustic,
  }));
  return { units };
}

/** The units a stretch was decoded into, as words heard (appended to `words`) and pauses; the last passage place heard. */
function heardUnits(
  units: { unit: string; start: number; end: number; acoustic: number }[],
  offset: number,
  stretch: number,
  words: HeardWord[],
  pauses: Decoding['pauses'],
): number | null {
  let lastAt: number | null = null;
  for (const u of units) {
    const start = offset + u.start;
    const end = offset + u.end;
    if (u.unit === '(NULL)') continue;
    if (u.unit.startsWith('<') || u.unit.startsWith('[') || u.unit.startsWith('+')) {
      pauses.push({ start, end });
      continue;
    }
    const meaning = parseName(u.unit);
    const last = words[words.length - 1];
    if (meaning.phone && !meaning.first && last?.kind === 'other' && last.stretch === stretch) {
      // A further phone of the unknown word just begun.
      last.word = `${last.word.slice(0, -1)} ${meaning.phone}/`;
      last.end = end;
      last.acoustic += u.acoustic;
      continue;
    }
    const word = meaning.phone ? `/${meaning.phone}/` : meaning.word;
    words.push({ word, start, end, acoustic: u.acoustic, kind: meaning.kind, at: meaning.at, stretch });
    if (meaning.at !== null) lastAt = meaning.at;
  }
  return lastAt;
}

/**
 * What another recogniser heard in a stretch of the reading (its words, in order; null when it cannot say): the
 * open-vocabulary transcriber of rivals.ts, listening to the same stretches meanwhile.
 */
export type Witness = (stretch: number, times: Stretch) => Promise<readonly string[] | null>;

export interface DecodeOptions {
  grammar?: ReadingGrammarOptions;
  segments?: SegmentOptions;
  witness?: Witness;
}

/** A witness's run: at least this many passage words heard one after the other (three common words in a row at the wrong place are rare)… */
const WITNESS_RUN = 3;
/** …and the window it anchors reaches this many words beyond what the witness heard after the run. */
const WITNESS_MARGIN = 3;

/** A jump of at least this many words, heard by both, is a skipped line (a skipped word or two stays for the later steps to weigh). */
const SKIPPED_LINE = 4;

interface WitnessedRun {
  /** The run's first passage word, and how many it holds. */
  from: number;
  length: number;
  /** How many words the witness heard in the stretch before the run, and after it. */
  before: number;
  after: number;
}

/**
 * The longest run of passage words (at least WITNESS_RUN) that the witness heard one after the other: within the
 * window, else further on in the passage (a reader who skipped a line or more, beyond the window's reach); of runs
 * as long, the first.
 */
export function witnessedRun(passage: readonly (string | null)[], window: Window, heard: readonly string[]): WitnessedRun | null {
  // "bug-sharing" is two words heard.
  const said = heard
    .flatMap((w) => w.split('-'))
    .map((w) => wordsOf(w).join(''))
    .filter(Boolean);
  const longest = (from: number, to: number) => {
    let best: WitnessedRun | null = null;
    for (let i = from; i < to; i++) {
      for (let j = 0; j < said.length; j++) {
        let k = 0;
        while (i + k < to && j + k < said.length && passage[i + k] && passage[i + k] === said[j + k]) k++;
        if (k >= WITNESS_RUN && (!best || k > best.length)) best = { from: i, length: k, before: j, after: said.length - j - k };
      }
    }
    return best;
  };
  return longest(window.from, window.to) ?? longest(window.to, passage.length);
}

/** How many of the run's passage words the decoded units place (as read). */
function placedOf(units: readonly { unit: string }[], run: WitnessedRun): number {
  const at = new Set<number>();
  for (const u of units) {
    const m = parseName(u.unit);
    if (m.kind === 'word' && m.at !== null && m.at >= run.from && m.at < run.from + run.length) at.add(m.at);
  }
  return at.size;
}

/**
 * Decodes a 16 kHz mono 16-bit WAV (bytes) as a reading of the passage, stretch by stretch.
 *
 * With a witness, a stretch whose decoding places fewer than half of a run of passage words the witness heard in it
 * is decoded once more against a window anchored where the witness heard the reader (from the word the stretch
 * starts at by the witness's count, to a few words beyond what it heard after the run), and the second decoding is
 * kept when it places at least half of the run, and more of it. A reading the grammar loses its place in (a stretch
 * heard as "to to to" for "to make his different", the next entered words too early and heard as inserted words)
 * is found again where two recognisers that listen differently agree; a stretch the witness hears no run in, or
 * whose decoding agrees with it, is decoded once, as without one. Chosen on the tuning readings (bench/README.md,
 * session 27): within ±3 80% → 85%, the marks unchanged.
 */
export async function decodeReading(wav: Buffer, passageWords: readonly string[], decodeOptions: DecodeOptions = {}): Promise<Decoding> {
  const { grammar: options = DEFAULT_GRAMMAR, segments = DEFAULT_SEGMENTS, witness } = decodeOptions;
  const pcm = decodeWav(wav);
  const samples = pcm.samples;
  const rate = pcm.sampleRate;
  const seconds = samples.length / rate;
  const passage = recognizerWords(passageWords).map((w) => (w && englishWordPronunciations(w).length ? w : null));
  const n = passage.length;
  const stretches = speechStretches(samples, rate, segments);
  const words: HeardWord[] = [];
  const pauses: Decoding['pauses'] = [];
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'wren-fluency-'));
  try {
    await fsp.writeFile(path.join(dir, 'reading.wav'), wav);
    const mean = await recordingMean(dir);
    const params = mean ? await featureParams(dir, mean) : null;
    let expected = 0;
    let previousEnd = 0;
    const decoded: (DecodedStretch | null)[] = stretches.map(() => null);
    const skipped: Decoding['skipped'] = [];
    for (const [s, stretch] of stretches.entries()) {
      if (stretch.start > previousEnd) pauses.push({ start: previousEnd, end: stretch.start });
      previousEnd = stretch.end;
      if (expected >= n) break;
      const window: Window = { from: Math.max(0, expected - BACK), to: Math.min(n, expected + aheadOf(stretch.end - stretch.start)), expected };
      decoded[s] = { ...stretch, window };
      const slice = samples.subarray(Math.floor(stretch.start * rate), Math.ceil(stretch.end * rate));
      let { units } = await decodeStretch(dir, `s${s}`, slice, passage, window, options, params);
      const run = witness ? witnessedRun(passage, window, (await witness(s, stretch)) ?? []) : null;
      if (run && placedOf(units, run) * 2 < run.length) {
        const begin = Math.max(0, run.from - run.before);
        const anchored: Window = { from: Math.max(0, begin - BACK), to: Math.min(n, run.from + run.length + run.after + WITNESS_MARGIN), expected: begin };
        const again = (await decodeStretch(dir, `s${s}w`, slice, passage, anchored, options, params)).units;
        const placed = placedOf(again, run);
        if (placed * 2 >= run.length && placed > placedOf(units, run)) {
          units = again;
          decoded[s] = { ...stretch, window: anchored };
        }
      }
      // A jump of a line or more that both heard: the grammar's first word of the stretch far beyond where the reader
      // was expected, where the witness heard the stretch begin, with the witness's run placed.
      const first = Math.min(...units.map((u) => parseName(u.unit)).flatMap((m) => (m.kind === 'word' && m.at !== null ? [m.at] : [])));
      if (
        run &&
        Number.isFinite(first) &&
        first - expected >= SKIPPED_LINE &&
        Math.abs(run.from - run.before - first) <= 1 &&
        placedOf(units, run) * 2 >= run.length
      )
        skipped.push({ from: expected, to: first });
      const at = heardUnits(units, stretch.start, s, words, pauses);
      // The next stretch is expected to start after the last passage word placed in this one.
      if (at !== null) expected = at + 1;
    }
    if (previousEnd < seconds) pauses.push({ start: previousEnd, end: seconds });
    return { words, pauses, seconds, stretches: decoded, mean, skipped };
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

/** The acoustic model's phones are three states long, each at least one frame of 10 ms. */
const SHORTEST_PHONE = 0.03;

/**
 * Whether every time the decoding heard passage word `at`, it heard it as short as the acoustic model can hear it
 * (three frames a phone of its shortest pronunciation): fitted into the join between its neighbours rather than
 * heard. A "the" of 60 ms, an "a" of 30 ms.
 */
export function squeezedIn(decoding: Decoding, passageWords: readonly string[], at: number): boolean {
  const heard = decoding.words.filter((w) => w.at === at && w.kind === 'word');
  const pronunciations = englishWordPronunciations(recognizerWords([passageWords[at] ?? ''])[0]!);
  if (!heard.length || !pronunciations.length) return false;
  const shortest = Math.min(...pronunciations.map((p) => p.length)) * SHORTEST_PHONE;
  return heard.every((w) => w.end - w.start < shortest + 0.005);
}

/** The stretches (their indexes, in order) that heard a passage word at a place `holds` picks. */
export function stretchesHolding(decoding: Decoding, holds: (at: number) => boolean): number[] {
  const which = new Set<number>();
  for (const w of decoding.words) if (w.at !== null && w.stretch !== undefined && holds(w.at)) which.add(w.stretch);
  return [...which].sort((a, b) => a - b);
}

/**
 * Some stretches of a reading decoded again, each against the window it had the first time and with the recording's
 * cepstral mean, with other grammar settings (a second listening, second.ts): the words heard in them.
 */
export async function decodeStretchesAgain(
  wav: Buffer,
  passageWords: readonly string[],
  decoding: Decoding,
  which: readonly number[],
  options: ReadingGrammarOptions,
  rivals: Rivals = NO_RIVALS,
): Promise<HeardWord[]> {
  const pcm = decodeWav(wav);
  const rate = pcm.sampleRate;
  const passage = recognizerWords(passageWords).map((w) => (w && englishWordPronunciations(w).length ? w : null));
  const words: HeardWord[] = [];
  const pauses: Decoding['pauses'] = [];
  if (!which.length) return words;
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'wren-fluency-'));
  try {
    const params = decoding.mean ? await featureParams(dir, decoding.mean) : null;
    // Unlike the first decoding, each stretch's window is already known: they are decoded side by side, as many at
    // once as the recogniser has slots (one a core), and read in order. All are waited for before the folder goes,
    // even when one fails.
    const settled = await Promise.allSettled(
      which.map(async (s) => {
        const stretch = decoding.stretches[s];
        if (!stretch) return null;
        const slice = pcm.samples.subarray(Math.floor(stretch.start * rate), Math.ceil(stretch.end * rate));
        return { s, stretch, ...(await decodeStretch(dir, `s${s}`, slice, passage, stretch.window, options, params, rivals)) };
      }),
    );
    for (const result of settled) {
      if (result.status === 'rejected') throw result.reason;
      const d = result.value;
      if (d) heardUnits(d.units, d.stretch.start, d.s, words, pauses);
    }
    return words;
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}
