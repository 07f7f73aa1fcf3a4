// Every formula of spec 000 §9 for the skills assessment, against cases worked out by hand.
import { describe, expect, it } from 'vitest';
import { benchmarksFor, letterItemsFor, normOf, rhymePairsFor } from '../content/skills-assessment.ts';
import {
  combinedLetterScore,
  fluencyCategory,
  fluencyRecommendations,
  fluencyScore,
  fluencySpeed,
  letterScore,
  letterSpeed,
  lettersPerMinute,
  normSkills,
  rhymeAdjustment,
  scoreFluency,
  scoreLetters,
  scoreRhymes,
  SKILLS_GRADES,
  type LetterAnswer,
  type RhymeAnswer,
} from './skills-assessment.ts';

const letters = (correct: number, total: number, ms: number): LetterAnswer[] =>
  Array.from({ length: total }, (_, i) => ({ letter: 'B', presented: ['B', 'D', 'P', 'R'], answer: i < correct ? 'B' : 'D', responseTime: ms }));
const rhymes = (correct: number, ms: number): RhymeAnswer[] =>
  Array.from({ length: 10 }, (_, i) => ({ word1: 'cat', word2: 'hat', expectedAnswer: true, userAnswer: i < correct, responseTime: ms }));

describe('letter recognition', () => {
  it('speed is 100 minus the average milliseconds over 100, within 0-100', () => {
    expect(letterSpeed(2500)).toBe(75);
    expect(letterSpeed(0)).toBe(100);
    expect(letterSpeed(12_000)).toBe(0);
  });

  it('the one-case score is 80% accuracy and 20% speed; the mixed (combined) one 70% and 30%', () => {
    // 0.8 × 90 + 0.2 × 75 = 72 + 15 = 87; 0.7 × 90 + 0.3 × 75 = 63 + 22.5 = 85.5 → 86.
    expect(letterScore(90, 75)).toBe(87);
    expect(combinedLetterScore(90, 75)).toBe(86);
  });

  it('scores 10 upper-case answers with 80/20 and 15 mixed with 70/30', () => {
    expect(scoreLetters(letters(9, 10, 2500), 'upper')).toEqual({ score: 87, accuracy: 90, speed: 75, correctAnswers: 9, totalQuestions: 10, timeSpent: 25 });
    // 12 of 15 = 80%; 3 s each → speed 70; 0.7 × 80 + 0.3 × 70 = 56 + 21 = 77.
    expect(scoreLetters(letters(12, 15, 3000), 'mixed')).toMatchObject({ score: 77, accuracy: 80, speed: 70, timeSpent: 45 });
  });

  it('a timeout is an empty answer, wrong, counted at 8 s; a longer time claimed is cut to 8 s', () => {
    const answers: LetterAnswer[] = [
      { letter: 'b', presented: ['b', 'd', 'p', 'q'], answer: '', responseTime: 8000 },
      { letter: 'b', presented: ['b', 'd', 'p', 'q'], answer: 'b', responseTime: 50_000 },
    ];
    // 1 of 2 correct; average 8 s → speed 20; 0.8 × 50 + 0.2 × 20 = 44.
    expect(scoreLetters(answers, 'lower')).toEqual({ score: 44, accuracy: 50, speed: 20, correctAnswers: 1, totalQuestions: 2, timeSpent: 16 });
  });

  it('letters per minute: correct letters over the minutes spent answering', () => {
    expect(lettersPerMinute({ correctAnswers: 7, timeSpent: 12 })).toBe(35);
    expect(lettersPerMinute({ correctAnswers: 0, timeSpent: 0 })).toBe(0);
  });
});

describe('rhyming', () => {
  it('adds 2 under a 3 s average, takes 2 over 8 s, nothing between', () => {
    expect(rhymeAdjustment(2999)).toBe(2);
    expect(rhymeAdjustment(3000)).toBe(0);
    expect(rhymeAdjustment(8000)).toBe(0);
    expect(rhymeAdjustment(8001)).toBe(-2);
  });

  it('scores accuracy with the adjustment, kept within 0-100; no answer in time is wrong', () => {
    expect(scoreRhymes(rhymes(8, 2500))).toEqual({ score: 82, accuracy: 80, correctAnswers: 8, totalQuestions: 10, timeSpent: 25 });
    expect(scoreRhymes(rhymes(8, 9000)).score).toBe(78);
    expect(scoreRhymes(rhymes(8, 5000)).score).toBe(80);
    expect(scoreRhymes(rhymes(10, 1000)).score).toBe(100);
    const timedOut = rhymes(10, 10_000).map((a) => ({ ...a, userAnswer: null }));
    expect(scoreRhymes(timedOut)).toMatchObject({ score: 0, correctAnswers: 0 });
  });
});

