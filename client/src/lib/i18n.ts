import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, STORED_LANGUAGES, isRtl, normalizeLanguage, type Language } from '@common/domain/languages.ts';
import en from '../locales/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
    returnNull: false;
  }
}

export const LANGUAGE_STORAGE_KEY = 'wren.language';

// English is bundled (it is every language's fallback); the others load when chosen.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Record<string, unknown> }>> = {
  'en-CA': () => import('../locales/en-CA.json'),
  fr: () => import('../locales/fr.json'),
  ar: () => import('../locales/ar.json'),
  cr: () => import('../locales/cr.json'),
  den: () => import('../locales/den.json'),
  it: () => import('../locales/it.json'),
};

function initialLanguage(): Language {
  try {
    const stored = normalizeLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
    if (stored) return stored;
  } catch {
    /* storage blocked */
  }
  return 'en';
}

async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const bundle = await loaders[language]();
  i18n.addResourceBundle(language, 'translation', bundle.default, true, true);
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
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: { 'en-CA': ['en'], default: ['en'] },
    interpolation: { escapeValue: false },
    returnNull: false,
    supportedLngs: Object.keys(LANGUAGES),
    load: 'currentOnly',
  });
  await setLanguage(language);
}

export { i18n };
