/**
 * Synthetic recordings for the tests and the benchmark: the target and its distractors spoken by espeak-ng in
 * voices, speeds and pitches that the engine's references do not use (so a test never compares a rendering
 * with itself), silence, and noise.
 */
import { runEspeak } from '../speech/tts-espeak.ts';
import { encodeWav } from '../speech/wav.ts';
import { espeakInput } from './references.ts';
import type { PronunciationLanguage } from './types.ts';

export interface TestVoice {
  variant: string;
  speed: number;
  pitch: number;
  /** 'gb' speaks English with the British voice: another accent than the references' American one. */
  accent?: 'gb';
}

/** Speakers of the evaluation set: low and high pitch, slow and quick, men's, women's and a child-like voice. */
export const TEST_VOICES: TestVoice[] = [
  { variant: '+m7', speed: 125, pitch: 30 },
  { variant: '+f4', speed: 175, pitch: 75 },
  { variant: '+f1', speed: 105, pitch: 95 },
  { variant: '+m2', speed: 145, pitch: 50, accent: 'gb' },
];

const VOICE: Record<PronunciationLanguage, string> = { en: 'en-us', 'en-CA': 'en-us', fr: 'fr', ar: 'ar' };

/** A recording of `text` (as the engine would say it) by one test voice, as a WAV file, with 0.3 s of quiet around it. */
export async function speak(text: string, language: PronunciationLanguage, type: 'sound' | 'word', voice: TestVoice): Promise<Buffer> {
  const name = voice.accent === 'gb' && (language === 'en' || language === 'en-CA') ? 'en-gb' : VOICE[language];
  const args = ['-v', `${name}${voice.variant}`, '-s', String(voice.speed), '-p', String(voice.pitch), '-g', '2', '-f', '/input.txt', '-w', '/output.wav'];
  return runEspeak(args, { '/input.txt': espeakInput(text, language, type) }, '/output.wav');
}

/** A seeded pseudo-random generator, so the "noise" of a test is the same every run. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Digital silence with a faint hiss (what a quiet room through a laptop microphone gives). */
export function silence(seconds: number, sampleRate = 16_000): Buffer {
  const next = random(7);
  const samples = Float32Array.from({ length: Math.round(seconds * sampleRate) }, () => (next() - 0.5) * 0.002);
  return encodeWav({ sampleRate, samples });
}

/** Steady noise: white hiss, or a mains hum with harmonics, at a loudness like speech. */
export function noise(kind: 'white' | 'hum' | 'pink', seconds: number, sampleRate = 16_000): Buffer {
  const next = random(kind === 'white' ? 11 : kind === 'hum' ? 13 : 17);
  const length = Math.round(seconds * sampleRate);
  const samples = new Float32Array(length);
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  for (let i = 0; i < length; i++) {
    const white = next() * 2 - 1;
    if (kind === 'white') samples[i] = white * 0.3;
    else if (kind === 'hum') {
      const t = i / sampleRate;
      samples[i] = 0.2 * Math.sin(2 * Math.PI * 50 * t) + 0.1 * Math.sin(2 * Math.PI * 150 * t) + 0.05 * Math.sin(2 * Math.PI * 250 * t) + white * 0.01;
    } else {
      // Paul Kellet's economical pink filter.
      b0 = 0.99765 * b0 + white * 0.099046;
      b1 = 0.963 * b1 + white * 0.2965164;
      b2 = 0.57 * b2 + white * 1.0526913;
      samples[i] = (b0 + b1 + b2 + white * 0.1848) * 0.08;
    }
  }
  return encodeWav({ sampleRate, samples });
}
