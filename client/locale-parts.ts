import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const LOCALES_DIR = 'client/src/locales';
const NAMESPACE_PREFIX = 'virtual:locale/';
const TABLE_PREFIX = 'virtual:locale-table/';
const LANGUAGES_ID = 'virtual:locale-namespaces';

type Catalogue = Record<string, unknown>;

function readCatalogue(language: string): Catalogue {
  return JSON.parse(fs.readFileSync(path.resolve(LOCALES_DIR, `${language}.json`), 'utf8'));
}

function languages(): string[] {
  return fs
    .readdirSync(path.resolve(LOCALES_DIR))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length));
}

/** `{"key": () => import("id"), ...}`: a table of chunks, each loaded when asked for. */
function importTable(entries: [key: string, id: string][]): string {
  return `export default {${entries.map(([key, id]) => `${JSON.stringify(key)}: () => import(${JSON.stringify(id)})`).join(',\n')}};`;
}

/**
 * Splits each catalogue into its i18next namespaces (the top-level keys of client/src/locales/<lng>.json), one
 * chunk per language and namespace, so a page downloads only the strings it reads. i18next loads them itself
 * through its backend (client/src/lib/i18n.ts):
 * - `virtual:locale-namespaces`: language → its table of namespaces (one small chunk per language);
 * - `virtual:locale-table/<lng>`: namespace → its chunk, for the namespaces that catalogue has (a partial language
 *   falls back to English for the rest). Two levels, so a page pays for the table of its languages only;
 * - `virtual:locale/<lng>/<namespace>`: that namespace of that catalogue.
 */
export function localeNamespaces(): Plugin {
  return {
    name: 'wren-locale-namespaces',
    resolveId(id) {
      const ours = id === LANGUAGES_ID || id.startsWith(TABLE_PREFIX) || id.startsWith(NAMESPACE_PREFIX);
      return ours ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${LANGUAGES_ID}`) return importTable(languages().map((language) => [language, `${TABLE_PREFIX}${language}`]));
      if (id.startsWith(`\0${TABLE_PREFIX}`)) {
        const language = id.slice(TABLE_PREFIX.length + 1);
        this.addWatchFile(path.resolve(LOCALES_DIR, `${language}.json`));
        return importTable(Object.keys(readCatalogue(language)).map((namespace) => [namespace, `${NAMESPACE_PREFIX}${language}/${namespace}`]));
      }
      if (!id.startsWith(`\0${NAMESPACE_PREFIX}`)) return undefined;
      const [language = '', namespace = ''] = id.slice(NAMESPACE_PREFIX.length + 1).split('/');
      this.addWatchFile(path.resolve(LOCALES_DIR, `${language}.json`));
      return `export default ${JSON.stringify(readCatalogue(language)[namespace] ?? {})};`;
    },
  };
}
