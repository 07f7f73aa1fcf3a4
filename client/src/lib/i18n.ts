import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, STORED_LANGUAGES, isRtl, normalizeLanguage, type Language } from '@common/domain/languages.ts';
import type en from '../locales/en.json';
import enPublic from 'virtual:locale/en/public';
import loaders from 'virtual:locale-loaders';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
    returnNull: false;
  }
}

export const LANGUAGE_STORAGE_KEY = 'wren.language';

type Catalogue = { default: Record<string, unknown> };
/** A namespace of the catalogue that loads with its screen (client/locale-parts.ts SCREEN_NAMESPACES). */
export type ScreenNamespace = keyof typeof en;

// Each catalogue comes in parts (client/locale-parts.ts): what the public pages need, the signed-in shell, and
// one part per screen namespace. English's public part is bundled (it is every language's fallback); every other
// part loads when a screen asks for it.
function loaderFor(language: Language, part: string): () => Promise<Catalogue> {
  if (language === 'en' && part === 'public') return async () => ({ default: enPublic });
  const loader = loaders[language]?.[part];
  if (!loader) throw new Error(`No catalogue part ${part} for ${language}`);
  return loader;
}

const loaded = new Set<string>();
/** The parts asked for so far; a language switch loads all of them in the new language too. */
const wanted = new Set<string>(['public']);

async function loadPart(language: Language, part: string): Promise<void> {
  const key = `${language}/${part}`;
  if (loaded.has(key)) return;
  const bundle = await loaderFor(language, part)();
  i18n.addResourceBundle(language, 'translation', bundle.default, true, true);
  loaded.add(key);
}

async function loadLanguage(language: Language): Promise<void> {
  const languages: Language[] = language === 'en' ? ['en'] : ['en', language];
  await Promise.all(languages.flatMap((lng) => [...wanted].map((part) => loadPart(lng, part))));
}

const requests = new Map<string, Promise<void>>();
/**
 * The strings of a signed-in screen: the shell's and those of the screen's own namespaces, for English and the
 * current language. The promise is stable per set of parts, so React can `use` it.
 */
export function loadAppCatalogue(namespaces: readonly string[] = []): Promise<void> {
  const parts = ['app', ...namespaces.filter((namespace) => loaders.en?.[namespace])];
  const key = parts.join(',');
  let request = requests.get(key);
  if (!request) {
    for (const part of parts) wanted.add(part);
    request = loadLanguage(currentLanguage());
    requests.set(key, request);
  }
  return request;
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
