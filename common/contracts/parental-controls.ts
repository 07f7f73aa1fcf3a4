import { z } from 'zod/mini';
import { text } from './text.ts';
import { knownTimeZone, timeZoneName } from './time-zone.ts';

/** Prompt categories of the prompt log (spec 002 §3). */
export const PROMPT_CATEGORIES = ['creative-story', 'creative-art', 'educational', 'question', 'general'] as const;
export type PromptCategory = (typeof PROMPT_CATEGORIES)[number];

/** Spec 002 §9: the prompt history shows at most 20 entries; a caller may ask for up to 100. */
export const PROMPT_HISTORY_SIZE = 20;
export const PROMPT_HISTORY_MAX = 100;
export const RECENT_ACTIVITY_DAYS = 7;
export const RECENT_INCIDENTS = 5;

export const monitoredChildParamsSchema = z.object({ childId: z.string().check(z.uuid('Unknown child')) });

export const promptLogQuerySchema = z.object({
  limit: z._default(
    z.coerce
      .number({ message: 'The limit must be a whole number from 1 to 100.' })
      .check(
        z.int('The limit must be a whole number from 1 to 100.'),
        z.minimum(1, 'The limit must be a whole number from 1 to 100.'),
        z.maximum(PROMPT_HISTORY_MAX, 'The limit must be a whole number from 1 to 100.'),
      ),
    PROMPT_HISTORY_SIZE,
  ),
});

/** One child prompt as its parents see it; personal data in it was replaced by labels such as "[phone number]". */
export const promptLogSchema = z.object({
  id: z.string(),
  prompt: z.string(),
  category: z.enum(PROMPT_CATEGORIES),
  /** 0–100; colours: 80 or more green, 60 to 79 yellow, below 60 red (spec 002 §3). */
  safetyScore: z.number(),
  isApproved: z.boolean(),
  flaggedWords: z.array(z.string()),
  /** Why it was flagged: profanity, violence, weapons, self-harm, sexual, drugs, scary, bullying, personal-data. */
  reasons: z.array(z.string()),
  feature: z.string(),
  createdAt: z.string(),
});
export type PromptLog = z.infer<typeof promptLogSchema>;

export const safetySummarySchema = z.object({
  totalPrompts: z.number(),
  /** 100 when there are no prompts yet. */
  averageSafetyScore: z.number(),
  /** Prompts that were refused. */
  flaggedPrompts: z.number(),
  /** Prompts in the last 7 days. */
  recentActivity: z.number(),
  categories: z.record(z.enum(PROMPT_CATEGORIES), z.number()),
  /** The latest refused prompts, newest first. */
  recentIncidents: z.array(promptLogSchema),
});
export type SafetySummary = z.infer<typeof safetySummarySchema>;

// ------------------------------------------------------------------------------------------ settings (spec 002 §2, §9)

/** The apps a parent switches on or off (spec 002 §2 Overview). */
export const CONTROLLED_APPS = ['writing-buddy', 'phonics-tutor', 'mission-coach', 'creative-lab'] as const;
export type ControlledApp = (typeof CONTROLLED_APPS)[number];
export const SAFETY_LEVELS = ['low', 'medium', 'high'] as const;
export type SafetyLevel = (typeof SAFETY_LEVELS)[number];

export const DAILY_LIMIT = { min: 30, max: 300, step: 15, default: 120 } as const;
export const BREAK_EVERY_MINUTES = 30;
/** Minutes left at which the child is warned. */
export const TIME_WARNINGS = [15, 5, 1] as const;
export const EXTRA_TIME_CHOICES = [15, 30, 60] as const;
export const BLOCKED_WEBSITES_MAX = 200;

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeOfDay = text().check(z.regex(TIME_OF_DAY, 'Use a time of day such as 08:00'), z.meta({ examples: ['08:00'] }));
const website = text().check(
  z.trim(),
  z.toLowerCase(),
  z.maxLength(253, 'A blocked website is too long'),
  z.regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'Write each blocked website as a name such as example.com'),
);

