/**
 * English recognition evidence from pocketsphinx (Debian `pocketsphinx`, `pocketsphinx-en-us`):
 *  - grammar recognition: a JSGF grammar in which each word of the target may be itself or one of its
 *    confusable neighbours, with a dictionary of just those words (so a call takes ~30 ms, not the ~300 ms of
 *    loading the full dictionary). Which one the recogniser picks is the evidence;
 *  - phone recognition: allphone decoding (context-independent phones, phonetic language model), whose phones
 *    are compared with the target's;
 *  - goodness of pronunciation: the acoustic score of the recording aligned to the target's own phones against
 *    that of the free phone decoding of the same frames (see `goodnessOfPronunciation`).
 */
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { batchInputArgs, POCKETSPHINX_MODEL, runPocketsphinx } from '../speech/stt-pocketsphinx.ts';
import { encodeWav } from '../speech/wav.ts';
import { distractorsFor, englishWordPronunciations, ENGLISH_SOUNDS, wordsOf, type Phone } from './phonemes.ts';
import { decodeFreePhones } from './free-decoder.ts';
import { parseHypseg, type Segmentation } from './segmentation.ts';
import { SAMPLE_RATE } from './signal.ts';

const PHONE_LM = path.join(path.dirname(POCKETSPHINX_MODEL.languageModel), 'en-us-phone.lm.bin');
/** Narrow beams: allphone decoding of 3 s in ~0.2 s instead of ~15 s with the defaults, for the same phones on clear speech. */
const ALLPHONE_ARGS = ['-allphone_ci', 'yes', '-beam', '1e-10', '-pbeam', '1e-10', '-wbeam', '1e-5', '-lw', '2'];
/**
 * Forced alignment: pauses allowed between words, placed by the sound rather than by their penalties (low language
 * weight). Silence is the only filler: the model's own filler dictionary also has a speech and a noise model,
 * which would swallow whatever part of a recording fits the target badly.
 */
const ALIGN_ARGS = ['-fsgusefiller', 'yes', '-lw', '1'];
const SILENCE_FILLERS = '<s> SIL\n</s> SIL\n<sil> SIL\n';
const STOPS = new Set(['B', 'P', 'T', 'D', 'K', 'G', 'CH', 'JH']);

export interface GrammarSlot {
  /** The target word of this slot and its alternatives, each with its pronunciations. */
  target: string;
  choices: Map<string, Phone[][]>;
}

/** Pseudo-word names for sounds, safe in a JSGF grammar. */
function soundWord(sound: string): string {
  return `snd_${[...sound].map((c) => c.codePointAt(0)!.toString(36)).join('_')}`;
}

/** The spelling of a sound's pseudo-word; a real word as it is. */
export function spellingOf(word: string): string {
  if (!word.startsWith('snd_')) return word;
  return String.fromCodePoint(
    ...word
      .slice(4)
      .split('_')
      .map((code) => parseInt(code, 36)),
  );
}

function soundPronunciations(phones: Phone[]): Phone[][] {
  // A stop said on its own comes with a little vowel ("buh"); accept it with and without.
  const last = phones[phones.length - 1]!;
  return STOPS.has(last) ? [phones, [...phones, 'AH']] : [phones];
}

