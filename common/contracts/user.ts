import { z } from 'zod';
import { text } from './text.ts';
import { LANGUAGE_CODES } from '../domain/languages.ts';
import { THEMES } from '../domain/themes.ts';
import { preferencesSchema, sessionUserSchema } from './auth.ts';
import { MODULE_IDS } from '../domain/progress.ts';

/** GET /api/user/profile: the account plus the spec's profile fields (completedMissions, missionStreak, tokens, level). */
export const profileSchema = sessionUserSchema.extend({
  tokens: z.number().int(),
  level: z.number().int(),
  missionStreak: z.number().int(),
  completedMissions: z.number().int(),
  modules: z.array(z.object({ id: z.enum(MODULE_IDS), progress: z.number().int().min(0).max(100) })),
  overallProgress: z.number().int(),
  achievements: z.array(z.string()),
  counts: z.object({
    lettersMastered: z.number().int(),
    wordsPracticed: z.number().int(),
    soundsMastered: z.number().int(),
    phonicsWords: z.number().int(),
    missionsCompleted: z.number().int(),
    storiesCreated: z.number().int(),
  }),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileSchema = z
  .object({
    firstName: text().trim().min(1, 'First name is required').max(60, 'First name is too long'),
    lastName: text().trim().max(60, 'Last name is too long'),
    preferredLanguage: z.enum(LANGUAGE_CODES as [string, ...string[]]),
    theme: z.enum(THEMES),
    preferences: preferencesSchema.partial(),
  })
  .partial()
  .strict();
export type UpdateProfile = z.infer<typeof updateProfileSchema>;
