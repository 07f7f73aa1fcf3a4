import { STORED_LANGUAGES, type Language } from '@common/domain/languages.ts';

/**
 * Languages the landing page is pre-rendered in (client/prerender.ts): every language browser storage can keep,
 * as those are the ones boot.js, the server's cookie and the service worker can ask for.
 */
export const LANDING_LANGUAGES: readonly Language[] = STORED_LANGUAGES;

/** Where the pre-rendered landing page of `language` is, under dist/client (English is the plain index.html). */
export function landingFile(language: string): string {
  const known = LANDING_LANGUAGES.find((candidate) => candidate.toLowerCase() === language.toLowerCase());
  return !known || known === 'en' ? 'index.html' : `landing/${known}.html`;
}
