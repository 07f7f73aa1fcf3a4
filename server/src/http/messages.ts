/**
 * The sentences the server writes for a person to read (a refusal, a conflict), in the language of the request. The
 * client shows an error's message as it is (`ApiError.userMessage`), so a school administrator on an Arabic page reads
 * why a school cannot be deleted in Arabic. The catalogues are content/messages/{en,fr,ar,it}.json, the interface's
 * four complete languages; every other language reads English. A message keeps its key in the answer's `messageKey`,
 * so a program can tell the refusals apart without reading the words.
 *
 * Placeholders are written `{{name}}`, as in the client's catalogues. A message with a `count` parameter may have
 * plural forms (`key_one`, `key_other`, and Arabic's `_zero`, `_two`, `_few`, `_many`), chosen by Intl.PluralRules.
 */
import type { FastifyRequest } from 'fastify';
import ar from '../../../content/messages/ar.json' with { type: 'json' };
import en from '../../../content/messages/en.json' with { type: 'json' };
import fr from '../../../content/messages/fr.json' with { type: 'json' };
import it from '../../../content/messages/it.json' with { type: 'json' };

export const MESSAGE_LANGUAGES = ['en', 'fr', 'ar', 'it'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type WithoutPlural<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;
export type MessageKey = WithoutPlural<Leaves<typeof en>>;
/** What fills a message in: a name, a count, or messages of their own (a list is joined the language's way: "a, b and c"). */
export type MessageParams = Record<string, string | number | Message | readonly Message[]>;

type Catalogue = ReadonlyMap<string, string>;

function flatten(tree: unknown, prefix: string, out: Map<string, string>, language: string): Map<string, string> {
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') flatten(value, path, out, language);
    else throw new Error(`content/messages/${language}.json: ${path} is neither a sentence nor a group`);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseOf = (key: string) => key.replace(PLURAL, '');

/**
 * The catalogues, checked as they load: every language has every English message (a plural family needs its
 * `_other` form at least), and no message asks for a parameter the English one does not give.
 */
function load(): Record<MessageLanguage, Catalogue> {
  const read = (tree: unknown, language: MessageLanguage) => flatten(tree, '', new Map(), language);
  const catalogues: Record<MessageLanguage, Catalogue> = { en: read(en, 'en'), fr: read(fr, 'fr'), ar: read(ar, 'ar'), it: read(it, 'it') };
  const english = catalogues.en;
  const given = new Map<string, Set<string>>();
  for (const [key, text] of english) {
    const names = given.get(baseOf(key)) ?? new Set(PLURAL.test(key) ? ['count'] : []);
    for (const name of placeholders(text)) names.add(name);
    given.set(baseOf(key), names);
  }
  for (const language of MESSAGE_LANGUAGES) {
    const catalogue = catalogues[language];
    for (const base of given.keys()) {
      if (!catalogue.has(base) && !catalogue.has(`${base}_other`)) throw new Error(`content/messages/${language}.json lacks ${base}`);
    }
    for (const [key, text] of catalogue) {
      const names = given.get(baseOf(key));
      if (!names) throw new Error(`content/messages/${language}.json: ${key} is not in en.json`);
      const unknown = placeholders(text).filter((name) => !names.has(name));
      if (unknown.length > 0) throw new Error(`content/messages/${language}.json: ${key} asks for ${unknown.join(', ')}, which en.json does not give`);
    }
  }
  return catalogues;
}

const CATALOGUES = load();

/** The catalogue for a language tag ('fr-CA' reads French); a language without one (Plains Cree) reads English. */
export function messageLanguage(tag: string | undefined): MessageLanguage {
  const base = (tag ?? '').toLowerCase().split(/[-_]/)[0];
  return MESSAGE_LANGUAGES.find((l) => l === base) ?? 'en';
}

/** The language a request is answered in: its most wanted Accept-Language tag when that has a catalogue, else English. */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): MessageLanguage {
  const header = request.headers['accept-language'];
  if (typeof header !== 'string') return 'en';
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  // A language without a catalogue (Plains Cree, say) reads English, as the interface does, not the reader's second choice.
  return messageLanguage(tags[0]?.tag);
}

/** A sentence for a person, by key, with what fills it in; written out in a language only when it is sent. */
export class Message {
  constructor(
    readonly key: MessageKey,
    readonly params: MessageParams = {},
  ) {}

  in(language: MessageLanguage): string {
    const catalogue = CATALOGUES[language];
    const count = this.params.count;
    const form = typeof count === 'number' ? catalogue.get(`${this.key}_${new Intl.PluralRules(language).select(count)}`) : undefined;
    const text = form ?? catalogue.get(this.key) ?? catalogue.get(`${this.key}_other`) ?? this.key;
    return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
      const value = this.params[name];
      if (value === undefined) return whole;
      if (typeof value === 'string' || typeof value === 'number') return String(value);
      if (value instanceof Message) return value.in(language);
      return new Intl.ListFormat(language, { type: 'conjunction' }).format(value.map((m) => m.in(language)));
    });
  }

  /**
   * The message written in `language` whatever the request's: a child's AI conversation answers in the
   * conversation's language, which may not be the page's.
   */
  fixedIn(language: MessageLanguage): Message {
    return new FixedMessage(this.key, this.params, language);
  }
}

class FixedMessage extends Message {
  constructor(
    key: MessageKey,
    params: MessageParams,
    private readonly language: MessageLanguage,
  ) {
    super(key, params);
  }

  override in(): string {
    return super.in(this.language);
  }
}

export const message = (key: MessageKey, params?: MessageParams) => new Message(key, params);

/**
 * An error that says something to a person: a Message kept as `said`, written in the reader's language when it is
 * sent; its English is the error's `message`, for the log. HttpError, SpeechError and the audio and pronunciation
 * input errors are ones, so one error becomes another (a 415 of the decoder, a 415 of the route) without its
 * sentence being written first.
 */
export class SentenceError extends Error {
  constructor(
    readonly said: Message,
    options?: ErrorOptions,
  ) {
    super(said.in('en'), options);
  }
}

/** `T` with every Message in it written out as a string: what a route sends. */
export type Written<T> = T extends Message
  ? string
  : T extends readonly (infer Item)[]
    ? Written<Item>[]
    : T extends Date
      ? T
      : T extends object
        ? { [K in keyof T]: Written<T[K]> }
        : T;

/**
 * Writes out every Message in a service's answer in one language: a route's presenter calls it with the request's
 * language when the answer carries sentences for a person (an imported file's problems, say). Plain objects and
 * arrays are copied; anything else (a Date, a Buffer) is kept as it is.
 */
export function written<T>(value: T, language: MessageLanguage): Written<T> {
  if (value instanceof Message) return value.in(language) as Written<T>;
  if (Array.isArray(value)) return value.map((item: unknown) => written(item, language)) as Written<T>;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, written(item, language)])) as Written<T>;
  }
  return value as Written<T>;
}
