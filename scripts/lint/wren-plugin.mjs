// Wren's own lint rules, loaded by oxlint as a JS plugin (`jsPlugins` in .oxlintrc.json).
// The rules resolve each import to a path in the repository first (aliases `@common/…` and `@/…`, or relative),
// so `../../server/src/x` and an alias are judged alike, and a string that only looks like a folder is not.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const aliases = [
  { prefix: '@common/', folder: 'common' },
  { prefix: '@/', folder: 'client/src' },
];

/**
 * The repository-relative path (forward slashes) an import specifier points to, or null for a package.
 * @param {string} specifier
 * @param {string} importer absolute path of the importing file
 * @returns {string | null}
 */
export function resolveImport(specifier, importer) {
  let absolute = null;
  for (const { prefix, folder } of aliases) {
    if (specifier.startsWith(prefix)) absolute = path.join(root, folder, specifier.slice(prefix.length));
  }
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    absolute = path.resolve(path.dirname(importer), specifier);
  }
  return absolute === null ? null : repoPath(absolute);
}

/** @param {string} absolute */
function repoPath(absolute) {
  return path.relative(root, absolute).split(path.sep).join('/');
}

/** The side of the repository a path belongs to: client, server, common or null (scripts, bench, e2e…). */
function area(file) {
  const top = file.split('/')[0];
  return top === 'client' || top === 'server' || top === 'common' ? top : null;
}

/** `client/src/features/children/x.ts` → `client/src/features/children`; null outside a feature. */
function featureOf(file) {
  const match = /^((?:client|server)\/src\/features\/[^/]+)\//.exec(file);
  return match ? match[1] : null;
}

/** The files that put features together (routes, the app, the server), and tests, which may reach any feature. */
function composesFeatures(file) {
  return file.startsWith('client/src/app/') || file === 'server/src/app.ts' || /\.test\.tsx?$/.test(file) || area(file) === null;
}

/**
 * The interface's catalogues are data both sides read: the server writes a screen's own words into what it hands
 * out of the screen (server/src/http/interface-strings.ts: the struggling-readers CSV). Only the server's http layer
 * reads them, so a feature's service is given the words, never the files.
 */
const CATALOGUE = /^client\/src\/locales\/[^/]+\.json$/;
const CATALOGUE_READER = 'server/src/http/interface-strings.ts';

/**
 * Why an import from `from` to `to` (both repository-relative) crosses a zone, or null when it is allowed.
 * @param {string} from
 * @param {string} to
 * @returns {string | null}
 */
export function zoneViolation(from, to) {
  const fromArea = area(from);
  const toArea = area(to);
  if (fromArea === 'common' && (toArea === 'client' || toArea === 'server')) {
    return `common/ is a leaf: it never imports ${toArea} code (${to})`;
  }
  if (fromArea === 'client' && toArea === 'server') return `client code never imports server code (${to})`;
  if (fromArea === 'server' && toArea === 'client' && !(from === CATALOGUE_READER && CATALOGUE.test(to))) {
    return `server code never imports client code (${to})`;
  }
  const fromFeature = featureOf(from);
  const toFeature = featureOf(to);
  if (toFeature && !fromFeature && !composesFeatures(from)) {
    return `shared code never imports a feature (${toFeature}): imports flow shared → features → app`;
  }
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    return `a feature never imports another feature: ${fromFeature} imports ${toFeature}; move what both need out of the feature`;
  }
  return null;
}

/** Every node whose `source` names a module: static imports, re-exports and `import()`. */
function importVisitors(check) {
  const visit = (node) => {
    if (node.source && node.source.type === 'Literal' && typeof node.source.value === 'string') check(node, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const importZones = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Features never import other features, shared code never imports a feature, client and server never import each other, common/ is a leaf.',
    },
    messages: { zone: '{{reason}}' },
    schema: [],
  },
  create(context) {
    const importer = context.filename;
    const from = repoPath(importer);
    return importVisitors((node, specifier) => {
      const to = resolveImport(specifier, importer);
      const reason = to === null ? null : zoneViolation(from, to);
      if (reason) context.report({ node: node.source, messageId: 'zone', data: { reason } });
    });
  },
};

