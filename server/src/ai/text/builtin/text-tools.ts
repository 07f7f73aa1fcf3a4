/** Small text helpers shared by the builtin engines. */
import type { ContentLanguage, StoryLanguage } from './content.ts';

export type Gender = 'm' | 'f';

export interface Agreement {
  /** The hero's gender, for [h:…|…]. */
  h?: Gender;
  /** The friend's, for [f:…|…]. */
  f?: Gender;
  /** The object's, for [o:…|…]. */
  o?: Gender;
}

/**
 * Fills `{slot}`s and resolves gender marks `[x:masculine|feminine]` (x = h, f, o, or p for a pair: masculine
 * unless both hero and friend are feminine, as French and Arabic agree).
 */
export function fill(template: string, slots: Record<string, string>, agreement: Agreement = {}): string {
  const pair: Gender = agreement.h === 'f' && agreement.f === 'f' ? 'f' : 'm';
  const genders: Record<string, Gender | undefined> = { ...agreement, p: pair };
  return template
    .replace(/\[([hfop]):([^|\]]*)\|([^\]]*)\]/g, (_, who: string, masculine: string, feminine: string) => (genders[who] === 'f' ? feminine : masculine))
    .replace(/\{(\w+)\}/g, (whole, name: string) => slots[name] ?? whole);
}

/** Capitalises the first letter of each sentence (no-op for scripts without case). */
export function sentenceCase(text: string): string {
  return text.replace(/(^|[.!?]\s+|\n)(["«“]?\s?)(\p{Ll})/gu, (_, lead: string, quote: string, letter: string) => lead + quote + letter.toUpperCase());
}

const SMALL_WORDS = new Set(['a', 'an', 'the', 'and', 'of', 'in', 'on', 'at', 'to', 'for', 'with', 'by']);

/** English title case; French, Arabic and Italian titles keep sentence case. */
export function titleCase(text: string, language: StoryLanguage): string {
  if (language !== 'en') return sentenceCase(text);
  return text
    .split(' ')
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** Lower case, no accents, no Arabic diacritics or tatweel, single spaces: for matching words in a prompt. */
export function normalize(text: string): string {
  return ` ${text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u064b-\u0652\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

/**
 * Where `word` occurs in the normalized `haystack`, or -1. Latin words match whole words (with a plural s/x);
 * Arabic words match inside a word too, since articles and prepositions attach to it (الغابة, بالغابة).
 */
const matchers = new Map<string, (haystack: string) => number>();

export function findWord(haystack: string, word: string): number {
  let matcher = matchers.get(word);
  if (!matcher) {
    // Compiled once per word: the lexicon is matched against every prompt.
    const needle = normalize(word).trim();
    if (!needle) matcher = () => -1;
    else if (/[\u0600-\u06ff]/.test(needle)) matcher = (h) => h.indexOf(needle);
    else {
      const pattern = new RegExp(`\\s${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:s|x|es)?\\s`);
      matcher = (h) => pattern.exec(h)?.index ?? -1;
    }
    matchers.set(word, matcher);
  }
  return matcher(haystack);
}

/** "1 hour", "90 minutes", "30 minutes" in the content language. */
export function minutesLabel(minutes: number, language: ContentLanguage): string {
  const hours = minutes / 60;
  if (language === 'fr') {
    if (Number.isInteger(hours)) return hours === 1 ? '1 heure' : `${hours} heures`;
    return `${minutes} minutes`;
  }
  if (language === 'ar') {
    if (hours === 1) return 'ساعة واحدة';
    if (hours === 2) return 'ساعتان';
    if (Number.isInteger(hours)) return `${hours} ساعات`;
    return `${minutes} دقيقة`;
  }
  if (Number.isInteger(hours)) return hours === 1 ? '1 hour' : `${hours} hours`;
  return `${minutes} minutes`;
}

/** Joins names as "a, b and c" in the content language. */
export function joinList(items: readonly string[], language: StoryLanguage): string {
  if (items.length <= 1) return items[0] ?? '';
  const and = language === 'fr' ? ' et ' : language === 'ar' ? ' و' : language === 'it' ? ' e ' : ' and ';
  const comma = language === 'ar' ? '، ' : ', ';
  return `${items.slice(0, -1).join(comma)}${and}${items[items.length - 1]}`;
}

/** Canadian spelling for en-CA readers (the builtin content is written in US spelling). */
const CANADIAN: [RegExp, string][] = [
  [/\bcolor/g, 'colour'],
  [/\bColor/g, 'Colour'],
  [/\bfavorite/g, 'favourite'],
  [/\bFavorite/g, 'Favourite'],
  [/\bcenter/g, 'centre'],
  [/\bneighbor/g, 'neighbour'],
  [/\bNeighbor/g, 'Neighbour'],
  [/\bbehavior/g, 'behaviour'],
  [/\bgray\b/g, 'grey'],
  [/\bpracticing\b/g, 'practising'],
  [/\bpractice (\w+ )?(every|each|daily|together)\b/g, 'practise $1$2'],
];

export function canadianSpelling(text: string): string {
  return CANADIAN.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}
