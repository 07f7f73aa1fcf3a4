/**
 * The skills assessment (spec 000 §4, §9): letter recognition, rhyming and oral reading fluency, with every timing
 * and formula of the spec. Pure functions: the client shows what they give, and the server recomputes the whole
 * result from the raw answers with the same code before it stores anything (a score sent by the client is ignored).
 */
import { categoryOf, normed, percentileOf, STANDARD_MAX, STANDARD_MIN, type Category, type Norm, type NormedScore } from './norms.ts';

export const SKILLS_GRADES = ['kindergarten', 'grade1', 'grade2-3', 'grade4'] as const;
export type SkillsGrade = (typeof SKILLS_GRADES)[number];

export function isSkillsGrade(value: string): value is SkillsGrade {
  return (SKILLS_GRADES as readonly string[]).includes(value);
}

/** The languages the letter items, rhyme pairs and passages exist in. */
export const SKILLS_LANGUAGES = ['en', 'fr'] as const;
export type SkillsLanguage = (typeof SKILLS_LANGUAGES)[number];

export const SKILLS_STEPS = ['intro', 'letter_recognition', 'rhyming_words', 'reading_fluency', 'complete'] as const;
export type SkillsStep = (typeof SKILLS_STEPS)[number];

/** Spec 000 §2, §4 and §9: the times of the tests. */
export const SKILLS_TIMING = {
  letterSeconds: 8,
  letterResultMs: 1500,
  rhymeSpeakDelayMs: 1000,
  rhymeSeconds: 10,
  rhymeResultMs: 2000,
  fluencySeconds: 60,
  /** Intro: about 5, 5 and 8 minutes; 15 to 20 in all. */
  introMinutes: { letters: 5, rhymes: 5, fluency: 8, totalMin: 15, totalMax: 20 },
} as const;

export const LETTER_OPTIONS = 4;
export const RHYME_PAIRS = 10;
export const DEFAULT_EXPRESSION = 3;
export const EXPRESSION_MAX = 5;

/**
 * Spec 000 §9: "10 letters (upper or lower case) or 15 mixed". A kindergartner starts from the upper-case letters,
 * a first grader is asked the lower-case ones, and from grade 2 the test mixes both cases in 15 items.
 */
export const LETTER_FORMS = ['upper', 'lower', 'mixed'] as const;
export type LetterForm = (typeof LETTER_FORMS)[number];
export const LETTER_FORM_OF: Record<SkillsGrade, LetterForm> = { kindergarten: 'upper', grade1: 'lower', 'grade2-3': 'mixed', grade4: 'mixed' };
export const LETTER_COUNT: Record<LetterForm, number> = { upper: 10, lower: 10, mixed: 15 };

/** Spec 000 §9: easy for kindergarten and grade 1, medium for grades 2-3, hard for grade 4. */
export const RHYME_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type RhymeDifficulty = (typeof RHYME_DIFFICULTIES)[number];
export const RHYME_DIFFICULTY_OF: Record<SkillsGrade, RhymeDifficulty> = { kindergarten: 'easy', grade1: 'easy', 'grade2-3': 'medium', grade4: 'hard' };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round1 = (value: number) => Math.round(value * 10) / 10;

// ——— Letter recognition ———

export interface LetterAnswer {
  /** The letter the app asked for. */
  letter: string;
  /** The options shown (4). */
  presented: string[];
  /** What the child chose; '' when the 8 s ran out (spec 000 §4: a timeout records an empty answer). */
  answer: string;
  /** Milliseconds from the question appearing to the answer (8,000 on a timeout). */
  responseTime: number;
}

export interface LetterResult {
  score: number;
  accuracy: number;
  speed: number;
  correctAnswers: number;
  totalQuestions: number;
  /** Seconds spent answering. */
  timeSpent: number;
}

/** Spec 000 §9: letter speed is 100 minus the average milliseconds divided by 100, kept within 0–100. */
export function letterSpeed(averageMs: number): number {
  return round1(clamp(100 - averageMs / 100, 0, 100));
}

/** Spec 000 §9: the letter score of a one-case test (10 upper- or lower-case letters): 80% accuracy, 20% speed. */
export function letterScore(accuracy: number, speed: number): number {
  // Tenths in integers, so 85.5 rounds up rather than reading as 85.49999….
  return Math.round((8 * accuracy + 2 * speed) / 10);
}

/**
 * Spec 000 §9: the combined letter score, 70% accuracy and 30% speed. "Combined" is the mixed test, upper and lower
 * case together (15 items from grade 2): by then letters are known, and how fast they come weighs more.
 */
export function combinedLetterScore(accuracy: number, speed: number): number {
  return Math.round((7 * accuracy + 3 * speed) / 10);
}

/** The response time the server counts: within 0 and the 8 s a question lasts. */
export function countedResponseTime(ms: number): number {
  return clamp(Math.round(ms), 0, SKILLS_TIMING.letterSeconds * 1000);
}

