/**
 * Reference renderings: what the target (and each distractor) sounds like, spoken by espeak-ng in several
 * voices, speeds and pitches, as MFCC features. Rendered once per text and kept in memory (a few kB each), so
 * only the first child to practise a word waits for them.
 */
import { runEspeak } from '../speech/tts-espeak.ts';
import { decodeWav, resample } from '../speech/wav.ts';
import { mfcc, type Features } from './mfcc.ts';
import { ENGLISH_SOUNDS, isEnglish, type Phone } from './phonemes.ts';
import { detectSpeech, SAMPLE_RATE } from './signal.ts';
import type { PronunciationLanguage } from './types.ts';

interface Rendering {
  variant: string;
  speed: number;
  pitch: number;
}

/** Voices and manners of the references: men's, women's and a high child-like pitch, slow and ordinary speed. */
export const REFERENCE_RENDERINGS: Rendering[] = [
  { variant: '+m3', speed: 150, pitch: 45 },
  { variant: '+f3', speed: 130, pitch: 70 },
  { variant: '+f2', speed: 165, pitch: 85 },
  { variant: '+m1', speed: 120, pitch: 55 },
];

const VOICE: Record<PronunciationLanguage, string> = { en: 'en-us', 'en-CA': 'en-us', fr: 'fr', ar: 'ar' };

/** espeak-ng phoneme mnemonics of the ARPAbet phones, to say a sound on its own ([[S]] is "shh"). */
const ESPEAK_PHONE: Record<Phone, string> = {
  SH: 'S:',
  CH: 'tS',
  TH: 'T:',
  DH: 'D@',
  S: 's:',
  Z: 'z:',
  ZH: 'Z:',
  JH: 'dZ@',
  NG: '@N',
  HH: 'h@',
  Y: 'j@',
  R: 'r@',
  W: 'w@',
  L: 'l@',
  M: 'm@',
  N: 'n@',
  B: 'b@',
  P: 'p@',
  T: 't@',
  D: 'd@',
  K: 'k@',
  G: 'g@',
  F: 'f:',
  V: 'v:',
  AE: 'a',
  EH: 'E',
  IH: 'I',
  IY: 'i:',
  AA: 'A:',
  AH: 'V',
  AO: 'O:',
  UH: 'U',
  UW: 'u:',
  OW: 'oU',
  EY: 'eI',
  AY: 'aI',
  AW: 'aU',
  OY: 'OI',
  ER: '3:',
};

/**
 * French sounds as espeak-ng phoneme mnemonics (checked against its IPA output): read as text, "ch" would be
 * spelled out ("cé ache"). Stops and blends take a little schwa, as a child says them.
 */
const FRENCH_SOUND_PHONES: Record<string, string> = {
  ch: 'S:',
  j: 'Z:',
  ou: 'u:',
  u: 'y:',
  on: 'O~',
  an: 'A~',
  in: 'E~',
  gn: 'nj@',
  é: 'e:',
  è: 'E:',
  eu: 'Y:',
  oi: 'wa',
  ai: 'E:',
  ei: 'E:',
  au: 'o:',
  eau: 'o:',
  r: 'r@',
  a: 'a:',
  i: 'i:',
  o: 'o:',
  s: 's:',
  z: 'z:',
  f: 'f:',
  v: 'v:',
  m: 'm@',
  n: 'n@',
  l: 'l@',
  b: 'b@',
  p: 'p@',
  d: 'd@',
  t: 't@',
  k: 'k@',
  g: 'g@',
  e: '@',
  bl: 'bl@',
  cr: 'kr@',
  tr: 'tr@',
  fl: 'fl@',
  gr: 'gr@',
  pr: 'pr@',
  br: 'br@',
  pl: 'pl@',
  cl: 'kl@',
  dr: 'dr@',
  fr: 'fr@',
  vr: 'vr@',
};

/**
 * What espeak is given for a target: a sound in English or French as phoneme mnemonics, anything else as text
 * (an Arabic letter is read with its vowel, "baa", as children say it).
 */
export function espeakInput(text: string, language: PronunciationLanguage, type: 'sound' | 'word'): string {
  const key = text.trim().toLowerCase();
  if (type === 'sound' && isEnglish(language)) {
    const phones = ENGLISH_SOUNDS[key];
    if (phones) return `[[${phones.map((p) => ESPEAK_PHONE[p] ?? '').join('')}]]`;
  }
  if (type === 'sound' && language === 'fr' && FRENCH_SOUND_PHONES[key]) return `[[${FRENCH_SOUND_PHONES[key]}]]`;
  return text;
}

