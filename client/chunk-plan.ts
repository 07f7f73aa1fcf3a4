import type { Plugin, Rollup } from 'vite';

/**
 * How the build groups modules into files (issue 16). Left to itself, Rolldown writes one chunk per distinct set of
 * importers: 60–70 files of a few hundred bytes for a signed-in screen, each paying a request, ~0.4 KB of response
 * headers and a round trip on a phone's connection (Lighthouse's slow 4G allows six at a time on HTTP/1.1), and a
 * module evaluation on a slow CPU. Here each screen gets a handful of files instead, worked out from the module graph:
 *
 * - `index`: everything the entry imports statically (React, the router, i18next, the session…);
 * - `landing`: what the landing page shares with other screens (buttons, icons, the language switcher);
 * - `app`: what the dashboard shares with other screens or parts (the validator, the contracts, the cards…);
 * - `radix`, `widgets` (tabs), `controls` (sliders, switches), `forms`, `overlays` (dialogs, menus): libraries other screens share, a chunk
 *   per family, with our shared modules that need them;
 * - `screens`: our other small shared modules (a page header, a stepper) and the icons other screens share;
 * - the rest as Rolldown makes it: each screen's own chunk, each lazy part's (the voice bar, Blockly…);
 * - strings: as client/locale-parts.ts parts them (a few chunks per language), never grouped here.
 *
 * Code that only some routes may load (client/prerender.ts ONLY_ON: Blockly, the recorder) is never grouped: the
 * walk stops at those modules, so what they alone import stays with them, and the build guard still checks it.
 */

/** Modules the walk does not enter: they and what only they import stay in chunks of their own. */
const KEPT_APART = ['/client/src/components/robot/blockly-workspace.tsx', '/client/src/lib/audio/recorder.ts'];
const ENTRY = '/client/src/main.tsx';
const LANDING = '/client/src/features/landing/landing-page.tsx';
/** The screen every signed-in visit starts on: what it shares with other screens is the `app` chunk. */
const HUB = '/client/src/features/dashboard/dashboard-page.tsx';
/** zod's JSON-schema export: only the skills assessment uses it. */
const NEVER_GROUPED = /\/node_modules\/zod\/v4\/core\/(to-json-schema|json-schema)/;

/** Module → the chunk it goes to; a module not named is left to Rolldown's own chunking. */
const plan = { names: new Map<string, string>() };

const isKeptApart = (id: string) => KEPT_APART.some((suffix) => id.endsWith(suffix));
const isLocale = (id: string) => id.startsWith('\0virtual:locale');

/**
 * What a barrel (a package's index that only re-exports: radix-ui, lucide-react) re-exports, by exported name: the
 * module each name comes from. Walking into a barrel follows only the names the importer asks for, as Rolldown's
 * tree-shaking does, instead of every component or icon of the package.
 */
function barrelExports(info: Rollup.ModuleInfo): Map<string, string[]> | null {
  if (!info.id.includes('/node_modules/') || !info.code) return null;
  // Without comments and directives (lucide-react's index opens with a licence and "use strict").
  const code = info.code.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '').replace(/^\s*["']use strict["'];?/, '');
  const body = code.replace(/import\s+\*\s+as\s+\w+\s+from\s+["'][^"']+["'];?|export\s*\{[^}]*\}(\s*from\s*["'][^"']+["'])?;?/g, '').trim();
  if (body.length > 0) return null;
  const resolve = (specifier: string) =>
    specifier.startsWith('.')
      ? info.importedIds.filter((id) => id.endsWith(specifier.replace(/^\.+\//, '/')))
      : info.importedIds.filter((id) => id.includes(`/node_modules/${specifier}/`));
  const names = new Map<string, string[]>();
  const namespaces = new Map<string, string[]>();
  for (const [, local = '', specifier = ''] of code.matchAll(/import\s+\*\s+as\s+(\w+)\s+from\s+["']([^"']+)["']/g)) namespaces.set(local, resolve(specifier));
  for (const [, list = '', specifier] of code.matchAll(/export\s*\{([^}]*)\}(?:\s*from\s*["']([^"']+)["'])?/g)) {
    for (const part of list.split(',')) {
      const [local = '', exported = local] = part.trim().split(/\s+as\s+/);
      if (!local) continue;
      names.set(exported.trim(), specifier ? resolve(specifier) : (namespaces.get(local.trim()) ?? []));
    }
  }
  return names;
}

/** The names a module imports from others (`import { A, B as C } from …`), over-counting is harmless. */
function importedNames(info: Rollup.ModuleInfo | null): Set<string> {
  const names = new Set<string>();
  for (const [, list = ''] of (info?.code ?? '').matchAll(/import\s*(?:\w+\s*,\s*)?\{([^}]*)\}\s*from/g)) {
    for (const part of list.split(','))
      names.add(
        part
          .trim()
          .split(/\s+as\s+/)[0]!
          .trim(),
      );
  }
  return names;
}

function walk(getInfo: (id: string) => Rollup.ModuleInfo | null, start: string, stopAt: (id: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const barrels = new Map<string, Map<string, string[]> | null>();
  const barrel = (id: string) => {
    if (!barrels.has(id)) {
      const info = getInfo(id);
      barrels.set(id, info ? barrelExports(info) : null);
    }
    return barrels.get(id)!;
  };
  const stack = [start];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id) || (id !== start && stopAt(id))) continue;
    seen.add(id);
    const info = getInfo(id);
    for (const next of info?.importedIds ?? []) {
      const exports = barrel(next);
      if (!exports) {
        stack.push(next);
        continue;
      }
      // The barrel itself belongs to the walk (it may hold a line of code); only its imports are chosen.
      if (!stopAt(next)) seen.add(next);
      for (const name of importedNames(info)) stack.push(...(exports.get(name) ?? []));
    }
  }
  return seen;
}

