/**
 * Child-safety lexicons (content/moderation/<lang>.json) compiled into word-level matchers. Matching works on
 * tokens, never on substrings, so "class", "Scunthorpe" or "skill" cannot match a shorter entry hidden inside
 * them. An entry is one or more words; a word ending in * matches any word that starts with it ("stab*" matches
 * stabbed, stabbing). Allowed phrases ("killer whale", "shooting star") switch off findings on their words.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { arabicForms, isElongated, latinForms, normalizeText, squeeze, type Token } from './normalize.ts';
import {
  MODERATION_LANGUAGES,
  PROMPT_CATEGORIES,
  REASONS,
  SEVERITIES,
  type ModerationLanguage,
  type PromptCategory,
  type Reason,
  type Severity,
} from './types.ts';

const severityLists = z.object({
  high: z.array(z.string()).default([]),
  medium: z.array(z.string()).default([]),
  low: z.array(z.string()).default([]),
});

const lexiconSchema = z.object({
  language: z.enum(MODERATION_LANGUAGES),
  terms: z.partialRecord(z.enum(REASONS), severityLists),
  /** A verb near a person it targets ("kill my brother", "le tuer"): objects after within `window` words, or clitics just before. */
  combos: z
    .array(
      z.object({
        reason: z.enum(REASONS),
        severity: z.enum(SEVERITIES),
        verbs: z.array(z.string()).min(1),
        after: z.array(z.string()).default([]),
        before: z.array(z.string()).default([]),
        window: z.number().int().min(1).max(6).default(3),
      }),
    )
    .default([]),
  allow: z.array(z.string()).default([]),
  /** Innocent words the English profanity dataset would otherwise match (pussycat, pussy willow). */
  profanityAllow: z.array(z.string()).default([]),
  categories: z.partialRecord(z.enum(PROMPT_CATEGORIES), z.array(z.string())),
  personal: z.object({
    /** Words after these are read as the child's name ("my name is …"). */
    nameTriggers: z.array(z.string()),
    /** "My last name is …": a single word after these is already identifying. */
    surnameTriggers: z.array(z.string()).default([]),
    /** Weaker triggers ("I am …", "je suis …"): only capitalised words after them count as a name. */
    capitalizedNameTriggers: z.array(z.string()).default([]),
    /** Words that end a name (and, I, years…) and words that are never names. */
    nameStopwords: z.array(z.string()),
    /** First-name compounds whose second word is not a family name (Arabic: عبد الله, نور الهدى). */
    compoundNameParts: z.array(z.string()).default([]),
    compoundNamePrefixes: z.array(z.string()).default([]),
    /** "I live at …": an address when a number or a street word follows. */
    addressTriggers: z.array(z.string()),
    /** "My address is …": whatever follows is an address. */
    addressStatements: z.array(z.string()).default([]),
    streetTypes: z.array(z.string()),
    phoneTriggers: z.array(z.string()),
    secretTriggers: z.array(z.string()),
  }),
});
export type LexiconFile = z.infer<typeof lexiconSchema>;

interface Pattern {
  text: string;
  prefix: boolean;
}

export interface Hit {
  reason: Reason;
  severity: Severity;
  /** The words as the child typed them. */
  words: string;
  start: number;
  end: number;
}

const MIN_PREFIX = 3;

/** Parses "stab* someone" into word patterns folded the way text tokens are. */
export function parsePatterns(entry: string): Pattern[] {
  const patterns: Pattern[] = [];
  for (const part of entry.trim().split(/\s+/)) {
    const prefix = part.endsWith('*');
    const words = normalizeText(prefix ? part.slice(0, -1) : part)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    words.forEach((text, i) => patterns.push({ text, prefix: prefix && i === words.length - 1 }));
  }
  return patterns;
}

/** A text's tokens read in one language: the bare forms of each word, computed once per text. */
export interface TokenView {
  tokens: readonly Token[];
  forms: string[][];
  elongated: boolean[];
}

export function viewOf(tokens: readonly Token[], language: ModerationLanguage): TokenView {
  return {
    tokens,
    forms: tokens.map((t) => (language === 'ar' ? arabicForms(t.norm) : latinForms(t.norm))),
    elongated: tokens.map((t) => isElongated(t.norm)),
  };
}

function patternMatches(pattern: Pattern, forms: readonly string[], elongated: boolean): boolean {
  for (const form of forms) {
    if (pattern.prefix ? form.startsWith(pattern.text) : form === pattern.text) return true;
    if (elongated) {
      const s = squeeze(form);
      const p = squeeze(pattern.text);
      if (pattern.prefix ? s.startsWith(p) : s === p) return true;
    }
  }
  return false;
}

interface Entry<T> {
  patterns: Pattern[];
  payload: T;
}

export interface Match<T> {
  end: number;
  payload: T;
}

/**
 * Word sequences indexed by their first word: exact words by the word, prefixes by their first three letters,
 * and both again squeezed for lengthened words. A text is checked with a few map lookups per word, whatever the
 * size of the lexicon.
 */