/** One rendering as 16 kHz samples, trimmed to its speech. */
export async function renderSpeech(text: string, language: PronunciationLanguage, type: 'sound' | 'word', rendering: Rendering): Promise<Float32Array> {
  const args = [
    '-v',
    `${VOICE[language]}${rendering.variant}`,
    '-s',
    String(rendering.speed),
    '-p',
    String(rendering.pitch),
    '-f',
    '/input.txt',
    '-w',
    '/output.wav',
  ];
  const wav = await runEspeak(args, { '/input.txt': espeakInput(text, language, type) }, '/output.wav');
  const samples = resample(decodeWav(wav), SAMPLE_RATE).samples;
  return detectSpeech(samples)?.samples ?? samples;
}

export interface References {
  features: Features[];
  /** Mean duration of the renderings, seconds (the expected duration at an easy pace). */
  seconds: number;
}

const MAX_CACHED = 2000;
const cache = new Map<string, Promise<References>>();

/**
 * The text a rendering is made of, and kept under: trimmed and in lower case. Rendered exactly as it is kept, so a
 * text gets the same references whichever spelling of it came first (espeak-ng spells out words in capitals:
 * "IT" is "I T", "US" is "U S"; before, "IT IS" and "it is" shared the references of whichever was rendered first).
 */
function normalized(text: string): string {
  return text.trim().toLowerCase();
}

/** The references of a text, from the cache or rendered now (the renderings run side by side in the espeak pool). */
export function referencesFor(text: string, language: PronunciationLanguage, type: 'sound' | 'word'): Promise<References> {
  const said = normalized(text);
  const key = `${language}\u0000${type}\u0000${said}`;
  const hit = cache.get(key);
  if (hit) {
    // Refresh its place: the map's order is the eviction order.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const made = Promise.all(REFERENCE_RENDERINGS.map((r) => renderSpeech(said, language, type, r))).then((renders) => ({
    features: renders.map((samples) => mfcc(samples, { normalize: type === 'word' })),
    seconds: renders.reduce((sum, s) => sum + s.length / SAMPLE_RATE, 0) / renders.length,
  }));
  made.catch(() => cache.delete(key));
  cache.set(key, made);
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
  return made;
}

const pronunciations = new Map<string, Promise<string>>();

/** Forgets every rendering and pronunciation kept in memory: the state of a server that has just started (tests). */
export function forgetReferences(): void {
  cache.clear();
  pronunciations.clear();
}

/** espeak-ng's IPA for a word, kept in memory: two spellings said alike (dans, dent) are one word to the ear. */
export function pronunciationOf(text: string, language: PronunciationLanguage): Promise<string> {
  const said = normalized(text);
  const key = `${language}\u0000${said}`;
  let made = pronunciations.get(key);
  if (!made) {
    made = espeakPhonemes(said, language).then((symbols) => symbols.join(''));
    made.catch(() => pronunciations.delete(key));
    pronunciations.set(key, made);
    if (pronunciations.size > MAX_CACHED) pronunciations.delete(pronunciations.keys().next().value!);
  }
  return made;
}

/** espeak-ng's IPA for a text (French and Arabic phonemes), split into phoneme symbols. */
export async function espeakPhonemes(text: string, language: PronunciationLanguage): Promise<string[]> {
  const out = await runEspeak(['-q', '--ipa', '-v', VOICE[language], '--phonout=/phonemes.txt', '-f', '/input.txt'], { '/input.txt': text }, '/phonemes.txt');
  return splitIpa(out.toString('utf8'));
}

/**
 * Marks that belong to the phoneme before them: length, nasal tilde, tie bar, dental, syllabic, pharyngealised,
 * palatalised, labialised. A set of single code points, since each one is looked up alone.
 */
const PHONEME_MODIFIERS = new Set(['ː', 'ˑ', '\u0303', '\u0361', '\u032a', '\u0329', '\u02e4', '\u02b2', '\u02b7']);

/** IPA as phoneme symbols: stress marks and spaces dropped, length marks and tie bars kept with their phoneme. */
export function splitIpa(ipa: string): string[] {
  const symbols: string[] = [];
  for (const ch of ipa.normalize('NFD').replace(/[ˈˌ\s_-]/g, '')) {
    if (PHONEME_MODIFIERS.has(ch) && symbols.length) symbols[symbols.length - 1] += ch;
    else symbols.push(ch);
  }
  return symbols.filter(Boolean);
}
