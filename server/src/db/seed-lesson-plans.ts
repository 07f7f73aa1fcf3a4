/**
 * The demo teacher's saved lesson plan: a week of short-a phonics written by the builtin engine (seeded, so every
 * fresh demo has the same plan) with its word-list exercises, as a teacher would have saved it from the builder.
 */
import type { LessonPlanInput } from '@common/contracts/lesson-plans.ts';
import { TEXT_TASKS, type TextTaskParsedInput } from '@common/contracts/ai.ts';
import { composeLessonPlan } from '../ai/text/builtin/lesson.ts';
import { createRandom } from '../ai/text/builtin/random.ts';
import type { lessonPlans } from './schema.ts';
import { withSightWords } from '../ai/text/builtin/word-lists.ts';

const FORM: LessonPlanInput = {
  title: 'Short a week',
  description: 'Five phonics and writing lessons on the short a sound for Reading Circle 2A.',
  ageGroups: [6, 7],
  subjectAreas: ['phonics', 'writing'],
  classDuration: 30,
  numberOfLessons: 5,
  learningGoals: ['Read and spell short a words', 'Write a sentence with short a words'],
  teachingStyle: 'interactive',
  assessmentStyle: 'formative',
  language: 'en',
  phonicsFocus: 'short-a',
};

export function demoLessonPlan(teacherId: string): typeof lessonPlans.$inferInsert {
  const input = TEXT_TASKS.lessonPlan.input.parse(FORM) as TextTaskParsedInput<'lessonPlan'>;
  const plan = withSightWords(composeLessonPlan(input, createRandom(2026)), 'en', input.ageGroups);
  return {
    teacherId,
    title: input.title,
    description: input.description,
    ageGroups: input.ageGroups,
    subjectAreas: input.subjectAreas,
    classDuration: input.classDuration,
    numberOfLessons: plan.lessons.length,
    learningGoals: input.learningGoals,
    teachingStyle: input.teachingStyle,
    differentiationNeeds: input.differentiationNeeds,
    assessmentStyle: input.assessmentStyle,
    language: input.language,
    phonicsFocus: plan.phonicsFocus?.id ?? null,
    lessons: plan.lessons,
    lessonSequence: plan.lessons.map((l) => l.title),
    aiGenerated: true,
  };
}
