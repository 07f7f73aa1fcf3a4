/**
 * Typed access to content/writing-buddy/: alphabets, practice words, formation guides and the texts of the
 * handwriting feedback. Every file is validated with zod when this module loads, so a broken edit fails at start
 * (and in the tests), not in front of a child.
 */
import { z } from 'zod';
import alphabetsJson from '../../content/writing-buddy/alphabets.json' with { type: 'json' };
import wordsJson from '../../content/writing-buddy/words.json' with { type: 'json' };
import guidesJson from '../../content/writing-buddy/guides.json' with { type: 'json' };
import feedbackJson from '../../content/writing-buddy/feedback.json' with { type: 'json' };

// The lists the API contract validates with live there, so the page bundle can parse answers without this content.
import { DIFFICULTIES, WRITING_LANGUAGES, type Difficulty, type WritingLanguage } from '../contracts/writing-buddy.ts';
export { DIFFICULTIES, WRITING_LANGUAGES, type Difficulty, type WritingLanguage };


const letterList = z.array(z.string().min(1).max(4)).min(1);

const alphabetsSchema = z.object({
  languages: z.record(
    z.enum(WRITING_LANGUAGES),
    z.object({
      direction: z.enum(['ltr', 'rtl']),
      levels: z.array(z.object({ id: z.string().regex(/^[a-z-]+$/), letters: letterList })).min(1),
    }),
  ),
});

const itemList = z.array(z.string().trim().min(1).max(80)).length(10);
const wordsSchema = z.object({
  sources: z.record(z.enum(WRITING_LANGUAGES), z.string().min(1)),
  languages: z.record(z.enum(WRITING_LANGUAGES), z.object({ beginner: itemList, intermediate: itemList, advanced: itemList })),
});

const GUIDE_LANGUAGES = ['en', 'fr', 'ar'] as const;
const guidesSchema = z
  .object({
    steps: z.record(z.string(), z.object({ en: z.string().min(1), fr: z.string().min(1), ar: z.string().min(1) })),
    letters: z.record(z.string(), z.array(z.string()).min(1)),
  })
  .superRefine((guides, ctx) => {
    for (const [letter, steps] of Object.entries(guides.letters)) {
      for (const step of steps) {
        if (!(step in guides.steps)) ctx.addIssue({ code: 'custom', path: ['letters', letter], message: `Unknown step ${step}` });
      }
    }
  });

const IMPROVEMENT_CODES = [
  'missingStroke',
  'extraStroke',
  'openLoop',
  'tooSmall',
  'tiltedLeft',
  'tiltedRight',
  'tooWide',
  'tooNarrow',
  'wobbly',
  'reversal',
  'upsideDown',
  'wrongLetter',
  'letterNeedsWork',
  'missingLetters',
  'unevenSize',
  'unevenSpacing',
  'baseline',
  'changesBetweenTries',
  'keepPracticing',
] as const;
export type ImprovementCode = (typeof IMPROVEMENT_CODES)[number];

export const BANDS = ['excellent', 'great', 'good', 'keepGoing', 'tryAgain'] as const;
export type Band = (typeof BANDS)[number];

export const WRITING_ACHIEVEMENT_IDS = [
  'dedicated-learner',
  'first-sounds',
  'clear-speaker',
  'letter-master',
  'alphabet-explorer',
  'handwriting-expert',
  'word-builder',
] as const;
export type WritingAchievementId = (typeof WRITING_ACHIEVEMENT_IDS)[number];

export const SHAPES = ['dot', 'across', 'down', 'slant', 'curve'] as const;
export const PLACES = [
  'top-left',
  'top-centre',
  'top-right',
  'middle-left',
  'middle-centre',
  'middle-right',
  'bottom-left',
  'bottom-centre',
  'bottom-right',
] as const;
export type Shape = (typeof SHAPES)[number];
export type PlaceName = (typeof PLACES)[number];

const recordOf = <K extends readonly [string, ...string[]]>(keys: K, value: z.ZodType) =>
  z.object(Object.fromEntries(keys.map((k) => [k, value])) as { [P in K[number]]: z.ZodType });

const textsSchema = z.object({
  message: z.string().min(1),
  saved: z.string().min(1),
  savedNoAnalysis: z.string().min(1),
  bands: recordOf(BANDS, z.string().min(1)),
  improvements: recordOf(IMPROVEMENT_CODES, z.string().min(1)),
  shapes: recordOf(SHAPES, z.string().min(1)),
  places: recordOf(PLACES, z.string().min(1)),
  achievements: recordOf(WRITING_ACHIEVEMENT_IDS, z.object({ title: z.string().min(1), description: z.string().min(1) })),
});
export type FeedbackTexts = {
  message: string;
  saved: string;
  savedNoAnalysis: string;
  bands: Record<Band, string>;
  improvements: Record<ImprovementCode, string>;
  shapes: Record<Shape, string>;
  places: Record<PlaceName, string>;
  achievements: Record<WritingAchievementId, { title: string; description: string }>;
};

