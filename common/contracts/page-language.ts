import { z } from 'zod/mini';
import { LANGUAGE_CODES, type Language } from '../domain/languages.ts';

/**
 * `?lang=`: the language the page is read in, for what the browser fetches by itself from a link (a printable report
 * in a tab of its own, a CSV download). Such a request carries the browser's Accept-Language, not the interface's
 * language, so the link names it; without it, the server reads Accept-Language.
 */
export const pageLanguageQuery = {
  lang: z.optional(z.enum(LANGUAGE_CODES as [Language, ...Language[]], { error: 'Unknown language' })),
};
