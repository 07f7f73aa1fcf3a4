/**
 * Demo data for the struggling-readers screen: the demo teacher's Reading Circle 2A gets six more students with real
 * assessment rows (scores normed by common/domain/norms.ts, so standard score, percentile and category agree), and
 * the practice a teacher would look at beside them: b/d/p/q reversals in handwriting, digraphs that will not stick in
 * Phonics Tutor. Five of the six are below grade level, one is at grade level, so the screen shows a real spread.
 */
import { normed, type Norm } from '@common/domain/norms.ts';
import type { Database } from './client.ts';
import { assessments, courseEnrollments, phonicsAttempts, users, writingSamples } from './schema.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Grade = 'kindergarten' | 'grade1' | 'grade2-3';

/** A skill of five items; a cohort scores 3.8 on average with an SD of 1 (1 → 58, 2 → 73, 3 → 88, 4 → 103). */
const SKILL_NORM: Norm = { mean: 3.8, sd: 1 };
/** The overall percent correct of a cohort: mean 75, SD 12 (40 → 56, 56 → 76, 84 → 111). */
const OVERALL_NORM: Norm = { mean: 75, sd: 12 };

const SKILLS: Record<Grade, string[]> = {
  kindergarten: ['letterSoundAssociation', 'letterNaming', 'phonologicalAwareness'],
  grade1: ['digraphs', 'phonological', 'syllables', 'vowels', 'blends'],
  'grade2-3': ['comprehension', 'morphology', 'grammar', 'fluency', 'vocabulary'],
};

interface DemoReader {
  username: string;
  firstName: string;
  lastName: string;
  age: number;
  grade: Grade;
  /** Items correct of 5 per skill, in SKILLS order. */
  raw: number[];
  daysAgo: number;
}

const READERS: DemoReader[] = [
  { username: 'demo-maya', firstName: 'Maya', lastName: 'Thompson', age: 6, grade: 'grade1', raw: [1, 3, 3, 2, 2], daysAgo: 6 },
  { username: 'demo-ethan', firstName: 'Ethan', lastName: 'Nguyen', age: 7, grade: 'grade1', raw: [2, 4, 3, 3, 3], daysAgo: 5 },
  { username: 'demo-liam', firstName: 'Liam', lastName: 'Okafor', age: 7, grade: 'grade1', raw: [4, 3, 2, 2, 3], daysAgo: 4 },
  { username: 'demo-zoe', firstName: 'Zoe', lastName: 'Martin', age: 8, grade: 'grade2-3', raw: [1, 3, 3, 1, 2], daysAgo: 3 },
  { username: 'demo-lucas', firstName: 'Lucas', lastName: 'Tremblay', age: 5, grade: 'kindergarten', raw: [3, 2, 3], daysAgo: 7 },
  { username: 'demo-aisha', firstName: 'Aisha', lastName: 'Haddad', age: 8, grade: 'grade2-3', raw: [4, 5, 4, 4, 4], daysAgo: 2 },
];

const QUESTIONS: Record<Grade, number> = { kindergarten: 15, grade1: 25, 'grade2-3': 25 };
const PASSING: Record<Grade, number> = { kindergarten: 70, grade1: 75, 'grade2-3': 80 };

function assessmentOf(userId: string, reader: DemoReader, date: Date): typeof assessments.$inferInsert {
  const names = SKILLS[reader.grade];
  const skills = Object.fromEntries(names.map((name, i) => [name, { ...normed(reader.raw[i]!, SKILL_NORM), max: 5 }]));
  const correct = reader.raw.reduce((a, b) => a + b, 0);
  const items = names.length * 5;
  const overallScore = Math.round((correct / items) * 100);
  const overall = normed(overallScore, OVERALL_NORM);
  return {
    userId,
    gradeLevel: reader.grade,
    overallScore,
    passed: overallScore >= PASSING[reader.grade],
    totalQuestions: QUESTIONS[reader.grade],
    correctAnswers: Math.round((overallScore / 100) * QUESTIONS[reader.grade]),
    standardScore: overall.standard,
    percentile: overall.percentile,
    category: overall.category,
    skills,
    assessmentDate: date,
  };
}

export async function seedReadingCircle(
  tx: Tx,
  options: { courseId: string; organizationId: string; passwordHash: string; day: (n: number) => Date },
): Promise<void> {
  const { courseId, organizationId, passwordHash, day } = options;
  const created = await tx
    .insert(users)
    .values(
      READERS.map((r) => ({
        username: r.username,
        role: 'child' as const,
        firstName: r.firstName,
        lastName: r.lastName,
        age: r.age,
        passwordHash,
        organizationId,
      })),
    )
    .returning({ id: users.id, username: users.username });
  const idOf = (username: string) => created.find((c) => c.username === username)!.id;
  await tx.insert(courseEnrollments).values(created.map((c) => ({ courseId, studentId: c.id })));
  await tx.insert(assessments).values(READERS.map((r) => assessmentOf(idOf(r.username), r, day(r.daysAgo))));

  // Lucas reverses b, d, p and q: his weakest Writing Buddy letters.
  const lucasLetters: [string, number][] = [
    ['B', 48],
    ['D', 52],
    ['P', 58],
    ['Q', 61],
    ['A', 86],
    ['M', 90],
    ['B', 55],
    ['D', 57],
  ];
  await tx.insert(writingSamples).values(
    lucasLetters.map(([letter, score], i) => ({
      userId: idOf('demo-lucas'),
      kind: 'letter' as const,
      target: letter,
      language: 'en',
      strokes: [],
      overallScore: score,
      analysis: { overall_score: score },
      createdAt: day(12 - i),
    })),
  );
  // Maya practises digraphs in Phonics Tutor with low accuracy, single sounds better.
  const mayaAttempts: [string, string, number][] = [
    ['sh', 'digraphs', 52],
    ['ch', 'digraphs', 48],
    ['th', 'digraphs', 55],
    ['s', 'single-sounds', 84],
    ['m', 'single-sounds', 88],
  ];
  await tx.insert(phonicsAttempts).values(
    mayaAttempts.map(([target, groupId, accuracy], i) => ({
      userId: idOf('demo-maya'),
      kind: 'sound' as const,
      target,
      groupId,
      language: 'en',
      accuracy,
      clarity: accuracy,
      pace: 75,
      overallScore: accuracy,
      createdAt: day(10 - i),
    })),
  );
}