const feedbackSchema = z.object({
  languages: z.object({
    en: textsSchema,
    fr: textsSchema,
    ar: textsSchema,
    /** Only what differs from en (Canadian spelling). */
    'en-CA': z.record(z.string(), z.unknown()),
  }),
});

function parse<T>(schema: z.ZodType<T>, data: unknown, file: string): T {
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`content/writing-buddy/${file} is invalid at ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return result.data;
}

const alphabets = parse(alphabetsSchema, alphabetsJson, 'alphabets.json');
const words = parse(wordsSchema, wordsJson, 'words.json');
const guides = parse(guidesSchema, guidesJson, 'guides.json');
const feedback = parse(feedbackSchema, feedbackJson, 'feedback.json');

function deepMerge<T>(base: T, override: unknown): T {
  if (typeof base !== 'object' || base === null || typeof override !== 'object' || override === null) {
    return (override ?? base) as T;
  }
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(override)) out[key] = deepMerge(out[key], value);
  return out as T;
}

const texts: Record<WritingLanguage, FeedbackTexts> = {
  en: feedback.languages.en as FeedbackTexts,
  fr: feedback.languages.fr as FeedbackTexts,
  ar: feedback.languages.ar as FeedbackTexts,
  'en-CA': parse(textsSchema, deepMerge(feedback.languages.en, feedback.languages['en-CA']), 'feedback.json (en-CA)') as FeedbackTexts,
};

for (const language of WRITING_LANGUAGES) {
  if (!alphabets.languages[language]) throw new Error(`content/writing-buddy/alphabets.json has no ${language}`);
  if (!words.languages[language]) throw new Error(`content/writing-buddy/words.json has no ${language}`);
}
for (const level of Object.values(alphabets.languages).flatMap((a) => a.levels)) {
  for (const letter of level.letters) {
    if (!guides.letters[baseLetter(letter)]) throw new Error(`content/writing-buddy/guides.json has no guide for ${letter}`);
  }
}

/** An Arabic positional form (بـ ـبـ ـب) stands for its letter. */
export function baseLetter(letter: string): string {
  return letter.replace(/\u0640/g, '');
}

export function arabicPosition(letter: string): 'initial' | 'medial' | 'final' | null {
  const before = letter.startsWith('\u0640');
  const after = letter.endsWith('\u0640') && letter.length > 1;
  if (before && after) return 'medial';
  if (after) return 'initial';
  if (before) return 'final';
  return null;
}

export interface AlphabetLevel {
  id: string;
  letters: string[];
}

export function alphabetFor(language: WritingLanguage): { direction: 'ltr' | 'rtl'; levels: AlphabetLevel[] } {
  return alphabets.languages[language]!;
}

/** The level a letter belongs to in a language, or null when it is not one of its letters. */
export function levelOf(language: WritingLanguage, letter: string): AlphabetLevel | null {
  return alphabetFor(language).levels.find((level) => level.letters.includes(letter)) ?? null;
}

/**
 * The letters a drawing of `letter` is told apart from: its own level (capitals among capitals). French accented
 * capitals are told apart from the plain capitals too, since an É without its accent is an E.
 */
export function recognitionSetFor(language: WritingLanguage, letter: string): string[] {
  const level = levelOf(language, letter);
  if (!level) return [letter];
  if (level.id === 'accented') {
    const capitals = alphabetFor(language).levels.find((l) => l.id === 'uppercase')?.letters ?? [];
    return [...capitals, ...level.letters];
  }
  return level.letters;
}

export function wordsFor(language: WritingLanguage, difficulty: Difficulty): string[] {
  return words.languages[language]![difficulty];
}

export function wordSources(): Record<WritingLanguage, string> {
  return words.sources as Record<WritingLanguage, string>;
}

/** Formation steps of a letter in an interface language (fr and ar have their own, every other one English). */
export function guideFor(letter: string, uiLanguage: string): string[] | null {
  const steps = guides.letters[baseLetter(letter)];
  if (!steps) return null;
  const language = (GUIDE_LANGUAGES as readonly string[]).includes(uiLanguage) ? (uiLanguage as (typeof GUIDE_LANGUAGES)[number]) : 'en';
  const position = arabicPosition(letter);
  const codes = position ? [`ar-${position}`, ...steps] : steps;
  return codes.map((code) => guides.steps[code]![language]);
}

export function feedbackTexts(language: WritingLanguage): FeedbackTexts {
  return texts[language];
}