/** The grammar slots of a target (one per word; one for a sound); null when a word is not in the dictionary. */
export function grammarSlots(target: string, type: 'sound' | 'word', distractorLimit = 4): GrammarSlot[] | null {
  if (type === 'sound') {
    const key = target.trim().toLowerCase();
    const phones = ENGLISH_SOUNDS[key];
    if (!phones) return null;
    const choices = new Map<string, Phone[][]>([[soundWord(key), soundPronunciations(phones)]]);
    for (const alt of distractorsFor(key, 'en', 'sound', distractorLimit)) {
      const p = ENGLISH_SOUNDS[alt];
      if (p) choices.set(soundWord(alt), soundPronunciations(p));
    }
    return [{ target: soundWord(key), choices }];
  }
  const words = wordsOf(target);
  if (words.length === 0) return null;
  const slots: GrammarSlot[] = [];
  // Sentences: fewer alternatives per word keep the grammar (and the time) small.
  const limit = words.length > 1 ? Math.min(distractorLimit, 3) : distractorLimit;
  for (const word of words) {
    const pronunciations = englishWordPronunciations(word);
    if (!pronunciations.length) return null;
    const choices = new Map<string, Phone[][]>([[word, pronunciations]]);
    for (const alt of distractorsFor(word, 'en', 'word', limit)) {
      const p = englishWordPronunciations(alt);
      if (p.length && !choices.has(alt)) choices.set(alt, p);
    }
    slots.push({ target: word, choices });
  }
  return slots;
}

