/**
 * The interface's own words (client/src/locales/), for what the server writes that a screen also shows: the CSV of
 * the struggling-readers list names grades, risks, skills and practice exactly as the list does, in the language the
 * list is read in. Each language reads its catalogue, then English, as the screen does (client/src/lib/i18n.ts);
 * `{{name}}` is filled in as i18next does. The server's own sentences (refusals, mail) are content/messages/, read
 * through ./messages.ts.
 */
import type { FastifyRequest } from 'fastify';
import type { Language, Translate } from '@common/domain/languages.ts';
import ar from '../../../client/src/locales/ar.json' with { type: 'json' };
import cr from '../../../client/src/locales/cr.json' with { type: 'json' };
import den from '../../../client/src/locales/den.json' with { type: 'json' };
import enCA from '../../../client/src/locales/en-CA.json' with { type: 'json' };
import en from '../../../client/src/locales/en.json' with { type: 'json' };
import fr from '../../../client/src/locales/fr.json' with { type: 'json' };
import it from '../../../client/src/locales/it.json' with { type: 'json' };
import { requestLanguage } from './messages.ts';

interface Tree {
  readonly [key: string]: string | Tree;
}

const CATALOGUES: Record<Language, Tree> = { en, 'en-CA': enCA, fr, ar, cr, den, it };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The screen's `t` in a language. A key English lacks, with no default, is a mistake in the code: it throws. */
export function interfaceStrings(language: Language): Translate {
  return (key, options = {}) => {
    const text = lookup(CATALOGUES[language], key) ?? (language === 'en' ? undefined : lookup(CATALOGUES.en, key)) ?? options.defaultValue;
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
export function pageStrings(request: Pick<FastifyRequest, 'headers'> & { query: { lang?: Language | undefined } }): Translate {
  return interfaceStrings(request.query.lang ?? requestLanguage(request));
}
