/**
 * Typed access to the skills assessment's content: the letter items and rhyme pairs (content/skills-assessment/) and
 * the norms per grade (content/benchmarks/skills-assessment.json). Validated with zod when this module loads, so a
 * broken edit fails at start and in the tests.
 *
 * How a norm (mean, SD) comes from its source rows — see content/benchmarks/README.md:
 * - `percentiles` (Hasbrouck & Tindal 2017): mean = the 50th percentile, SD = (75th − 25th) / 1.349, the spread of
 *   the middle half of a normal distribution. Several grades in one band (grades 2-3) are pooled as an equal mix:
 *   mean of the means, SD² = mean of the SD² + variance of the means.
 * - `dibels_tiers` (DIBELS 8 goals, criterion cut scores rather than percentiles): the goal reads as the mean (100)
 *   and the first score above the lowest (at-risk) range reads as 85, one SD below, so a score in the lowest range
 *   is "below" or "well below" and the DIBELS decision carries over: SD = goal − (top of lowest range + 1).
 * - `provisional`: a mean and SD set by the team where the shared data has no norm (rhyming); flagged as such.
 */
// zod/mini, as the contracts: the skills assessment's screen reads the letter items and rhyme pairs from here.
import { z } from 'zod/mini';
import benchmarksJson from '../../content/benchmarks/skills-assessment.json' with { type: 'json' };
import lettersJson from '../../content/skills-assessment/letters.json' with { type: 'json' };
import rhymesJson from '../../content/skills-assessment/rhymes.json' with { type: 'json' };
import type { Norm } from '../domain/norms.ts';
import {
  LETTER_COUNT,
  LETTER_FORM_OF,
  LETTER_FORMS,
  LETTER_OPTIONS,
  RHYME_DIFFICULTIES,
  RHYME_DIFFICULTY_OF,
  RHYME_PAIRS,
  SKILLS_GRADES,
  SKILLS_LANGUAGES,
  type SkillsGrade,
  type SkillsLanguage,
  type SkillsNorms,
} from '../domain/skills-assessment.ts';

/** Half the spread between the 25th and 75th percentiles of a normal distribution is 0.6745 SD. */
export const IQR_PER_SD = 1.349;

const percentileRow = z.object({
  grade: z.int(),
  season: z.enum(['fall', 'winter', 'spring']),
  p25: z.number(),
  p50: z.number(),
  p75: z.number(),
});
const benchmark = z.discriminatedUnion('method', [
  z.object({ measure: z.string(), source: z.string().check(z.minLength(1)), method: z.literal('percentiles'), rows: z.array(percentileRow).check(z.minLength(1)) }),
  z.object({ measure: z.string(), source: z.string().check(z.minLength(1)), method: z.literal('dibels_tiers'), goal: z.number().check(z.positive()), lowestRangeTop: z.number().check(z.minimum(0)) }),
  z.object({ measure: z.string(), source: z.string().check(z.minLength(1)), method: z.literal('provisional'), mean: z.number(), sd: z.number().check(z.positive()) }),
]);
export type Benchmark = z.infer<typeof benchmark>;
const gradeBenchmarks = z.object({ letterRecognition: benchmark, rhyming: benchmark, fluency: benchmark });
const benchmarksFile = z.object({ about: z.string(), grades: z.record(z.string(), gradeBenchmarks) });

const benchmarks = benchmarksFile.parse(benchmarksJson);

/** The mean and SD of a benchmark, derived as the module comment says. */
export function normOf(source: Benchmark): Norm {
  switch (source.method) {
    case 'provisional':
      return { mean: source.mean, sd: source.sd };
    case 'dibels_tiers':
      return { mean: source.goal, sd: source.goal - (source.lowestRangeTop + 1) };
    case 'percentiles': {
      const parts = source.rows.map((r) => ({ mean: r.p50, variance: ((r.p75 - r.p25) / IQR_PER_SD) ** 2 }));
      const mean = parts.reduce((s, p) => s + p.mean, 0) / parts.length;
      const variance = parts.reduce((s, p) => s + p.variance + (p.mean - mean) ** 2, 0) / parts.length;
      return { mean, sd: Math.sqrt(variance) };
    }
  }
}

