// Checks the translation catalogues against en.json, the source of every key: fr and ar complete, no stray keys,
// the same placeholders, plural forms i18next can resolve. Also prints each language's coverage.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMPLETE_LANGUAGES, LANGUAGE_CODES, type Language } from '@common/domain/languages.ts';

type Catalogue = Map<string, unknown>;

const LOCALES = new URL('../locales/', import.meta.url);
const PLURAL = /^(.+)_(zero|one|two|few|many|other)$/;
const CATEGORY_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];
/** Forms whose sentence may name the number in words ("un jeton", "عملتان") instead of {{count}}. */
const COUNT_OPTIONAL = new Set(['zero', 'one', 'two']);

function flatten(tree: unknown, prefix: string, out: Catalogue): Catalogue {
  if (tree && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, tree);
  }
  return out;
}

function load(language: Language): Catalogue {
  const file = new URL(`${language}.json`, LOCALES);
  return flatten(JSON.parse(fs.readFileSync(file, 'utf8')), '', new Map());
}

const catalogues = new Map(LANGUAGE_CODES.map((language) => [language, load(language)] as const));
const en = catalogues.get('en')!;
const others = LANGUAGE_CODES.filter((language) => language !== 'en');

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** Plural families of en.json: base path → the forms English gives (usually one and other). */
const families = new Map<string, Set<string>>();
for (const key of en.keys()) {
  const match = PLURAL.exec(key);
  if (match) families.set(match[1]!, (families.get(match[1]!) ?? new Set()).add(match[2]!));
}

/** English strings that take {{count}} without plural forms: a language may still give them plural forms. */
function countBase(key: string): boolean {
  const value = en.get(key);
  return typeof value === 'string' && placeholders(value).includes('{{count}}');
}

/** Every plural form the language has (French and Italian have _many, used for millions). */
function allCategoriesOf(language: Language): Set<string> {
  return new Set(new Intl.PluralRules(language).resolvedOptions().pluralCategories);
}

/** The plural forms the counts we show (0 to 1000) fall into, as i18next picks them through Intl.PluralRules. */
function categoriesOf(language: Language): Set<string> {
  const rules = new Intl.PluralRules(language);
  const found = new Set<string>();
  for (let n = 0; n <= 1000; n += 1) found.add(rules.select(n));
  return found;
}

function placeholders(text: string): string[] {
  const names = [...text.matchAll(/{{\s*([^},\s]+)[^}]*}}/g)].map((m) => `{{${m[1]}}}`);
  const nested = [...text.matchAll(/\$t\(([^),]+)/g)].map((m) => `$t(${m[1]!.trim()})`);
  return [...new Set([...names, ...nested])].sort();
}

/** For a key of another catalogue: its plural base and form, when it is a plural form English knows about. */
function pluralOf(key: string): { base: string; form: string } | null {
  const match = PLURAL.exec(key);
  if (!match) return null;
  const base = match[1]!;
  return families.has(base) || countBase(base) ? { base, form: match[2]! } : null;
}

/** The English text a key of another catalogue is measured against. */
function englishFor(key: string): string | undefined {
  const value = en.get(key);
  if (typeof value === 'string') return value;
  const plural = pluralOf(key);
  if (!plural) return undefined;
  const reference = en.get(`${plural.base}_other`) ?? en.get(plural.base);
  return typeof reference === 'string' ? reference : undefined;
}

function groupByNamespace(keys: string[]): string {
  const groups = new Map<string, string[]>();
  for (const key of keys) {
    const namespace = key.split('.')[0]!;
    groups.set(namespace, [...(groups.get(namespace) ?? []), key]);
  }
  return [...groups].map(([namespace, list]) => `  ${namespace}: ${list.join(', ')}`).join('\n');
}

