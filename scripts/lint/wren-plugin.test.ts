import path from 'node:path';
import { describe, expect, it } from 'vitest';
import plugin, { accessRuleOutsideAuth, childScreen, immediateQuery, resolveImport, zoneViolation } from './wren-plugin.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const file = (relative: string) => path.join(root, relative);

// oxlint's RuleTester needs Node 22; the project runs on Node 20, so the rules are driven with the ESTree nodes
// oxlint hands them: an import (or re-export, or `import()`) with its source and its named specifiers.
function lint(ruleName: 'import-zones' | 'common-through-alias' | 'zod-mini-in-browser', importer: string, source: string, names: string[] = []) {
  const reports: string[] = [];
  const context = {
    filename: file(importer),
    report: ({ messageId, data }: { messageId: string; data: Record<string, string> }) =>
      reports.push(messageId === 'zone' ? data.reason! : messageId === 'classic' ? 'classic zod' : `use @common/${data.rest}`),
  };
  const visitors = plugin.rules[ruleName].create(context);
  visitors.ImportDeclaration({
    type: 'ImportDeclaration',
    source: { type: 'Literal', value: source },
    specifiers: names.map((name) => ({ type: 'ImportSpecifier', imported: { type: 'Identifier', name } })),
  });
  return reports;
}

describe('resolveImport', () => {
  it('resolves aliases and relative paths to repository paths, and leaves packages alone', () => {
    const importer = file('client/src/features/children/children-page.tsx');
    expect(resolveImport('@common/contracts/children.ts', importer)).toBe('common/contracts/children.ts');
    expect(resolveImport('@/lib/api.ts', importer)).toBe('client/src/lib/api.ts');
    expect(resolveImport('../dashboard/links.ts', importer)).toBe('client/src/features/dashboard/links.ts');
    expect(resolveImport('react', importer)).toBeNull();
    expect(resolveImport('@tanstack/react-query', importer)).toBeNull();
  });
});

describe('zoneViolation', () => {
  it('allows a feature its own files, lib/, components/ and common/', () => {
    expect(zoneViolation('client/src/features/a/x.tsx', 'client/src/features/a/api/y.ts')).toBeNull();
    expect(zoneViolation('client/src/features/a/x.tsx', 'client/src/lib/api.ts')).toBeNull();
    expect(zoneViolation('server/src/features/a/routes.ts', 'server/src/auth/policies.ts')).toBeNull();
    expect(zoneViolation('server/src/features/a/routes.ts', 'common/contracts/a.ts')).toBeNull();
    expect(zoneViolation('client/src/app/routes.tsx', 'client/src/features/a/page.tsx')).toBeNull();
  });

  it('refuses a feature importing another, either side, and the two sides importing each other', () => {
    expect(zoneViolation('client/src/features/a/x.tsx', 'client/src/features/b/y.ts')).toMatch(/another feature/);
    expect(zoneViolation('server/src/features/a/x.ts', 'server/src/features/b/y.ts')).toMatch(/another feature/);
    expect(zoneViolation('client/src/lib/x.ts', 'server/src/config.ts')).toMatch(/client code never imports server/);
    expect(zoneViolation('server/src/app.ts', 'client/src/lib/x.ts')).toMatch(/server code never imports client/);
    // The interface's catalogues are read by one server module; a feature is given the words, never the files.
    expect(zoneViolation('server/src/http/interface-strings.ts', 'client/src/locales/fr.json')).toBeNull();
    expect(zoneViolation('server/src/features/a/service.ts', 'client/src/locales/fr.json')).toMatch(/server code never imports client/);
    expect(zoneViolation('server/src/http/interface-strings.ts', 'client/src/lib/i18n.ts')).toMatch(/server code never imports client/);
  });

  it('lets only the app, the server root and tests import features: shared code stays below them', () => {
    expect(zoneViolation('client/src/lib/session.ts', 'client/src/features/auth/api/sign-in.ts')).toMatch(/shared code never imports a feature/);
    expect(zoneViolation('client/src/components/ui/x.tsx', 'client/src/features/a/y.ts')).toMatch(/shared code never imports a feature/);
    expect(zoneViolation('server/src/auth/policies.ts', 'server/src/features/children/service.ts')).toMatch(/shared code never imports a feature/);
    expect(zoneViolation('server/src/app.ts', 'server/src/features/children/routes.ts')).toBeNull();
    expect(zoneViolation('server/src/db/seed.test.ts', 'server/src/features/mission-coach/service.ts')).toBeNull();
    expect(zoneViolation('e2e/support.ts', 'server/src/features/children/service.ts')).toBeNull();
  });

  it('keeps common/ a leaf', () => {
    expect(zoneViolation('common/contracts/a.ts', 'server/src/db/schema.ts')).toMatch(/common\/ is a leaf/);
    expect(zoneViolation('common/contracts/a.ts', 'client/src/lib/api.ts')).toMatch(/common\/ is a leaf/);
    expect(zoneViolation('common/contracts/a.ts', 'common/domain/roles.ts')).toBeNull();
  });
});

