/**
 * Typed access to content/phonics-tutor/: sound groups with hints, reading lists, the phoneme targets generated
 * from them (scripts/phonics-phonemes.mjs) and the texts of progress. Every file is validated with zod when this
 * module loads, so a broken edit fails at start (and in the tests), not in front of a child.
 */
import { z } from 'zod';
import soundsJson from '../../content/phonics-tutor/sounds.json' with { type: 'json' };
import wordsJson from '../../content/phonics-tutor/words.json' with { type: 'json' };
import phonemesJson from '../../content/phonics-tutor/phonemes.json' with { type: 'json' };
import textsJson from '../../content/phonics-tutor/texts.json' with { type: 'json' };

// The lists the API contract validates with live there, so the page bundle can parse answers without this content.
import { GROUP_IDS, PHONICS_LANGUAGES, type GroupId, type PhonicsLanguage } from '../contracts/phonics-tutor.ts';
export { GROUP_IDS, PHONICS_LANGUAGES, type GroupId, type PhonicsLanguage };

export const PHONICS_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type PhonicsDifficulty = (typeof PHONICS_DIFFICULTIES)[number];

/** Interface languages with their own hints and texts; any other reads English. */
export const HINT_LANGUAGES = ['en', 'fr', 'ar', 'it'] as const;
type HintLanguage = (typeof HINT_LANGUAGES)[number];


export const PHONICS_ACHIEVEMENT_IDS = [
  'first-sound',
  'sound-explorer',
  'first-reader',
  'word-reader',
  'clear-voice',
  'group-champion',
  'sound-master',
  'practice-star',
] as const;
export type PhonicsAchievementId = (typeof PHONICS_ACHIEVEMENT_IDS)[number];

/** The CMU dictionary's 39 phonemes (ARPAbet without stress). */
export const ARPABET = new Set(
  'AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(' '),
);

const hintSchema = z.object({ en: z.string().min(1), fr: z.string().min(1), ar: z.string().min(1), it: z.string().min(1) });
const soundSchema = z.object({
  id: z.string().regex(/^[\p{Ll}-]+$/u),
  text: z.string().trim().min(1).max(20),
  phonemes: z.array(z.string().min(1)).min(1),
  examples: z.array(z.string().trim().min(1)).min(2).max(4),
  hint: hintSchema,
});
const groupSchema = z.object({ id: z.enum(GROUP_IDS), sounds: z.array(soundSchema).min(1) });
const soundsSchema = z.object({
  languages: z.object({
    en: z.object({ direction: z.literal('ltr'), groups: z.array(groupSchema).min(1) }),
    'en-CA': z.object({ direction: z.literal('ltr'), extends: z.literal('en'), groups: z.array(groupSchema) }),
    fr: z.object({ direction: z.literal('ltr'), groups: z.array(groupSchema).min(1) }),
    ar: z.object({ direction: z.literal('rtl'), groups: z.array(groupSchema).min(1) }),
  }),
});

const itemList = z.array(z.string().trim().min(1).max(80)).length(10);
const wordsSchema = z.object({
  sources: z.record(z.enum(PHONICS_LANGUAGES), z.string().min(1)),
  languages: z.object(
    Object.fromEntries(PHONICS_LANGUAGES.map((l) => [l, z.object({ beginner: itemList, intermediate: itemList, advanced: itemList })])) as {
      [L in PhonicsLanguage]: z.ZodObject<{ beginner: typeof itemList; intermediate: typeof itemList; advanced: typeof itemList }>;
    },
  ),
});

const phonemeTable = z.record(z.string(), z.array(z.string().min(1)).min(1));
const phonemesSchema = z.object({ en: phonemeTable, fr: phonemeTable, ar: phonemeTable });

const achievementText = z.object({ title: z.string().min(1), description: z.string().min(1) });
const textsSchema = z.object({
  languages: z.object(
    Object.fromEntries(
      HINT_LANGUAGES.map((l) => [l, z.object({ achievements: z.object(Object.fromEntries(PHONICS_ACHIEVEMENT_IDS.map((id) => [id, achievementText]))) })]),
    ) as { [L in HintLanguage]: z.ZodObject<{ achievements: z.ZodObject<{ [A in PhonicsAchievementId]: typeof achievementText }> }> },
  ),
});