/** Works the plan out from the module graph once it is complete (buildEnd); the groups below read it. */
export function chunkPlan(): Plugin {
  return {
    name: 'wren-chunk-plan',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const getInfo = (id: string) => this.getModuleInfo(id);
      const find = (suffix: string) => {
        const found = ids.find((id) => id.endsWith(suffix));
        if (!found) throw new Error(`chunk-plan: ${suffix} moved`);
        return found;
      };
      const entry = find(ENTRY);
      const landingPage = find(LANDING);
      const hub = find(HUB);
      const initial = walk(getInfo, entry, isKeptApart);
      const lazy = new Set(ids.flatMap((id) => getInfo(id)?.dynamicallyImportedIds ?? []).filter((id) => !isLocale(id)));
      const outside = (id: string) => isKeptApart(id) || initial.has(id) || isLocale(id) || (lazy.has(id) && id !== entry);
      const users = new Map<string, string[]>();
      for (const part of lazy) {
        if (isKeptApart(part)) continue;
        for (const id of walk(getInfo, part, outside)) if (id !== part) users.set(id, [...(users.get(id) ?? []), part]);
      }
      const shared = (id: string) => (users.get(id)?.length ?? 0) >= 2;
      const names = new Map<string, string>();
      for (const id of initial) if (id !== entry) names.set(id, 'index');
      for (const [id, parts] of users) {
        if (!shared(id) || NEVER_GROUPED.test(id)) continue;
        if (parts.includes(landingPage)) names.set(id, 'landing');
        else if (parts.includes(hub)) names.set(id, 'app');
      }
      // A library shared by other screens goes to its family's chunk, and so does shared code of ours that needs
      // one (a select needs the overlays); our small shared modules that need none travel together; the rest is
      // left to Rolldown.
      for (const [id] of users) {
        if (!shared(id) || names.has(id) || NEVER_GROUPED.test(id)) continue;
        if (id.includes('/node_modules/')) {
          const family = FAMILIES.find(([, test]) => test.test(id));
          if (family) names.set(id, family[0]);
          // Icons are a few hundred bytes each: those other screens share travel with our small shared modules.
          else if (/\/node_modules\/lucide-react\//.test(id)) names.set(id, 'screens');
          continue;
        }
        const needs = [...walk(getInfo, id, outside)];
        const family = FAMILIES.find(([, test]) => needs.some((needed) => !LOADED_ANYWAY.has(names.get(needed) ?? '') && test.test(needed)));
        if (family) names.set(id, family[0]);
        else if (
          !needs.some((needed) => needed.includes('/node_modules/') && !LOADED_ANYWAY.has(names.get(needed) ?? '')) &&
          (getInfo(id)?.code?.length ?? Infinity) <= SMALL
        ) {
          names.set(id, 'screens');
        }
      }
      plan.names = names;
    },
  };
}

/**
 * Libraries shared by several screens (and not by the dashboard, whose share is in `app`) get a chunk per family,
 * so a screen that uses one does not download the others: forms (screens with a form), overlays (menus, selects,
 * dialogs: what positions and traps focus), tabs, and the rest of Radix (the voice bar's slider, shared helpers).
 */
const FAMILIES: [name: string, test: RegExp][] = [
  ['forms', /\/node_modules\/(react-hook-form|@hookform)\//],
  [
    'overlays',
    /\/node_modules\/(@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|tslib|get-nonce|@radix-ui\/react-(select|popper|dismissable-layer|focus-scope|focus-guards|dialog|dropdown-menu|menu|arrow))\//,
  ],
  ['widgets', /\/node_modules\/@radix-ui\/react-(tabs|roving-focus)\//],
  // Sliders and switches (the voice bar, settings, parental controls): not on the practice screens' first paint.
  ['controls', /\/node_modules\/@radix-ui\/react-(slider|switch)\//],
  // The rest of Radix: the voice bar's slider and the helpers every Radix part uses.
  ['radix', /\/node_modules\/@radix-ui\//],
];

/** Chunks every signed-in screen loads. */
const LOADED_ANYWAY = new Set(['index', 'landing', 'app']);
/**
 * Our own small shared modules (a card, a page header, a stepper: under this many characters once compiled) travel
 * together in `screens`; a larger one keeps its own chunk, so no screen downloads much it does not use.
 */
const SMALL = 8000;

/**
 * Rolldown's `output.codeSplitting` for the plan: one group per chunk name. A group also takes what its modules
 * import that no earlier group took (Rolldown's default, which keeps the modules' order of execution right), so the
 * order matters: Radix's shared helpers go to `radix`, and our small shared modules to `screens`, before the tabs or
 * the overlays (which use them) can take them.
 */
const ORDER = ['index', 'landing', 'app', 'radix', 'screens', 'widgets', 'controls', 'forms', 'overlays'];
export const codeSplitting = {
  groups: ORDER.map((name, index) => ({
    name,
    test: (id: string) => plan.names.get(id) === name,
    priority: ORDER.length - index,
    // The landing page's chunk takes only what the landing page shares: it is the page with the tightest budget.
    ...(name === 'landing' ? { includeDependenciesRecursively: false } : {}),
  })),
};
