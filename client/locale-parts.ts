import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Namespaces the public pages (landing, sign-in, 404) need. The rest of a catalogue loads with the first
 * signed-in screen, so strings added for the app never weigh on the landing page's first load.
 */
export const PUBLIC_NAMESPACES = ['app', 'common', 'roles', 'languages', 'errors', 'notFound', 'modules', 'landing', 'plans', 'auth'];

/**
 * Namespaces only one screen reads. Each loads with its route (`namespaces` in client/src/app/routes.ts), so the
 * dashboard never carries the strings of every module. `client/src/app/routes.test.ts` keeps the two lists honest.
 */
export const SCREEN_NAMESPACES = ['settings', 'children', 'progress', 'writingBuddy', 'missionCreator', 'phonicsTutor'];

const LOCALES_DIR = 'client/src/locales';
const PART_PREFIX = 'virtual:locale/';
const LOADERS_ID = 'virtual:locale-loaders';

function partOf(namespace: string): string {
  if (PUBLIC_NAMESPACES.includes(namespace)) return 'public';
  if (SCREEN_NAMESPACES.includes(namespace)) return namespace;
  return 'app';
}

function languages(): string[] {
  return fs
    .readdirSync(path.resolve(LOCALES_DIR))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length));
}

/**
 * `virtual:locale/<lng>/<part>`: one part of client/src/locales/<lng>.json, where a part is `public`, `app` (the
 * shell and every namespace not listed above) or a screen namespace. `virtual:locale-loaders` is the table of
 * dynamic imports for every language and part, so each part becomes its own chunk.
 */
export function localeParts(): Plugin {
  return {
    name: 'wren-locale-parts',
    resolveId(id) {
      return id.startsWith(PART_PREFIX) || id === LOADERS_ID ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${LOADERS_ID}`) {
        const parts = ['public', 'app', ...SCREEN_NAMESPACES];
        const table = languages().map(
          (language) =>
            `${JSON.stringify(language)}: {${parts
              .map((part) => `${JSON.stringify(part)}: () => import(${JSON.stringify(`${PART_PREFIX}${language}/${part}`)})`)
              .join(', ')}}`,
        );
        return `export default {${table.join(',\n')}};`;
      }
      if (!id.startsWith(`\0${PART_PREFIX}`)) return undefined;
      const [language, part] = id.slice(PART_PREFIX.length + 1).split('/');
      const file = path.resolve(LOCALES_DIR, `${language}.json`);
      this.addWatchFile(file);
      const catalogue: Record<string, unknown> = JSON.parse(fs.readFileSync(file, 'utf8'));
      const wanted = Object.entries(catalogue).filter(([namespace]) => partOf(namespace) === part);
      return `export default ${JSON.stringify(Object.fromEntries(wanted))};`;
    },
  };
}
