/**
 * The synthetic evaluation of unrelated speech: a child who says something else must not master a sound or a word.
 * For each language (en, fr, ar) and type (sound, word), targets from the Phonics Tutor's content are scored
 * against espeak-ng renderings of *unrelated* items — other sounds or words of the same language that are neither
 * the target nor its distractors, and a few from another language (English words against Arabic and French
 * sounds, Arabic words against English sounds) — in voices the references do not use. Unrelated speech must stay
 * below mastery (80) in ≥ 97% of pairs and below 50 in ≥ 94%; the target said by those voices must still reach
 * mastery in ≥ 75% of cases in French and Arabic, and ≥ 50% in English, where pocketsphinx, trained on adults'
 * continuous speech, often mishears espeak-ng's sounds said on their own (th as f, t as d) and holds them at ~50.
 * Prints the rates. Before the cohort (the acoustic score against distractors only), Arabic unrelated speech
 * reached mastery in 8% of pairs (the word "the" against ب scored up to 80 through the interface).
 */
import { describe, expect, it } from 'vitest';
import { groupsFor, wordsFor } from '@common/content/phonics-tutor.ts';
import { AiRegistry } from '../registry.ts';
import { assessPronunciation } from './engine.ts';
import { distractorsFor } from './phonemes.ts';
import { speak, TEST_VOICES, type TestVoice } from './synthetic.ts';
import { NoSpeechError } from './types.ts';

const registry = new AiRegistry({ logger: { warn: () => {} } });
type Language = 'en' | 'fr' | 'ar';
type Kind = 'sound' | 'word';

/** Targets from the content: sounds from every group, words from the reading lists and the sounds' examples. */
const TARGETS: Record<Language, Record<Kind, string[]>> = {
  en: { sound: ['s', 't', 'm', 'sh', 'th', 'bl', 'ee', 'ou'], word: ['ship', 'cat', 'moon', 'dog', 'the', 'look', ...sentences('en')] },
  fr: { sound: ['a', 'r', 'ch', 'ou', 'an', 'bl', 'oi', 'eu'], word: ['chat', 'lune', 'vélo', 'poule', 'maison', 'dans', ...sentences('fr')] },
  ar: { sound: ['ب', 'ت', 'ح', 'س', 'ش', 'ق', 'بَ', 'با'], word: ['باب', 'شمس', 'قمر', 'بيت', 'حليب', 'سمكة', ...sentences('ar')] },
};

/** Three sentences of the intermediate reading list (the words tab practises sentences too). */
function sentences(language: Language): string[] {
  return wordsFor(language, 'intermediate')
    .filter((_, i) => i % 3 === 0)
    .slice(0, 3);
}

/**
 * What can be said in a language: its sounds (said as sounds), its single words (reading list and examples), and
 * for a sentence the other sentences of the intermediate list.
 */
function pool(language: Language, type: Kind, sentence = false): string[] {
  if (sentence) return wordsFor(language, 'intermediate');
  const sounds = groupsFor(language).flatMap((g) => g.sounds);
  const items =
    type === 'sound'
      ? sounds.map((s) => s.text)
      : [...wordsFor(language, 'beginner'), ...sounds.flatMap((s) => s.examples)].filter((w) => !/\s/.test(w.trim()));
  return [...new Set(items.map((i) => i.normalize('NFC')))];
}

/** Letters without Arabic diacritics, lower case: "بَيْتٌ" → "بيت". */
const base = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u064b-\u065f\u0670\u0300-\u036f]/gu, '')
    .toLowerCase();

/** Not the target, not one of its distractors, and neither spelled inside the other (st holds s, با holds ب). */
function unrelatedTo(target: string, language: Language, type: Kind, candidates: string[]): string[] {
  const near = new Set([target, ...distractorsFor(target, language, type)].map(base));
  return candidates.filter((c) => ![...near].some((n) => base(c).includes(n) || n.includes(base(c))));
}

/** `count` items spread over a list, starting at `offset` (the same every run). */
function spread<T>(items: T[], count: number, offset: number): T[] {
  if (items.length <= count) return items;
  return Array.from({ length: count }, (_, i) => items[(offset + Math.floor((i * items.length) / count)) % items.length]!);
}

const renderings = new Map<string, Promise<Buffer>>();
function audioOf(text: string, language: Language, type: Kind, voice: TestVoice): Promise<Buffer> {
  const key = `${language}|${type}|${text}|${voice.variant}`;
  if (!renderings.has(key)) renderings.set(key, speak(text, language, type, voice));
  return renderings.get(key)!;
}

