/**
 * The graded reading passages of the fluency test (content/passages/<language>.json): original texts per grade
 * (kindergarten to grade 4) in English, French and Arabic, decodable at kindergarten and grade 1 (in Arabic: short,
 * fully vowelled words), each long enough for a minute of
 * reading at its grade's excellent rate (spec 000 §9: 30, 60, 90, 120, 140 words per minute). Read and checked once.
 *
 * A passage's words are its text split at spaces, punctuation stripped from their ends (an apostrophe inside a word
 * stays); a word's index is its place in that list, for the engine, the marks and the flips. What follows each
 * word (a sentence end, a phrase break) is kept for the expression suggestion.
 */
import { z } from 'zod';
import enJson from '../../content/passages/en.json' with { type: 'json' };
import frJson from '../../content/passages/fr.json' with { type: 'json' };
import arJson from '../../content/passages/ar.json' with { type: 'json' };
import { PASSAGE_GRADES, type FluencyLanguage, type Passage, type PassageGrade, type PassageQueryGrade } from '../contracts/fluency.ts';

const fileSchema = z.object({
  language: z.enum(['en', 'fr', 'ar']),
  passages: z.array(
    z.object({
      id: z.string().regex(/^[a-z]{2}-[k1-6]-\d+$/),
      grade: z.enum(PASSAGE_GRADES),
      level: z.string(),
      title: z.string(),
      text: z.string(),
    }),
  ),
});

export type PassageBreak = 'sentence' | 'phrase' | null;

export interface PassageContent extends Passage {
  breaks: PassageBreak[];
}

/** Spec 000 §9: words per minute of an excellent reader, per grade; a passage holds at least this many words. */
export const EXCELLENT_WPM: Record<PassageGrade, number> = { kindergarten: 30, grade1: 60, grade2: 90, grade3: 120, grade4: 140 };

export function tokensOf(text: string): { word: string; brk: PassageBreak }[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((token) => ({
      // Marks stay: an Arabic word's last vowel sign (ُ ٌ ّ …) is part of the word, not punctuation.
      word: token.replace(/^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu, ''),
      brk: /[.!?؟…]["'»”)]*$/u.test(token) ? ('sentence' as const) : /[,;:،؛—–]["'»”)]*$/u.test(token) ? ('phrase' as const) : null,
    }))
    .filter((t) => t.word !== '');
}

function load(json: unknown): PassageContent[] {
  const file = fileSchema.parse(json);
  return file.passages.map((p) => {
    const tokens = tokensOf(p.text);
    return {
      ...p,
      language: file.language,
      words: tokens.map((t) => t.word),
      breaks: tokens.map((t) => t.brk),
      wordCount: tokens.length,
      decodable: p.grade === 'kindergarten' || p.grade === 'grade1',
    };
  });
}

export const PASSAGES: readonly PassageContent[] = [...load(enJson), ...load(frJson), ...load(arJson)];

export function findPassage(id: string): PassageContent | undefined {
  return PASSAGES.find((p) => p.id === id);
}

export function passagesFor(grade: PassageQueryGrade | undefined, language: FluencyLanguage | undefined): PassageContent[] {
  const grades: readonly string[] = grade === 'grade2-3' ? ['grade2', 'grade3'] : grade ? [grade] : PASSAGE_GRADES;
  return PASSAGES.filter((p) => grades.includes(p.grade) && (!language || p.language === language));
}
