/**
 * AI parenting plans (spec 002 §2 ai-plan-builder and my-plans, §3 "Parenting plan", §5 plan builder form, §7 calls,
 * §9 constants). The builder form's schema is the one the client checks before it asks and the server checks when
 * asked (POST /api/parenting-plans/generate takes the spec's payload, `parentingPlanInputSchema`, built from the form
 * by `generateRequestOf`). A saved plan belongs to the signed-in parent; its progress is computed by the server from
 * the activities ticked done, never taken from the client.
 */
import { z } from 'zod/mini';
import {
  ACTIVITY_TYPES,
  FOCUS_AREAS,
  PARENTING_GOALS,
  PARENTING_STYLES,
  PLAN_HOURS,
  PLAN_TIMELINES,
  dailyPlanSchema,
  parentingPlanInputSchema,
  type ParentingPlanInput,
} from './ai.ts';
import { text } from './text.ts';

export { ACTIVITY_TYPES, FOCUS_AREAS, PARENTING_GOALS, PARENTING_STYLES, PLAN_HOURS, PLAN_TIMELINES, parentingPlanInputSchema };

/** Spec 002 §5 and §9. */
export const PLAN_DEFAULTS = { timeline: 7, hoursPerDay: 1, childAge: 8, parentingStyle: 'friendly' } as const;
export const CHILD_AGE = { min: 1, max: 18 } as const;
/** Spec 002 §9: calendar columns, activities shown per day card, characters of an activity's content preview. */
export const CALENDAR_COLUMNS = 7;
export const CALENDAR_ACTIVITIES_SHOWN = 3;
export const CONTENT_PREVIEW_LENGTH = 120;

