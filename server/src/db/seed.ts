import { PERMISSIONS } from '@common/domain/staff.ts';
import { eq } from 'drizzle-orm';
import { BUILT_IN_MISSION_IDS } from '@common/domain/progress.ts';
import { builtInMissions, hintedSolution } from '@common/content/mission-coach.ts';
import { simulate } from '@common/robot/simulate.ts';
import type { Database } from './client.ts';
import { hashPassword } from '../auth/passwords.ts';
import { seedReadingCircle } from './seed-reading-circle.ts';
import { demoLessonPlan } from './seed-lesson-plans.ts';
import { seedCourses } from './seed-courses.ts';
import {
  assessments,
  courseEnrollments,
  courses,
  guardianships,
  lessonPlans,
  missionRuns,
  organizations,
  phonicsAttempts,
  staffAssignments,
  staffRoles,
  stories,
  users,
  writingSamples,
} from './schema.ts';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_USERNAMES = ['demo-student', 'demo-parent', 'demo-teacher', 'demo-admin'] as const;

const LETTERS_MASTERED = 'ABCDEFGHIJKLMNOPQ'.split(''); // 17 of 26: writing progress 65%
const SOUNDS = ['s', 'a', 't', 'p', 'i', 'n', 'm', 'd', 'g', 'o', 'c', 'k', 'e', 'u', 'r', 'h', 'b', 'f', 'l', 'j']; // 20 of 50: 40%
// 12 successful runs over 4 of the 5 missions (80%), so the fifth is the one unlocked next. The last five days with
// a completed mission are consecutive, ending yesterday: the mission streak of 5.
const MISSION_RUNS = [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3];
const MISSION_RUN_DAYS = [12, 11, 10, 9, 9, 8, 7, 5, 4, 3, 2, 1];

/** Real runs: the program each mission's hints describe, scored by the same simulation the server uses. */
function demoMissionRuns(userId: string, day: (n: number) => Date) {
  const missions = builtInMissions('en');
  return MISSION_RUNS.map((m, i) => {
    const mission = missions[m]!;
    const code = hintedSolution(mission.id)!;
    const { result } = simulate(mission, code, { trace: false });
    if (!result.success) throw new Error(`seed: the hinted solution of ${mission.id} does not solve it`);
    return {
      userId,
      missionId: BUILT_IN_MISSION_IDS[m]!,
      code,
      success: true,
      steps: result.steps,
      itemsCollected: result.itemsCollected,
      efficiency: result.efficiency,
      createdAt: day(MISSION_RUN_DAYS[i]!),
    };
  });
}

const DEMO_STORIES = [
  {
    title: 'The Fox Who Lost Her Hat',
    content:
      'Once upon a time a little red fox lost her green hat in the forest. She asked the owl, the rabbit and the bear. ' +
      'At last a small bird showed her the hat on a high branch. The fox said thank you and shared her berries with the bird.',
  },
  {
    title: 'A Boat Made of Leaves',
    content:
      'Sam built a tiny boat from three big leaves. He put it in the stream and it floated past the stones. ' +
      'A frog jumped on board and rode all the way to the pond. Now the frog waves every time Sam walks by.',
  },
  {
    title: 'The Robot Who Liked Rain',
    content:
      'Beep was a robot who loved the sound of rain. Every rainy day he opened his umbrella and counted the drops. ' +
      'One day he counted so many that he made a song out of the numbers, and the whole town sang along.',
  },
];

/** A Game Builder game made from the first demo story: the family plays it from the child's creations. */
const DEMO_GAME = {
  title: 'The Fox Who Lost Her Hat: the game',
  game: {
    intro: 'Once upon a time a little red fox lost her green hat in the forest. She asked the owl, the rabbit and the bear.',
    question: 'What should the fox do next? You choose!',
    choices: [
      {
        text: 'Follow the little bird',
        ending: 'The little bird flew to a high branch, and there was the green hat. The fox shared her berries with the bird. The end.',
      },
      {
        text: 'Look by the stream',
        ending: 'By the stream a friendly frog was wearing the hat as a boat! They laughed, and the frog gave it back. The end.',
      },
      {
        text: 'Knit a new hat',
        ending: 'The owl lent her some wool, and the fox knitted a new hat with stripes. Now she has two hats. The end.',
      },
    ],
  },
};

/**
 * Demo accounts for trying the product: a child with the spec's demonstration figures (350 tokens, level 3,
 * streak 5, 12 completed missions) and real activity behind every percentage, a parent of two children, a
 * teacher with a course, and an administrator of the province the school is in. Runs once; later starts leave
 * whatever the demo users changed.
 */
