import fs from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { localeNamespaces, STRING_PARTS } from './locale-parts.ts';
import { AREA_ACCESS, type Area, type Role } from '../common/domain/roles.ts';
import { EARLY_REQUESTS, type EarlyRequest } from './src/app/early-requests.ts';

/** The namespaces a strings part holds: a named part's list, or the namespace it is named after. */
const namespacesOf = (part: string): readonly string[] => STRING_PARTS[part] ?? [part];

const STYLES = 'client/src/styles.css';

/** client/src/app/prerender-entry.tsx, as loaded through Vite. */
interface PrerenderEntry {
  LANDING_LANGUAGES: readonly string[];
  isRtl(language: string): boolean;
  landingFile(language: string): string;
  renderLanding(language: string): Promise<string>;
  FRAMED_PATHS: readonly string[];
  renderFrame(language: string, path: string): Promise<string>;
}

/** Tailwind's output for just the classes the pre-rendered pages use, minified: the landing's whole stylesheet. */
/** Parts of the app a landing page may show after it is drawn (not in the pre-rendered HTML): their classes too. */
const LATER_ON_LANDING = ['client/src/app/update-prompt.tsx'];

async function criticalCss(html: string): Promise<string> {
  const compiler = await compile(fs.readFileSync(path.resolve(STYLES), 'utf8'), { base: path.resolve('client/src'), onDependency: () => undefined });
  const candidates = new Scanner({}).scanFiles([
    { content: html, extension: 'html' },
    ...LATER_ON_LANDING.map((file) => ({ content: fs.readFileSync(path.resolve(file), 'utf8'), extension: 'tsx' })),
  ]);
  return optimize(compiler.build(candidates), { minify: true }).code.trim();
}

/** Where the page of a framed screen is, under dist/client: `frames/<language><path>.html` (server/src/http/client-pages.ts). */
export const frameFile = (language: string, screenPath: string) => `frames/${language}${screenPath}.html`;