/** The settings' form; `timeZone` is the one field whose check differs between what is sent and what is stored. */
const settingsWith = <Zone extends z.ZodMiniType<string, string>>(timeZone: Zone) =>
  z
    .strictObject({
      safetyLevel: z.enum(SAFETY_LEVELS),
      apps: z.strictObject({
        'writing-buddy': z.boolean(),
        'phonics-tutor': z.boolean(),
        'mission-coach': z.boolean(),
        'creative-lab': z.boolean(),
      }),
      dailyLimitMinutes: z
        .number()
        .check(
          z.int('The daily limit must be a whole number of minutes'),
          z.minimum(DAILY_LIMIT.min, 'The daily limit must be 30 to 300 minutes'),
          z.maximum(DAILY_LIMIT.max, 'The daily limit must be 30 to 300 minutes'),
          z.multipleOf(DAILY_LIMIT.step, 'The daily limit goes in steps of 15 minutes'),
        ),
      startTime: timeOfDay,
      endTime: timeOfDay,
      breakReminders: z.boolean(),
      blockInappropriateLanguage: z.boolean(),
      aiContentModeration: z.boolean(),
      safeSearchOnly: z.boolean(),
      blockedWebsites: z.array(website).check(z.maxLength(BLOCKED_WEBSITES_MAX, 'At most 200 blocked websites')),
      /** The family's IANA time zone (the parent's browser's by default): days and the allowed window are counted in it. */
      timeZone,
    })
    .check(z.refine((s) => s.startTime < s.endTime, { message: 'The allowed end time must be after the start time', path: ['endTime'] }));

/** What a parent sends: the time zone must also be one this server's time zone data knows. */
export const parentalSettingsSchema = settingsWith(knownTimeZone);
/** What the server answers: settings it accepted, the time zone checked by its form only (see timeZoneName). */
const storedParentalSettingsSchema = settingsWith(timeZoneName);
export type ParentalSettings = z.infer<typeof parentalSettingsSchema>;

/** Spec 002 §2 defaults: safety high; Writing Buddy and Phonics Tutor on; 120 minutes; 08:00–20:00; every filter on. */
export function defaultParentalSettings(timeZone = 'UTC'): ParentalSettings {
  return {
    safetyLevel: 'high',
    apps: { 'writing-buddy': true, 'phonics-tutor': true, 'mission-coach': false, 'creative-lab': false },
    dailyLimitMinutes: DAILY_LIMIT.default,
    startTime: '08:00',
    endTime: '20:00',
    breakReminders: true,
    blockInappropriateLanguage: true,
    aiContentModeration: true,
    safeSearchOnly: true,
    blockedWebsites: [],
    timeZone,
  };
}

/** GET/PUT /api/parental-control/settings/:childId. `saved` false: nothing is enforced yet, these are the defaults. */
export const parentalSettingsResponseSchema = z.object({
  childId: z.string(),
  saved: z.boolean(),
  settings: storedParentalSettingsSchema,
  updatedAt: z.nullable(z.string()),
});
export type ParentalSettingsResponse = z.infer<typeof parentalSettingsResponseSchema>;

// ------------------------------------------------------------------------------------------ screen time (child side)

export const LOCK_REASONS = ['daily-limit', 'outside-hours'] as const;
export type LockReason = (typeof LOCK_REASONS)[number];

export const heartbeatSchema = z.strictObject({
  /** The learning app on screen, when the visible page is one. */
  app: z.nullable(z.enum(CONTROLLED_APPS)),
});
export type Heartbeat = z.infer<typeof heartbeatSchema>;

export const extraTimeRequestStatusSchema = z.enum(['pending', 'granted', 'declined']);