describe('wren/import-zones', () => {
  it('passes legal imports', () => {
    expect(lint('import-zones', 'client/src/features/children/page.tsx', '@/lib/api.ts')).toEqual([]);
    expect(lint('import-zones', 'client/src/features/children/page.tsx', './api/get-children.ts')).toEqual([]);
    expect(lint('import-zones', 'server/src/features/children/routes.ts', '@common/contracts/children.ts')).toEqual([]);
    expect(lint('import-zones', 'common/contracts/children.ts', 'zod/mini')).toEqual([]);
  });

  it('flags a feature importing another, whether through the alias or a relative path', () => {
    expect(lint('import-zones', 'client/src/features/children/page.tsx', '@/features/dashboard/links.ts')).toEqual([
      expect.stringMatching(/client\/src\/features\/children imports client\/src\/features\/dashboard/),
    ]);
    expect(lint('import-zones', 'client/src/features/children/page.tsx', '../dashboard/links.ts')).toEqual([expect.stringMatching(/another feature/)]);
    expect(lint('import-zones', 'server/src/features/children/routes.ts', '../user/service.ts')).toEqual([
      expect.stringMatching(/server\/src\/features\/children imports server\/src\/features\/user/),
    ]);
  });

  it('flags client and server reaching into each other, and common/ importing either', () => {
    expect(lint('import-zones', 'client/src/lib/session.ts', '../../../server/src/auth/session.ts')).toEqual([
      expect.stringMatching(/client code never imports server code/),
    ]);
    expect(lint('import-zones', 'common/contracts/children.ts', '../../server/src/db/schema.ts')).toEqual([expect.stringMatching(/common\/ is a leaf/)]);
  });

  it('checks re-exports and dynamic imports too', () => {
    const reports: string[] = [];
    const visitors = plugin.rules['import-zones'].create({
      filename: file('client/src/features/children/page.tsx'),
      report: () => reports.push('reported'),
    });
    const source = { type: 'Literal', value: '@/features/dashboard/links.ts' };
    visitors.ExportNamedDeclaration({ type: 'ExportNamedDeclaration', source, specifiers: [] });
    visitors.ExportAllDeclaration({ type: 'ExportAllDeclaration', source });
    visitors.ImportExpression({ type: 'ImportExpression', source });
    expect(reports).toEqual(['reported', 'reported', 'reported']);
  });
});

