/**
 * The struggling-readers rules (spec 000 §2, §4, §5, §9), shared by the server's list and its tests, the CSV and the
 * screen: which records are listed, in what order, the summary figures, and the practice a child's weakest skills
 * call for in this product (a Phonics Tutor group, Writing Buddy letters, a fluency passage level).
 */
import type { GroupId } from '../contracts/phonics-tutor.ts';
import { categoryOf, percentileOf, riskOf, type Category, type RiskLevel } from './norms.ts';

/**
 * Spec 000 §2: the grade-level filter. Grade assessments exist for kindergarten, grade1 and grade2-3 (those filters
 * select by the record's level); grade4 to grade6 select by the child's grade (the server's childrenOfGrade).
 */
export const GRADE_FILTERS = ['all', 'kindergarten', 'grade1', 'grade2-3', 'grade4', 'grade5', 'grade6'] as const;
export type GradeFilter = (typeof GRADE_FILTERS)[number];

/** Spec 000 §2: the risk-level filter (all, high only, at risk only). */
export const RISK_FILTERS = ['all', 'high', 'at_risk'] as const;
export type RiskFilter = (typeof RISK_FILTERS)[number];

/** Spec 000 §5: only these categories are listed. */
export const LISTED_CATEGORIES = ['well_below', 'below'] as const satisfies readonly Category[];

export function isListed(category: string | null | undefined): category is 'below' | 'well_below' {
  return category === 'below' || category === 'well_below';
}

/** The categories a risk filter keeps. */
export function categoriesFor(risk: RiskFilter): readonly Category[] {
  if (risk === 'high') return ['well_below'];
  if (risk === 'at_risk') return ['below'];
  return LISTED_CATEGORIES;
}

export interface Rankable {
  category: string | null;
  overallScore: number;
  /** A stable last key, so equal records always come in the same order (the CSV and the screen agree). */
  tieBreak: string;
}

/** Spec 000 §5: well below first, then the lower overall score first. */
export function compareStruggling(a: Rankable, b: Rankable): number {
  const rank = (r: Rankable) => (r.category === 'well_below' ? 0 : 1);
  return rank(a) - rank(b) || a.overallScore - b.overallScore || (a.tieBreak < b.tieBreak ? -1 : a.tieBreak > b.tieBreak ? 1 : 0);
}

export interface ListCandidate extends Rankable {
  userId: string;
  gradeLevel: string;
  assessmentDate: string;
}

/**
 * The list of spec 000 §5 over in-memory records: each student's latest record (within the grade filter), kept when
 * its category is below or well below and a user matches, narrowed by the risk filter, sorted. The server does the
 * same in SQL (it must never load the whole table); the tests hold the two to each other.
 */
export function strugglingList<T extends ListCandidate>(
  records: readonly T[],
  userIds: ReadonlySet<string>,
  filters: { grade: GradeFilter; risk: RiskFilter },
): T[] {
  const latest = new Map<string, T>();
  for (const r of records) {
    if (filters.grade !== 'all' && r.gradeLevel !== filters.grade) continue;
    const seen = latest.get(r.userId);
    if (!seen || r.assessmentDate > seen.assessmentDate) latest.set(r.userId, r);
  }
  const keep = categoriesFor(filters.risk) as readonly string[];
  return [...latest.values()].filter((r) => userIds.has(r.userId) && r.category !== null && keep.includes(r.category)).sort(compareStruggling);
}

export interface StrugglingSummary {
  /** Students whose latest assessment is below or well below grade level (high risk + at risk). */
  studentsAtRisk: number;
  /** Of them, well below: high risk. */
  highRisk: number;
  /** Of them, below: at risk. */
  atRisk: number;
  /** The latest assessments counted: one per assessed student in scope and in the grade filter. */
  totalAssessments: number;
  /** Spec 000 §9: at-risk students divided by total assessments, as a percentage with one decimal (0 when none). */
  interventionRate: number;
}

export function summarize(counts: { highRisk: number; atRisk: number; totalAssessments: number }): StrugglingSummary {
  const studentsAtRisk = counts.highRisk + counts.atRisk;
  const interventionRate = counts.totalAssessments > 0 ? Math.round((studentsAtRisk / counts.totalAssessments) * 1000) / 10 : 0;
  return { studentsAtRisk, highRisk: counts.highRisk, atRisk: counts.atRisk, totalAssessments: counts.totalAssessments, interventionRate };
}

// ------------------------------------------------------------------------------------------------ recommendations

/** A skill as the assessment record stores it (BRIEF11: raw, max, standard, percentile, category). */
export interface SkillScore {
  raw: number;
  max: number;
  standard: number;
  percentile: number;
  category: Category;
}

export type PracticeKind = 'phonics' | 'writing' | 'fluency';

/** The passage grades of the fluency passages (content/passages). */
export type PassageGrade = 'kindergarten' | 'grade1' | 'grade2' | 'grade3' | 'grade4';

export type Practice = { kind: 'phonics'; groupId: GroupId } | { kind: 'writing'; letters: string[] } | { kind: 'fluency'; passageGrade: PassageGrade };