/** What the child's screen needs: apps, time left, and whether it must rest (and until when). */
export const screenTimeStatusSchema = z.object({
  /** false: no parent has saved controls, so nothing is limited. */
  controlled: z.boolean(),
  allowedApps: z.array(z.enum(CONTROLLED_APPS)),
  usedMinutes: z.number(),
  /** Today's limit including extra time granted; null when not controlled. */
  limitMinutes: z.nullable(z.number()),
  remainingMinutes: z.nullable(z.number()),
  locked: z.boolean(),
  reason: z.nullable(z.enum(LOCK_REASONS)),
  /** When the child may come back (ISO instant), and the same as the family's clock shows it ("08:00"). */
  comeBackAt: z.nullable(z.string()),
  comeBackTime: z.nullable(z.string()),
  timeZone: z.string(),
  /** Set when this heartbeat crossed 15, 5 or 1 minutes left. */
  warning: z.nullable(z.number()),
  /** Set when this heartbeat completed 30 minutes of continuous use and break reminders are on. */
  breakDue: z.boolean(),
  /** Today's latest request for more time. */
  extraTimeRequest: z.nullable(z.object({ id: z.string(), status: extraTimeRequestStatusSchema, minutes: z.nullable(z.number()) })),
});
export type ScreenTimeStatus = z.infer<typeof screenTimeStatusSchema>;

// ------------------------------------------------------------------------------------------ extra time (parent side)

export const extraTimeRequestSchema = z.object({
  id: z.string(),
  childId: z.string(),
  childName: z.string(),
  day: z.string(),
  status: extraTimeRequestStatusSchema,
  minutes: z.nullable(z.number()),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type ExtraTimeRequest = z.infer<typeof extraTimeRequestSchema>;
export const extraTimeRequestsResponseSchema = z.object({ requests: z.array(extraTimeRequestSchema) });

export const extraTimeParamsSchema = z.object({ id: z.string().check(z.uuid('Unknown request')) });
export const extraTimeDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    z.strictObject({ decision: z.literal('grant'), minutes: z.union([z.literal(15), z.literal(30), z.literal(60)], 'Grant 15, 30 or 60 minutes') }),
    z.strictObject({ decision: z.literal('decline') }),
  ],
  'The decision is grant or decline',
);
export type ExtraTimeDecision = z.infer<typeof extraTimeDecisionSchema>;
export const extraTimeRequestResponseSchema = z.object({ request: extraTimeRequestSchema });

// ------------------------------------------------------------------------------------------ reports

export const INCIDENT_KINDS = ['flagged-prompt', 'limit-reached', 'app-blocked', 'extra-time'] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];

export const incidentSchema = z.object({
  id: z.string(),
  kind: z.enum(INCIDENT_KINDS),
  severity: z.enum(['low', 'medium', 'high']),
  /** The flagged prompt (redacted), the app refused, or the extra-time decision. */
  detail: z.string(),
  at: z.string(),
});
export type Incident = z.infer<typeof incidentSchema>;

export const usageDaySchema = z.object({ date: z.string(), minutes: z.number(), learningMinutes: z.number() });
export const usageWeekSchema = z.object({
  start: z.string(),
  end: z.string(),
  days: z.array(usageDaySchema),
  totalMinutes: z.number(),
  /** Percent of the screen time spent in learning modules; null without screen time. */
  learningShare: z.nullable(z.number()),
  violations: z.number(),
});
export type UsageWeek = z.infer<typeof usageWeekSchema>;

/** GET /api/parental-control/reports/:childId: the last 4 weeks, newest first, from the child's real activity. */
export const controlsReportSchema = z.object({
  timeZone: z.string(),
  weeks: z.array(usageWeekSchema),
  incidents: z.array(incidentSchema),
});
export type ControlsReport = z.infer<typeof controlsReportSchema>;
export const REPORT_WEEKS = 4;

/** POST /api/test/clock (test servers only): moves the server's clock forward. */
export const advanceClockSchema = z.strictObject({ minutes: z.number().check(z.minimum(0), z.maximum(60 * 24 * 30)) });
export const clockResponseSchema = z.object({ now: z.string() });
