/**
 * The interface's own words (client/src/locales/), for what the server writes that a screen also shows: the CSV of
 * the struggling-readers list names grades, risks, skills and practice exactly as the list does, in the language the
 * list is read in. Each language reads its catalogue, then English, as the screen does (client/src/lib/i18n.ts);
 * `{{name}}` is filled in as i18next does. The server's own sentences (refusals, mail) are content/messages/, read
 * through ./messages.ts.
 */
import type { FastifyRequest } from 'fastify';
import type { Language, Translate } from '@common/domain/languages.ts';
import { requestLanguage } from './messages.ts';

interface Tree {
  readonly [key: string]: string | Tree;
}

/**
 * Each catalogue is read the first time a download asks for its language (the module system keeps it), not when the
 * server starts: the seven together are 570 KB of JSON, about 20 ms to parse, for a download few requests make.
 */
const CATALOGUES: Record<Language, () => Promise<{ default: Tree }>> = {
  en: () => import('../../../client/src/locales/en.json', { with: { type: 'json' } }),
  'en-CA': () => import('../../../client/src/locales/en-CA.json', { with: { type: 'json' } }),
  fr: () => import('../../../client/src/locales/fr.json', { with: { type: 'json' } }),
  ar: () => import('../../../client/src/locales/ar.json', { with: { type: 'json' } }),
  cr: () => import('../../../client/src/locales/cr.json', { with: { type: 'json' } }),
  den: () => import('../../../client/src/locales/den.json', { with: { type: 'json' } }),
  it: () => import('../../../client/src/locales/it.json', { with: { type: 'json' } }),
};

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The screen's `t` in a language. A key English lacks, with no default, is a mistake in the code: it throws. */
export async function interfaceStrings(language: Language): Promise<Translate> {
  const [own, english] = await Promise.all([CATALOGUES[language](), CATALOGUES.en()]);
  return (key, options = {}) => {
    const text = lookup(own.default, key) ?? lookup(english.default, key) ?? options.defaultValue;
    if (text === undefined) throw new Error(`client/src/locales/en.json has no ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
      const value = options[name];
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    });
  };
}

/**
 * The screen's `t` for a download the page links to: in the language the link names (`?lang=`, common/contracts/
 * page-language.ts), else the request's Accept-Language.
 */
export function pageStrings(request: Pick<FastifyRequest, 'headers'> & { query: { lang?: Language | undefined } }): Promise<Translate> {
  return interfaceStrings(request.query.lang ?? requestLanguage(request));
}