async function overall(audio: Buffer, target: string, type: Kind, language: Language): Promise<number> {
  try {
    return (await assessPronunciation(registry, { audio, target, type, language, uiLanguage: 'en' })).overall_score;
  } catch (error) {
    if (error instanceof NoSpeechError) return 0;
    throw error;
  }
}

interface Said {
  text: string;
  language: Language;
  type: Kind;
}

/** The unrelated recordings tried against one target. */
function unrelatedFor(target: string, language: Language, type: Kind, index: number): Said[] {
  const sentence = /\s/.test(target);
  const same = spread(unrelatedTo(target, language, type, pool(language, type, sentence)), sentence ? 3 : 4, index).map((text) => ({ text, language, type }));
  if (type === 'word') return same;
  // A word said instead of a sound (the case seen through the interface: "the" for ب), and one from another language.
  const word = spread(unrelatedTo(target, language, 'word', pool(language, 'word')), 1, index * 3).map((text) => ({ text, language, type: 'word' as const }));
  const foreignLanguage: Language = language === 'en' ? 'ar' : 'en';
  const foreign = spread(pool(foreignLanguage, 'word'), 1, index * 5).map((text) => ({ text, language: foreignLanguage, type: 'word' as const }));
  return [...same, ...word, ...foreign];
}

/** Share of the target's own recordings that must reach mastery (see the top of the file for English). */
const OWN_MASTERED: Record<Language, number> = { en: 0.5, fr: 0.75, ar: 0.75 };

const OWN_VOICES = TEST_VOICES.slice(0, 3);
const UNRELATED_VOICES = [TEST_VOICES[0]!, TEST_VOICES[1]!];

async function evaluate(language: Language) {
  const unrelated: { target: string; said: string; score: number }[] = [];
  const own: { target: string; voice: string; score: number }[] = [];
  for (const type of ['sound', 'word'] as const) {
    const targets = TARGETS[language][type];
    for (const [index, target] of targets.entries()) {
      await Promise.all([
        ...OWN_VOICES.map(async (voice) => {
          own.push({ target, voice: voice.variant, score: await overall(await audioOf(target, language, type, voice), target, type, language) });
        }),
        ...UNRELATED_VOICES.map(async (voice) => {
          for (const said of unrelatedFor(target, language, type, index)) {
            const score = await overall(await audioOf(said.text, said.language, said.type, voice), target, type, language);
            unrelated.push({ target, said: `${said.text}${said.language === language ? '' : `(${said.language})`}`, score });
          }
        }),
      ]);
    }
  }
  const rate = <T extends { score: number }>(list: T[], ok: (s: number) => boolean) => list.filter((x) => ok(x.score)).length / list.length;
  const result = {
    pairs: unrelated.length,
    belowMastery: rate(unrelated, (s) => s < 80),
    belowHalf: rate(unrelated, (s) => s < 50),
    ownMastered: rate(own, (s) => s >= 80),
    owns: own.length,
    highest: [...unrelated]
      .sort((a, b) => b.score - a.score)
      .slice(0, 6)
      .map((u) => `${u.said}→${u.target} ${u.score}`),
    ownMissed: own.filter((o) => o.score < 80).map((o) => `${o.target} ${o.voice} ${o.score}`),
  };
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  console.log(
    `pronunciation ${language} unrelated: ${pct(result.belowMastery)} of ${result.pairs} pairs below 80 (aim ≥ 97%), ${pct(result.belowHalf)} below 50 (aim ≥ 94%); ` +
      `highest: ${result.highest.join(', ')}. Target mastered in ${pct(result.ownMastered)} of ${result.owns} (aim ≥ ${OWN_MASTERED[language] * 100}%)` +
      `${result.ownMissed.length ? `; not: ${result.ownMissed.slice(0, 10).join(', ')}` : ''}`,
  );
  return result;
}

describe('synthetic evaluation of unrelated speech (espeak-ng voices the references do not use)', () => {
  for (const language of ['en', 'fr', 'ar'] as const) {
    it(`${language}: unrelated sounds and words stay below mastery; the target reaches it`, async () => {
      const result = await evaluate(language);
      expect(result.belowMastery).toBeGreaterThanOrEqual(0.97);
      expect(result.belowHalf).toBeGreaterThanOrEqual(0.94);
      expect(result.ownMastered).toBeGreaterThanOrEqual(OWN_MASTERED[language]);
    }, 240_000);
  }
});