/**
 * The build's own files (vite.config.ts and what it imports from client/, beside client/src): Node loads them before
 * Vite's aliases exist, so they reach common/ by a relative path.
 * @param {string} file repository-relative path
 */
const loadedBeforeAliases = (file) => file === 'vite.config.ts' || /^client\/[^/]+\.ts$/.test(file);

const commonThroughAlias = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Code outside common/ imports it as `@common/…`, never as `../../../common/…` (but the build config, loaded before aliases).' },
    messages: { alias: 'import common/ through the alias: @common/{{rest}}' },
    schema: [],
  },
  create(context) {
    const importer = context.filename;
    const from = repoPath(importer);
    return importVisitors((node, specifier) => {
      if (area(from) === 'common' || loadedBeforeAliases(from) || !specifier.startsWith('.')) return;
      const to = resolveImport(specifier, importer);
      if (to !== null && to.startsWith('common/')) context.report({ node: node.source, messageId: 'alias', data: { rest: to.slice('common/'.length) } });
    });
  },
};

/** The zod entry points that load the classic API (methods on every schema, not tree-shaken): ~37 KB gzip. */
const CLASSIC_ZOD = new Set(['zod', 'zod/v4', 'zod/v4/classic', 'zod/classic']);

/**
 * Whether a file's code reaches the browser and so must write its schemas with `zod/mini`: the client, and the
 * contracts, which the client imports. (common/content/ is validated by the server only.)
 * @param {string} file repository-relative path
 */
export function needsZodMini(file) {
  return file.startsWith('client/') || file.startsWith('common/contracts/');
}

const zodMiniInBrowser = {
  meta: {
    type: 'problem',
    docs: { description: 'The client and common/contracts/ import zod as `zod/mini`, never the classic `zod`, which would add ~37 KB to every page.' },
    messages: { classic: "import { z } from 'zod/mini': the browser loads this file, and classic zod weighs ~37 KB gzip (see README, Adding a screen)" },
    schema: [],
  },
  create(context) {
    const inBrowser = needsZodMini(repoPath(context.filename));
    return importVisitors((node, specifier) => {
      if (inBrowser && CLASSIC_ZOD.has(specifier)) context.report({ node: node.source, messageId: 'classic' });
    });
  },
};

/**
 * Why a server file holds an access rule outside server/src/auth/, or null. The README promises one file a reader
 * can audit: a file named like a policy, or an exported record check (`assertCan…`, the policies' own prefix), is
 * flagged anywhere else on the server. Tests are left alone.
 * @param {string} file repository-relative path
 * @param {string | null} exported the name of an exported function or constant, or null to judge the file's name
 * @returns {string | null}
 */
export function accessRuleOutsideAuth(file, exported) {
  if (!file.startsWith('server/src/') || file.startsWith('server/src/auth/') || /\.test\.tsx?$/.test(file)) return null;
  if (exported === null) return /(^|\/)polic(y|ies)\.tsx?$/.test(file) ? `a policy file (${file})` : null;
  return /^assertCan[A-Z]/.test(exported) ? `a record check (${exported})` : null;
}

/** @param {any} declaration the `declaration` of an ExportNamedDeclaration */
function exportedNames(declaration) {
  if (!declaration) return [];
  if (declaration.type === 'FunctionDeclaration' && declaration.id) return [declaration.id.name];
  if (declaration.type === 'VariableDeclaration') return declaration.declarations.filter((d) => d.id.type === 'Identifier').map((d) => d.id.name);
  return [];
}

const accessRulesInAuth = {
  meta: {
    type: 'problem',
    docs: { description: 'Access rules (policy files, `assertCan…` record checks) live in server/src/auth/policies.ts, not in a feature.' },
    messages: { outside: '{{what}} outside server/src/auth/: access rules go in server/src/auth/policies.ts (a record check and a list scope)' },
    schema: [],
  },
  create(context) {
    const file = repoPath(context.filename);
    return {
      Program(node) {
        const what = accessRuleOutsideAuth(file, null);
        if (what) context.report({ node, messageId: 'outside', data: { what } });
      },
      ExportNamedDeclaration(node) {
        for (const name of exportedNames(node.declaration)) {
          const what = accessRuleOutsideAuth(file, name);
          if (what) context.report({ node, messageId: 'outside', data: { what } });
        }
      },
    };
  },
};

