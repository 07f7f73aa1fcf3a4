/**
 * The text tasks of the AI layer: what each one takes and what it gives back. The server validates every
 * engine's answer with these schemas (a remote model's JSON included), so a feature can trust the shape it gets.
 * Field names follow spec 001 §3 (story) and spec 002 §3 and §7 (plans, lessons, recommendations).
 */
import { z } from 'zod/mini';
import { text } from './text.ts';

/** Text an engine answers: present and bounded (answers are not checked for control characters, see text.ts). */
const answerText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const list = <T extends z.ZodMiniType>(item: T, max: number) => z.array(item).check(z.maxLength(max));

// ---------------------------------------------------------------------------------------------------------------
// Stories (Creative Lab)

export const STORY_KINDS = ['story', 'poem'] as const;

export const storyInputSchema = z.object({
  prompt: text().check(z.trim(), z.minLength(1, 'Please write a story idea first'), z.maxLength(1000, 'The story idea is too long')),
  kind: z._default(z.enum(STORY_KINDS), 'story'),
  childName: z.optional(text().check(z.trim(), z.maxLength(60))),
  childAge: z.optional(z.int().check(z.minimum(3), z.maximum(14))),
});
export type StoryInput = z.input<typeof storyInputSchema>;

export const storySchema = z.object({
  title: answerText(120),
  content: answerText(6000),
});
export type Story = z.infer<typeof storySchema>;

export const storyTitleInputSchema = z.object({
  content: text().check(z.trim(), z.minLength(1, 'There is no story to name yet'), z.maxLength(6000)),
});
export type StoryTitleInput = z.input<typeof storyTitleInputSchema>;

export const storyTitleSchema = z.object({ title: answerText(120) });
export type StoryTitle = z.infer<typeof storyTitleSchema>;

/** A choose-your-path game made from a saved story (Game Builder, issue 15). */
export const storyGameInputSchema = z.object({
  title: text().check(z.trim(), z.maxLength(120)),
  content: text().check(z.trim(), z.minLength(1, 'There is no story to play yet'), z.maxLength(6000)),
  childAge: z.optional(z.int().check(z.minimum(3), z.maximum(14))),
});
export type StoryGameInput = z.input<typeof storyGameInputSchema>;

export const STORY_GAME_MIN_CHOICES = 2;
export const STORY_GAME_MAX_CHOICES = 3;
export const storyGameSchema = z.object({
  /** The story so far, up to the moment the child chooses. */
  intro: answerText(1500),
  question: answerText(200),
  /** 2–3 choices, each leading to its own ending. */
  choices: z
    .array(z.object({ text: answerText(120), ending: answerText(1500) }))
    .check(z.minLength(STORY_GAME_MIN_CHOICES), z.maxLength(STORY_GAME_MAX_CHOICES)),
});
export type StoryGame = z.infer<typeof storyGameSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Illustrations

export const ILLUSTRATION_STYLES = ['cartoon', 'watercolor', 'digital', 'sketch', 'fantasy'] as const;
export type IllustrationStyle = (typeof ILLUSTRATION_STYLES)[number];

export const illustrationPromptInputSchema = z
  .object({
    storyText: z._default(text().check(z.trim(), z.maxLength(6000)), ''),
    prompt: z._default(text().check(z.trim(), z.maxLength(1000)), ''),
    style: z._default(z.enum(ILLUSTRATION_STYLES), 'cartoon'),
  })
  .check(z.refine((v) => v.storyText.length > 0 || v.prompt.length > 0, { message: 'Write a story or a description first', path: ['prompt'] }));
export type IllustrationPromptInput = z.input<typeof illustrationPromptInputSchema>;

export const illustrationPromptSchema = z.object({
  /** The description an image model draws from. */
  prompt: answerText(1000),
  /** A short description of the picture for people who cannot see it. */
  altText: answerText(300),
});
export type IllustrationPrompt = z.infer<typeof illustrationPromptSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The voice assistant's reply (spec 000 §3, voice assistant bar)