async function withTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'wren-pron-'));
  try {
    return await work(dir);
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

function wavFile(samples: Float32Array): Buffer {
  return encodeWav({ sampleRate: SAMPLE_RATE, samples });
}

/** A pocketsphinx dictionary of the words of these slots, each with its pronunciations. */
function dictionaryOf(slots: GrammarSlot[]): string {
  const entries = new Map<string, Phone[][]>();
  for (const slot of slots) for (const [word, prons] of slot.choices) entries.set(word, prons);
  const lines: string[] = [];
  for (const [word, prons] of entries) prons.forEach((p, i) => lines.push(`${word}${i ? `(${i + 1})` : ''} ${p.join(' ')}`));
  return `${lines.join('\n')}\n`;
}

export interface GrammarResult {
  /** What was heard in each slot (null: the recogniser gave nothing). */
  heard: (string | null)[];
  targets: string[];
}

/** Grammar recognition: which choice of each slot the recogniser prefers. */
export async function recognizeWithGrammar(samples: Float32Array, slots: GrammarSlot[]): Promise<GrammarResult> {
  return withTempDir(async (dir) => {
    const audio = path.join(dir, 'audio.wav');
    const dict = path.join(dir, 'words.dict');
    const grammar = path.join(dir, 'choices.gram');
    const rules = slots.map((slot) => `( ${[...slot.choices.keys()].join(' | ')} )`).join(' ');
    await Promise.all([
      fsp.writeFile(audio, wavFile(samples)),
      fsp.writeFile(dict, dictionaryOf(slots)),
      fsp.writeFile(grammar, `#JSGF V1.0;\ngrammar choices;\npublic <utterance> = ${rules};\n`),
    ]);
    const output = await runPocketsphinx(['-infile', audio, '-hmm', POCKETSPHINX_MODEL.acoustic, '-dict', dict, '-jsgf', grammar, '-logfn', '/dev/null']);
    const words = output.split(/\s+/).filter(Boolean);
    const targets = slots.map((s) => s.target);
    if (words.length !== slots.length) return { heard: slots.map(() => null), targets: targets.map(spellingOf) };
    return { heard: words.map(spellingOf), targets: targets.map(spellingOf) };
  });
}

/** A phone of the recogniser's output: not a silence, not a noise (+NSN+). */
const isPhone = (unit: string) => /^[A-Z]+$/.test(unit) && unit !== 'SIL';

/** Decodes audio.wav of dir with pocketsphinx_batch and these search arguments; null when it wrote no path. */
async function decodeSegmented(dir: string, name: string, search: string[]): Promise<Segmentation | null> {
  const out = path.join(dir, `${name}.seg`);
  const ctl = path.join(dir, `${name}.ctl`);
  await fsp.writeFile(ctl, 'audio\n');
  await runPocketsphinx(
    [...batchInputArgs(dir, ctl), '-hmm', POCKETSPHINX_MODEL.acoustic, '-hypseg', out, '-logfn', '/dev/null', ...search],
    'pocketsphinx_batch',
  );
  const line = await fsp.readFile(out, 'utf8').catch(() => '');
  return parseHypseg(line);
}

/** A finite-state grammar (pocketsphinx FSG) that says the slots in order, one of each slot's choices. */
function fsgOf(slots: GrammarSlot[]): string {
  const lines = [`FSG_BEGIN target`, `NUM_STATES ${slots.length + 1}`, 'START_STATE 0', `FINAL_STATE ${slots.length}`];
  slots.forEach((slot, i) => {
    for (const word of slot.choices.keys()) lines.push(`TRANSITION ${i} ${i + 1} 1.0 ${word}`);
  });
  return `${lines.join('\n')}\nFSG_END\n`;
}

/** Phone recognition: the ARPAbet phones pocketsphinx hears, silences and noises left out. */
export async function recognizePhones(samples: Float32Array): Promise<Phone[]> {
  return withTempDir(async (dir) => {
    const audio = path.join(dir, 'audio.wav');
    await fsp.writeFile(audio, wavFile(samples));
    const output = await runPocketsphinx([
      '-infile',
      audio,
      '-hmm',
      POCKETSPHINX_MODEL.acoustic,
      '-allphone',
      PHONE_LM,
      ...ALLPHONE_ARGS,
      '-logfn',
      '/dev/null',
    ]);
    return output.split(/\s+/).filter(isPhone);
  });
}

/**
 * Goodness of pronunciation per frame, from two decodings of the recording run side by side: the acoustic score
 * of the recording aligned to the target (its own words, each with its dictionary pronunciations, pauses allowed)
 * minus that of the free phone decoding, over the frames. Near 0 when the target's phones fit the frames as well
 * as any phones do; more negative the further they are from what was said. Null when the target could not be
 * aligned at all (something else was said).
 *
 * For sentences: the alignment uses context-dependent phones and the free decoding context-independent ones, so
 * on a short sound or word the alignment scores higher than the free decoding whatever was said ("pan" aligned as
 * "the" at +3.9); over a sentence the target's fit decides.
 */
export async function goodnessOfPronunciation(samples: Float32Array, target: GrammarSlot[]): Promise<number | null> {
  return withTempDir(async (dir) => {
    const audio = path.join(dir, 'audio.wav');
    await Promise.all([
      fsp.writeFile(audio, wavFile(samples)),
      fsp.writeFile(path.join(dir, 'target.dict'), dictionaryOf(target)),
      fsp.writeFile(path.join(dir, 'target.fsg'), fsgOf(target)),
      fsp.writeFile(path.join(dir, 'fillers.dict'), SILENCE_FILLERS),
    ]);
    const [free, aligned] = await Promise.all([
      decodeFreePhones(audio),
      decodeSegmented(dir, 'target', [
        '-dict',
        path.join(dir, 'target.dict'),
        '-fdict',
        path.join(dir, 'fillers.dict'),
        '-fsg',
        path.join(dir, 'target.fsg'),
        ...ALIGN_ARGS,
      ]),
    ]);
    if (!free || free.frames <= 0) throw new NoFreePathError();
    const alignedWords = aligned?.units.filter((u) => !u.unit.startsWith('<') && !u.unit.startsWith('[')) ?? [];
    return aligned && alignedWords.length ? (aligned.acoustic - free.acoustic) / free.frames : null;
  });
}

/**
 * The free phone decoding found no path through the recording: a property of the recording (the same one gives it
 * every time), so the assessment goes on without goodness of pronunciation rather than failing.
 */
export class NoFreePathError extends Error {
  constructor() {
    super('free phone decoding gave no path');
  }
}

/** Only the target's own choices: the slots a forced alignment goes through. */
export function targetOnly(slots: GrammarSlot[]): GrammarSlot[] {
  return slots.map((slot) => ({ target: slot.target, choices: new Map([[slot.target, slot.choices.get(slot.target)!]]) }));
}
