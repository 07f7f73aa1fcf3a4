/**
 * Teachers Hub lesson plans (spec 002 §2 lesson-generator and my-lessons, §3 "Lesson plan", §5 lesson plan form,
 * §7 calls, §8 toasts, §9 constants; issue 12). The form's schema is `lessonPlanInputSchema`, the same one the
 * client checks before it asks and the server checks when asked (POST /api/lesson-plans/generate). A saved plan
 * belongs to the signed-in teacher or trainer: the spec's `teacherId` in the body is ignored.
 */
import { z } from 'zod/mini';
import {
  ASSESSMENT_STYLES,
  EXERCISE_DIFFICULTIES,
  LESSON_LANGUAGES,
  SUBJECT_AREAS,
  TEACHING_STYLES,
  lessonPlanInputSchema,
  lessonPlanSchema,
  lessonSchema,
  type LessonPlanInput,
} from './ai.ts';
import { text } from './text.ts';

export { ASSESSMENT_STYLES, LESSON_LANGUAGES, SUBJECT_AREAS, TEACHING_STYLES, lessonPlanInputSchema, type LessonPlanInput };

/** Spec 002 §9. */
export const AGE_GROUPS = [4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export const LESSON_DEFAULTS = { classDuration: 30, numberOfLessons: 1, teachingStyle: 'interactive', assessmentStyle: 'formative', language: 'en' } as const;
export const CLASS_DURATION = { min: 15, max: 120 } as const;
export const LESSON_COUNT = { min: 1, max: 20 } as const;
/** The generated-lesson view lists at most this many activities per lesson, then 'and N more'. */
export const ACTIVITIES_SHOWN = 3;

/** The form's messages (the server answers 400 with the same text; the client shows its translation). */
export const LESSON_PLAN_MESSAGES = {
  title: 'Title is required',
  ageGroups: 'Select at least one age group',
  subjectAreas: 'Select at least one subject area',
  classDuration: 'Class duration must be 15 to 120 minutes',
  numberOfLessons: 'Number of lessons must be 1 to 20',
  learningGoals: 'Add at least one learning goal',
  lessons: 'A plan needs at least one lesson',
  notFound: 'Lesson plan not found',
  forbidden: 'Lesson plans are for teachers and trainers.',
} as const;

/** Spec 002 §5: a duration typed that is not a number falls back to 30, a lesson count to 1. */
export function durationFrom(typed: string): number {
  const value = Number.parseInt(typed, 10);
  return Number.isNaN(value) ? LESSON_DEFAULTS.classDuration : value;
}
export function lessonCountFrom(typed: string): number {
  const value = Number.parseInt(typed, 10);
  return Number.isNaN(value) ? LESSON_DEFAULTS.numberOfLessons : value;
}

// ---------------------------------------------------------------------------------------------------------------
// Generation

export const generatedLessonPlanSchema = z.extend(lessonPlanSchema, {
  /** Which engine wrote it: 'builtin' or the configured model's id. */
  engine: z.string(),
});
export type GeneratedLessonPlan = z.infer<typeof generatedLessonPlanSchema>;

/**
 * With `Accept: application/x-ndjson` the generation answers one JSON object per line: progress as each lesson is
 * written, then the plan (or an error, once the answer has started).
 */
export const generateEventSchema = z.union([
  z.object({ type: z.literal('progress'), lesson: z.number(), of: z.number() }),
  z.object({ type: z.literal('plan'), plan: generatedLessonPlanSchema }),
  z.object({ type: z.literal('error'), status: z.number(), message: z.string() }),
]);
export type GenerateEvent = z.infer<typeof generateEventSchema>;

// ---------------------------------------------------------------------------------------------------------------
// A saved plan as sent (POST, PUT): request text goes through text(), bounded like the engine's answers.

const required = (max: number, message?: string) => text().check(z.trim(), z.minLength(1, message), z.maxLength(max));
const optionalText = (max: number) => z._default(text().check(z.trim(), z.maxLength(max)), '');
const short = (max: number) => text().check(z.maxLength(max));

const exerciseItemBodySchema = z.object({
  sound: z.optional(short(40)),
  word: z.optional(short(60)),
  letter: z.optional(short(10)),
  options: z.optional(z.array(short(60)).check(z.maxLength(8))),
  sounds: z.optional(z.array(short(40)).check(z.maxLength(8))),
  words: z.optional(z.array(short(60)).check(z.maxLength(16))),
  answer: z.optional(short(200)),
});

const exerciseBodySchema = z.object({
  type: required(40),
  difficulty: z.enum(EXERCISE_DIFFICULTIES),
  content: z.union([short(1000), z.array(z.union([short(300), exerciseItemBodySchema])).check(z.maxLength(20))]),
});

const exerciseSetBodySchema = z.object({
  title: required(160),
  instructions: required(600),
  exercises: z.array(exerciseBodySchema).check(z.minLength(1), z.maxLength(20)),
});

export const lessonBodySchema = z.object({
  title: required(160, 'Every lesson needs a title'),
  description: optionalText(1000),
  objectives: z.array(required(300, 'An objective cannot be empty')).check(z.minLength(1, 'Every lesson needs at least one objective'), z.maxLength(8)),
  activities: z
    .array(
      z.object({
        name: required(120, 'Every activity needs a name'),
        duration: z.int().check(z.minimum(1, 'An activity lasts 1 to 120 minutes'), z.maximum(120, 'An activity lasts 1 to 120 minutes')),
        description: optionalText(800),
      }),
    )
    .check(z.minLength(1, 'Every lesson needs at least one activity'), z.maxLength(12)),
  printableExercises: z._default(
    z.object({
      writingExercises: z._default(z.array(exerciseSetBodySchema).check(z.maxLength(8)), []),
      phonicsExercises: z._default(z.array(exerciseSetBodySchema).check(z.maxLength(8)), []),
    }),
    { writingExercises: [], phonicsExercises: [] },
  ),
});

export const lessonPlanBodySchema = z.extend(lessonPlanInputSchema, {
  /** Sent by the spec's client; the plan is always the signed-in teacher's. */
  teacherId: z.optional(short(100)),
  lessons: z.array(lessonBodySchema).check(z.minLength(1, LESSON_PLAN_MESSAGES.lessons), z.maxLength(20)),
  lessonSequence: z._default(z.array(short(200)).check(z.maxLength(20)), []),
  customizations: optionalText(2000),
  isPublic: z._default(z.boolean(), false),
  tags: z._default(z.array(required(40)).check(z.maxLength(10)), []),
  aiGenerated: z._default(z.boolean(), true),
});
export type LessonPlanBody = z.input<typeof lessonPlanBodySchema>;
export type LessonPlanBodyParsed = z.output<typeof lessonPlanBodySchema>;

export const lessonPlanParamsSchema = z.object({ id: z.string().check(z.uuid(LESSON_PLAN_MESSAGES.notFound)) });

// ---------------------------------------------------------------------------------------------------------------
// Answers

export const lessonPlanRecordSchema = z.object({
  id: z.string(),
  teacherId: z.string(),
  title: z.string(),
  description: z.string(),
  ageGroups: z.array(z.number()),
  subjectAreas: z.array(z.enum(SUBJECT_AREAS)),
  classDuration: z.number(),
  numberOfLessons: z.number(),
  learningGoals: z.array(z.string()),
  teachingStyle: z.enum(TEACHING_STYLES),
  differentiationNeeds: z.string(),
  assessmentStyle: z.enum(ASSESSMENT_STYLES),
  language: z.enum(LESSON_LANGUAGES),
  phonicsFocus: z.nullable(z.string()),
  lessons: z.array(lessonSchema),
  lessonSequence: z.array(z.string()),
  customizations: z.string(),
  isPublic: z.boolean(),
  tags: z.array(z.string()),
  aiGenerated: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LessonPlanRecord = z.infer<typeof lessonPlanRecordSchema>;

export const lessonPlanListSchema = z.object({ plans: z.array(lessonPlanRecordSchema) });
export const lessonPlanResponseSchema = z.object({ plan: lessonPlanRecordSchema });