export const ASSISTANT_TARGETS = [
  '/dashboard',
  '/writing-buddy',
  '/phonics-tutor',
  '/creative-lab',
  '/stem-mission-coach',
  '/my-progress',
  '/settings',
] as const;

export const assistantInputSchema = z.object({
  message: text().check(z.trim(), z.minLength(1, 'Please say or type something first'), z.maxLength(500, 'That message is too long')),
  /** The route the person is on, so "how does this work?" can be answered. */
  page: z.optional(text().check(z.maxLength(100))),
  childName: z.optional(text().check(z.trim(), z.maxLength(60))),
});
export type AssistantInput = z.input<typeof assistantInputSchema>;

export const assistantReplySchema = z.object({
  reply: answerText(600),
  /** False when the assistant does not know: the reply then says so plainly. */
  answered: z.boolean(),
  /** A screen to open, when the person asked to go somewhere. */
  navigateTo: z.nullable(z.enum(ASSISTANT_TARGETS)),
});
export type AssistantReply = z.infer<typeof assistantReplySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Parenting plans (spec 002 §3 and §7)

export const PARENTING_STYLES = ['easy', 'friendly', 'authoritative', 'nurturing', 'structured', 'creative', 'custom'] as const;
export const PARENTING_GOALS = [
  'Leader',
  'Smart & Intelligent',
  'Ethical & Moral',
  'Pious & Spiritual',
  'Creative',
  'Confident',
  'Empathetic',
  'Independent',
] as const;
export const FOCUS_AREAS = [
  'Character Building',
  'Life Skills',
  'Academic Support',
  'Emotional Intelligence',
  'Social Skills',
  'Physical Activity',
  'Creativity & Arts',
  'Cultural Values',
  'Problem Solving',
  'Leadership Skills',
  'Communication',
  'Responsibility',
] as const;
export type FocusArea = (typeof FOCUS_AREAS)[number];
export const PLAN_TIMELINES = [3, 7, 14, 30, 90] as const;
export const PLAN_HOURS = [0.5, 1, 1.5, 2, 3] as const;
export const ACTIVITY_TYPES = ['lesson', 'story', 'conversation', 'worksheet', 'other'] as const;

/** POST /api/parenting-plans/generate. `parentingStyle` may be free text when the parent chose "custom". */
export const parentingPlanInputSchema = z.object({
  parentingStyle: text().check(z.trim(), z.minLength(1, 'Choose a parenting style'), z.maxLength(300)),
  /** The listed goals, plus at most one free-text goal of the parent's own. */
  goals: z._default(list(text().check(z.trim(), z.minLength(1), z.maxLength(120)), 9), []),
  timeline: z.literal(PLAN_TIMELINES, 'Timeline must be 3, 7, 14, 30 or 90 days'),
  hoursPerDay: z.number().check(z.minimum(0.5, 'Daily commitment must be 0.5 to 3 hours'), z.maximum(3, 'Daily commitment must be 0.5 to 3 hours')),
  childAge: z.number().check(z.int('Child age must be a whole number'), z.minimum(1, 'Child age must be 1 to 18'), z.maximum(18, 'Child age must be 1 to 18')),
  focusAreas: z._default(list(z.enum(FOCUS_AREAS), FOCUS_AREAS.length), []),
  additionalNotes: z._default(text().check(z.trim(), z.maxLength(1000)), ''),
  childName: z._default(text().check(z.trim(), z.maxLength(60)), ''),
});
export type ParentingPlanInput = z.input<typeof parentingPlanInputSchema>;

export const planActivitySchema = z.object({
  title: answerText(120),
  type: z.enum(ACTIVITY_TYPES),
  /** Minutes. */
  duration: z.int().check(z.minimum(1), z.maximum(240)),
  description: answerText(600),
  content: z.optional(z.string().check(z.maxLength(4000))),
  parentGuidance: answerText(600),
  expectedOutcome: answerText(400),
  materials: list(answerText(80), 12),
});
export type PlanActivity = z.infer<typeof planActivitySchema>;