describe('wren/common-through-alias', () => {
  it('passes the alias, and relative imports inside common/', () => {
    expect(lint('common-through-alias', 'server/src/features/a/routes.ts', '@common/contracts/a.ts')).toEqual([]);
    expect(lint('common-through-alias', 'common/robot/simulate.ts', '../domain/roles.ts')).toEqual([]);
    expect(lint('common-through-alias', 'server/src/features/a/routes.ts', './service.ts')).toEqual([]);
  });

  it('passes a relative path from the build config, which Node loads before the alias exists', () => {
    expect(lint('common-through-alias', 'client/prerender.ts', '../common/domain/roles.ts')).toEqual([]);
    expect(lint('common-through-alias', 'client/src/prerendered.ts', '../../common/domain/roles.ts')).toEqual(['use @common/domain/roles.ts']);
  });

  it('flags a relative path into common/ from outside it', () => {
    expect(lint('common-through-alias', 'server/src/features/a/routes.ts', '../../../../common/contracts/a.ts')).toEqual(['use @common/contracts/a.ts']);
    expect(lint('common-through-alias', 'bench/mission.bench.ts', '../common/robot/simulate.ts')).toEqual(['use @common/robot/simulate.ts']);
  });
});

describe('wren/zod-mini-in-browser', () => {
  it('passes zod/mini in the client and the contracts, and classic zod on the server and in server-only content', () => {
    expect(lint('zod-mini-in-browser', 'common/contracts/children.ts', 'zod/mini')).toEqual([]);
    expect(lint('zod-mini-in-browser', 'client/src/lib/api.ts', 'zod/mini')).toEqual([]);
    expect(lint('zod-mini-in-browser', 'server/src/config.ts', 'zod')).toEqual([]);
    expect(lint('zod-mini-in-browser', 'common/content/phonics-tutor.ts', 'zod')).toEqual([]);
  });

  it('flags classic zod in a contract or anywhere in the client', () => {
    expect(lint('zod-mini-in-browser', 'common/contracts/children.ts', 'zod')).toEqual(['classic zod']);
    expect(lint('zod-mini-in-browser', 'client/src/features/children/child-form.ts', 'zod')).toEqual(['classic zod']);
    expect(lint('zod-mini-in-browser', 'client/src/lib/api.test.ts', 'zod/v4')).toEqual(['classic zod']);
  });
});

describe('wren/access-rules-in-auth', () => {
  it('passes auth/, other names and tests; flags a policy file or an exported record check in a feature', () => {
    expect(accessRuleOutsideAuth('server/src/auth/policies.ts', null)).toBeNull();
    expect(accessRuleOutsideAuth('server/src/auth/policies.ts', 'assertCanUseCourses')).toBeNull();
    expect(accessRuleOutsideAuth('server/src/features/staff/scope.ts', null)).toBeNull();
    expect(accessRuleOutsideAuth('server/src/features/staff/scope.ts', 'mayAct')).toBeNull();
    expect(accessRuleOutsideAuth('server/src/features/a/service.ts', 'assertCanvasSize')).toBeNull();
    expect(accessRuleOutsideAuth('server/src/features/a/a.test.ts', 'assertCanRead')).toBeNull();
    expect(accessRuleOutsideAuth('client/src/features/a/policy.ts', null)).toBeNull();
    expect(accessRuleOutsideAuth('server/src/features/lesson-plans/policy.ts', null)).toMatch(/a policy file/);
    expect(accessRuleOutsideAuth('server/src/features/a/policies.ts', null)).toMatch(/a policy file/);
    expect(accessRuleOutsideAuth('server/src/features/a/service.ts', 'assertCanReadThing')).toBe('a record check (assertCanReadThing)');
  });

  it('reports the file and each exported function or constant', () => {
    const reports: string[] = [];
    const visitors = plugin.rules['access-rules-in-auth'].create({
      filename: file('server/src/features/a/policy.ts'),
      report: ({ data }: { data: Record<string, string> }) => reports.push(data.what!),
    });
    visitors.Program({ type: 'Program' });
    const id = (name: string) => ({ type: 'Identifier', name });
    visitors.ExportNamedDeclaration({ type: 'ExportNamedDeclaration', declaration: { type: 'FunctionDeclaration', id: id('assertCanSeeA') } });
    visitors.ExportNamedDeclaration({
      type: 'ExportNamedDeclaration',
      declaration: { type: 'VariableDeclaration', declarations: [{ id: id('assertCanSeeB') }, { id: id('helper') }] },
    });
    visitors.ExportNamedDeclaration({ type: 'ExportNamedDeclaration', declaration: null, source: null });
    expect(reports).toEqual(['a policy file (server/src/features/a/policy.ts)', 'a record check (assertCanSeeA)', 'a record check (assertCanSeeB)']);
  });
});

