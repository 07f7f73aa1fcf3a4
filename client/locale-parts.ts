import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const LOCALES_DIR = 'client/src/locales';
const NAMESPACE_PREFIX = 'virtual:locale/';
const LOADERS_ID = 'virtual:locale-namespaces';

type Catalogue = Record<string, unknown>;

function catalogues(): Map<string, Catalogue> {
  const files = fs.readdirSync(path.resolve(LOCALES_DIR)).filter((file) => file.endsWith('.json'));
  return new Map(files.map((file) => [file.slice(0, -'.json'.length), JSON.parse(fs.readFileSync(path.resolve(LOCALES_DIR, file), 'utf8'))]));
}

/**
 * Splits each catalogue into its i18next namespaces (the top-level keys of client/src/locales/<lng>.json), one
 * chunk per language and namespace, so a page downloads only the strings it reads. i18next loads them itself
 * through its backend (client/src/lib/i18n.ts):
 * - `virtual:locale/<lng>/<namespace>` is that namespace of that catalogue;
 * - `virtual:locale-namespaces` is the table language → namespace → dynamic import, listing only the namespaces
 *   a catalogue has (a partial language falls back to English for the rest).
 */
export function localeNamespaces(): Plugin {
  return {
    name: 'wren-locale-namespaces',
    resolveId(id) {
      return id.startsWith(NAMESPACE_PREFIX) || id === LOADERS_ID ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${LOADERS_ID}`) {
        const table = [...catalogues()].map(
          ([language, catalogue]) =>
            `${JSON.stringify(language)}: {${Object.keys(catalogue)
              .map((namespace) => `${JSON.stringify(namespace)}: () => import(${JSON.stringify(`${NAMESPACE_PREFIX}${language}/${namespace}`)})`)
              .join(', ')}}`,
        );
        return `export default {${table.join(',\n')}};`;
      }
      if (!id.startsWith(`\0${NAMESPACE_PREFIX}`)) return undefined;
      const [language, namespace] = id.slice(NAMESPACE_PREFIX.length + 1).split('/');
      const file = path.resolve(LOCALES_DIR, `${language}.json`);
      this.addWatchFile(file);
      const catalogue: Catalogue = JSON.parse(fs.readFileSync(file, 'utf8'));
      return `export default ${JSON.stringify(catalogue[namespace ?? ''] ?? {})};`;
    },
  };
}