export const dailyPlanSchema = z.object({
  day: z.int().check(z.minimum(1)),
  theme: answerText(120),
  /** Human-readable, e.g. "1 hour" or "90 minutes". */
  totalTimeEstimate: answerText(40),
  objectives: list(answerText(200), 8).check(z.minLength(1)),
  activities: list(planActivitySchema, 12).check(z.minLength(1)),
  parentTips: list(answerText(300), 6),
});
export type DailyPlan = z.infer<typeof dailyPlanSchema>;

export const parentingPlanSchema = z.object({
  title: answerText(160),
  description: answerText(1200),
  dailyPlans: list(dailyPlanSchema, 90).check(z.minLength(1)),
});
export type ParentingPlan = z.infer<typeof parentingPlanSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Lesson plans (spec 002 §3 "Lesson plan", §5 lesson plan form, §9 Teachers Hub constants)

export const SUBJECT_AREAS = ['writing', 'phonics', 'stem', 'creative'] as const;
export const TEACHING_STYLES = ['interactive', 'structured', 'exploratory', 'mixed'] as const;
export const ASSESSMENT_STYLES = ['formative', 'summative', 'project-based', 'mixed'] as const;
export const LESSON_LANGUAGES = ['en', 'fr', 'ar'] as const;
export const EXERCISE_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

export const lessonPlanInputSchema = z.object({
  title: text().check(z.trim(), z.minLength(1, 'Title is required'), z.maxLength(160)),
  description: z._default(text().check(z.trim(), z.maxLength(1000)), ''),
  ageGroups: z
    .array(z.int().check(z.minimum(4), z.maximum(12)))
    .check(z.minLength(1, 'Select at least one age group'))
    .check(z.maxLength(9)),
  subjectAreas: z.array(z.enum(SUBJECT_AREAS)).check(z.minLength(1, 'Select at least one subject area'), z.maxLength(4)),
  classDuration: z.int().check(z.minimum(15, 'Class duration must be 15 to 120 minutes'), z.maximum(120, 'Class duration must be 15 to 120 minutes')),
  numberOfLessons: z.int().check(z.minimum(1, 'Number of lessons must be 1 to 20'), z.maximum(20, 'Number of lessons must be 1 to 20')),
  learningGoals: z
    .array(text().check(z.trim(), z.minLength(1), z.maxLength(200)))
    .check(z.minLength(1, 'Add at least one learning goal'))
    .check(z.maxLength(10)),
  teachingStyle: z._default(z.enum(TEACHING_STYLES), 'interactive'),
  assessmentStyle: z._default(z.enum(ASSESSMENT_STYLES), 'formative'),
  differentiationNeeds: z._default(text().check(z.trim(), z.maxLength(1000)), ''),
  language: z._default(z.enum(LESSON_LANGUAGES), 'en'),
  /** A phonics focus id from the curated lists (e.g. "short-a", "digraph-sh"); chosen from the goals when absent. */
  phonicsFocus: z.optional(text().check(z.trim(), z.maxLength(40))),
});
export type LessonPlanInput = z.input<typeof lessonPlanInputSchema>;

export const exerciseItemSchema = z.object({
  sound: z.optional(z.string().check(z.maxLength(40))),
  word: z.optional(z.string().check(z.maxLength(60))),
  letter: z.optional(z.string().check(z.maxLength(10))),
  options: z.optional(z.array(z.string().check(z.maxLength(60))).check(z.maxLength(8))),
  sounds: z.optional(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(8))),
  words: z.optional(z.array(z.string().check(z.maxLength(60))).check(z.maxLength(16))),
  answer: z.optional(z.string().check(z.maxLength(200))),
});
export type ExerciseItem = z.infer<typeof exerciseItemSchema>;

export const exerciseSchema = z.object({
  type: answerText(40),
  difficulty: z.enum(EXERCISE_DIFFICULTIES),
  content: z.union([z.string().check(z.maxLength(1000)), z.array(z.union([z.string().check(z.maxLength(300)), exerciseItemSchema])).check(z.maxLength(20))]),
});
export type Exercise = z.infer<typeof exerciseSchema>;

