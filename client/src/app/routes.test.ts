// A screen's strings load with its route: the initial namespaces on every page, the signed-in shell's on every
// signed-in screen, and the route's own `namespaces` (client/src/lib/i18n.ts, client/src/app/routes.ts). A key of a
// namespace that is not loaded shows as the raw key, so: every namespace the code of a screen reads (its page and
// everything it imports, lazily or not) is loaded with it, and a route asks for no namespace it never reads.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INITIAL_NAMESPACES, SIGNED_IN_NAMESPACES } from '@/lib/i18n.ts';
import en from '../locales/en.json';

const ROOT = path.resolve('.');
const SRC = path.resolve('client/src');
const NAMESPACES = Object.keys(en);

const source = (file: string) => fs.readFileSync(file, 'utf8');

/** The file an import specifier names, for the client's own code and `common/`; packages are not followed. */
function resolveImport(from: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith('@/')) target = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith('@common/')) target = path.join(ROOT, 'common', specifier.slice('@common/'.length));
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(from), specifier);
  else return null;
  return /\.tsx?$/.test(target) && fs.existsSync(target) ? target : null;
}

/** A file and every file it imports, statically or with `import()`, transitively; `follow` can stop at some. */
function closure(entry: string, follow: (file: string) => boolean = () => true, seen = new Set<string>()): Set<string> {
  if (seen.has(entry) || !follow(entry)) return seen;
  seen.add(entry);
  for (const match of source(entry).matchAll(/(?:from\s+|import\(\s*)['"]([^'"]+)['"]/g)) {
    const file = resolveImport(entry, match[1]!);
    if (file) closure(file, follow, seen);
  }
  return seen;
}

/** Namespaces whose keys a file names: `'children.title'`, `` `languages.${code}` ``, or a `keyPrefix`. */
function namespacesRead(files: Iterable<string>): Set<string> {
  const read = new Set<string>();
  for (const file of files) {
    const text = source(file);
    for (const namespace of NAMESPACES) {
      if (new RegExp(`['"\`]${namespace}\\.[A-Za-z$]|keyPrefix: ['"]${namespace}['"]`).test(text)) read.add(namespace);
    }
  }
  return read;
}

/** Namespaces a part of a screen loads for itself (`useNamespaces(['parentingPlans'])`: a tab whose code comes later). */
function namespacesLoadedBy(files: Iterable<string>): Set<string> {
  const loaded = new Set<string>();
  for (const file of files) {
    for (const [, list = ''] of source(file).matchAll(/useNamespaces\(\[([^\]]*)\]\)/g)) {
      for (const [, namespace] of list.matchAll(/'([^']+)'/g)) loaded.add(namespace!);
    }
  }
  return loaded;
}

/**
 * Routes of routes.ts, each on one line or several (no braces but in strings and one level of object: `frame`): path,
 * page file, public or not, the namespaces it declares and its frame's catalogue keys.
 */
const routes = [...source(path.join(SRC, 'app/routes.ts')).matchAll(/\{\s*path: '[^']+',(?:[^{}']|'[^']*'|\{[^{}]*\})*\}/g)]
  .map(([entry]) => entry.replace(/\s+/g, ' '))
  .flatMap((line) => {
    const page = /import\('@\/([^']+)'\)/.exec(line)?.[1];
    const routePath = /path: '([^']+)'/.exec(line)?.[1];
    if (!page || !routePath) return [];
    const declared = /namespaces: \[([^\]]*)\]/.exec(line)?.[1] ?? '';
    return [
      {
        path: routePath,
        page: path.join(SRC, page),
        isPublic: /public: true/.test(line),
        namespaces: [...declared.matchAll(/'([^']+)'/g)].map((match) => match[1]!),
        frameKeys: [...(/frame: \{([^}]*)\}/.exec(line)?.[1] ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1]!),
      },
    ];
  });

describe('catalogue namespaces load with the screens that read them', () => {
  it('finds the routes and the namespaces', () => {
    expect(routes.length).toBeGreaterThan(15);
    for (const namespace of [...INITIAL_NAMESPACES, ...SIGNED_IN_NAMESPACES]) expect(NAMESPACES).toContain(namespace);
  });

  for (const route of routes) {
    it(`${route.path} loads every namespace its screen reads, and only those`, () => {
      const files = closure(route.page);
      const loaded = new Set<string>([
        ...INITIAL_NAMESPACES,
        ...(route.isPublic ? [] : SIGNED_IN_NAMESPACES),
        ...route.namespaces,
        ...namespacesLoadedBy(files),
      ]);
      const read = namespacesRead(files);
      expect(
        [...read].filter((namespace) => !loaded.has(namespace)),
        `read by ${route.path} but not loaded`,
      ).toEqual([]);
      expect(
        route.namespaces.filter((namespace) => !read.has(namespace)),
        `declared by ${route.path} but never read`,
      ).toEqual([]);
    });
  }

  it('finds every route, the framed ones included', () => {
    const declared = source(path.join(SRC, 'app/routes.ts')).match(/^\s*(\{ )?path: '/gm) ?? [];
    expect(routes).toHaveLength(declared.length);
    expect(routes.filter((route) => route.frameKeys.length > 0).length).toBeGreaterThan(10);
  });

  for (const route of routes.filter((candidate) => candidate.frameKeys.length > 0)) {
    it(`${route.path}: the header drawn at build time shows strings the screen itself shows`, () => {
      const screen = [...closure(route.page)].map(source).join('\n');
      for (const key of route.frameKeys) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
        expect(typeof value, `${key} in en.json`).toBe('string');
        expect(screen, `${route.path} shows ${key}`).toContain(`'${key}'`);
        expect(route.namespaces.concat(SIGNED_IN_NAMESPACES, INITIAL_NAMESPACES), `${key}'s namespace loads with ${route.path}`).toContain(key.split('.')[0]);
      }
    });
  }

  it('the signed-in shell (router, voice bar) reads only the initial and shell namespaces', () => {
    // The router's own code, not the screens its routes table imports (each is checked above).
    // routes.ts names the frames' keys (each checked against its screen above), which the shell never reads.
    const outsideScreens = (file: string) => !file.startsWith(path.join(SRC, 'features') + path.sep) && file !== path.join(SRC, 'app/routes.ts');
    const shell = new Set([...closure(path.join(SRC, 'app/app.tsx'), outsideScreens), ...closure(path.join(SRC, 'app/voice-bar-slot.tsx'))]);
    const allowed = new Set<string>([...INITIAL_NAMESPACES, ...SIGNED_IN_NAMESPACES]);
    expect([...namespacesRead(shell)].filter((namespace) => !allowed.has(namespace))).toEqual([]);
  });

  it('the 404 page reads only the initial namespaces and notFound', () => {
    const allowed = new Set<string>([...INITIAL_NAMESPACES, 'notFound']);
    const read = namespacesRead(closure(path.join(SRC, 'features/not-found/not-found-page.tsx')));
    expect([...read].filter((namespace) => !allowed.has(namespace))).toEqual([]);
  });
});
