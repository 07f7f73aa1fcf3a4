/** Interface languages. `rtl` drives the page direction; the lists below are the spec's per-screen sets. */
export const LANGUAGES = {
  en: { name: 'English', nativeName: 'English', rtl: false, speech: 'en-US' },
  'en-CA': { name: 'Canadian English', nativeName: 'English (Canada)', rtl: false, speech: 'en-CA' },
  fr: { name: 'French', nativeName: 'Français', rtl: false, speech: 'fr-FR' },
  ar: { name: 'Arabic', nativeName: 'العربية', rtl: true, speech: 'ar-SA' },
  cr: { name: 'Plains Cree', nativeName: 'ᓀᐦᐃᔭᐍᐏᐣ', rtl: false, speech: 'en-CA' },
  den: { name: 'Dene', nativeName: 'Dënesųłiné', rtl: false, speech: 'en-CA' },
  it: { name: 'Italian', nativeName: 'Italiano', rtl: false, speech: 'it-IT' },
} as const;

export type Language = keyof typeof LANGUAGES;
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];

/** The dashboard and settings switcher (spec 000 §1). */
export const SWITCHER_LANGUAGES: readonly Language[] = ['en', 'ar', 'fr', 'it'];
/** Languages that may be kept in browser storage (spec 000 §7). Others are kept on the account only. */
export const STORED_LANGUAGES: readonly Language[] = ['en', 'ar', 'fr', 'cr', 'den'];
/** The voice bar's selector (spec 000 §1). */
export const VOICE_LANGUAGES: readonly Language[] = ['en', 'en-CA', 'ar', 'fr', 'cr', 'den'];
/** Languages that must carry every interface string; the others fall back to English. */
export const COMPLETE_LANGUAGES: readonly Language[] = ['en', 'fr', 'ar'];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && value in LANGUAGES;
}

/** Accepts the spec's lower-case 'en-ca' as well as 'en-CA'. */
export function normalizeLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  if (value.toLowerCase() === 'en-ca') return 'en-CA';
  return isLanguage(value) ? value : null;
}

export function isRtl(language: string): boolean {
  return normalizeLanguage(language) === 'ar';
}

/** The `dir` to set beside `lang={language}`: text in a language not the interface's keeps its own direction. */
export function directionOf(language: string): 'ltr' | 'rtl' {
  return isRtl(language) ? 'rtl' : 'ltr';
}

/**
 * A catalogue lookup as both sides call it: i18next's `t` on a screen, and the server's reading of the same
 * catalogues (server/src/http/interface-strings.ts) for what it writes out of a screen. `{{name}}` takes `options.name`.
 */
export type Translate = (key: string, options?: { defaultValue?: string } & Record<string, unknown>) => string;
