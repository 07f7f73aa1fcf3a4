import { GRADES, type Grade } from '@common/domain/assessments.ts';

/** Spec 000 §5: next or submit waits for an answer, and is disabled while submitting and while analysing. */
export function canAdvance(answered: boolean, submitting: boolean, analysing: boolean): boolean {
  return answered && !submitting && !analysing;
}

/** The grade a pass here unlocks, if any. */
export function nextGrade(grade: Grade): Grade | null {
  const at = GRADES.indexOf(grade);
  return GRADES[at + 1] ?? null;
}

export function incorrectCount(total: number, correct: number): number {
  return Math.max(0, total - correct);
}