/** A script's code without its comment lines and blocks (they stay in the source). */
function withoutComments(code: string): string {
  return code.replace(/^\s*\/\/.*\n/gm, '').replace(/\/\*[^*]*\*\//g, '');
}

/**
 * A head script written into the page itself: the first paint never waits for a second request (on a phone's slow
 * link, a round trip of 150 ms or more before anything is drawn). The server allows exactly these scripts by their
 * hash (server/src/http/client-pages.ts inlineScriptHashes); the policy still forbids every other inline script.
 */
function inlineScript(code: string): string {
  if (/<\/script|<!--/i.test(code)) throw new Error('prerender: a head script would end its <script> element early');
  return `<script>${code}</script>`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * `fileName` and every chunk it imports, each after the chunks it imports (post-order: the order in which a browser
 * evaluates them), added to `into`.
 */
function withImports(bundle: Rollup.OutputBundle, fileName: string, into = new Set<string>(), entered = new Set<string>()): Set<string> {
  if (entered.has(fileName) || into.has(fileName)) return into;
  entered.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) withImports(bundle, imported, into, entered);
  into.add(fileName);
  return into;
}

function chunkOf(bundle: Rollup.OutputBundle, test: (moduleId: string) => boolean): Rollup.OutputChunk | undefined {
  return Object.values(bundle).find(
    (output): output is Rollup.OutputChunk => output.type === 'chunk' && !!output.facadeModuleId && test(output.facadeModuleId),
  );
}

/**
 * Modules a screen loads lazily but shows at once, so the route preloads them too (no page → chunk waterfall).
 * None today: STEM Mission Coach's block editor (Blockly) loads when it comes near the screen
 * (components/robot/block-editor.tsx), so on a phone it no longer holds up the mission the child reads first.
 */
const SHOWN_AT_ONCE: Record<string, string[]> = {};

/**
 * Code that only some routes may preload or load with the shell: a build that pulls Blockly or the recorder into
 * the shell (the entry and what it imports) or another route's chunks fails here, so every screen stays light.
 */
const ONLY_ON: Record<string, string[]> = {
  'components/robot/blockly-workspace.tsx': ['/stem-mission-coach'],
  'lib/audio/recorder.ts': ['/phonics-tutor', '/assessment', '/assessment/:grade', '/skills-assessment'],
};

/**
 * The browser parses answers with zod/mini (README, Adding a screen); classic zod (~37 KB gzip) reached a screen
 * once through a `common/` module the lint rule does not cover (common/content/skills-assessment.ts), so the build
 * refuses any chunk that holds it.
 */
function assertNoClassicZod(bundle: Rollup.OutputBundle): void {
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    const classic = output.moduleIds.find((id) => /\/node_modules\/zod\/v4\/classic\//.test(id));
    if (classic)
      throw new Error(
        `prerender: ${output.fileName} holds classic zod (${classic.replace(/.*node_modules\//, '')}); import zod/mini in what the browser loads`,
      );
  }
}

function assertHeavyCodeStaysOnItsRoutes(bundle: Rollup.OutputBundle, shell: Set<string>, routes: { path: string; files: string[] }[]): void {
  const holds = (file: string, module: string) => {
    const chunk = bundle[file];
    return chunk?.type === 'chunk' && chunk.moduleIds.some((id) => id.endsWith(`/client/src/${module}`));
  };
  for (const [module, allowed] of Object.entries(ONLY_ON)) {
    const inShell = [...shell].filter((file) => holds(file, module));
    if (inShell.length > 0) throw new Error(`prerender: ${module} is in the app shell (${inShell.join(', ')})`);
    for (const route of routes) {
      if (!allowed.includes(route.path) && route.files.some((file) => holds(file, module))) throw new Error(`prerender: ${module} loads with ${route.path}`);
    }
  }
}

/** Which chunks each route needs, and each language's namespace chunks: written into assets/preload-*.js for app.html. */
function preloadTable(bundle: Rollup.OutputBundle, entryFiles: Set<string>) {
  const routesSource = fs.readFileSync(path.resolve('client/src/app/routes.ts'), 'utf8');
  const i18nSource = fs.readFileSync(path.resolve('client/src/lib/i18n.ts'), 'utf8');
  const namespaceList = (name: string) =>
    [...(new RegExp(`${name} = \\[([^\\]]*)\\]`).exec(i18nSource)?.[1] ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1]!);
  const initial = namespaceList('INITIAL_NAMESPACES');
  const signedIn = namespaceList('SIGNED_IN_NAMESPACES');
  if (initial.length === 0 || signedIn.length === 0) throw new Error('prerender: the namespace lists moved out of client/src/lib/i18n.ts');
  const routes: { path: string; public: boolean; files: string[]; own: number; namespaces: string[]; early: EarlyRequest[]; roles?: readonly Role[] }[] = [];
  // Each `{ path: …, component: lazy(() => import(…)), … }` of the table, on one line or several (no braces but in strings).
  for (const [entry = ''] of routesSource.matchAll(/\{\s*path: '[^']+',(?:[^{}']|'[^']*'|\{[^{}]*\})*\}/g)) {
    const line = entry.replace(/\s+/g, ' ');
    const page = /import\('@\/([^']+)'\)/.exec(line)?.[1];
    const routePath = /path: '([^']+)'/.exec(line)?.[1];
    if (!page || !routePath) continue;
    const chunk = chunkOf(bundle, (id) => id.endsWith(`/client/src/${page}`));
    if (!chunk) throw new Error(`prerender: no chunk for the route ${routePath}`);
    const needed = withImports(bundle, chunk.fileName);
    // The screen's own chunks come first, the screen's last of them: main.tsx evaluates those one by one.
    const own = [...needed].filter((file) => !entryFiles.has(file)).length;
    for (const module of SHOWN_AT_ONCE[routePath] ?? []) {
      const lazyChunk = chunkOf(bundle, (id) => id.endsWith(`/client/src/${module}`));
      if (!lazyChunk) throw new Error(`prerender: no chunk for ${module}`);
      withImports(bundle, lazyChunk.fileName, needed);
    }
    const files = [...needed].filter((file) => !entryFiles.has(file));
    const namespaces = [...(/namespaces: \[([^\]]*)\]/.exec(line)?.[1] ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1]!);
    const early = [...(EARLY_REQUESTS[routePath] ?? [])];
    // The roles that may open the screen's area: the head script asks for its data only for one of them.
    const area = /area: '([^']+)'/.exec(line)?.[1];
    if (area && !(area in AREA_ACCESS)) throw new Error(`prerender: the route ${routePath} names an unknown area ${area}`);
    const roles = area ? AREA_ACCESS[area as Area] : undefined;
    routes.push({ path: routePath, public: /public: true/.test(line), files, own, namespaces, early, ...(roles ? { roles } : {}) });
  }
  const locales: Record<string, string> = {};
  for (const output of Object.values(bundle)) {
    const id = output.type === 'chunk' ? output.facadeModuleId : null;
    const table = id ? /^\0virtual:locale-table\/(.+)$/.exec(id) : null;
    const part = id ? /^\0virtual:locale\/([^/]+)\/(.+)$/.exec(id) : null;
    // The table's chunk holds the language's base strings too; each other part, its namespaces.
    if (table) locales[`${table[1]}/`] = output.fileName;
    for (const [language, partName] of table ? [[table[1]!, 'base']] : part ? [[part[1]!, part[2]!]] : []) {
      for (const namespace of namespacesOf(partName!)) locales[`${language}/${namespace}`] = output.fileName;
    }
  }
  for (const [routePath, requests] of Object.entries(EARLY_REQUESTS)) {
    if (!routes.some((route) => route.path === routePath && !route.public))
      throw new Error(`prerender: early requests for ${routePath}, which is no signed-in route`);
    const roles = routes.find((route) => route.path === routePath)?.roles;
    requests.forEach((request, index) => {
      if (typeof request !== 'string' && roles && request.roles?.some((role) => !roles.includes(role)))
        throw new Error(`prerender: ${request.url} on ${routePath} names a role that may not open the screen`);
      if (typeof request !== 'string' && request.after !== undefined && !requests.slice(0, index).includes(request.after))
        throw new Error(`prerender: ${request.url} on ${routePath} waits for ${request.after}, which is not asked for before it`);
    });
  }
  assertHeavyCodeStaysOnItsRoutes(bundle, entryFiles, routes);
  assertNoClassicZod(bundle);
  // The session's answer is read with its contract (client/src/lib/session.ts imports it lazily): on a signed-in
  // screen the user is known, so its chunk comes with the route's instead of after the answer (a round trip less).
  const session = chunkOf(bundle, (id) => id.endsWith('/common/contracts/auth.ts'));
  if (!session) throw new Error('prerender: no chunk for common/contracts/auth.ts');
  const sessionFiles = [...withImports(bundle, session.fileName)].filter((file) => !entryFiles.has(file));
  return { initial, signedIn, sessionFiles, routes, locales };
}