export class PhraseIndex<T = true> {
  private readonly exact = new Map<string, Entry<T>[]>();
  private readonly prefix = new Map<string, Entry<T>[]>();
  private readonly squeezedExact = new Map<string, Entry<T>[]>();
  private readonly squeezedPrefix = new Map<string, Entry<T>[]>();

  constructor(entries: Iterable<[string, T]> = []) {
    for (const [text, payload] of entries) this.add(text, payload);
  }

  add(text: string, payload: T): void {
    const patterns = parsePatterns(text);
    const first = patterns[0];
    if (!first) return;
    const entry = { patterns, payload };
    const push = (map: Map<string, Entry<T>[]>, key: string) => {
      const list = map.get(key);
      if (list) list.push(entry);
      else map.set(key, [entry]);
    };
    // A prefix shorter than three letters would match half the dictionary; such entries are exact words.
    if (first.prefix && first.text.length >= MIN_PREFIX) {
      push(this.prefix, first.text.slice(0, MIN_PREFIX));
      push(this.squeezedPrefix, squeeze(first.text).slice(0, MIN_PREFIX));
    } else {
      first.prefix = false;
      push(this.exact, first.text);
      push(this.squeezedExact, squeeze(first.text));
    }
  }

  private collect(found: Entry<T>[], form: string, squeezed: boolean): void {
    const exact = (squeezed ? this.squeezedExact : this.exact).get(form);
    if (exact) for (const e of exact) found.push(e);
    const prefixed = (squeezed ? this.squeezedPrefix : this.prefix).get(form.slice(0, MIN_PREFIX));
    if (!prefixed) return;
    for (const e of prefixed) {
      const text = squeezed ? squeeze(e.patterns[0]!.text) : e.patterns[0]!.text;
      if (form.startsWith(text)) found.push(e);
    }
  }

  /** Every entry that matches starting at word i, with the index after its last word. */
  matchesAt(view: TokenView, i: number): Match<T>[] {
    const found: Entry<T>[] = [];
    for (const form of view.forms[i]!) {
      this.collect(found, form, false);
      if (view.elongated[i]) this.collect(found, squeeze(form), true);
    }
    const out: Match<T>[] = [];
    for (const entry of found) {
      let ok = true;
      for (let k = 1; k < entry.patterns.length && ok; k++) {
        const j = i + k;
        ok = j < view.tokens.length && patternMatches(entry.patterns[k]!, view.forms[j]!, view.elongated[j]!);
      }
      if (ok && !out.some((m) => m.payload === entry.payload && m.end === i + entry.patterns.length)) {
        out.push({ end: i + entry.patterns.length, payload: entry.payload });
      }
    }
    return out;
  }

  /** The end of the longest match starting at word i, or -1. */
  endAt(view: TokenView, i: number): number {
    let end = -1;
    for (const m of this.matchesAt(view, i)) end = Math.max(end, m.end);
    return end;
  }
}

export type PersonalList =
  'nameTriggers' | 'capitalizedNameTriggers' | 'surnameTriggers' | 'addressTriggers' | 'addressStatements' | 'streetTypes' | 'phoneTriggers' | 'secretTriggers';
const PERSONAL_LISTS: readonly PersonalList[] = [
  'nameTriggers',
  'capitalizedNameTriggers',
  'surnameTriggers',
  'addressTriggers',
  'addressStatements',
  'streetTypes',
  'phoneTriggers',
  'secretTriggers',
];

/** What an entry of the lexicon's one index stands for. */
type Tag =
  | { kind: 'rule'; reason: Reason; severity: Severity }
  | { kind: 'allow' }
  | { kind: 'verb'; combo: number }
  | { kind: 'category'; category: PromptCategory }
  | { kind: 'personal'; list: PersonalList };

interface Combo {
  reason: Reason;
  severity: Severity;
  after: PhraseIndex;
  before: PhraseIndex;
  window: number;
}

/** A text read with one lexicon: every entry matched at every word, found in a single pass. */
export interface Reading {
  view: TokenView;
  matches: Match<Tag>[][];
}

export interface CompiledLexicon {
  language: ModerationLanguage;
  file: LexiconFile;
  read(tokens: readonly Token[]): Reading;
  findHits(reading: Reading, text: string): Hit[];
  /** Does a category's phrase occur in the words [from, to)? */
  hasCategory(reading: Reading, category: PromptCategory, from?: number, to?: number): boolean;
  /** Indices after each match of a personal-data phrase list ("my name is" → the word after "is"). */
  personalEnds(reading: Reading, list: PersonalList): number[];
  isPersonal(reading: Reading, i: number, list: PersonalList): boolean;
  stopwords: Set<string>;
  compoundNameParts: Set<string>;
  compoundNamePrefixes: Set<string>;
}

const phrases = (entries: readonly string[]) => new PhraseIndex(entries.map((e): [string, true] => [e, true]));
const foldedWords = (entries: readonly string[]) => new Set(entries.flatMap((w) => parsePatterns(w).map((p) => p.text)));

