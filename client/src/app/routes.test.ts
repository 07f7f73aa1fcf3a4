// Screen namespaces load with their route (client/locale-parts.ts). A key read anywhere else would show as a raw
// key until that route happened to load, so: each screen namespace is read inside one feature only, and every route
// to that feature's pages declares it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREEN_NAMESPACES } from '../../locale-parts.ts';
import en from '../locales/en.json';

const SRC = path.resolve('client/src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** Route lines of routes.ts: the feature folder its page comes from and the namespaces it declares. */
const routes = fs
  .readFileSync(path.join(SRC, 'app/routes.ts'), 'utf8')
  .split('\n')
  .flatMap((line) => {
    const feature = /import\('@\/features\/([^/]+)\//.exec(line)?.[1];
    if (!feature) return [];
    const declared = /namespaces: \[([^\]]*)\]/.exec(line)?.[1] ?? '';
    return [{ feature, namespaces: [...declared.matchAll(/'([^']+)'/g)].map((match) => match[1]) }];
  });

describe('screen catalogue namespaces', () => {
  for (const namespace of SCREEN_NAMESPACES) {
    it(`${namespace} is read by one feature, and its routes load it`, () => {
      expect(Object.keys(en)).toContain(namespace);
      const reference = new RegExp(`['"\`]${namespace}\\.|keyPrefix: ['"]${namespace}['"]`);
      const readers = new Set(
        sourceFiles(SRC)
          .filter((file) => reference.test(fs.readFileSync(file, 'utf8')))
          .map((file) => path.relative(SRC, file).split(path.sep).slice(0, 2).join('/')),
      );
      expect([...readers]).toHaveLength(1);
      const [reader = ''] = [...readers];
      expect(reader).toMatch(/^features\//);
      const feature = reader.split('/')[1];
      const featureRoutes = routes.filter((route) => route.feature === feature);
      expect(featureRoutes.length).toBeGreaterThan(0);
      for (const route of featureRoutes) expect(route.namespaces).toContain(namespace);
    });
  }
});