describe('translation catalogues', () => {
  // Each top-level key is an i18next namespace, loaded on its own (client/src/lib/i18n.ts): a string at the top
  // could not be loaded, and a namespace English lacks would never be asked for.
  it.each(LANGUAGE_CODES)('%s.json holds namespaces only, each one English has', (language) => {
    const tree = JSON.parse(fs.readFileSync(new URL(`${language}.json`, LOCALES), 'utf8')) as Record<string, unknown>;
    const english = JSON.parse(fs.readFileSync(new URL('en.json', LOCALES), 'utf8')) as Record<string, unknown>;
    for (const [namespace, value] of Object.entries(tree)) {
      expect(value, `${language}.json: ${namespace} is not a namespace object`).toEqual(expect.any(Object));
      expect(Object.keys(english), `${language}.json: namespace ${namespace} is not in en.json`).toContain(namespace);
    }
  });

  it('every catalogue holds only strings, none of them empty', () => {
    for (const [language, catalogue] of catalogues) {
      const bad = [...catalogue].filter(([, value]) => !isText(value)).map(([key]) => key);
      expect(bad, `${language}.json has empty or non-string values`).toEqual([]);
    }
  });

  it.each(COMPLETE_LANGUAGES.filter((language) => language !== 'en'))('%s translates every English key', (language) => {
    const catalogue = catalogues.get(language)!;
    const missing = [...en.keys()].filter((key) => {
      const plural = PLURAL.exec(key);
      if (plural && families.has(plural[1]!)) return false; // plural forms are checked by language rules below
      return !isText(catalogue.get(key));
    });
    expect(missing, `Missing in ${language}.json:\n${groupByNamespace(missing)}`).toEqual([]);
  });

  it.each(others)('%s has no key that en.json lacks', (language) => {
    const catalogue = catalogues.get(language)!;
    const valid = allCategoriesOf(language);
    const stray = [...catalogue.keys()].filter((key) => {
      if (en.has(key)) return false;
      const plural = pluralOf(key);
      return !plural || !valid.has(plural.form);
    });
    expect(stray, `Stray keys in ${language}.json (not in en.json, or a plural form ${language} does not use):\n${groupByNamespace(stray)}`).toEqual([]);
  });

  it.each(others)('%s keeps the English placeholders', (language) => {
    const problems: string[] = [];
    for (const [key, value] of catalogues.get(language)!) {
      const english = englishFor(key);
      if (english === undefined || typeof value !== 'string') continue;
      const expected = placeholders(english);
      const actual = placeholders(value);
      const form = pluralOf(key)?.form;
      const required = expected.filter((p) => !(p === '{{count}}' && form !== undefined && COUNT_OPTIONAL.has(form)));
      const ok = actual.every((p) => expected.includes(p)) && required.every((p) => actual.includes(p));
      if (!ok) problems.push(`${key}: expected ${expected.join(' ') || 'none'}, found ${actual.join(' ') || 'none'}`);
    }
    expect(problems, `Placeholder mismatches in ${language}.json`).toEqual([]);
  });

  it('en.json gives every plural family its one and other forms', () => {
    const incomplete = [...families].filter(([, forms]) => !forms.has('one') || !forms.has('other')).map(([base]) => base);
    expect(incomplete).toEqual([]);
  });

  // i18next never falls back from a missing form to _other: it goes to the base key, then to English. So a
  // complete language needs every form its counts use: French _one and _other, Arabic all six.
  it.each(COMPLETE_LANGUAGES.filter((language) => language !== 'en'))('%s has every plural form of each English plural family', (language) => {
    const catalogue = catalogues.get(language)!;
    const needed = [...categoriesOf(language)];
    const problems: string[] = [];
    for (const base of families.keys()) {
      const hasBase = en.has(base) && isText(catalogue.get(base));
      const absent = needed.filter((form) => !isText(catalogue.get(`${base}_${form}`)));
      // A base key may stand in for the rarer forms (zero, two, few, many), never for _one and _other.
      const missing = hasBase ? absent.filter((form) => form === 'one' || form === 'other') : absent;
      if (missing.length > 0) problems.push(`${base}: missing _${missing.sort((a, b) => CATEGORY_ORDER.indexOf(a) - CATEGORY_ORDER.indexOf(b)).join(', _')}`);
    }
    expect(problems, `Plural forms missing in ${language}.json`).toEqual([]);
  });

  it.each(others.filter((language) => !COMPLETE_LANGUAGES.includes(language) && language !== 'en-CA'))(
    '%s gives _other whenever it translates a plural family',
    (language) => {
      const catalogue = catalogues.get(language)!;
      const partial = [...families.keys()].filter((base) => [...catalogue.keys()].some((key) => key.startsWith(`${base}_`)) && !catalogue.has(`${base}_other`));
      expect(partial, `${language}.json would mix languages within a plural family`).toEqual([]);
    },
  );

  it('en-CA only overrides strings whose Canadian spelling differs', () => {
    const copies = [...catalogues.get('en-CA')!].filter(([key, value]) => en.get(key) === value).map(([key]) => key);
    expect(copies, 'en-CA.json repeats English strings unchanged; it inherits them from en.json').toEqual([]);
  });

  it('prints translation coverage per language', () => {
    const englishKeys = [...en.keys()];
    const translatedBy = (language: Language) => {
      const catalogue = catalogues.get(language)!;
      return englishKeys.filter((key) => {
        if (isText(catalogue.get(key))) return language !== 'en-CA' || catalogue.get(key) !== en.get(key);
        const plural = PLURAL.exec(key);
        // A plural form English has but this language does not use (or spells with other forms) is covered by its family.
        return plural !== null && families.has(plural[1]!) && [...catalogue.keys()].some((k) => k.startsWith(`${plural[1]}_`));
      });
    };
    const total = englishKeys.length;
    const percent = (n: number) => `${((100 * n) / total).toFixed(1)}%`;
    const rows: string[][] = [['language', 'own keys', 'own %', 'note']];
    for (const language of LANGUAGE_CODES) {
      const own = translatedBy(language).length;
      let note = own === total ? 'complete' : `${total - own} fall back to English`;
      if (language === 'en') note = 'source';
      if (language === 'en-CA') note = `${own} overridden + ${total - own} inherited unchanged from en = ${total} (100%)`;
      rows.push([language, `${own}/${total}`, percent(own), note]);
    }

    const namespaces = [...new Set(englishKeys.map((key) => key.split('.')[0]!))];
    const byNamespace: string[][] = [['namespace', 'keys', ...others]];
    for (const namespace of namespaces) {
      const inNamespace = englishKeys.filter((key) => key.startsWith(`${namespace}.`));
      const cells = others.map((language) => {
        const own = translatedBy(language).filter((key) => key.startsWith(`${namespace}.`)).length;
        return `${Math.round((100 * own) / inNamespace.length)}%`;
      });
      byNamespace.push([namespace, String(inNamespace.length), ...cells]);
    }

    console.log(`\nTranslation coverage (${total} English leaf keys)\n${table(rows)}\n\nBy namespace (own keys)\n${table(byNamespace)}\n`);
    expect(total).toBeGreaterThan(0);
  });
});

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => [...(row[column] ?? '')].length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
