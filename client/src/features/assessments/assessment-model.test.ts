import { describe, expect, it } from 'vitest';
import { canAdvance, incorrectCount, nextGrade } from './assessment-model.ts';

describe('assessment model', () => {
  it('advances only with an answer and while nothing is in flight (spec 000 §5)', () => {
    expect(canAdvance(false, false, false)).toBe(false);
    expect(canAdvance(true, false, false)).toBe(true);
    expect(canAdvance(true, true, false)).toBe(false);
    expect(canAdvance(true, false, true)).toBe(false);
  });

  it('a pass unlocks the next grade; grades 2-3 are the last', () => {
    expect(nextGrade('kindergarten')).toBe('grade1');
    expect(nextGrade('grade1')).toBe('grade2-3');
    expect(nextGrade('grade2-3')).toBeNull();
  });

  it('incorrect is total minus correct, never negative', () => {
    expect(incorrectCount(15, 12)).toBe(3);
    expect(incorrectCount(15, 16)).toBe(0);
  });
});
