import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, STORED_LANGUAGES, isRtl, normalizeLanguage, type Language } from '@common/domain/languages.ts';
import type en from '../locales/en.json';
import enPublic from 'virtual:locale/en/public';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
    returnNull: false;
  }
}

export const LANGUAGE_STORAGE_KEY = 'wren.language';

type Catalogue = { default: Record<string, unknown> };
type Part = 'public' | 'app';

// Each catalogue comes in two parts (client/locale-parts.ts): what the public pages need, and the rest. English's
// public part is bundled (it is every language's fallback); everything else loads when needed.
const loaders: Record<Language, Record<Part, () => Promise<Catalogue>>> = {
  en: { public: async () => ({ default: enPublic }), app: () => import('virtual:locale/en/app') },
  'en-CA': { public: () => import('virtual:locale/en-CA/public'), app: () => import('virtual:locale/en-CA/app') },
  fr: { public: () => import('virtual:locale/fr/public'), app: () => import('virtual:locale/fr/app') },
  ar: { public: () => import('virtual:locale/ar/public'), app: () => import('virtual:locale/ar/app') },
  cr: { public: () => import('virtual:locale/cr/public'), app: () => import('virtual:locale/cr/app') },
  den: { public: () => import('virtual:locale/den/public'), app: () => import('virtual:locale/den/app') },
  it: { public: () => import('virtual:locale/it/public'), app: () => import('virtual:locale/it/app') },
};

const loaded = new Set<string>();
/** Set once a signed-in screen has asked for the whole catalogue; later language switches load it whole too. */
let wholeCatalogues = false;

async function loadPart(language: Language, part: Part): Promise<void> {
  const key = `${language}/${part}`;
  if (loaded.has(key)) return;
  const bundle = await loaders[language][part]();
  i18n.addResourceBundle(language, 'translation', bundle.default, true, true);
  loaded.add(key);
}

async function loadLanguage(language: Language): Promise<void> {
  const parts: Part[] = wholeCatalogues ? ['public', 'app'] : ['public'];
  const languages: Language[] = language === 'en' ? ['en'] : ['en', language];
  await Promise.all(languages.flatMap((lng) => parts.map((part) => loadPart(lng, part))));
}

let appCatalogue: Promise<void> | null = null;
/** The strings of the signed-in screens, for English and the current language. Stable, so React can `use` it. */
export function loadAppCatalogue(): Promise<void> {
  wholeCatalogues = true;
  appCatalogue ??= loadLanguage(currentLanguage());
  return appCatalogue;
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
  document.documentElement.lang = language;
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
}

/** Switches the interface language: loads it, sets lang and dir on the page, and keeps it in browser storage. */
export async function setLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
  try {
    // Only the spec's stored set is kept in the browser; the account keeps every choice.
    if ((STORED_LANGUAGES as readonly string[]).includes(language)) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    else localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  } catch {
    /* storage blocked */
  }
}

export function currentLanguage(): Language {
  return normalizeLanguage(i18n.language) ?? 'en';
}

export async function initI18n(): Promise<void> {
  const language = initialLanguage();
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: enPublic } },
    lng: 'en',
    fallbackLng: { 'en-CA': ['en'], default: ['en'] },
    interpolation: { escapeValue: false },
    returnNull: false,
    supportedLngs: Object.keys(LANGUAGES),
    load: 'currentOnly',
    // Screens re-render when a later part of a catalogue arrives, not only on a language change.
    react: { bindI18nStore: 'added' },
  });
  await setLanguage(language);
}

export { i18n };
