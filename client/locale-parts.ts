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

/**
 * Namespaces that travel together, one chunk per language and part, so a page asks for a few files of strings
 * rather than one per namespace (each file costs a request and its headers on a phone's connection):
 * - `base`: what every page reads (the shell, errors, language and role names) and the signed-in shell's own
 *   (header, tour, voice bar, module and area names), in the same chunk as the language's table;
 * - `landing`: the landing page's and sign-in's;
 * - `dashboard`: the dashboard's own (it shows the assessments and, to an administrator, the AI engines).
 * Every other namespace (a screen's own) stays a chunk of its own.
 */
export const STRING_PARTS: Record<string, readonly string[]> = {
  base: ['app', 'common', 'errors', 'languages', 'roles', 'themes', 'notFound', 'header', 'tour', 'voice', 'modules', 'areas'],
  landing: ['landing', 'plans', 'auth'],
  dashboard: ['dashboard', 'assessment', 'aiAdmin'],
};

/** The part a namespace travels in: `base`, `landing`, or the namespace itself. */
export function stringsPart(namespace: string): string {
  return Object.entries(STRING_PARTS).find(([, namespaces]) => namespaces.includes(namespace))?.[0] ?? namespace;
}

/**
 * Splits each catalogue into its i18next namespaces (the top-level keys of client/src/locales/<lng>.json), grouped
 * in parts (STRING_PARTS), so a page downloads only the strings it reads. i18next loads them itself through its
 * backend (client/src/lib/i18n.ts):
 * - `virtual:locale-namespaces`: language → its table of namespaces (one chunk per language);
 * - `virtual:locale-table/<lng>`: namespace → a loader of that namespace, for the namespaces that catalogue has (a
 *   partial language falls back to English for the rest). The `base` part is imported statically, so it arrives in
 *   the table's own chunk;
 * - `virtual:locale/<lng>/<part>`: those namespaces of that catalogue, by namespace.
 */
export function localeNamespaces(): Plugin {
  return {
    name: 'wren-locale-namespaces',
    resolveId(id) {
      const ours = id === LANGUAGES_ID || id.startsWith(TABLE_PREFIX) || id.startsWith(NAMESPACE_PREFIX);
      return ours ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${LANGUAGES_ID}`) {
        const entries = languages().map((language) => `${JSON.stringify(language)}: () => import(${JSON.stringify(`${TABLE_PREFIX}${language}`)})`);
        return `export default {${entries.join(',\n')}};`;
      }
      if (id.startsWith(`\0${TABLE_PREFIX}`)) {
        const language = id.slice(TABLE_PREFIX.length + 1);
        this.addWatchFile(path.resolve(LOCALES_DIR, `${language}.json`));
        const base = JSON.stringify(`${NAMESPACE_PREFIX}${language}/base`);
        // Each loader answers `{ default: namespace }`, as a chunk's module would: the backend takes `default`.
        const entries = Object.keys(readCatalogue(language)).map((namespace) => {
          const part = stringsPart(namespace);
          const load =
            part === 'base'
              ? `Promise.resolve({ default: base[${JSON.stringify(namespace)}] })`
              : `import(${JSON.stringify(`${NAMESPACE_PREFIX}${language}/${part}`)}).then((m) => ({ default: m.default[${JSON.stringify(namespace)}] }))`;
          return `${JSON.stringify(namespace)}: () => ${load}`;
        });
        return `import base from ${base};\nexport default {${entries.join(',\n')}};`;
      }
      if (!id.startsWith(`\0${NAMESPACE_PREFIX}`)) return undefined;
      const [language = '', part = ''] = id.slice(NAMESPACE_PREFIX.length + 1).split('/');
      this.addWatchFile(path.resolve(LOCALES_DIR, `${language}.json`));
      const catalogue = readCatalogue(language);
      const namespaces = Object.keys(catalogue).filter((namespace) => stringsPart(namespace) === part);
      return `export default ${JSON.stringify(Object.fromEntries(namespaces.map((namespace) => [namespace, catalogue[namespace]])))};`;
    },
  };
}