function parse<T>(schema: z.ZodType<T>, data: unknown, file: string): T {
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`content/phonics-tutor/${file} is invalid at ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return result.data;
}

const sounds = parse(soundsSchema, soundsJson, 'sounds.json');
const words = parse(wordsSchema, wordsJson, 'words.json');
const phonemeTables = parse(phonemesSchema, phonemesJson, 'phonemes.json');
const texts = parse(textsSchema, textsJson, 'texts.json');

export type SoundItem = z.infer<typeof soundSchema>;
export interface SoundGroup {
  id: GroupId;
  sounds: SoundItem[];
}

const groupsByLanguage: Record<PhonicsLanguage, SoundGroup[]> = {
  en: sounds.languages.en.groups,
  'en-CA': [...sounds.languages.en.groups, ...sounds.languages['en-CA'].groups],
  fr: sounds.languages.fr.groups,
  ar: sounds.languages.ar.groups,
};

/** The phoneme table a language reads: en-CA shares the CMU dictionary with en. */
function tableOf(language: PhonicsLanguage): Record<string, string[]> {
  return language === 'en' || language === 'en-CA' ? phonemeTables.en : phonemeTables[language];
}

// Every item a child hears or reads needs its phonemes; English sounds must be CMU phonemes.
for (const language of PHONICS_LANGUAGES) {
  const table = tableOf(language);
  const missing = [
    ...groupsByLanguage[language].flatMap((g) => g.sounds.flatMap((s) => s.examples)),
    ...PHONICS_DIFFICULTIES.flatMap((d) => words.languages[language][d]),
  ].filter((item) => !table[item]);
  if (missing.length > 0) {
    throw new Error(`content/phonics-tutor/phonemes.json lacks ${language} "${missing[0]}": run node scripts/phonics-phonemes.mjs`);
  }
  const ids = new Set<string>();
  for (const sound of groupsByLanguage[language].flatMap((g) => g.sounds)) {
    if (ids.has(sound.id)) throw new Error(`content/phonics-tutor/sounds.json repeats ${language} sound ${sound.id}`);
    ids.add(sound.id);
    if (language.startsWith('en') && !sound.phonemes.every((p) => ARPABET.has(p))) {
      throw new Error(`content/phonics-tutor/sounds.json: ${sound.id} must use CMU (ARPAbet) phonemes`);
    }
  }
}

export function isPhonicsLanguage(value: string): value is PhonicsLanguage {
  return (PHONICS_LANGUAGES as readonly string[]).includes(value);
}

export function groupsFor(language: PhonicsLanguage): SoundGroup[] {
  return groupsByLanguage[language];
}

export function wordsFor(language: PhonicsLanguage, difficulty: PhonicsDifficulty): string[] {
  return words.languages[language][difficulty];
}

export function wordSource(language: PhonicsLanguage): string {
  return words.sources[language] ?? words.sources.en!;
}

export function hintLanguageOf(uiLanguage: string | undefined): HintLanguage {
  const code = uiLanguage === 'en-CA' || uiLanguage?.toLowerCase() === 'en-ca' ? 'en' : uiLanguage;
  return (HINT_LANGUAGES as readonly string[]).includes(code ?? '') ? (code as HintLanguage) : 'en';
}

/** The phonemes of an example word or reading item, or null when the content does not list it. */
export function phonemesOf(language: PhonicsLanguage, text: string): string[] | null {
  return tableOf(language)[text] ?? null;
}

export type PracticeTarget =
  | { kind: 'sound'; groupId: GroupId; sound: SoundItem; phonemes: string[] }
  | { kind: 'word'; groupId: null; difficulty: PhonicsDifficulty; phonemes: string[] };

/** Finds what the child was asked to say: a sound of a group (by its text or id), or an item of a reading list. */
export function findTarget(language: PhonicsLanguage, kind: 'sound' | 'word', target: string): PracticeTarget | null {
  const text = target.normalize('NFC').trim();
  if (kind === 'sound') {
    for (const group of groupsFor(language)) {
      const sound = group.sounds.find((s) => s.text === text || s.id === text);
      if (sound) return { kind: 'sound', groupId: group.id, sound, phonemes: sound.phonemes };
    }
    return null;
  }
  for (const difficulty of PHONICS_DIFFICULTIES) {
    if (wordsFor(language, difficulty).includes(text)) return { kind: 'word', groupId: null, difficulty, phonemes: phonemesOf(language, text)! };
  }
  return null;
}

export function achievementTexts(uiLanguage: string | undefined): Record<PhonicsAchievementId, { title: string; description: string }> {
  return texts.languages[hintLanguageOf(uiLanguage)].achievements;
}