/** TanStack Query's hooks that hand answers to React at once (useSyncExternalStore): one long task per answer. */
const IMMEDIATE_QUERY_HOOKS = new Set(['useQuery', 'useInfiniteQuery', 'useQueries', 'useSuspenseQuery', 'useSuspenseInfiniteQuery']);
/** The files that may: the deferred hook itself, and the session, whose answer decides which screen is drawn. */
const IMMEDIATE_QUERIES_ALLOWED = new Set(['client/src/lib/query.ts', 'client/src/lib/session.ts']);

/**
 * Why a client file may not import `name` from TanStack Query, or null. Screens read their data through
 * `useQuery` of client/src/lib/query.ts, which renders an answer in the background (issue 16). Tests are left alone.
 * @param {string} file repository-relative path
 * @param {string} name the imported name
 * @returns {string | null}
 */
export function immediateQuery(file, name) {
  if (!file.startsWith('client/') || IMMEDIATE_QUERIES_ALLOWED.has(file) || /\.test\.tsx?$/.test(file)) return null;
  return IMMEDIATE_QUERY_HOOKS.has(name) ? name : null;
}

const deferredQueries = {
  meta: {
    type: 'problem',
    docs: { description: "Screens read their data with useQuery from '@/lib/query.ts', whose answers render in the background, not TanStack's own." },
    messages: {
      immediate: "import { useQuery } from '@/lib/query.ts': TanStack's {{name}} draws each answer in one long task (see client/src/lib/query.ts)",
    },
    schema: [],
  },
  create(context) {
    const file = repoPath(context.filename);
    return {
      ImportDeclaration(node) {
        if (node.source.value !== '@tanstack/react-query') return;
        for (const specifier of node.specifiers ?? []) {
          const name = specifier.type === 'ImportSpecifier' ? specifier.imported.name : null;
          if (name && immediateQuery(file, name)) context.report({ node: specifier, messageId: 'immediate', data: { name } });
        }
      },
    };
  },
};

/** The features whose screens a child uses (the voice assistant is on every page a child opens). */
const CHILD_FEATURES = new Set([
  'writing-buddy',
  'phonics-tutor',
  'creative-lab',
  'mission-coach',
  'voice-assistant',
  'assessments',
  'dashboard',
  'my-progress',
]);

/**
 * Whether a client file draws a screen a child uses, and so must read a server error's sentence through
 * `sentenceForChild` (client/src/lib/sentence-for-child.ts). Tests are left alone.
 * @param {string} file repository-relative path
 */
export function childScreen(file) {
  const feature = /^client\/src\/features\/([^/]+)\//.exec(file)?.[1];
  return feature !== undefined && CHILD_FEATURES.has(feature) && !/\.test\.tsx?$/.test(file);
}

/**
 * Whether a member expression reads a server error's sentence as it came: `error.userMessage`, `error.body.message`
 * or `error.body?.message`.
 * @param {any} node a MemberExpression
 */
export function readsServerSentence(node) {
  if (node.computed || node.property?.type !== 'Identifier') return false;
  if (node.property.name === 'userMessage') return true;
  const object = node.object;
  return node.property.name === 'message' && object?.type === 'MemberExpression' && !object.computed && object.property?.name === 'body';
}

const childSentences = {
  meta: {
    type: 'problem',
    docs: {
      description: "A child's screen reads a server error through sentenceForChild: a 503 or a 500 speaks to whoever runs the server, not to the child.",
    },
    messages: {
      raw: "read the error with sentenceForChild from '@/lib/sentence-for-child.ts' and say the screen's own sentence when it gives null: a child must not read or hear an operator's sentence (an engine, a setting)",
    },
    schema: [],
  },
  create(context) {
    if (!childScreen(repoPath(context.filename))) return {};
    return {
      MemberExpression(node) {
        if (readsServerSentence(node)) context.report({ node, messageId: 'raw' });
      },
    };
  },
};

export default {
  meta: { name: 'wren' },
  rules: {
    'import-zones': importZones,
    'common-through-alias': commonThroughAlias,
    'zod-mini-in-browser': zodMiniInBrowser,
    'access-rules-in-auth': accessRulesInAuth,
    'deferred-queries': deferredQueries,
    'child-sentences': childSentences,
  },
};
