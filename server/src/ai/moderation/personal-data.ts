/**
 * Personal data a child might type: phone numbers, e-mail addresses, street addresses, passwords and full names.
 * Numbers and e-mails are found by shape in any language; names, addresses and passwords by the phrases that
 * introduce them ("my name is", "je m'appelle", "اسمي"), listed in each language's lexicon file.
 */
import { asciiDigits, type Token } from './normalize.ts';
import type { CompiledLexicon, Reading } from './lexicon.ts';

export type PersonalDataKind = 'phone number' | 'e-mail address' | 'street address' | 'full name' | 'password';

export interface PersonalFinding {
  kind: PersonalDataKind;
  start: number;
  end: number;
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const SPOKEN_EMAIL = /\b[\p{L}\p{N}._-]+\s+(?:at|arobase)\s+[\p{L}\p{N}-]+\s+(?:dot|point)\s+(?:com|net|org|ca|fr|uk|us)\b/giu;
// A run of digits with the separators people type in phone numbers; "+" only in front.
const DIGIT_RUN = /(?:\+\s?)?\(?\d[\d\s().-]*\d/g;

function phoneLike(run: string, triggered: boolean): boolean {
  const groups = run.split(/[\s().+-]+/).filter(Boolean);
  const digits = groups.join('');
  if (digits.length < 7 || digits.length > 15) return false;
  // Counting ("1 2 3 4 5 6 7 8 9 10") and round numbers ("1000000") are not phone numbers.
  if (groups.filter((g) => g.length === 1).length > 1) return false;
  if (/^\d0+$/.test(digits)) return false;
  // A decimal (3.14159265) or a list of years (2019 2020 2021) is not a phone number either.
  if (/^\d+\.\d+$/.test(run) || groups.every((g) => /^(?:19|20)\d\d$/.test(g))) return false;
  if (digits.length >= 9) return true;
  // Seven or eight digits: a local number when written like one (555-1234) or introduced as one.
  return triggered || /^\(?\d{3}\)?[\s.-]\d{4}$/.test(run.trim()) || /^\d{3}[\s.-]\d{2}[\s.-]\d{2}$/.test(run.trim());
}

export function findPhoneNumbers(text: string, triggered: boolean): PersonalFinding[] {
  const found: PersonalFinding[] = [];
  for (const match of asciiDigits(text).matchAll(DIGIT_RUN)) {
    const run = match[0].replace(/[\s(.-]+$/, '');
    if (phoneLike(run, triggered)) found.push({ kind: 'phone number', start: match.index, end: match.index + run.length });
  }
  return found;
}

export function findEmails(text: string): PersonalFinding[] {
  return [...text.matchAll(EMAIL), ...text.matchAll(SPOKEN_EMAIL)].map((m) => ({
    kind: 'e-mail address' as const,
    start: m.index,
    end: m.index + m[0].length,
  }));
}

const isNumber = (token: Token) => /^\d{1,5}[a-z]?$/i.test(asciiDigits(token.raw));
const isWord = (token: Token) => /^\p{L}{2,}$/u.test(token.raw);
const BREAK = /[.,!?;:،؛\n]/;
const brokenBetween = (text: string, a: Token, b: Token) => BREAK.test(text.slice(a.end, b.start));

export interface PersonalDataOptions {
  /** Look for names (prompts) or not (generated stories, full of named characters). */
  names: boolean;
}

export interface LexiconReading {
  lexicon: CompiledLexicon;
  reading: Reading;
}

export function findPersonalData(text: string, readings: readonly LexiconReading[], options: PersonalDataOptions): PersonalFinding[] {
  const findings: PersonalFinding[] = text.includes('@') || / (?:at|arobase) /i.test(text) ? findEmails(text) : [];
  if (/\d/.test(asciiDigits(text))) {
    const phoneTriggered = readings.some(({ lexicon, reading }) => lexicon.personalEnds(reading, 'phoneTriggers').length > 0);
    findings.push(...findPhoneNumbers(text, phoneTriggered));
  }
  for (const { lexicon, reading } of readings) {
    findings.push(...findAddresses(lexicon, reading, text), ...findSecrets(lexicon, reading));
    if (options.names) findings.push(...findNames(lexicon, reading, text));
  }
  return findings;
}

function findSecrets(lexicon: CompiledLexicon, reading: Reading): PersonalFinding[] {
  const { tokens } = reading.view;
  return lexicon
    .personalEnds(reading, 'secretTriggers')
    .filter((end) => tokens[end] !== undefined)
    .map((end) => ({ kind: 'password' as const, start: tokens[end]!.start, end: tokens[Math.min(end + 2, tokens.length - 1)]!.end }));
}

function findAddresses(lexicon: CompiledLexicon, reading: Reading, text: string): PersonalFinding[] {
  const { tokens } = reading.view;
  const isStreet = (i: number) => lexicon.isPersonal(reading, i, 'streetTypes');
  const found: PersonalFinding[] = [];
  const span = (from: number, to: number) => {
    // Street names follow the street word in French and Arabic (rue des Lilas, شارع النيل): include them.
    let end = to;
    while (
      end + 1 < tokens.length &&
      end - to < 3 &&
      isWord(tokens[end + 1]!) &&
      !lexicon.stopwords.has(tokens[end + 1]!.norm) &&
      !brokenBetween(text, tokens[end]!, tokens[end + 1]!)
    ) {
      end++;
    }
    found.push({ kind: 'street address', start: tokens[from]!.start, end: tokens[end]!.end });
  };
  for (let s = 0; s < tokens.length; s++) {
    if (!isStreet(s)) continue;
    for (let d = 1; d <= 3; d++) {
      if (s - d >= 0 && isNumber(tokens[s - d]!) && !brokenBetween(text, tokens[s - d]!, tokens[s]!)) {
        span(s - d, s);
        break;
      }
      if (lexicon.language === 'ar' && s + d < tokens.length && isNumber(tokens[s + d]!)) {
        span(s, s + d);
        break;
      }
    }
  }
  for (const end of lexicon.personalEnds(reading, 'addressStatements')) {
    if (end < tokens.length) span(end, Math.min(end + 3, tokens.length - 1));
  }
  for (const end of lexicon.personalEnds(reading, 'addressTriggers')) {
    for (let k = end; k < Math.min(end + 6, tokens.length); k++) {
      if (isNumber(tokens[k]!) || isStreet(k)) {
        span(end, k);
        break;
      }
    }
  }
  return found;
}

function findNames(lexicon: CompiledLexicon, reading: Reading, text: string): PersonalFinding[] {
  const { tokens } = reading.view;
  const p = lexicon;
  const found: PersonalFinding[] = [];

  const nameAfter = (end: number, capitalised: boolean, needed: number) => {
    let names = 0;
    let last = -1;
    for (let i = end; i < Math.min(tokens.length, end + 4); i++) {
      const token = tokens[i]!;
      if (i > end && brokenBetween(text, tokens[i - 1]!, token)) break;
      if (!isWord(token) || p.stopwords.has(token.norm)) break;
      // Arabic: a word glued to "و" (and) starts a new clause: اسمي سامي وأحب القطط.
      if (lexicon.language === 'ar' && i > end && token.norm.startsWith('و') && !p.compoundNameParts.has(token.norm)) break;
      if (capitalised && !/^\p{Lu}/u.test(token.raw)) break;
      const joinsPrevious = i > end && (p.compoundNameParts.has(token.norm) || p.compoundNamePrefixes.has(tokens[i - 1]!.norm));
      if (!joinsPrevious) names++;
      last = i;
    }
    if (names >= needed) found.push({ kind: 'full name', start: tokens[end]!.start, end: tokens[last]!.end });
  };
  for (const end of lexicon.personalEnds(reading, 'nameTriggers')) nameAfter(end, false, 2);
  for (const end of lexicon.personalEnds(reading, 'capitalizedNameTriggers')) nameAfter(end, true, 2);
  for (const end of lexicon.personalEnds(reading, 'surnameTriggers')) nameAfter(end, false, 1);
  return found;
}