describe('fluency', () => {
  it('categories follow the words-per-minute table of the grade (grades 2-3 by the grade 2 row)', () => {
    expect(['kindergarten', 'grade1', 'grade2-3', 'grade4'].map((g) => fluencyCategory(g as 'grade1', 0))).toEqual(Array(4).fill('Needs Improvement'));
    expect([19, 20, 39, 40, 59, 60].map((w) => fluencyCategory('grade1', w))).toEqual([
      'Needs Improvement',
      'Developing',
      'Developing',
      'Good',
      'Good',
      'Excellent',
    ]);
    expect([49, 50, 70, 90].map((w) => fluencyCategory('grade2-3', w))).toEqual(['Needs Improvement', 'Developing', 'Good', 'Excellent']);
    expect([10, 20, 30].map((w) => fluencyCategory('kindergarten', w))).toEqual(['Developing', 'Good', 'Excellent']);
    expect([89, 90, 110, 140].map((w) => fluencyCategory('grade4', w))).toEqual(['Needs Improvement', 'Developing', 'Good', 'Excellent']);
  });

  it('the score is 40% speed, 40% accuracy and 20% expression out of 5', () => {
    // Grade 1: 45 WCPM of an excellent 60 → speed 75. 0.4 × 75 + 0.4 × 92 + 0.2 × (4/5 × 100) = 30 + 36.8 + 16 = 82.8 → 83.
    expect(fluencySpeed('grade1', 45)).toBe(75);
    expect(fluencySpeed('grade1', 200)).toBe(100);
    expect(fluencyScore(75, 92, 4)).toBe(83);
  });

  it('expression defaults to 3 when none was chosen; accuracy under 90 recommends phonics', () => {
    const figures = { wcpm: 45, accuracy: 92, wordsRead: 49, errors: 4, durationSeconds: 60, expression: null, passageLevel: 'g1-a' };
    // 30 + 36.8 + 12 = 78.8 → 79.
    expect(scoreFluency('grade1', figures)).toEqual({
      score: 79,
      wordsPerMinute: 45,
      accuracy: 92,
      expressionScore: 3,
      wordsRead: 49,
      errorsCount: 4,
      timeSpent: 60,
      passageLevel: 'g1-a',
      detailedResults: { fluencyCategory: 'Good', recommendations: [] },
    });
    expect(fluencyRecommendations('Good', 89.9, 3)).toEqual(['phonics_decoding', 'phonics_tutor_practice']);
    expect(fluencyRecommendations('Good', 90, 3)).toEqual([]);
    expect(fluencyRecommendations('Developing', 95, 2)).toEqual(['repeated_reading', 'expression_modeling']);
  });
});