export async function seedDemo(db: Database): Promise<boolean> {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo-parent')).limit(1);
  if (existing.length > 0) return false;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [province] = await tx.insert(organizations).values({ name: 'Alberta', type: 'province', code: 'AB', province: 'Alberta' }).returning();
    const [board] = await tx
      .insert(organizations)
      .values({ name: 'Prairie Rivers School Board', type: 'school_board', code: 'PRSB', parentId: province!.id, city: 'Edmonton', province: 'Alberta' })
      .returning();
    const [school] = await tx
      .insert(organizations)
      .values({ name: 'Maple Grove Elementary', type: 'school', code: 'MGE', parentId: board!.id, city: 'Edmonton', province: 'Alberta' })
      .returning();

    const account = (values: Partial<typeof users.$inferInsert> & Pick<typeof users.$inferInsert, 'username' | 'role' | 'firstName'>) =>
      tx
        .insert(users)
        .values({ passwordHash, organizationId: school!.id, ...values })
        .returning()
        .then((r) => r[0]!);

    const student = await account({
      username: 'demo-student',
      role: 'child',
      firstName: 'Sam',
      lastName: 'Rivera',
      age: 8,
      grade: 'Grade 3',
      tokens: 350,
      level: 3,
      missionStreak: 5,
    });
    const sibling = await account({
      username: 'demo-sibling',
      role: 'child',
      firstName: 'Noor',
      lastName: 'Rivera',
      age: 6,
      grade: 'Grade 1',
      tokens: 40,
      level: 1,
    });
    const parent = await account({
      username: 'demo-parent',
      role: 'parent',
      email: 'demo-parent@wren.example',
      firstName: 'Alex',
      lastName: 'Rivera',
      plan: 'premium',
    });
    const teacher = await account({ username: 'demo-teacher', role: 'teacher', email: 'demo-teacher@wren.example', firstName: 'Jordan', lastName: 'Lee' });
    const admin = await account({
      username: 'demo-admin',
      role: 'admin',
      email: 'demo-admin@wren.example',
      firstName: 'Morgan',
      lastName: 'Chen',
      organizationId: province!.id,
    });

    await tx.insert(guardianships).values([
      { parentId: parent.id, childId: student.id },
      { parentId: parent.id, childId: sibling.id },
    ]);

    const [role] = await tx
      .insert(staffRoles)
      .values({
        name: 'Provincial Administrator',
        level: 1,
        description: 'Oversees every board and school in the province.',
        permissions: [...PERMISSIONS],
        canDelegate: true,
      })
      .returning();
    await tx.insert(staffAssignments).values({ userId: admin.id, organizationId: province!.id, roleId: role!.id });

    const [course] = await tx
      .insert(courses)
      .values({
        code: 'LIT-2A',
        name: 'Reading Circle 2A',
        description: 'Phonics and early reading for grades 1 and 2.',
        grade: 'Grade 2',
        subject: 'English',
        startDate: '2026-09-01',
        endDate: '2027-06-26',
        teacherId: teacher.id,
        organizationId: school!.id,
      })
      .returning();
    await tx.insert(courseEnrollments).values([
      { courseId: course!.id, studentId: student.id },
      { courseId: course!.id, studentId: sibling.id },
    ]);

    const day = (n: number) => new Date(Date.now() - n * 86_400_000);
    await seedReadingCircle(tx, { courseId: course!.id, organizationId: school!.id, passwordHash, day });
    // Teachers Hub: a saved lesson plan with its printable exercises (issue 12).
    await tx.insert(lessonPlans).values(demoLessonPlan(teacher.id));
    await seedCourses(tx, { teacherId: teacher.id, organizationId: school!.id, passwordHash, day, mathsStudents: [student.id, sibling.id] });
    await tx.insert(writingSamples).values(
      LETTERS_MASTERED.map((letter, i) => ({
        userId: student.id,
        kind: 'letter' as const,
        target: letter,
        language: 'en',
        strokes: [],
        overallScore: 80 + (i % 4) * 5,
        analysis: { overall_score: 80 + (i % 4) * 5 },
        createdAt: day(30 - i),
      })),
    );
    await tx.insert(phonicsAttempts).values(
      SOUNDS.map((sound, i) => ({
        userId: student.id,
        kind: 'sound' as const,
        target: sound,
        groupId: 'single-sounds',
        language: 'en',
        accuracy: 85,
        clarity: 82,
        pace: 80,
        overallScore: 82 + (i % 3) * 4,
        createdAt: day(25 - i),
      })),
    );
    await tx.insert(missionRuns).values(demoMissionRuns(student.id, day));
    await tx.insert(stories).values(DEMO_STORIES.map((s, i) => ({ userId: student.id, ...s, language: 'en', createdAt: day(10 - i * 3) })));
    // Noor's first story and the game she made from it: her family reads and plays them from My children. (Sam's
    // creations stay the three stories behind the spec's Creative Lab figure.)
    await tx.insert(stories).values([
      { userId: sibling.id, ...DEMO_STORIES[0]!, language: 'en', createdAt: day(9), updatedAt: day(9) },
      { userId: sibling.id, type: 'game', ...DEMO_GAME, content: DEMO_GAME.game.intro, language: 'en', createdAt: day(8), updatedAt: day(8) },
    ]);
    await tx.insert(assessments).values({
      userId: student.id,
      gradeLevel: 'kindergarten',
      overallScore: 82,
      passed: true,
      totalQuestions: 15,
      correctAnswers: 12,
      // 82% against the provisional kindergarten norm (mean 75, sd 17): standard 106, 65th percentile, at grade level.
      standardScore: 106,
      percentile: 65,
      category: 'at',
      // The only kindergarten record of the Reading Circle 2A class so far.
      cohortRank: 1,
      cohortSize: 1,
      assessmentDate: day(14),
    });
  });
  return true;
}