export const PLAN_STATUSES = ['active', 'completed'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** The messages the builder shows, the same on the server (400) and in the form. */
export const PLAN_MESSAGES = {
  style: 'Choose a parenting style',
  customStyle: 'Describe your parenting style',
  timeline: 'Timeline must be 3, 7, 14, 30 or 90 days',
  hours: 'Daily commitment must be 0.5 to 3 hours',
  age: 'Child age must be 1 to 18',
  ageWhole: 'Child age must be a whole number',
  title: 'Give the plan a title',
  days: 'The plan must have one day per day of its timeline',
  startDate: 'Choose a start date',
  notYours: 'You can only see your own plans',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// The builder form (spec 002 §5)

const optionalText = (max: number) => z._default(text().check(z.trim(), z.maxLength(max)), '');

export const planBuilderFormSchema = z
  .object({
    parentingStyle: z.enum(PARENTING_STYLES, PLAN_MESSAGES.style),
    /** Used instead of the style when the style is custom. */
    customStyle: optionalText(300),
    goals: z._default(z.array(z.enum(PARENTING_GOALS)).check(z.maxLength(PARENTING_GOALS.length)), []),
    /** One free-text goal of the parent's own. */
    extraGoal: optionalText(120),
    timeline: z.literal(PLAN_TIMELINES, PLAN_MESSAGES.timeline),
    hoursPerDay: z.number().check(z.minimum(0.5, PLAN_MESSAGES.hours), z.maximum(3, PLAN_MESSAGES.hours)),
    childAge: z
      .number(PLAN_MESSAGES.age)
      .check(z.int(PLAN_MESSAGES.ageWhole), z.minimum(CHILD_AGE.min, PLAN_MESSAGES.age), z.maximum(CHILD_AGE.max, PLAN_MESSAGES.age)),
    focusAreas: z._default(z.array(z.enum(FOCUS_AREAS)).check(z.maxLength(FOCUS_AREAS.length)), []),
    additionalNotes: optionalText(1000),
    childName: optionalText(60),
  })
  .check(z.refine((form) => form.parentingStyle !== 'custom' || form.customStyle.length > 0, { message: PLAN_MESSAGES.customStyle, path: ['customStyle'] }));
export type PlanBuilderForm = z.input<typeof planBuilderFormSchema>;
export type PlanBuilderFormParsed = z.output<typeof planBuilderFormSchema>;

/** The spec's generate payload from the form: a custom style's description replaces the style, the extra goal joins the goals. */
export function generateRequestOf(form: PlanBuilderFormParsed): ParentingPlanInput {
  return {
    parentingStyle: form.parentingStyle === 'custom' ? form.customStyle : form.parentingStyle,
    goals: form.extraGoal ? [...form.goals, form.extraGoal] : [...form.goals],
    timeline: form.timeline,
    hoursPerDay: form.hoursPerDay,
    childAge: form.childAge,
    focusAreas: [...form.focusAreas],
    additionalNotes: form.additionalNotes,
    childName: form.childName,
  };
}

/** POST /api/parenting-plans/generate: the spec's payload, and the language the plan is written in (the interface's). */
export const generatePlanRequestSchema = z.extend(parentingPlanInputSchema, {
  language: z.optional(text().check(z.maxLength(10))),
});
export type GeneratePlanRequest = z.input<typeof generatePlanRequestSchema>;

export const generatedPlanSchema = z.object({
  title: z.string(),
  description: z.string(),
  dailyPlans: z.array(dailyPlanSchema),
  /** Which engine wrote it: 'builtin' or the configured model's id. */
  engine: z.string(),
});
export type GeneratedPlan = z.infer<typeof generatedPlanSchema>;

// ---------------------------------------------------------------------------------------------------------------
// A saved plan as sent (POST, PUT): request text goes through text(), bounded like the engines' answers.

const required = (max: number, message?: string) => text().check(z.trim(), z.minLength(1, message), z.maxLength(max));

export const planActivityBodySchema = z.object({
  title: required(120, 'Every activity needs a title'),
  type: z.enum(ACTIVITY_TYPES),
  duration: z.int().check(z.minimum(1, 'An activity lasts 1 to 240 minutes'), z.maximum(240, 'An activity lasts 1 to 240 minutes')),
  description: required(600, 'Every activity needs a description'),
  content: z.optional(text().check(z.maxLength(4000))),
  parentGuidance: z._default(text().check(z.trim(), z.maxLength(600)), ''),
  expectedOutcome: z._default(text().check(z.trim(), z.maxLength(400)), ''),
  materials: z._default(z.array(required(80)).check(z.maxLength(12)), []),
});

export const dailyPlanBodySchema = z.object({
  day: z.int().check(z.minimum(1)),
  theme: required(120, 'Every day needs a theme'),
  totalTimeEstimate: required(40),
  objectives: z.array(required(200)).check(z.maxLength(8)),
  activities: z.array(planActivityBodySchema).check(z.minLength(1, 'Every day needs at least one activity'), z.maxLength(12)),
  parentTips: z._default(z.array(required(300)).check(z.maxLength(6)), []),
});

export const planBodySchema = z
  .object({
    /** The spec sends the user id; accepted only when it is the caller's own. */
    userId: z.optional(text().check(z.maxLength(100))),
    /** The child the plan is for, when the parent chose one: one of their own children. */
    childId: z.optional(z.nullable(z.string().check(z.uuid('Unknown child')))),
    title: required(160, PLAN_MESSAGES.title),
    description: z._default(text().check(z.trim(), z.maxLength(1200)), ''),
    parentingStyle: required(300, PLAN_MESSAGES.style),
    childName: optionalText(60),
    childAge: z
      .number(PLAN_MESSAGES.age)
      .check(z.int(PLAN_MESSAGES.ageWhole), z.minimum(CHILD_AGE.min, PLAN_MESSAGES.age), z.maximum(CHILD_AGE.max, PLAN_MESSAGES.age)),
    goals: z._default(z.array(required(120)).check(z.maxLength(9)), []),
    focusAreas: z._default(z.array(z.enum(FOCUS_AREAS)).check(z.maxLength(FOCUS_AREAS.length)), []),
    timeline: z.literal(PLAN_TIMELINES, PLAN_MESSAGES.timeline),
    /** Equal to the number of days; kept because the spec sends it. */
    totalDays: z.optional(z.int()),
    hoursPerDay: z.number().check(z.minimum(0.5, PLAN_MESSAGES.hours), z.maximum(3, PLAN_MESSAGES.hours)),
    additionalNotes: optionalText(1000),
    dailyPlans: z.array(dailyPlanBodySchema).check(z.minLength(1, PLAN_MESSAGES.days), z.maxLength(90, PLAN_MESSAGES.days)),
    /** Sent by the spec's client; the server decides both (active, progress from ticked activities). */
    status: z.optional(text().check(z.maxLength(20))),
    progress: z.optional(z.number()),
  })
  .check(
    z.refine((plan) => plan.dailyPlans.length === plan.timeline, { message: PLAN_MESSAGES.days, path: ['dailyPlans'] }),
    z.refine((plan) => plan.dailyPlans.every((d, i) => d.day === i + 1), { message: PLAN_MESSAGES.days, path: ['dailyPlans'] }),
  );
export type PlanBody = z.input<typeof planBodySchema>;
export type PlanBodyParsed = z.output<typeof planBodySchema>;

export const planParamsSchema = z.object({ id: z.string().check(z.uuid('Plan not found')) });
/** `?userId=` of spec 002 §7: optional, and only the caller's own id is accepted. */
export const planOwnerQuerySchema = z.object({ userId: z.optional(text().check(z.maxLength(100))) });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const scheduleBodySchema = z.object({
  /** The day the plan's day 1 falls on (YYYY-MM-DD, the family's calendar); null takes the plan off the calendar. */
  startDate: z.nullable(
    text().check(
      z.regex(ISO_DATE, PLAN_MESSAGES.startDate),
      z.refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), PLAN_MESSAGES.startDate),
    ),
  ),
});
export type ScheduleBody = z.infer<typeof scheduleBodySchema>;

