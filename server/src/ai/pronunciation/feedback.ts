/**
 * The words of an analysis, in the child's interface language (content/phonics-tutor/pronunciation-tips.json):
 * praise or encouragement, the sound to work on with a tip for producing it, and what else to improve.
 */
import fs from 'node:fs';
import { CONFUSABLE, isEnglish, type Phone } from './phonemes.ts';
import type { PronunciationLanguage } from './types.ts';

type Localized = Record<string, string>;
interface Tip extends Localized {}
interface TipsFile {
  messages: Record<MessageKey, Localized>;
  tips: Record<'en' | 'fr' | 'ar', Record<string, Tip>>;
}
export type MessageKey = 'excellent' | 'good' | 'again' | 'workOn' | 'heardInstead' | 'slower' | 'faster' | 'louder' | 'quieter' | 'listenFirst';

const FILE = new URL('../../../../content/phonics-tutor/pronunciation-tips.json', import.meta.url);
let loaded: TipsFile | null = null;
function texts(): TipsFile {
  loaded ??= JSON.parse(fs.readFileSync(FILE, 'utf8')) as TipsFile;
  return loaded;
}

/** The interface languages with their own texts; en-CA reads en, anything else (cr, den) falls back to English. */
export function uiLanguageOf(uiLanguage: string): 'en' | 'fr' | 'ar' | 'it' {
  const base = uiLanguage.toLowerCase().split(/[-_]/)[0];
  return base === 'fr' || base === 'ar' || base === 'it' ? base : 'en';
}

function pick(entry: Localized | undefined, uiLanguage: string): string {
  if (!entry) return '';
  return entry[uiLanguageOf(uiLanguage)] ?? entry.en ?? '';
}

export function message(key: MessageKey, uiLanguage: string, values: Record<string, string> = {}): string {
  return pick(texts().messages[key], uiLanguage).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

export interface SoundTip {
  /** The sound as a child reads it: "th", "ch", "ث". */
  sound: string;
  tip: string;
}

/**
 * A tip for a sound. English: by ARPAbet phone. French and Arabic: by spelling (the longest spelling of the
 * tips table found in `spelling`, e.g. "ch" in "chat").
 */
export function tipFor(language: PronunciationLanguage, uiLanguage: string, phone: Phone | null, spelling: string): SoundTip | null {
  const all = texts().tips;
  if (isEnglish(language)) {
    const candidates = phone ? [phone, ...(CONFUSABLE[phone] ?? [])] : [];
    const key = candidates.find((p) => all.en[p]);
    if (!key) return null;
    const tip = all.en[key]!;
    return { sound: `/${tip.sound}/`, tip: pick(tip, uiLanguage) };
  }
  const table = all[language === 'fr' ? 'fr' : 'ar'];
  const text = spelling.toLowerCase().normalize('NFC');
  const key = Object.keys(table)
    .sort((a, b) => b.length - a.length)
    .find((k) => text.includes(k));
  if (!key) return null;
  return { sound: `/${key}/`, tip: pick(table[key], uiLanguage) };
}