export const exerciseSetSchema = z.object({
  title: answerText(160),
  instructions: answerText(600),
  exercises: list(exerciseSchema, 20).check(z.minLength(1)),
});
export type ExerciseSet = z.infer<typeof exerciseSetSchema>;

export const lessonSchema = z.object({
  title: answerText(160),
  description: answerText(1000),
  objectives: list(answerText(300), 8).check(z.minLength(1)),
  activities: list(z.object({ name: answerText(120), duration: z.int().check(z.minimum(1), z.maximum(120)), description: answerText(800) }), 12).check(
    z.minLength(1),
  ),
  printableExercises: z.object({
    writingExercises: list(exerciseSetSchema, 6),
    phonicsExercises: list(exerciseSetSchema, 6),
  }),
});
export type Lesson = z.infer<typeof lessonSchema>;

export const lessonPlanSchema = z.object({
  title: answerText(160),
  description: answerText(1500),
  lessons: list(lessonSchema, 20).check(z.minLength(1)),
  /** One line per lesson, in teaching order. */
  lessonSequence: z._default(list(answerText(200), 20), []),
  /** The phonics focus the exercises were built on, when phonics is a subject area. */
  phonicsFocus: z._default(z.nullable(z.object({ id: answerText(40), label: answerText(80) })), null),
});
export type LessonPlan = z.infer<typeof lessonPlanSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Recommendations (spec 002 §3 and §7)

const MODULE_KEYS = ['writing-buddy', 'phonics-tutor', 'stem-mission-coach', 'creative-lab'] as const;

/** What a feature knows about a student, from the database; nothing here is typed by a person. */
export const studentFactsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  age: z.optional(z.int().check(z.minimum(3), z.maximum(18))),
  grade: z.optional(z.string().check(z.maxLength(40))),
  /** Progress per module, 0 to 100. */
  moduleProgress: z._default(z.partialRecord(z.enum(MODULE_KEYS), z.number().check(z.minimum(0), z.maximum(100))), {}),
  interests: z._default(z.array(z.string().check(z.maxLength(60))).check(z.maxLength(12)), []),
});
export type StudentFacts = z.input<typeof studentFactsSchema>;

export const studentRecommendationInputSchema = z.object({
  course: z.object({
    code: answerText(10),
    name: answerText(100),
    grade: z._default(z.string().check(z.maxLength(40)), ''),
    description: z._default(z.string().check(z.maxLength(500)), ''),
  }),
  availableStudents: z.array(studentFactsSchema).check(z.maxLength(200)),
  limit: z._default(z.int().check(z.minimum(1), z.maximum(20)), 5),
});
export type StudentRecommendationInput = z.input<typeof studentRecommendationInputSchema>;

export const studentRecommendationSchema = z.object({
  studentId: z.string().check(z.minLength(1), z.maxLength(64)),
  studentName: answerText(120),
  reason: answerText(400),
  /** Percent. */
  matchScore: z.int().check(z.minimum(0), z.maximum(100)),
});
export const studentRecommendationsSchema = z.object({ recommendations: list(studentRecommendationSchema, 20) });
export type StudentRecommendations = z.infer<typeof studentRecommendationsSchema>;

export const courseFactsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  code: answerText(10),
  name: answerText(100),
  description: z._default(z.string().check(z.maxLength(500)), ''),
  grade: z._default(z.string().check(z.maxLength(40)), ''),
  subject: z._default(z.string().check(z.maxLength(40)), ''),
  currentStudents: z.int().check(z.minimum(0)),
  maxStudents: z.int().check(z.minimum(1)),
});

export const courseRecommendationInputSchema = z.object({
  student: studentFactsSchema,
  courses: z.array(courseFactsSchema).check(z.maxLength(200)),
  limit: z._default(z.int().check(z.minimum(1), z.maximum(20)), 3),
});
export type CourseRecommendationInput = z.input<typeof courseRecommendationInputSchema>;