/**
 * The table as client/preload.js reads it, small: each file named once in `names` (under assets/, without `.js`),
 * routes and locales by index; locales as language → namespace → file.
 */
function compactTable(table: ReturnType<typeof preloadTable>) {
  const names: string[] = [];
  const indexes = new Map<string, number>();
  const id = (file: string) => {
    if (!indexes.has(file)) {
      if (!/^assets\/[^/]+\.js$/.test(file)) throw new Error(`prerender: unexpected chunk name ${file}`);
      indexes.set(file, names.push(file.slice('assets/'.length, -'.js'.length)) - 1);
    }
    return indexes.get(file)!;
  };
  const locales: Record<string, Record<string, number>> = {};
  for (const [key, file] of Object.entries(table.locales)) {
    const [language = '', namespace = ''] = key.split('/');
    (locales[language] ??= {})[namespace] = id(file);
  }
  const routes = table.routes.map((route) => ({ ...route, files: route.files.map(id) }));
  return { initial: table.initial, signedIn: table.signedIn, session: table.sessionFiles.map(id), routes, locales, names };
}

/**
 * Pre-renders the landing page at build time (issue 16). From the built index.html it writes:
 * - `app.html`: the shell every other path gets (no landing markup, so nothing to mismatch when React mounts), with
 *   one inline head script in place of boot.js's tag (boot.js, then the code that starts the session request and
 *   preloads the current route's chunks and strings);
 * - `index.html` (English) and `landing/<lng>.html`: the landing page drawn in that language, with `lang`, `dir`,
 *   its whole stylesheet and boot.js inline (Tailwind for just its classes), its route chunk and strings preloaded, and the
 *   full stylesheet named in a meta tag for main.tsx to load when the visitor leaves the landing page.
 * The pages are rendered in Node through a Vite server (same aliases and locale chunks), then hydrated in the browser.
 */