describe('wren/deferred-queries', () => {
  it("passes TanStack's other exports, the deferred hook's own file, the session, tests and the server", () => {
    expect(immediateQuery('client/src/features/a/api/get-a.ts', 'queryOptions')).toBeNull();
    expect(immediateQuery('client/src/features/a/api/get-a.ts', 'useMutation')).toBeNull();
    expect(immediateQuery('client/src/lib/query.ts', 'useQuery')).toBeNull();
    expect(immediateQuery('client/src/lib/session.ts', 'useQuery')).toBeNull();
    expect(immediateQuery('client/src/features/a/a-page.test.tsx', 'useQuery')).toBeNull();
    expect(immediateQuery('server/src/features/a/x.ts', 'useQuery')).toBeNull();
  });

  it("flags TanStack's immediate hooks anywhere else in the client, by the name imported, whatever it is renamed to", () => {
    const reports: string[] = [];
    const visitors = plugin.rules['deferred-queries'].create({
      filename: file('client/src/features/a/api/get-a.ts'),
      report: ({ data }: { data: Record<string, string> }) => reports.push(data.name!),
    });
    const specifier = (name: string, local = name) => ({
      type: 'ImportSpecifier',
      imported: { type: 'Identifier', name },
      local: { type: 'Identifier', name: local },
    });
    visitors.ImportDeclaration({
      type: 'ImportDeclaration',
      source: { type: 'Literal', value: '@tanstack/react-query' },
      specifiers: [specifier('queryOptions'), specifier('useQuery', 'useNow'), specifier('useInfiniteQuery'), specifier('useQueries')],
    });
    visitors.ImportDeclaration({ type: 'ImportDeclaration', source: { type: 'Literal', value: '@/lib/query.ts' }, specifiers: [specifier('useQuery')] });
    expect(reports).toEqual(['useQuery', 'useInfiniteQuery', 'useQueries']);
  });
});

describe('wren/child-sentences', () => {
  it("judges the child's screens only, not an adult's screen, shared code or tests", () => {
    expect(childScreen('client/src/features/writing-buddy/components/practice-pad.tsx')).toBe(true);
    expect(childScreen('client/src/features/voice-assistant/child-facing-message.ts')).toBe(true);
    expect(childScreen('client/src/features/staff/request-error.tsx')).toBe(false);
    expect(childScreen('client/src/lib/sentence-for-child.ts')).toBe(false);
    expect(childScreen('client/src/features/creative-lab/components/story-creator.test.tsx')).toBe(false);
    expect(childScreen('server/src/features/writing-buddy/routes.ts')).toBe(false);
  });

  it("flags an error's sentence read as it came (userMessage, body.message, body?.message), not its code", () => {
    const reports: string[] = [];
    const lintFile = (relative: string) =>
      plugin.rules['child-sentences'].create({ filename: file(relative), report: () => reports.push(relative) }) as {
        MemberExpression?: (node: unknown) => void;
      };
    const id = (name: string) => ({ type: 'Identifier', name });
    const member = (object: unknown, name: string, optional = false) => ({ type: 'MemberExpression', object, property: id(name), computed: false, optional });
    const body = member(id('error'), 'body');
    const nodes = [
      member(id('error'), 'userMessage'),
      member(body, 'message'),
      member(body, 'message', true),
      member(body, 'code'),
      member(id('error'), 'message'),
    ];
    const screen = lintFile('client/src/features/phonics-tutor/components/practice-card.tsx');
    for (const node of nodes) screen.MemberExpression?.(node);
    const adult = lintFile('client/src/features/staff/request-error.tsx');
    for (const node of nodes) adult.MemberExpression?.(node);
    expect(reports).toEqual(Array(3).fill('client/src/features/phonics-tutor/components/practice-card.tsx'));
  });
});