export interface GradeBenchmarks {
  sources: Record<keyof SkillsNorms, Benchmark>;
  norms: SkillsNorms;
}

/** The benchmarks of a grade, or null when there are none (spec 000 §8: 'No benchmarks found for grade level'). */
export function benchmarksFor(grade: string): GradeBenchmarks | null {
  if (!Object.hasOwn(benchmarks.grades, grade)) return null;
  const entry = benchmarks.grades[grade]!;
  return {
    sources: entry,
    norms: { letterRecognition: normOf(entry.letterRecognition), rhyming: normOf(entry.rhyming), fluency: normOf(entry.fluency) },
  };
}

for (const grade of SKILLS_GRADES) {
  const found = benchmarksFor(grade);
  if (!found) throw new Error(`content/benchmarks: no benchmarks for ${grade}`);
  for (const [name, norm] of Object.entries(found.norms)) {
    if (!(norm.sd > 0)) throw new Error(`content/benchmarks: ${grade} ${name} has no spread`);
  }
}

// ——— Letters ———

const letterItem = z.tuple([z.string().check(z.length(1)), z.array(z.string().check(z.length(1))).check(z.length(LETTER_OPTIONS))]);
const lettersFile = z.object({
  about: z.string(),
  forms: z.record(z.enum(SKILLS_LANGUAGES), z.record(z.enum(LETTER_FORMS), z.array(letterItem))),
});
const letters = lettersFile.parse(lettersJson);

export interface LetterItem {
  letter: string;
  options: string[];
}

for (const language of SKILLS_LANGUAGES) {
  for (const form of LETTER_FORMS) {
    const items = letters.forms[language]?.[form];
    if (!items || items.length !== LETTER_COUNT[form]) throw new Error(`content/skills-assessment: ${language} ${form} needs ${LETTER_COUNT[form]} letters`);
    for (const [letter, options] of items) {
      if (!options.includes(letter) || new Set(options).size !== options.length) {
        throw new Error(`content/skills-assessment: ${language} ${form} ${letter} must be among 4 different options`);
      }
    }
  }
}

/** The letter items of a grade's test in a language, in order. */
export function letterItemsFor(grade: SkillsGrade, language: SkillsLanguage): LetterItem[] {
  return letters.forms[language]![LETTER_FORM_OF[grade]]!.map(([letter, options]) => ({ letter, options: [...options] }));
}

// ——— Rhymes ———

const rhymeItem = z.tuple([z.string().check(z.minLength(1)), z.string().check(z.minLength(1)), z.boolean()]);
const rhymesFile = z.object({
  about: z.string(),
  pairs: z.record(z.enum(SKILLS_LANGUAGES), z.record(z.enum(RHYME_DIFFICULTIES), z.array(rhymeItem).check(z.length(RHYME_PAIRS)))),
});
const rhymes = rhymesFile.parse(rhymesJson);

export interface RhymePair {
  word1: string;
  word2: string;
  rhymes: boolean;
}

for (const language of SKILLS_LANGUAGES) {
  for (const difficulty of RHYME_DIFFICULTIES) {
    if (!rhymes.pairs[language]?.[difficulty]) throw new Error(`content/skills-assessment: no ${language} ${difficulty} rhyme pairs`);
  }
}

/** The rhyme pairs of a grade's difficulty in a language, in order. */
export function rhymePairsFor(grade: SkillsGrade, language: SkillsLanguage): RhymePair[] {
  return rhymes.pairs[language]![RHYME_DIFFICULTY_OF[grade]]!.map(([word1, word2, rhymesToo]) => ({ word1, word2, rhymes: rhymesToo }));
}
