import { describe, expect, it } from 'vitest';
import { CURRICULA, GRADES, PASSING_SCORES, QUESTION_COUNTS, SKILLS_BY_GRADE } from '@common/domain/assessments.ts';
import { normed } from '@common/domain/norms.ts';
import { flatSkillFields } from '@common/contracts/assessments.ts';
import { bankOf, formIds, nextForm, overallNorm, publicQuestion, skillNorm } from './bank.ts';

describe('question banks (content/assessments)', () => {
  for (const program of CURRICULA) {
    for (const grade of GRADES) {
      it(`${program} ${grade}: two forms of ${QUESTION_COUNTS[grade]}, every skill, keys among the options, distinct choices`, () => {
        const bank = bankOf(program, grade);
        expect(bank.language).toBe(program === 'english' ? 'en' : 'fr');
        const forms = formIds(bank);
        expect(forms.length).toBeGreaterThanOrEqual(2);
        const texts = forms.map((f) => bank.forms[f]!.map((q) => q.question));
        // The forms are different items, not the same questions twice.
        expect(texts[0]!.filter((q) => texts[1]!.includes(q)).length).toBeLessThan(QUESTION_COUNTS[grade] / 5);
        for (const form of forms) {
          const questions = bank.forms[form]!;
          expect(questions).toHaveLength(QUESTION_COUNTS[grade]);
          for (const skill of SKILLS_BY_GRADE[grade]) expect(questions.filter((q) => q.skill === skill).length, skill).toBeGreaterThanOrEqual(3);
          // At least one item is said aloud and analysed, at every grade.
          expect(questions.some((q) => q.type === 'pronunciation')).toBe(true);
          for (const q of questions) {
            if (q.type !== 'multiple-choice') continue;
            const labels = q.options.map((o) => o.label);
            expect(new Set(labels).size, q.id).toBe(labels.length);
            expect(q.options.map((o) => o.id)).toContain(q.correctAnswer);
          }
        }
      });
    }
  }

  it('the correct answer is not always in the same place', () => {
    const positions = new Set(bankOf('english', 'kindergarten').forms.A!.flatMap((q) => (q.type === 'multiple-choice' ? [q.correctAnswer] : [])));
    expect(positions.size).toBeGreaterThanOrEqual(3);
  });

  it('the client copy of a question has no key', () => {
    const q = bankOf('english', 'grade1').forms.A![0]!;
    expect(JSON.stringify(publicQuestion(q))).not.toContain('correctAnswer');
  });

  it('a retry draws the next form, wrapping around', () => {
    const bank = bankOf('english', 'kindergarten');
    expect(nextForm(bank, null)).toBe('A');
    expect(nextForm(bank, 'A')).toBe('B');
    expect(nextForm(bank, 'B')).toBe('A');
  });

  it('provisional norms: a perfect score is above grade level, the passing score at or near the average, 40% well below', () => {
    for (const grade of GRADES) {
      expect(normed(100, overallNorm(grade)).category).toBe('above');
      expect(['at', 'below']).toContain(normed(PASSING_SCORES[grade], overallNorm(grade)).category);
      expect(normed(40, overallNorm(grade)).category).toBe('well_below');
      for (const skill of SKILLS_BY_GRADE[grade]) expect(skillNorm(grade, skill).sd).toBeGreaterThan(0);
    }
  });
});

describe('flatSkillFields', () => {
  it('derives the spec’s flat per-skill fields from the skills map', () => {
    const flat = flatSkillFields({ letterNaming: { raw: 4, max: 5, standard: 103, percentile: 56, category: 'at' } });
    expect(flat).toEqual({ letterNaming: 4, letterNamingStandard: 103, letterNamingPercentile: 56, letterNamingCategory: 'at' });
  });
});