describe('benchmarks and standard scores', () => {
  it('every grade of the assessment has benchmarks; another grade has none', () => {
    for (const grade of SKILLS_GRADES) expect(benchmarksFor(grade)).not.toBeNull();
    expect(benchmarksFor('grade5')).toBeNull();
    expect(benchmarksFor('__proto__')).toBeNull();
  });

  it('derives the norms from the sources as documented', () => {
    // Hasbrouck & Tindal grade 1 winter: 50th = 29, (59 − 16) / 1.349 = 31.88.
    const g1 = benchmarksFor('grade1')!.norms.fluency;
    expect(g1.mean).toBe(29);
    expect(g1.sd).toBeCloseTo(31.88, 2);
    // Grades 2 and 3 winter pooled: mean (84 + 97) / 2 = 90.5; SD² = (37.06² + 42.99²) / 2 + 6.5² → 40.66.
    const g23 = benchmarksFor('grade2-3')!.norms.fluency;
    expect(g23.mean).toBe(90.5);
    expect(g23.sd).toBeCloseTo(40.66, 2);
    // DIBELS 8 LNF kindergarten middle of year: goal 37, lowest range 0–30 → SD 37 − 31 = 6.
    expect(benchmarksFor('kindergarten')!.norms.letterRecognition).toEqual({ mean: 37, sd: 6 });
    expect(normOf({ measure: 'x', source: 'y', method: 'provisional', mean: 80, sd: 10 })).toEqual({ mean: 80, sd: 10 });
  });

  it('the overall standard score is 40/40/20 of the three, with its percentile and band', () => {
    const norms = benchmarksFor('kindergarten')!.norms;
    const scores = {
      // 7 correct in 12 s = 35 letters a minute: (35 − 37) / 6 = −1/3 → 95.
      letter: { score: 60, accuracy: 70, speed: 88, correctAnswers: 7, totalQuestions: 10, timeSpent: 12 },
      // Rhyme 90 against 75 ± 15 → 115.
      rhyme: { score: 90, accuracy: 90, correctAnswers: 9, totalQuestions: 10, timeSpent: 40 },
      // 19 WCPM against 10 ± 9 → 115.
      fluency: {
        ...scoreFluency('kindergarten', { wcpm: 19, accuracy: 95, wordsRead: 20, errors: 1, durationSeconds: 60, expression: 3, passageLevel: 'k-a' }),
      },
    };
    const result = normSkills(scores, norms);
    expect([result.letter.standard, result.rhyme.standard, result.fluency.standard]).toEqual([95, 115, 115]);
    // 0.4 × 95 + 0.4 × 115 + 0.2 × 115 = 38 + 46 + 23 = 107; percentile 63 + 2/5 × 12 = 67.8 → 68.
    expect(result).toMatchObject({ overallStandardScore: 107, percentile: 68, category: 'at' });
    // Test scores: 0.4 × 60 + 0.4 × 90 + 0.2 × fluency score.
    expect(result.overallScore).toBe(Math.round((4 * 60 + 4 * 90 + 2 * scores.fluency.score) / 10));
  });

  it('standard scores stay within 55-145', () => {
    const norms = benchmarksFor('grade4')!.norms;
    const zero = normSkills(
      {
        letter: { score: 0, accuracy: 0, speed: 0, correctAnswers: 0, totalQuestions: 15, timeSpent: 120 },
        rhyme: { score: 0, accuracy: 0, correctAnswers: 0, totalQuestions: 10, timeSpent: 100 },
        fluency: scoreFluency('grade4', { wcpm: 0, accuracy: 0, wordsRead: 0, errors: 0, durationSeconds: 60, expression: 1, passageLevel: 'g4-a' }),
      },
      norms,
    );
    expect(zero).toMatchObject({ overallStandardScore: 55, percentile: 1, category: 'well_below' });
    const top = normSkills(
      {
        letter: { score: 100, accuracy: 100, speed: 95, correctAnswers: 15, totalQuestions: 15, timeSpent: 5 },
        rhyme: { score: 100, accuracy: 100, correctAnswers: 10, totalQuestions: 10, timeSpent: 10 },
        fluency: scoreFluency('grade4', { wcpm: 400, accuracy: 100, wordsRead: 400, errors: 0, durationSeconds: 60, expression: 5, passageLevel: 'g4-a' }),
      },
      norms,
    );
    expect(top.letter.standard).toBe(145);
    expect(top.overallStandardScore).toBeLessThanOrEqual(145);
  });
});

describe('content', () => {
  it('has 10 one-case letters for K and grade 1, 15 mixed from grade 2, and 10 rhyme pairs per grade, in en and fr', () => {
    for (const language of ['en', 'fr'] as const) {
      expect(letterItemsFor('kindergarten', language).every((i) => i.letter === i.letter.toUpperCase())).toBe(true);
      expect(letterItemsFor('grade1', language).every((i) => i.letter === i.letter.toLowerCase())).toBe(true);
      expect(letterItemsFor('grade4', language)).toHaveLength(15);
      for (const grade of SKILLS_GRADES) expect(rhymePairsFor(grade, language)).toHaveLength(10);
    }
    expect(rhymePairsFor('grade4', 'en')[0]).toEqual({ word1: 'weight', word2: 'great', rhymes: true });
  });
});
