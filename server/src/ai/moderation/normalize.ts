/**
 * Text normalisation for moderation: the same word must look the same however a child (or a keyboard) wrote it.
 * Lexicon entries go through the same functions, so matching compares like with like.
 */

const COMBINING_MARKS = /\p{M}/gu;
const TATWEEL = /\u0640/g;
// Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits become ASCII, so phone numbers are found in any script.
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

export function asciiDigits(text: string): string {
  return text.replace(ARABIC_DIGITS, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/**
 * Arabic: NFKD splits أ إ آ ؤ ئ into a base letter and a combining hamza or madda, and maps presentation forms
 * to plain letters; dropping the combining marks then removes the hamza, madda and every short vowel (harakat,
 * shadda, sukun, tanwin, dagger alef). Tatweel is decoration. Alef maqsura and taa marbuta are unified with yaa
 * and haa, the usual spelling variation in children's (and adults') typing.
 */
function unifyArabicLetters(text: string): string {
  return text
    .replace(TATWEEL, '')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0671/g, '\u0627');
}

/** One word or a whole text, folded: lower case, no accents or Arabic diacritics, unified letter forms. */
export function normalizeText(text: string): string {
  return unifyArabicLetters(asciiDigits(text).normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase());
}

export interface Token {
  /** As typed, for reporting. */
  raw: string;
  /** Folded form used for matching. */
  norm: string;
  start: number;
  end: number;
}

// Letters, digits and marks make words; apostrophes split French elisions (l'épée → l, epee) and hyphens split
// compounds. Leetspeak characters inside a word (k1ll, $hit) stay in it so they can be decoded.
const WORD = /[\p{L}\p{N}\p{M}@$]+/gu;

function decodeLeet(norm: string): string {
  if (!/\p{L}/u.test(norm) || !/[0-9@$]/.test(norm)) return norm.replace(/[@$]/g, '');
  return norm.replace(/[013457@$]/g, (c) => LEET[c] ?? c);
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const raw = match[0];
    const norm = decodeLeet(normalizeText(raw));
    if (norm) tokens.push({ raw, norm, start: match.index, end: match.index + raw.length });
  }
  return tokens;
}

const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
export const hasArabicScript = (text: string) => ARABIC_SCRIPT.test(text);

/**
 * Arabic attaches conjunctions, prepositions and the article before a word and pronouns after it
 * (بالسكين "with the knife", اقتلهم "kill them"). A light stemmer lists the plausible bare forms; every
 * form keeps at least three letters so short words do not collide with unrelated ones.
 */
const AR_PREFIXES = ['وبال', 'وال', 'بال', 'كال', 'فال', 'لل', 'ال', 'وس', 'و', 'ف', 'ب', 'ل', 'س'];
const AR_SUFFIXES = ['كما', 'هما', 'ها', 'هم', 'هن', 'كم', 'كن', 'نا', 'ات', 'ون', 'ين', 'ان', 'ه', 'ك', 'ي'];

export function arabicForms(word: string): string[] {
  const forms = new Set([word]);
  const stems = [word];
  for (const p of AR_PREFIXES) {
    if (word.startsWith(p) && word.length - p.length >= 3) stems.push(word.slice(p.length));
  }
  for (const stem of stems) {
    forms.add(stem);
    for (const s of AR_SUFFIXES) {
      if (stem.endsWith(s) && stem.length - s.length >= 3) forms.add(stem.slice(0, -s.length));
    }
  }
  return [...forms];
}

/** English and French plurals (dragons, couteaux) match the singular entry. */
export function latinForms(word: string): string[] {
  if (word.length > 3 && (word.endsWith('s') || word.endsWith('x'))) return [word, word.slice(0, -1)];
  return [word];
}

/** A word lengthened for effect (kiiiill, noooo) also matches with its repeated letters squeezed. */
export function squeeze(word: string): string {
  return word.replace(/(.)\1+/gu, '$1');
}

export const isElongated = (word: string) => /(.)\1\1/u.test(word);