/** Which practice in this product works on each skill of spec 000 §3 and §9 (G1 and G2-3 skills included). */
const SKILL_PRACTICE: Record<string, { kind: 'phonics'; groupId: GroupId } | { kind: 'writing' } | { kind: 'fluency' }> = {
  letterSoundAssociation: { kind: 'phonics', groupId: 'single-sounds' },
  letterSound: { kind: 'phonics', groupId: 'single-sounds' },
  letterNaming: { kind: 'writing' },
  rapidAutomatizedNaming: { kind: 'writing' },
  phonologicalAwareness: { kind: 'phonics', groupId: 'single-sounds' },
  phonological: { kind: 'phonics', groupId: 'single-sounds' },
  phonemeAwareness: { kind: 'phonics', groupId: 'short-vowels' },
  digraphs: { kind: 'phonics', groupId: 'digraphs' },
  blends: { kind: 'phonics', groupId: 'blends' },
  vowels: { kind: 'phonics', groupId: 'short-vowels' },
  syllables: { kind: 'phonics', groupId: 'long-vowels' },
  complexSoundIdentification: { kind: 'phonics', groupId: 'vowel-teams' },
  nonwordReadingAccuracy: { kind: 'phonics', groupId: 'short-vowels' },
  nonwordReadingAutomaticity: { kind: 'phonics', groupId: 'short-vowels' },
  pseudowordAccuracy: { kind: 'phonics', groupId: 'short-vowels' },
  pseudowordRate: { kind: 'phonics', groupId: 'short-vowels' },
  wordRecognitionAccuracy: { kind: 'phonics', groupId: 'common-words' },
  wordRecognitionRate: { kind: 'phonics', groupId: 'common-words' },
  wordRecognitionAutomaticity: { kind: 'phonics', groupId: 'common-words' },
  wordIdentificationAccuracy: { kind: 'phonics', groupId: 'common-words' },
  wordIdentificationRate: { kind: 'phonics', groupId: 'common-words' },
  morphology: { kind: 'phonics', groupId: 'common-words' },
  oralReadingFluency: { kind: 'fluency' },
  fluency: { kind: 'fluency' },
  readingComprehension: { kind: 'fluency' },
  comprehension: { kind: 'fluency' },
  vocabulary: { kind: 'fluency' },
  grammar: { kind: 'fluency' },
};

export function practiceKindOf(skill: string): PracticeKind {
  return (SKILL_PRACTICE[skill] ?? { kind: 'fluency' }).kind;
}

/**
 * The fluency passage level to practise at: the grade assessed, one grade lower for a child well below (reading at
 * the instructional level, where about 95% of words are read correctly, before the grade's own passages).
 */
export function passageGradeFor(gradeLevel: string, category: string | null): PassageGrade {
  const onGrade: PassageGrade =
    gradeLevel === 'kindergarten' ? 'kindergarten' : gradeLevel === 'grade1' ? 'grade1' : gradeLevel === 'grade2-3' ? 'grade2' : 'grade4';
  if (category !== 'well_below') return onGrade;
  const ladder: PassageGrade[] = ['kindergarten', 'grade1', 'grade2', 'grade3', 'grade4'];
  return ladder[Math.max(0, ladder.indexOf(onGrade) - 1)]!;
}

/** Skills from weakest to strongest: lower standard score, then lower share of the maximum, then name. */
export function weakestSkills(skills: Readonly<Record<string, SkillScore>>): string[] {
  const share = (s: SkillScore) => (s.max > 0 ? s.raw / s.max : 0);
  return Object.keys(skills).sort((a, b) => {
    const x = skills[a]!;
    const y = skills[b]!;
    return x.standard - y.standard || share(x) - share(y) || (a < b ? -1 : a > b ? 1 : 0);
  });
}

export interface Recommendation {
  skill: string;
  category: Category;
  standard: number;
  practice: Practice;
}

/**
 * Up to three recommendations from the weakest skills: every skill below or well below, weakest first; when none
 * is (the overall score alone is low) the single weakest skill. Writing Buddy letters come from the child's own
 * practice (`weakLetters`, weakest first); without any, the letters are left for the teacher to choose.
 */
export function recommendationsFor(
  record: { gradeLevel: string; category: string | null; skills: Readonly<Record<string, SkillScore>> },
  weakLetters: readonly string[] = [],
): Recommendation[] {
  const ordered = weakestSkills(record.skills);
  const low = ordered.filter((s) => isListed(record.skills[s]!.category));
  const chosen = (low.length > 0 ? low : ordered.slice(0, 1)).slice(0, 3);
  return chosen.map((skill) => {
    const score = record.skills[skill]!;
    const rule = SKILL_PRACTICE[skill] ?? { kind: 'fluency' as const };
    const practice: Practice =
      rule.kind === 'phonics'
        ? { kind: 'phonics', groupId: rule.groupId }
        : rule.kind === 'writing'
          ? { kind: 'writing', letters: weakLetters.slice(0, 5) }
          : { kind: 'fluency', passageGrade: passageGradeFor(record.gradeLevel, record.category) };
    return { skill, category: score.category, standard: score.standard, practice };
  });
}

/** The key an intervention group forms on: the weakest skill (children sharing it practise together). */
export function groupKeyOf(skills: Readonly<Record<string, SkillScore>>): string | null {
  return weakestSkills(skills)[0] ?? null;
}

// ------------------------------------------------------------------------------------------------------ overrides

/** What an override sets: a standard score, from which the category and percentile follow by the spec's rules. */
export const OVERRIDE_MIN = 55;
export const OVERRIDE_MAX = 145;

export function overriddenScore(standard: number): { standard: number; percentile: number; category: Category; risk: RiskLevel } {
  const category = categoryOf(standard);
  return { standard, percentile: percentileOf(standard), category, risk: riskOf(category) };
}