export function compileLexicon(file: LexiconFile): CompiledLexicon {
  const language = file.language;
  const index = new PhraseIndex<Tag>();
  for (const reason of REASONS) {
    const lists = file.terms[reason];
    if (!lists) continue;
    for (const severity of SEVERITIES) for (const entry of lists[severity]) index.add(entry, { kind: 'rule', reason, severity });
  }
  const allow: Tag = { kind: 'allow' };
  for (const entry of file.allow) index.add(entry, allow);
  const combos: Combo[] = file.combos.map((c, i) => {
    const verb: Tag = { kind: 'verb', combo: i };
    for (const entry of c.verbs) index.add(entry, verb);
    return { reason: c.reason, severity: c.severity, after: phrases(c.after), before: phrases(c.before), window: c.window };
  });
  for (const category of PROMPT_CATEGORIES) {
    const tag: Tag = { kind: 'category', category };
    for (const entry of file.categories[category] ?? []) index.add(entry, tag);
  }
  for (const list of PERSONAL_LISTS) {
    const tag: Tag = { kind: 'personal', list };
    for (const entry of file.personal[list]) index.add(entry, tag);
  }

  const read = (tokens: readonly Token[]): Reading => {
    const view = viewOf(tokens, language);
    return { view, matches: tokens.map((_, i) => index.matchesAt(view, i)) };
  };

  const findHits = ({ view, matches }: Reading, text: string): Hit[] => {
    const { tokens } = view;
    const exempt = new Set<number>();
    matches.forEach((list, i) => {
      for (const m of list) if (m.payload.kind === 'allow') for (let k = i; k < m.end; k++) exempt.add(k);
    });
    const hits: Hit[] = [];
    const hit = (rule: { reason: Reason; severity: Severity }, from: number, to: number) => {
      const start = tokens[from]!.start;
      const end = tokens[to]!.end;
      hits.push({ reason: rule.reason, severity: rule.severity, words: text.slice(start, end), start, end });
    };
    matches.forEach((list, i) => {
      if (exempt.has(i)) return;
      for (const m of list) {
        const tag = m.payload;
        if (tag.kind === 'rule') {
          let spansExempt = false;
          for (let k = i; k < m.end; k++) if (exempt.has(k)) spansExempt = true;
          if (!spansExempt) hit(tag, i, m.end - 1);
        } else if (tag.kind === 'verb') {
          const combo = combos[tag.combo]!;
          for (let j = m.end; j < m.end + combo.window && j < tokens.length; j++) {
            const end = combo.after.endAt(view, j);
            if (end > 0) {
              hit(combo, i, end - 1);
              break;
            }
          }
          for (let j = Math.max(0, i - 2); j < i; j++) {
            if (combo.before.matchesAt(view, j).some((b) => b.end === i)) {
              hit(combo, j, m.end - 1);
              break;
            }
          }
        }
      }
    });
    return hits;
  };

  const p = file.personal;
  return {
    language,
    file,
    read,
    findHits,
    hasCategory: ({ matches }, category, from = 0, to = matches.length) => {
      for (let i = from; i < Math.min(to, matches.length); i++) {
        if (matches[i]!.some((m) => m.payload.kind === 'category' && m.payload.category === category)) return true;
      }
      return false;
    },
    personalEnds: ({ matches }, list) => matches.flatMap((ms) => ms.filter((m) => m.payload.kind === 'personal' && m.payload.list === list).map((m) => m.end)),
    isPersonal: ({ matches }, i, list) => matches[i]?.some((m) => m.payload.kind === 'personal' && m.payload.list === list) ?? false,
    stopwords: foldedWords(p.nameStopwords),
    compoundNameParts: foldedWords(p.compoundNameParts),
    compoundNamePrefixes: foldedWords(p.compoundNamePrefixes),
  };
}

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../content/moderation');

export function readLexiconFile(language: ModerationLanguage): LexiconFile {
  const raw = JSON.parse(fs.readFileSync(path.join(contentDir, `${language}.json`), 'utf8'));
  return lexiconSchema.parse(raw);
}

const compiled = new Map<ModerationLanguage, CompiledLexicon>();

/** Compiled once per process: the files are read and indexed on first use. */
export function lexiconFor(language: ModerationLanguage): CompiledLexicon {
  let lexicon = compiled.get(language);
  if (!lexicon) {
    lexicon = compileLexicon(readLexiconFile(language));
    compiled.set(language, lexicon);
  }
  return lexicon;
}

export function moderationContentPath(file: string): string {
  return path.join(contentDir, file);
}

/** Character spans of the text that the lexicon's allow list covers (its language's ordinary words and phrases). */
export function allowedSpans({ view, matches }: Reading): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  matches.forEach((list, i) => {
    for (const m of list) {
      if (m.payload.kind === 'allow') spans.push({ start: view.tokens[i]!.start, end: view.tokens[m.end - 1]!.end });
    }
  });
  return spans;
}