export function prerenderLanding(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'wren-prerender-landing',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      const template = String(index.source);
      const server = await createServer({
        configFile: false,
        root: config.root,
        resolve: { alias: config.resolve.alias },
        plugins: [react(), localeNamespaces()],
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        appType: 'custom',
        logLevel: 'error',
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      const pages = new Map<string, string>();
      // Each signed-in screen's header in each language (routes.ts `frame`).
      const frames: { language: string; path: string; html: string }[] = [];
      let entry: PrerenderEntry;
      try {
        entry = (await server.ssrLoadModule('/src/app/prerender-entry.tsx')) as PrerenderEntry;
        for (const language of entry.LANDING_LANGUAGES) pages.set(language, await entry.renderLanding(language));
        for (const language of entry.LANDING_LANGUAGES) {
          for (const framed of entry.FRAMED_PATHS) frames.push({ language, path: framed, html: await entry.renderFrame(language, framed) });
        }
      } finally {
        await server.close();
      }

      const entryChunk = Object.values(bundle).find((output): output is Rollup.OutputChunk => output.type === 'chunk' && output.isEntry);
      if (!entryChunk) throw new Error('prerender: no entry chunk');
      const entryFiles = withImports(bundle, entryChunk.fileName);
      const table = preloadTable(bundle, entryFiles);

      // Their comments stay in the source: every page carries code only.
      const preloadCode = withoutComments(fs.readFileSync(path.resolve('client/preload.js'), 'utf8'));
      // app.html's one head script, in the page: boot.js (theme and language before the first paint), then the
      // preloads with this build's table (`<` written as \u003c, so no name can close the element).
      const bootCode = withoutComments(fs.readFileSync(path.join(config.publicDir, 'boot.js'), 'utf8'));
      const compact = JSON.stringify(compactTable(table)).replace(/</g, '\\u003c');
      const bootTag = '<script src="/boot.js"></script>';
      if (!template.includes(bootTag)) throw new Error('prerender: index.html lost its boot.js tag');
      const shell = template.replace(bootTag, () => inlineScript(`${bootCode}\n${preloadCode}\nwrenPreload(${compact});\n`));
      this.emitFile({ type: 'asset', fileName: 'app.html', source: shell });
      // The shell again for each framed screen and language, with the screen's header drawn in: shown at once, while
      // the app mounts hidden behind it (#root hidden) until the screen commits (app/first-screen.ts revealScreen).
      for (const { language, path: framed, html } of frames) {
        const page = shell
          .replace(/<html [^>]*>/, `<html lang="${language}" dir="${entry.isRtl(language) ? 'rtl' : 'ltr'}" data-theme="default" data-frame="${language}">`)
          .replace('<div id="root"></div>', `<div id="wren-frame">${html}</div><div id="root" hidden></div>`)
          // As on the landing page: what the page shows first needs no script, so the scripts (and the chunks
          // preload.js asks for) load at low priority, never ahead of the stylesheet that draws it.
          .replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ');
        if (!page.includes(html)) throw new Error('prerender: index.html has no empty #root');
        this.emitFile({ type: 'asset', fileName: frameFile(language, framed), source: page });
      }

      const stylesheet = /\s*<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/.exec(template);
      if (!stylesheet) throw new Error('prerender: index.html has no stylesheet');
      const css = await criticalCss([...pages.values()].join('\n'));
      const landingRoute = table.routes.find((route) => route.path === '/');
      for (const [language, html] of pages) {
        const namespaces = [...table.initial, ...(landingRoute?.namespaces ?? [])];
        const preloads = [
          ...(landingRoute?.files ?? []),
          table.locales[`${language}/`],
          ...namespaces.map((namespace) => table.locales[`${language}/${namespace}`]),
          ...(language === 'en' ? [] : namespaces.map((namespace) => table.locales[`en/${namespace}`])),
        ].filter((file): file is string => !!file);
        const head = [
          `<style>${css}</style>`,
          `<meta name="wren-stylesheet" content="${escapeAttribute(stylesheet[1]!)}" />`,
          ...[...new Set(preloads)].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ].join('\n    ');
        const page = template
          .replace(/<html [^>]*>/, `<html lang="${language}" dir="${entry.isRtl(language) ? 'rtl' : 'ltr'}" data-theme="default" data-landing="${language}">`)
          .replace(stylesheet[0], `\n    ${head}`)
          .replace(bootTag, () => inlineScript(bootCode))
          .replace('<div id="root"></div>', `<div id="root">${html}</div>`)
          // The page is readable without its scripts: they load at low priority, never ahead of what it shows.
          .replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ');
        if (!page.includes(html)) throw new Error('prerender: index.html has no empty #root');
        if (language === 'en') index.source = page;
        else this.emitFile({ type: 'asset', fileName: entry.landingFile(language), source: page });
      }
    },
  };
}
