// A class a screen gives a shared component must win over the component's own. cn (lib/cn.ts) is clsx alone, with no
// merging, so when both set one property (a ghost button's text-fg and a caller's text-danger) the stylesheet's order
// decides, and Tailwind orders by value (p-4 before p-5, text-danger before text-fg): the caller's class is silently
// lost. The components take props for such choices instead (Button's variant, CardTitle's size, DialogContent's
// size). This reads every use of them in client/src and compiles both sets of classes with the app's own styles.css.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { compile } from 'tailwindcss';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge.tsx';
import { Button } from './button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card.tsx';
import { Input, Label, Textarea } from './input.tsx';
import { Progress } from './progress.tsx';
import { Select } from './select.tsx';
import { Skeleton } from './skeleton.tsx';
import { TabPanel, Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

const SRC = path.resolve('client/src');

/** Each shared component drawn with a use's choosing props (variant, size, tone), to read its own classes. */
const COMPONENTS: Record<string, (props: Record<string, string>) => ReactElement> = {
  Button: (p) => createElement(Button, p),
  Badge: (p) => createElement(Badge, p),
  Card: (p) => createElement(Card, p),
  CardHeader: (p) => createElement(CardHeader, p),
  CardTitle: (p) => createElement(CardTitle, p),
  CardDescription: (p) => createElement(CardDescription, p),
  CardContent: (p) => createElement(CardContent, p),
  Input: (p) => createElement(Input, p),
  Textarea: (p) => createElement(Textarea, p),
  Label: (p) => createElement(Label, p),
  Progress: () => createElement(Progress, { value: 50, label: 'progress' }),
  Skeleton: () => createElement(Skeleton),
  // A tab's parts read their tabs' context: drawn inside Tabs, whose own element has no class.
  TabsList: (p) => createElement(Tabs, { value: 'a' }, createElement(TabsList, p)),
  TabsTrigger: (p) => createElement(Tabs, { value: 'a' }, createElement(TabsTrigger, { value: 'a', ...p })),
  TabsContent: (p) => createElement(Tabs, { value: 'a' }, createElement(TabsContent, { value: 'a', ...p })),
  TabPanel: (p) => createElement(TabPanel, { group: 'g', value: 'a', ...p }),
  Select: (p) => createElement(Select, { value: '', onValueChange: () => undefined, options: [], label: 'select', ...p }),
};
const CHOOSING = new Set(['variant', 'size', 'tone']);

interface Use {
  at: string;
  component: string;
  props: Record<string, string>;
  classes: string[];
}

/** An attribute's value: a string, an expression's text (`{…}`, braces included), or none (`disabled`). */
type Value = { string: string } | { expression: string } | null;

/** The attributes of the JSX tag that starts at `at` (just after its name), up to its closing `>` or `/>`. */
function attributesAt(text: string, at: number): Map<string, Value> {
  const attributes = new Map<string, Value>();
  let i = at;
  const skipExpression = () => {
    let depth = 0;
    do {
      const c = text[i]!;
      if (c === '"' || c === "'" || c === '`') {
        const quote = c;
        for (i++; i < text.length && text[i] !== quote; i++) if (text[i] === '\\') i++;
      } else if (c === '{') depth++;
      else if (c === '}') depth--;
      i++;
    } while (depth > 0 && i < text.length);
  };
  while (i < text.length) {
    while (/\s/.test(text[i]!)) i++;
    if (text[i] === '>' || text.startsWith('/>', i)) break;
    if (text[i] === '{') {
      skipExpression(); // {...props}
      continue;
    }
    const name = /^[\w-]+/.exec(text.slice(i, i + 64))?.[0];
    if (!name) break;
    i += name.length;
    if (text[i] !== '=') {
      attributes.set(name, null);
      continue;
    }
    i++;
    if (text[i] === '"' || text[i] === "'") {
      const end = text.indexOf(text[i]!, i + 1);
      attributes.set(name, { string: text.slice(i + 1, end) });
      i = end + 1;
    } else {
      const start = i;
      skipExpression();
      attributes.set(name, { expression: text.slice(start, i) });
    }
  }
  return attributes;
}

/** The string literals of an expression ('…', "…", and a template's text outside its substitutions, and inside them). */
function literalsIn(expression: string): string[] {
  return [...expression.matchAll(/'([^'\\]*)'|"([^"\\]*)"|`([^`]*)`/g)].flatMap((m) => {
    if (m[3] === undefined) return [m[1] ?? m[2]!];
    const substitutions = [...m[3].matchAll(/\$\{([^}]*)\}/g)].map((s) => s[1]!);
    return [m[3].replace(/\$\{[^}]*\}/g, ' '), ...substitutions.flatMap(literalsIn)];
  });
}

/** What a value may be: the string, or any of an expression's string literals (cn('…', done && '…'), a ? 'x' : 'y'). */
const possibleOf = (value: Value): string[] => (value === null ? [] : 'string' in value ? [value.string] : literalsIn(value.expression));

/**
 * Every `<Component … className=…>` in the app's own code: its classes are every class its value may give (a string,
 * or every string in an expression), and it is read once for each value its choosing props may take.
 */
