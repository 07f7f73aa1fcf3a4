import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { LANGUAGES, STORED_LANGUAGES, directionOf, normalizeLanguage, type Language, type Translate } from '@common/domain/languages.ts';
import type en from '../locales/en.json';
import namespaceTables from 'virtual:locale-namespaces';
import { LANDING_LANGUAGE_CACHE, LANDING_LANGUAGE_KEY, LANGUAGE_COOKIE } from './landing-language.ts';

// The types see each catalogue as one `translation` tree, and every key starts with its namespace
// (children.errors.age). At run time each top-level key of the catalogue is an i18next namespace of its own, loaded
// on demand: with `nsSeparator` equal to `keySeparator`, i18next reads the first segment of a key as its namespace
// once that namespace is known, so both views agree on every key and no call site names a namespace.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
    returnNull: false;
  }
}

export const LANGUAGE_STORAGE_KEY = 'wren.language';

/**
 * i18next's `t` as shared label functions call it (common/contracts/: the server writes the same labels into its CSV
 * downloads): they build keys from a record's codes, which the catalogue's key types cannot list.
 */
export const translate = (t: TFunction): Translate => t as unknown as Translate;

/** A namespace: a top-level key of the catalogues. */
export type Namespace = keyof typeof en;

/** Namespaces every page reads, the landing page included (the page shell, errors, language and role names). */
export const INITIAL_NAMESPACES = ['app', 'common', 'errors', 'languages', 'roles'] as const satisfies readonly Namespace[];

/**
 * Namespaces the signed-in shell reads on every screen: the header and its language switcher, the guided tour, the
 * voice bar and module names. They load with the first signed-in screen.
 */
export const SIGNED_IN_NAMESPACES = ['header', 'tour', 'voice', 'modules'] as const satisfies readonly Namespace[];

/**
 * Each language and namespace is its own chunk, found through that language's table (client/locale-parts.ts); a
 * namespace a language lacks is empty, so English shows instead. The chunk's module is handed over whole: the
 * backend takes its `default`, and unwrapping it here would make it unwrap again a namespace that has a key named
 * `default` (themes.default).
 */
async function loadNamespace(language: string, namespace: string): Promise<{ default: Record<string, unknown> }> {
  const table = await namespaceTables[language]?.();
  const load = table?.default[namespace];
  return load ? load() : { default: {} };
}

/**
 * Suspends the calling component until i18next has loaded `namespaces` in the current language and English
 * (react-i18next's own suspense), so a screen's strings arrive with its route. Namespaces loaded once stay loaded,
 * and a language switch loads all of them in the new language before the page changes.
 */
export function useNamespaces(namespaces: readonly Namespace[]): void {
  // The cast only bridges the one-tree types above; react-i18next takes a list of namespaces.
  useTranslation(namespaces as unknown as 'translation');
}

function initialLanguage(): Language {
  try {
    const stored = normalizeLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
    if (stored) return stored;
  } catch {
    /* storage blocked */
  }
  return 'en';
}

function applyDocumentLanguage(language: Language): void {
  if (typeof document === 'undefined') return; // pre-rendering at build time (client/prerender.ts)
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** Switches the interface language: loads it, sets lang and dir on the page, and keeps it in browser storage. */
export async function setLanguage(language: Language): Promise<void> {
  // changeLanguage loads every namespace asked for so far in the new language before it switches.
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
  try {
    // Only the spec's stored set is kept in the browser; the account keeps every choice.
    if ((STORED_LANGUAGES as readonly string[]).includes(language)) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    else localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  } catch {
    /* storage blocked */
  }
  rememberLandingLanguage(language);
}

/**
 * Tells the server (a cookie) and the service worker (a cache entry) which pre-rendered landing page to send for
 * `/` next time, so it arrives already in this language (client/prerender.ts, client/src/sw.ts). Only the
 * languages kept in browser storage have one; the others get the English page, which boot.js hides until the
 * app has drawn it in the stored language.
 */
export function rememberLandingLanguage(language: Language): void {
  const kept = (STORED_LANGUAGES as readonly string[]).includes(language) ? language : 'en';
  try {
    // English is what the server sends without one: no cookie then, so no request carries it for nothing.
    const present = document.cookie.split('; ').some((cookie) => cookie.startsWith(`${LANGUAGE_COOKIE}=`));
    if (kept !== 'en') document.cookie = `${LANGUAGE_COOKIE}=${kept}; path=/; max-age=31536000; samesite=lax`;
    else if (present) document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0; samesite=lax`;
  } catch {
    /* cookies blocked */
  }
  if (typeof caches === 'undefined') return;
  void caches
    .open(LANDING_LANGUAGE_CACHE)
    .then((cache) => cache.put(LANDING_LANGUAGE_KEY, new Response(kept)))
    .catch(() => undefined);
}

export function currentLanguage(): Language {
  return normalizeLanguage(i18n.language) ?? 'en';
}

/** Starts i18next in the stored language, or in `language` (pre-rendering, where there is no storage). */
export async function initI18n(language: Language = initialLanguage()): Promise<void> {
  await i18n
    .use(resourcesToBackend(loadNamespace))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: { 'en-CA': ['en'], default: ['en'] },
      ns: INITIAL_NAMESPACES,
      defaultNS: 'common',
      nsSeparator: '.',
      keySeparator: '.',
      interpolation: { escapeValue: false },
      returnNull: false,
      supportedLngs: Object.keys(LANGUAGES),
      load: 'currentOnly',
    });
  applyDocumentLanguage(language);
}

export { i18n };