export const activityDoneBodySchema = z.object({
  day: z.int().check(z.minimum(1)),
  /** The activity's position in its day, from 0. */
  activity: z.int().check(z.minimum(0)),
  done: z.boolean(),
});
export type ActivityDoneBody = z.infer<typeof activityDoneBodySchema>;

/** The key of a ticked activity: "day:index". */
export const activityKey = (day: number, activity: number) => `${day}:${activity}`;

// ---------------------------------------------------------------------------------------------------------------
// Answers

export const parentingPlanRecordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  childId: z.nullable(z.string()),
  title: z.string(),
  description: z.string(),
  parentingStyle: z.string(),
  childName: z.string(),
  childAge: z.number(),
  goals: z.array(z.string()),
  focusAreas: z.array(z.string()),
  timeline: z.literal(PLAN_TIMELINES),
  totalDays: z.number(),
  hoursPerDay: z.number(),
  additionalNotes: z.string(),
  dailyPlans: z.array(dailyPlanSchema),
  status: z.enum(PLAN_STATUSES),
  /** Percent of the plan's activities ticked done, 0–100. */
  progress: z.number(),
  completedActivities: z.array(z.string()),
  startDate: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ParentingPlanRecord = z.infer<typeof parentingPlanRecordSchema>;

export const planListSchema = z.object({ plans: z.array(parentingPlanRecordSchema) });
export const planResponseSchema = z.object({ plan: parentingPlanRecordSchema });

/** Percent of activities done, rounded down so 100 means every one. */
export function progressOf(dailyPlans: readonly { activities: readonly unknown[] }[], completed: readonly string[]): number {
  const total = dailyPlans.reduce((sum, d) => sum + d.activities.length, 0);
  if (total === 0) return 0;
  return Math.floor((100 * completed.length) / total);
}

/** The date a plan's day falls on, from its start date (YYYY-MM-DD), as YYYY-MM-DD. */
export function dateOfDay(startDate: string, day: number): string {
  const date = new Date(`${startDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + day - 1);
  return date.toISOString().slice(0, 10);
}