function usesIn(file: string): Use[] {
  const text = fs.readFileSync(file, 'utf8');
  const uses: Use[] = [];
  for (const match of text.matchAll(/<([A-Z]\w*)(?=[\s>/])/g)) {
    const component = match[1]!;
    if (!(component in COMPONENTS)) continue;
    const attributes = attributesAt(text, match.index + match[0].length);
    const classes = possibleOf(attributes.get('className') ?? null).flatMap((list) => list.split(/\s+/).filter(Boolean));
    if (classes.length === 0) continue;
    let choices: Record<string, string>[] = [{}];
    for (const [name, value] of attributes) {
      const values = CHOOSING.has(name) ? possibleOf(value) : [];
      if (values.length > 0) choices = choices.flatMap((props) => values.map((v) => ({ ...props, [name]: v })));
    }
    const line = text.slice(0, match.index).split('\n').length;
    for (const props of choices) uses.push({ at: `${path.relative(SRC, file)}:${line}`, component, props, classes });
  }
  return uses;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

const ownClasses = (element: ReactElement) => (/class="([^"]*)"/.exec(renderToStaticMarkup(element))?.[1] ?? '').split(/\s+/).filter(Boolean);

/** The variant part of a class (`hover:`, `sm:`, `data-[state=active]:`): two classes compete only under the same one. */
const variantOf = (name: string) => {
  let depth = 0;
  let end = 0;
  for (let i = 0; i < name.length; i++) {
    if (name[i] === '[') depth++;
    else if (name[i] === ']') depth--;
    else if (name[i] === ':' && depth === 0) end = i + 1;
  }
  return name.slice(0, end);
};

async function tailwind() {
  const require = createRequire(import.meta.url);
  const compiler = await compile(fs.readFileSync(path.join(SRC, 'styles.css'), 'utf8'), {
    base: SRC,
    async loadStylesheet(id, base) {
      const file = id === 'tailwindcss' ? require.resolve('tailwindcss/index.css') : path.resolve(base, id);
      return { path: file, base: path.dirname(file), content: fs.readFileSync(file, 'utf8') };
    },
  });
  /** The utilities layer of a build, alone (the theme's variables and the app's own rules follow it). */
  const utilities = (css: string) => {
    const start = css.indexOf('@layer utilities {');
    if (start < 0) return '';
    let depth = 0;
    for (let i = css.indexOf('{', start); i < css.length; i++) {
      if (css[i] === '{') depth++;
      else if (css[i] === '}' && --depth === 0) return css.slice(start, i + 1);
    }
    return css.slice(start);
  };
  /** Where the class's own rule starts in a build, by its escaped selector (-1: not there). */
  const placeOf = (css: string, name: string) => {
    const selector = `.${name.replace(/[^\w-]/g, (c) => `\\${c}`)}`;
    for (let at = css.indexOf(selector); at >= 0; at = css.indexOf(selector, at + 1)) if (!/[\w\\-]/.test(css[at + selector.length]!)) return at;
    return -1;
  };
  /** The properties a class sets (none for a class Tailwind does not know). */
  const rule = (name: string) => {
    const css = utilities(compiler.build([name]));
    const at = placeOf(css, name);
    if (at < 0) return { known: false, properties: new Set<string>() };
    let depth = 0;
    let end = css.indexOf('{', at);
    for (; end < css.length; end++) {
      if (css[end] === '{') depth++;
      else if (css[end] === '}' && --depth === 0) break;
    }
    const body = css.slice(at, end);
    const properties = [...body.matchAll(/^\s*([a-z-]+):\s/gm)].map((m) => m[1]!).filter((p) => !p.startsWith('--'));
    return { known: true, properties: new Set(properties) };
  };
  return { rule, placeOf, order: (names: string[]) => utilities(compiler.build(names)) };
}

describe("a class given to a shared component is never silently lost to the component's own", () => {
  it('finds the uses, and knows a lost class when it sees one', async () => {
    const { rule, placeOf, order } = await tailwind();
    const uses = sourceFiles(SRC).flatMap(usesIn);
    expect(uses.length).toBeGreaterThan(100);
    const read = new Set(uses.map((use) => use.component));
    expect(['Button', 'Card', 'Input', 'Select', 'TabsList'].filter((name) => !read.has(name))).toEqual([]);
    // A class list built in an expression is read too, every way it may turn out.
    expect(literalsIn("cn('h-24 p-2', done && 'border-2', `gap-1 ${wide ? 'w-full' : 'w-1/2'}`)")).toEqual([
      'h-24 p-2',
      'border-2',
      'gap-1  ',
      'w-full',
      'w-1/2',
    ]);
    // The check itself: text-danger comes before text-fg in the stylesheet, so on a ghost button it would be lost.
    const css = order(['text-fg', 'text-danger']);
    expect(placeOf(css, 'text-danger')).toBeGreaterThan(0);
    expect(placeOf(css, 'text-danger')).toBeLessThan(placeOf(css, 'text-fg'));
    expect([...rule('hover:bg-danger').properties]).toEqual(['background-color']);
    expect(rule('not-a-class').known).toBe(false);
  });

  it('every use in client/src', async () => {
    const { rule, placeOf, order } = await tailwind();
    const uses = sourceFiles(SRC).flatMap(usesIn);
    const rules = new Map<string, ReturnType<typeof rule>>();
    const ruleOf = (name: string) => rules.get(name) ?? rules.set(name, rule(name)).get(name)!;
    const lost: string[] = [];
    for (const use of uses) {
      const own = ownClasses(COMPONENTS[use.component]!(use.props));
      const given = use.classes.filter((name) => !own.includes(name) && !name.startsWith('!') && !name.endsWith('!'));
      const css = order([...own, ...given]);
      for (const name of given) {
        const mine = ruleOf(name);
        if (!mine.known) continue;
        for (const theirs of own.filter((o) => variantOf(o) === variantOf(name))) {
          const base = ruleOf(theirs);
          const shared = [...mine.properties].filter((p) => base.properties.has(p));
          if (base.known && shared.length > 0 && placeOf(css, theirs) > placeOf(css, name))
            lost.push(`${use.at}: <${use.component}> "${name}" loses to its own "${theirs}" (${shared.join(', ')})`);
        }
      }
    }
    expect(lost, lost.join('\n')).toEqual([]);
  });
});