export function scoreLetters(answers: readonly LetterAnswer[], form: LetterForm): LetterResult {
  const total = answers.length;
  const correct = answers.filter((a) => a.answer !== '' && a.answer === a.letter).length;
  const times = answers.map((a) => countedResponseTime(a.responseTime));
  const totalMs = times.reduce((sum, t) => sum + t, 0);
  const accuracy = total > 0 ? round1((correct / total) * 100) : 0;
  const speed = total > 0 ? letterSpeed(totalMs / total) : 0;
  const score = form === 'mixed' ? combinedLetterScore(accuracy, speed) : letterScore(accuracy, speed);
  return { score, accuracy, speed, correctAnswers: correct, totalQuestions: total, timeSpent: round1(totalMs / 1000) };
}

/**
 * The measure the letter norm is of: letters recognised correctly per minute of answering, the unit of DIBELS 8
 * Letter Naming Fluency (letters named correctly in one minute). No time spent reads as 0.
 */
export function lettersPerMinute(result: Pick<LetterResult, 'correctAnswers' | 'timeSpent'>): number {
  if (result.timeSpent <= 0) return 0;
  return round1((result.correctAnswers / result.timeSpent) * 60);
}

// ——— Rhyming ———

export interface RhymeAnswer {
  word1: string;
  word2: string;
  expectedAnswer: boolean;
  /** null when the 10 s ran out. */
  userAnswer: boolean | null;
  responseTime: number;
}

export interface RhymeResult {
  score: number;
  accuracy: number;
  correctAnswers: number;
  totalQuestions: number;
  timeSpent: number;
}

/** Spec 000 §9: +2 when the average response is under 3 s, −2 when over 8 s; the score stays within 0–100. */
export function rhymeAdjustment(averageMs: number): number {
  if (averageMs < 3000) return 2;
  if (averageMs > 8000) return -2;
  return 0;
}

export function scoreRhymes(answers: readonly RhymeAnswer[]): RhymeResult {
  const total = answers.length;
  const correct = answers.filter((a) => a.userAnswer !== null && a.userAnswer === a.expectedAnswer).length;
  const totalMs = answers.reduce((sum, a) => sum + clamp(Math.round(a.responseTime), 0, SKILLS_TIMING.rhymeSeconds * 1000), 0);
  const accuracy = total > 0 ? round1((correct / total) * 100) : 0;
  const score = total > 0 ? Math.round(clamp(accuracy + rhymeAdjustment(totalMs / total), 0, 100)) : 0;
  return { score, accuracy, correctAnswers: correct, totalQuestions: total, timeSpent: round1(totalMs / 1000) };
}

// ——— Fluency ———

/** Spec 000 §9: expected words per minute per grade for needs work, good and excellent. */
export const FLUENCY_WPM = {
  kindergarten: { needsWork: 10, good: 20, excellent: 30 },
  grade1: { needsWork: 20, good: 40, excellent: 60 },
  grade2: { needsWork: 50, good: 70, excellent: 90 },
  grade3: { needsWork: 70, good: 90, excellent: 120 },
  grade4: { needsWork: 90, good: 110, excellent: 140 },
} as const;
export type FluencyRow = keyof typeof FLUENCY_WPM;

/**
 * The spec's table has grade 2 and grade 3 rows; the assessment's band is grades 2-3. A band is judged by the rates
 * of its first grade, so a second grader is not called behind for reading at grade 2 rates.
 */
export const FLUENCY_ROW_OF: Record<SkillsGrade, FluencyRow> = { kindergarten: 'kindergarten', grade1: 'grade1', 'grade2-3': 'grade2', grade4: 'grade4' };

export const FLUENCY_CATEGORIES = ['Excellent', 'Good', 'Developing', 'Needs Improvement'] as const;
export type FluencyCategory = (typeof FLUENCY_CATEGORIES)[number];

/** Excellent from the excellent rate, Good from the good rate, Developing from the needs-work rate, else Needs Improvement. */
export function fluencyCategory(grade: SkillsGrade, wordsPerMinute: number): FluencyCategory {
  const row = FLUENCY_WPM[FLUENCY_ROW_OF[grade]];
  if (wordsPerMinute >= row.excellent) return 'Excellent';
  if (wordsPerMinute >= row.good) return 'Good';
  if (wordsPerMinute >= row.needsWork) return 'Developing';
  return 'Needs Improvement';
}

/** Spec 000 §9: accuracy below 90 triggers phonics recommendations. */
export const PHONICS_ACCURACY_BELOW = 90;

export const FLUENCY_RECOMMENDATIONS = ['phonics_decoding', 'phonics_tutor_practice', 'repeated_reading', 'expression_modeling'] as const;
export type FluencyRecommendation = (typeof FLUENCY_RECOMMENDATIONS)[number];

