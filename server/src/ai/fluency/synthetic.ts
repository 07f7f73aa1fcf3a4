/**
 * Synthetic readings for the fluency test and benchmark: a passage read by espeak-ng (the WebAssembly copy the
 * server speaks with) in several voices and rates, with omissions and substitutions planted at known places, and
 * the truth to score the engine against (words read, words correct, WCPM, which words are errors).
 */
import { toRecognizerAudio } from '../speech/audio.ts';
import { runEspeak } from '../speech/tts-espeak.ts';
import { decodeWav } from '../speech/wav.ts';
import { random } from '../pronunciation/synthetic.ts';

export interface ReadingVoice {
  voice: string;
  /** Words per minute. */
  speed: number;
  pitch: number;
}

/**
 * Readers: women's and men's voices and a high child-like one, at the rates of children reading aloud (grade 1–4
 * excellent rates are 60–140 words per minute; espeak-ng below 90 drawls).
 */
export const READING_VOICES: ReadingVoice[] = [
  { voice: 'en-us+f4', speed: 110, pitch: 60 },
  { voice: 'en-us+m3', speed: 100, pitch: 45 },
  { voice: 'en-us+f2', speed: 90, pitch: 85 },
  { voice: 'en-us+m1', speed: 130, pitch: 50 },
];

/** Words a reader says in place of a passage word in the tests: everyday words, none in the passages. */
const SUBSTITUTES = [
  'pocket',
  'river',
  'jumped',
  'yellow',
  'window',
  'monkey',
  'basket',
  'little',
  'paper',
  'circle',
  'orange',
  'seven',
  'button',
  'rabbit',
  'forest',
  'hammer',
];

export interface PlantedReading {
  /** What was said, as espeak-ng read it. */
  spoken: string;
  /** Passage words 0..read-1 were read (the rest not reached). */
  read: number;
  /** Indexes of the planted errors, and what each was. */
  errors: Map<number, 'omitted' | 'substituted'>;
  audio: Buffer;
  seconds: number;
}

/**
 * A reading of the start of the passage (as much as the voice reads in about `seconds`) with `errorCount` errors planted
 * at seeded places (not the first or last three words read), half omissions and half substitutions.
 */
export async function plantedReading(text: string, voice: ReadingVoice, errorCount: number, seed: number, seconds = 50): Promise<PlantedReading> {
  const next = random(seed);
  const tokens = text.split(/\s+/).filter((t) => /\p{L}/u.test(t));
  const words = tokens.map((t) => t.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''));
  const read = Math.min(words.length, Math.floor((voice.speed * seconds) / 60));
  const errors = new Map<number, 'omitted' | 'substituted'>();
  let guard = 0;
  while (errors.size < errorCount && guard++ < 1000) {
    const at = 3 + Math.floor(next() * (read - 6));
    // Not next to another planted error: two in a row read as one longer error.
    if (errors.has(at) || errors.has(at - 1) || errors.has(at + 1)) continue;
    errors.set(at, errors.size % 2 === 0 ? 'omitted' : 'substituted');
  }
  const said: string[] = [];
  for (let i = 0; i < read; i++) {
    const kind = errors.get(i);
    // The punctuation stays (the voice pauses there); an omitted word's goes to the word before.
    const after = tokens[i]!.slice(tokens[i]!.lastIndexOf(words[i]!) + words[i]!.length);
    if (kind === 'omitted') {
      if (said.length) said[said.length - 1] += after;
      continue;
    }
    said.push(kind === 'substituted' ? SUBSTITUTES[Math.floor(next() * SUBSTITUTES.length)]! + after : tokens[i]!);
  }
  const spoken = said.join(' ');
  const audio = await runEspeak(
    ['-v', voice.voice, '-s', String(voice.speed), '-p', String(voice.pitch), '-g', '3', '-f', '/input.txt', '-w', '/output.wav'],
    { '/input.txt': spoken },
    '/output.wav',
  );
  const pcm = decodeWav(audio);
  return { spoken, read, errors, audio, seconds: pcm.samples.length / pcm.sampleRate };
}

/** espeak-ng reading `text` at 110 words a minute (SSML: a `<break>` is a pause), as the recognisers take it (16 kHz WAV). */
export async function spokenWav(text: string, voice = 'en-us+m3'): Promise<Buffer> {
  const wav = await runEspeak(['-m', '-v', voice, '-s', '110', '-g', '3', '-f', '/input.txt', '-w', '/output.wav'], { '/input.txt': text }, '/output.wav');
  return toRecognizerAudio(wav, 'wav');
}

export interface ReadingScore {
  wcpmTruth: number;
  wcpm: number;
  planted: number;
  found: number;
  flagged: number;
  flaggedRight: number;
}

/** Scores marks against a planted reading: WCPM against the truth, planted errors found, errors flagged rightly. */
export function scoreReading(planted: Pick<PlantedReading, 'read' | 'errors' | 'seconds'>, marks: readonly string[], wcpm: number): ReadingScore {
  const wcpmTruth = ((planted.read - planted.errors.size) / planted.seconds) * 60;
  let found = 0;
  let flagged = 0;
  let flaggedRight = 0;
  for (const at of planted.errors.keys()) if (marks[at] === 'omitted' || marks[at] === 'substituted') found++;
  marks.forEach((mark, i) => {
    if (mark !== 'omitted' && mark !== 'substituted') return;
    flagged++;
    if (planted.errors.has(i)) flaggedRight++;
  });
  return { wcpmTruth, wcpm, planted: planted.errors.size, found, flagged, flaggedRight };
}
