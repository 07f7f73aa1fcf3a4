import { z } from 'zod/mini';
import { text } from './text.ts';
import { LANGUAGE_CODES } from '../domain/languages.ts';
import { THEMES } from '../domain/themes.ts';
import { preferencesSchema, sessionUserSchema } from './auth.ts';
import { knownTimeZone } from './time-zone.ts';
import { MODULE_IDS } from '../domain/progress.ts';

/** GET /api/user/profile: the account plus the spec's profile fields (completedMissions, missionStreak, tokens, level). */
export const profileSchema = z.extend(sessionUserSchema, {
  tokens: z.int(),
  level: z.int(),
  missionStreak: z.int(),
  completedMissions: z.int(),
  modules: z.array(z.object({ id: z.enum(MODULE_IDS), progress: z.int().check(z.minimum(0), z.maximum(100)) })),
  overallProgress: z.int(),
  achievements: z.array(z.string()),
  counts: z.object({
    lettersMastered: z.int(),
    wordsPracticed: z.int(),
    soundsMastered: z.int(),
    phonicsWords: z.int(),
    missionsCompleted: z.int(),
    /** Missions of any kind (the five built in, a teacher's, a parent's) solved at least once. */
    differentMissions: z.int(),
    storiesCreated: z.int(),
  }),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileSchema = z.partial(
  z.strictObject({
    firstName: text().check(z.trim(), z.minLength(1, 'First name is required'), z.maxLength(60, 'First name is too long')),
    lastName: text().check(z.trim(), z.maxLength(60, 'Last name is too long')),
    preferredLanguage: z.enum(LANGUAGE_CODES as [string, ...string[]]),
    theme: z.enum(THEMES),
    preferences: z.partial(preferencesSchema),
    timeZone: knownTimeZone,
  }),
);
export type UpdateProfile = z.infer<typeof updateProfileSchema>;
