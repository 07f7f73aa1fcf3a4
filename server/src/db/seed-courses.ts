/**
 * Demo data for the Teachers Hub courses (issue 12): the school's children get their grades, and four more children
 * of Maple Grove Elementary who are in none of the demo teacher's courses yet, each with a few weeks of practice, so
 * Manage students has someone to enrol and the AI recommendations have real evidence to name. None of them has an
 * assessment below grade level, so the struggling-readers screen keeps showing the Reading Circle's own students.
 * The demo teacher also has a second course, a maths group with two students.
 */
import { BUILT_IN_MISSION_IDS } from '@common/domain/progress.ts';
import type { Database } from './client.ts';
import { courseEnrollments, courses, missionRuns, phonicsAttempts, stories, users, writingSamples } from './schema.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

interface Available {
  username: string;
  firstName: string;
  lastName: string;
  age: number;
  grade: string;
  /** Average Phonics Tutor score, Writing Buddy score, and missions solved of 4 tries. */
  sounds: number;
  letters: number;
  solved: number;
}

const AVAILABLE: Available[] = [
  { username: 'demo-omar', firstName: 'Omar', lastName: 'Farouk', age: 7, grade: 'Grade 2', sounds: 48, letters: 62, solved: 1 },
  { username: 'demo-chloe', firstName: 'Chloé', lastName: 'Gagnon', age: 7, grade: 'Grade 2', sounds: 71, letters: 55, solved: 2 },
  { username: 'demo-hana', firstName: 'Hana', lastName: 'Sato', age: 6, grade: 'Grade 1', sounds: 83, letters: 80, solved: 4 },
  { username: 'demo-ravi', firstName: 'Ravi', lastName: 'Patel', age: 8, grade: 'Grade 3', sounds: 90, letters: 88, solved: 3 },
];

const SOUNDS = ['s', 'a', 't', 'p', 'i', 'n'];

export async function seedCourses(
  tx: Tx,
  options: { teacherId: string; organizationId: string; passwordHash: string; day: (n: number) => Date; mathsStudents: string[] },
): Promise<void> {
  const { teacherId, organizationId, passwordHash, day } = options;
  const created = await tx
    .insert(users)
    .values(
      AVAILABLE.map((c) => ({
        username: c.username,
        role: 'child' as const,
        firstName: c.firstName,
        lastName: c.lastName,
        age: c.age,
        grade: c.grade,
        plan: 'school' as const,
        passwordHash,
        organizationId,
      })),
    )
    .returning({ id: users.id, username: users.username });
  const idOf = (username: string) => created.find((c) => c.username === username)!.id;

  for (const child of AVAILABLE) {
    const userId = idOf(child.username);
    await tx.insert(phonicsAttempts).values(
      SOUNDS.map((sound, i) => {
        const score = Math.max(0, Math.min(100, child.sounds + (i % 3) * 4 - 4));
        return {
          userId,
          kind: 'sound' as const,
          target: sound,
          groupId: 'single-sounds',
          language: 'en',
          accuracy: score,
          clarity: score,
          pace: score,
          overallScore: score,
          createdAt: day(20 - i * 3),
        };
      }),
    );
    await tx.insert(writingSamples).values(
      ['A', 'B', 'C', 'D'].map((letter, i) => ({
        userId,
        kind: 'letter' as const,
        target: letter,
        language: 'en',
        strokes: [],
        overallScore: child.letters + (i % 2) * 4,
        analysis: { overall_score: child.letters + (i % 2) * 4 },
        createdAt: day(18 - i * 4),
      })),
    );
    await tx.insert(missionRuns).values(
      [0, 1, 2, 3].map((i) => ({
        userId,
        missionId: BUILT_IN_MISSION_IDS[0]!,
        code: [],
        success: i < child.solved,
        steps: 6,
        efficiency: i < child.solved ? 90 : 0,
        createdAt: day(16 - i * 4),
      })),
    );
  }
  await tx
    .insert(stories)
    .values({ userId: idOf('demo-hana'), title: 'My Cat Miso', content: 'Miso sleeps in the sun and chases the light.', language: 'en', createdAt: day(3) });

  const [maths] = await tx
    .insert(courses)
    .values({
      code: 'MATH-2',
      name: 'Maths Explorers',
      description: 'Counting, patterns and shapes through games and robot missions.',
      grade: 'Grade 2',
      subject: 'Mathematics',
      startDate: '2026-09-01',
      endDate: '2027-06-26',
      maxStudents: 12,
      teacherId,
      organizationId,
    })
    .returning();
  await tx.insert(courseEnrollments).values(options.mathsStudents.map((studentId) => ({ courseId: maths!.id, studentId })));
}
