import { z } from 'zod/mini';

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