/** What the child should practise next, as codes the screens translate. */
export function fluencyRecommendations(category: FluencyCategory, accuracy: number, expression: number): FluencyRecommendation[] {
  const out: FluencyRecommendation[] = [];
  if (accuracy < PHONICS_ACCURACY_BELOW) out.push('phonics_decoding', 'phonics_tutor_practice');
  if (category === 'Developing' || category === 'Needs Improvement') out.push('repeated_reading');
  if (expression <= 2) out.push('expression_modeling');
  return out;
}

/** The speed part of the fluency score: the rate as a share of the grade's excellent rate, at most 100. */
export function fluencySpeed(grade: SkillsGrade, wordsPerMinute: number): number {
  return round1(clamp((wordsPerMinute / FLUENCY_WPM[FLUENCY_ROW_OF[grade]].excellent) * 100, 0, 100));
}

/** Spec 000 §9: 40% speed, 40% accuracy, 20% expression (out of 5). */
export function fluencyScore(speed: number, accuracy: number, expression: number): number {
  // 20% of expression out of 5 is 4 points per step of expression.
  return Math.round((4 * speed + 4 * clamp(accuracy, 0, 100) + 40 * clamp(expression, 1, EXPRESSION_MAX)) / 10);
}

/** The figures of a fluency reading the score is built from (the fluency engine's, after the adult's corrections). */
export interface FluencyFigures {
  wcpm: number;
  accuracy: number;
  wordsRead: number;
  errors: number;
  durationSeconds: number;
  /** The adult's choice; null: none chosen, and spec 000 §4 says it is then 3. */
  expression: number | null;
  passageLevel: string;
}

export interface FluencyResult {
  score: number;
  wordsPerMinute: number;
  accuracy: number;
  expressionScore: number;
  wordsRead: number;
  errorsCount: number;
  timeSpent: number;
  passageLevel: string;
  detailedResults: { fluencyCategory: FluencyCategory; recommendations: FluencyRecommendation[] };
}

export function scoreFluency(grade: SkillsGrade, figures: FluencyFigures): FluencyResult {
  const expression = figures.expression ?? DEFAULT_EXPRESSION;
  const wpm = Math.max(0, figures.wcpm);
  const category = fluencyCategory(grade, wpm);
  return {
    score: fluencyScore(fluencySpeed(grade, wpm), figures.accuracy, expression),
    wordsPerMinute: round1(wpm),
    accuracy: round1(clamp(figures.accuracy, 0, 100)),
    expressionScore: expression,
    wordsRead: figures.wordsRead,
    errorsCount: figures.errors,
    timeSpent: round1(figures.durationSeconds),
    passageLevel: figures.passageLevel,
    detailedResults: { fluencyCategory: category, recommendations: fluencyRecommendations(category, figures.accuracy, expression) },
  };
}

// ——— Overall ———

/** The norms of one grade (content/benchmarks/skills-assessment.json): letters per minute, adjusted rhyme accuracy, WCPM. */
export interface SkillsNorms {
  letterRecognition: Norm;
  rhyming: Norm;
  fluency: Norm;
}

/** In tenths: 40% letters, 40% rhyming, 20% fluency. */
export const OVERALL_WEIGHTS = { letter: 4, rhyme: 4, fluency: 2 } as const;

export interface SkillsScores {
  letter: LetterResult;
  rhyme: RhymeResult;
  fluency: FluencyResult;
}

export interface NormedSkills {
  letter: NormedScore;
  rhyme: NormedScore;
  fluency: NormedScore;
  /** 40/40/20 of the three test scores (0–100). */
  overallScore: number;
  /** 40/40/20 of the three standard scores, clamped to 55–145. */
  overallStandardScore: number;
  percentile: number;
  category: Category;
}

/**
 * Each test's raw measure against its grade norm (standard score, percentile, band), then the overall: 40% letters,
 * 40% rhyming, 20% fluency, of the test scores and of the standard scores alike.
 */
export function normSkills(scores: SkillsScores, norms: SkillsNorms): NormedSkills {
  const letter = normed(lettersPerMinute(scores.letter), norms.letterRecognition);
  const rhyme = normed(scores.rhyme.score, norms.rhyming);
  const fluency = normed(scores.fluency.wordsPerMinute, norms.fluency);
  const w = OVERALL_WEIGHTS;
  const weighted = (l: number, r: number, f: number) => Math.round((w.letter * l + w.rhyme * r + w.fluency * f) / 10);
  const overallStandardScore = clamp(weighted(letter.standard, rhyme.standard, fluency.standard), STANDARD_MIN, STANDARD_MAX);
  return {
    letter,
    rhyme,
    fluency,
    overallScore: weighted(scores.letter.score, scores.rhyme.score, scores.fluency.score),
    overallStandardScore,
    percentile: percentileOf(overallStandardScore),
    category: categoryOf(overallStandardScore),
  };
}
