import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Namespaces the public pages (landing, sign-in, 404) need. The rest of a catalogue loads with the first
 * signed-in screen, so strings added for the app never weigh on the landing page's first load.
 */
export const PUBLIC_NAMESPACES = ['app', 'common', 'roles', 'languages', 'errors', 'notFound', 'modules', 'landing', 'plans', 'auth'];

const PREFIX = 'virtual:locale/';

/** `virtual:locale/<lng>/public` and `virtual:locale/<lng>/app`: the two halves of client/src/locales/<lng>.json. */
export function localeParts(): Plugin {
  return {
    name: 'wren-locale-parts',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [language, part] = id.slice(PREFIX.length + 1).split('/');
      const file = path.resolve('client/src/locales', `${language}.json`);
      this.addWatchFile(file);
      const catalogue: Record<string, unknown> = JSON.parse(fs.readFileSync(file, 'utf8'));
      const wanted = Object.entries(catalogue).filter(([ns]) => PUBLIC_NAMESPACES.includes(ns) === (part === 'public'));
      return `export default ${JSON.stringify(Object.fromEntries(wanted))};`;
    },
  };
}
