export const GRADES = ['kindergarten', 'grade1', 'grade2-3'] as const;
export type Grade = (typeof GRADES)[number];

/** The programs (spec 000 §3 curriculumType): English, French first language, French immersion. */
export const CURRICULA = ['english', 'french_first_language', 'french_immersion'] as const;
export type Curriculum = (typeof CURRICULA)[number];

export function isCurriculum(value: unknown): value is Curriculum {
  return typeof value === 'string' && (CURRICULA as readonly string[]).includes(value);
}

export const PASSING_SCORES: Record<Grade, number> = { kindergarten: 70, grade1: 75, 'grade2-3': 80 };
export const QUESTION_COUNTS: Record<Grade, number> = { kindergarten: 15, grade1: 25, 'grade2-3': 25 };
export const UNLOCK_THRESHOLD = 70;

/**
 * The skills each grade tests (spec 000 §9), by the record's skill field name: the spec's own field names where it
 * has one (letterSoundAssociation, letterNaming, phonologicalAwareness, readingComprehension, oralReadingFluency),
 * otherwise the skill's name (digraphs, syllables, vowels, blends, morphology, grammar, vocabulary).
 */
export const SKILLS_BY_GRADE = {
  kindergarten: ['letterSoundAssociation', 'letterNaming', 'phonologicalAwareness'],
  grade1: ['digraphs', 'phonologicalAwareness', 'syllables', 'vowels', 'blends'],
  'grade2-3': ['readingComprehension', 'morphology', 'grammar', 'oralReadingFluency', 'vocabulary'],
} as const satisfies Record<Grade, readonly string[]>;
export type SkillName = (typeof SKILLS_BY_GRADE)[Grade][number];

/** A pronunciation answer counts as correct at an analysed accuracy of 70 or more (spec 000 §4). */
export const PRONUNCIATION_PASS_ACCURACY = 70;

/** Percent correct, rounded: the record's overallScore. */
export function percentCorrect(correct: number, total: number): number {
  return total > 0 ? Math.round((correct / total) * 100) : 0;
}

export const PREREQUISITE: Record<Grade, Grade | null> = { kindergarten: null, grade1: 'kindergarten', 'grade2-3': 'grade1' };

export function isGrade(value: unknown): value is Grade {
  return typeof value === 'string' && (GRADES as readonly string[]).includes(value);
}

export interface AssessmentScore {
  gradeLevel: string;
  overallScore: number;
}

/** Kindergarten is always open; each later grade opens once its prerequisite has a record scoring 70 or more. */
export function isUnlocked(grade: Grade, records: readonly AssessmentScore[]): boolean {
  const before = PREREQUISITE[grade];
  if (!before) return true;
  return records.some((r) => r.gradeLevel === before && r.overallScore >= UNLOCK_THRESHOLD);
}

/** Card progress is the best score for the grade, capped at 100. */
export function cardProgress(grade: Grade, records: readonly AssessmentScore[]): number {
  const scores = records.filter((r) => r.gradeLevel === grade).map((r) => r.overallScore);
  return scores.length ? Math.min(100, Math.max(...scores)) : 0;
}
