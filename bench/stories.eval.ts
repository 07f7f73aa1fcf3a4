/**
 * `npm run eval -- stories` (issue 15): 26 stories of the builtin story writer (en, fr, ar, it; ages 4, 6, 8, 10) with a
 * readability figure per language and age: words per sentence and letters per word for every language, and the
 * Flesch-Kincaid grade for English. Each story is checked: it names the child's idea, it has an ending (its last part
 * closes with the language's "The end."), no sentence is repeated, and it is written in the language asked for (no
 * English word in a French or Italian story, Arabic script in an Arabic one). Seeds are fixed, so the figures are
 * reproducible. Writes bench/results/stories-eval.json; exits 1 when a check fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEXT_TASKS } from '@common/contracts/ai.ts';
import { builtinTextEngine } from '../server/src/ai/text/builtin/index.ts';
import { stories as grammars } from '../server/src/ai/text/builtin/content.ts';

type Lang = 'en' | 'fr' | 'ar' | 'it';
interface Case {
  language: Lang;
  age: number;
  idea: string;
  /** Words of the idea the story must name (any one, as a substring). */
  names: string[];
}

const AGES = [4, 6, 8, 10];
const IDEAS: Record<Lang, { idea: string; names: string[] }[]> = {
  en: [
    { idea: 'a dragon who is afraid of the dark', names: ['dragon'] },
    { idea: 'a friendship between a cat and a mouse in the forest', names: ['cat', 'mouse'] },
  ],
  fr: [
    { idea: 'un renard qui cherche son ami', names: ['renard'] },
    { idea: 'une tortue qui veut voler', names: ['tortue'] },
  ],
  ar: [
    { idea: 'قطة صغيرة في الغابة', names: ['قطة', 'قط'] },
    { idea: 'تنين يخاف من الظلام', names: ['تنين'] },
  ],
  it: [
    { idea: 'un drago che ha paura del buio', names: ['drago'] },
    { idea: 'una tartaruga che vuole volare', names: ['tartaruga'] },
  ],
};
// 8 English, 6 French, 6 Arabic, 6 Italian: every language at every age, the first idea at every age, the second at
// 4 ages (English) or 2 (French, Arabic, Italian).
const LANGUAGES = ['en', 'fr', 'ar', 'it'] as const;
/** Words that only an English text would use; none is a French or Italian word. */
const ENGLISH_WORDS = /\b(the|and|was|with|they|once|upon|found|friends?)\b/i;
const CASES: Case[] = LANGUAGES.flatMap((language) => [
  ...AGES.map((age) => ({ language, age, ...IDEAS[language][0]! })),
  ...(language === 'en' ? AGES : [6, 10]).map((age) => ({ language, age, ...IDEAS[language][1]! })),
]);

const sentencesOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .flatMap((part) => part.match(/[^.!?؟]+[.!?؟]+/g) ?? [])
    .map((s) => s.trim())
    .filter(Boolean);
const wordsOf = (text: string) => text.match(/[\p{L}\p{M}'’-]+/gu) ?? [];
const letters = (word: string) => (word.match(/\p{L}/gu) ?? []).length;

/** English syllables by vowel groups, a silent final e and at least one per word (the usual heuristic). */
function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!w) return 0;
  const groups = w
    .replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '')
    .replace(/^y/, '')
    .match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 0);
}

const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;
const engine = builtinTextEngine();
const failures: string[] = [];
interface Row extends Case {
  title: string;
  sentences: number;
  words: number;
  wordsPerSentence: number;
  lettersPerWord: number;
  fkGrade: number | null;
  checks: Record<string, boolean>;
  content: string;
}
const rows: Row[] = [];
for (const [index, c] of CASES.entries()) {
  const input = TEXT_TASKS.story.input.parse({ prompt: c.idea, kind: 'story', childAge: c.age });
  const output = TEXT_TASKS.story.output.parse(await engine.generate('story', input, { language: c.language, seed: 1000 + index }));
  const sentences = sentencesOf(output.content);
  const words = wordsOf(output.content);
  const closing = grammars()[c.language].closing;
  const parts = output.content.split(/\n\s*\n/);
  const checks = {
    namesIdea: c.names.some((name) => output.content.toLowerCase().includes(name)),
    hasEnding: parts.length >= 3 && parts.at(-1)!.trim().endsWith(closing),
    noRepeatedSentence: new Set(sentences.map((s) => s.toLowerCase())).size === sentences.length,
    inLanguage:
      c.language === 'en' || (c.language === 'ar' ? /[\u0600-\u06ff]/.test(output.content) : !ENGLISH_WORDS.test(`${output.title} ${output.content}`)),
  };
  for (const [check, ok] of Object.entries(checks)) if (!ok) failures.push(`${c.language} age ${c.age} "${c.idea}": ${check}`);
  const wordsPerSentence = words.length / sentences.length;
  const lettersPerWord = words.reduce((sum, w) => sum + letters(w), 0) / words.length;
  const fkGrade = c.language === 'en' ? 0.39 * wordsPerSentence + 11.8 * (words.reduce((sum, w) => sum + syllables(w), 0) / words.length) - 15.59 : null;
  rows.push({
    ...c,
    title: output.title,
    sentences: sentences.length,
    words: words.length,
    wordsPerSentence,
    lettersPerWord,
    fkGrade,
    checks,
    content: output.content,
  });
}

const byAge = LANGUAGES.flatMap((language) =>
  AGES.map((age) => {
    const group = rows.filter((r) => r.language === language && r.age === age);
    const mean = (f: (r: Row) => number) => round(group.reduce((s, r) => s + f(r), 0) / group.length);
    return {
      language,
      age,
      stories: group.length,
      wordsPerSentence: mean((r) => r.wordsPerSentence),
      lettersPerWord: mean((r) => r.lettersPerWord),
      words: mean((r) => r.words),
      fkGrade: language === 'en' ? mean((r) => r.fkGrade!) : null,
    };
  }),
);

console.log(`${rows.length} builtin stories (${LANGUAGES.map((l) => `${l} ${rows.filter((r) => r.language === l).length}`).join(', ')})`);
console.table(byAge);
for (const r of rows) {
  const ok = Object.values(r.checks).every(Boolean);
  console.log(
    `${ok ? '✓' : '✗'} ${r.language} age ${r.age} "${r.idea}" → "${r.title}": ${r.sentences} sentences, ${round(r.wordsPerSentence, 1)} words/sentence`,
  );
}
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'stories-eval.json');
fs.writeFileSync(
  out,
  `${JSON.stringify({ description: 'Builtin story writer: readability per language and age, and the checks of issue 15', byAge, failures, stories: rows }, null, 2)}\n`,
);
console.log(
  failures.length === 0
    ? 'All checks passed: each story names the idea, has an ending, repeats no sentence and is in its language.'
    : `Failed:\n${failures.join('\n')}`,
);
process.exit(failures.length === 0 ? 0 : 1);