export const LEARNING_STYLES = ['visual', 'auditory', 'kinesthetic', 'reading-writing'] as const;

export const courseRecommendationSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  name: answerText(100),
  code: answerText(10),
  description: z.string().check(z.maxLength(500)),
  grade: z.string().check(z.maxLength(40)),
  subject: z.string().check(z.maxLength(40)),
  currentStudents: z.int().check(z.minimum(0)),
  maxStudents: z.int().check(z.minimum(1)),
  /** Percent. */
  recommendationScore: z.int().check(z.minimum(0), z.maximum(100)),
  reason: answerText(400),
  matchingInterests: list(answerText(60), 12),
});
export const courseRecommendationsSchema = z.object({
  studentProfile: z.object({ interests: list(answerText(60), 12), learningStyle: z.enum(LEARNING_STYLES) }),
  recommendations: list(courseRecommendationSchema, 20),
});
export type CourseRecommendations = z.infer<typeof courseRecommendationsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The task table: one entry per text task, input and output.

export const TEXT_TASKS = {
  story: { input: storyInputSchema, output: storySchema },
  storyTitle: { input: storyTitleInputSchema, output: storyTitleSchema },
  storyGame: { input: storyGameInputSchema, output: storyGameSchema },
  illustrationPrompt: { input: illustrationPromptInputSchema, output: illustrationPromptSchema },
  assistantReply: { input: assistantInputSchema, output: assistantReplySchema },
  parentingPlan: { input: parentingPlanInputSchema, output: parentingPlanSchema },
  lessonPlan: { input: lessonPlanInputSchema, output: lessonPlanSchema },
  studentRecommendations: { input: studentRecommendationInputSchema, output: studentRecommendationsSchema },
  courseRecommendations: { input: courseRecommendationInputSchema, output: courseRecommendationsSchema },
} as const;

export type TextTask = keyof typeof TEXT_TASKS;
/** What a caller passes (defaults may be left out). */
export type TextTaskInput<T extends TextTask> = z.input<(typeof TEXT_TASKS)[T]['input']>;
/** The input after validation, as engines receive it. */
export type TextTaskParsedInput<T extends TextTask> = z.output<(typeof TEXT_TASKS)[T]['input']>;
export type TextTaskOutput<T extends TextTask> = z.output<(typeof TEXT_TASKS)[T]['output']>;

// ---------------------------------------------------------------------------------------------------------------
// Admin: POST /api/admin/ai/test

export const AI_TEST_CAPABILITIES = ['text', 'speech-to-text', 'text-to-speech', 'images', 'moderation', 'handwriting', 'pronunciation'] as const;

export const aiTestRequestSchema = z.object({ capability: z.enum(AI_TEST_CAPABILITIES, 'Unknown capability') });
export type AiTestRequest = z.infer<typeof aiTestRequestSchema>;

export const aiTestResultSchema = z.object({
  capability: z.enum(AI_TEST_CAPABILITIES),
  ok: z.boolean(),
  engine: z.nullable(z.string()),
  kind: z.nullable(z.enum(['builtin', 'remote'])),
  durationMs: z.int().check(z.minimum(0)),
  /** What the request produced, for a person to read: a story's text, a transcript, a verdict. */
  summary: z.string(),
  /** For images: where the test picture can be seen. */
  imageUrl: z.nullable(z.string()),
  /** Engines that failed first and why, when a fallback answered. */
  fallbacks: z.array(z.object({ engine: z.string(), reason: z.string() })),
  message: z.optional(z.string()),
});
export type AiTestResult = z.infer<typeof aiTestResultSchema>;

/** GET /api/health's `ai` object, one entry per capability. */
export const capabilityHealthSchema = z.object({
  ok: z.boolean(),
  engine: z.nullable(z.string()),
  kind: z.nullable(z.enum(['builtin', 'remote'])),
  message: z.optional(z.string()),
});
export type CapabilityHealthView = z.infer<typeof capabilityHealthSchema>;
