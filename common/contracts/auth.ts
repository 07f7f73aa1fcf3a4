import { z } from 'zod/mini';
import { text } from './text.ts';
import { timeZoneName } from './time-zone.ts';
import { ROLES } from '../domain/roles.ts';
import { LANGUAGE_CODES } from '../domain/languages.ts';
import { THEMES } from '../domain/themes.ts';
import { DEFAULT_PREFERENCES, TEXT_SIZES, type Preferences } from '../domain/preferences.ts';

export const loginRequestSchema = z.object({
  username: text().check(z.trim(), z.minLength(1, 'Enter your username or email'), z.maxLength(254)),
  password: text().check(z.minLength(1, 'Enter your password or PIN'), z.maxLength(200)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const preferencesSchema = z.object({
  soundEffects: z.boolean(),
  autoSave: z.boolean(),
  notifications: z.boolean(),
  voiceNavigation: z.boolean(),
  textSize: z.enum(TEXT_SIZES),
  reducedMotion: z.boolean(),
  readingFont: z.boolean(),
}) satisfies z.ZodMiniType<Preferences>;

export { DEFAULT_PREFERENCES, type Preferences };

export const sessionUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.nullable(z.string()),
  role: z.enum(ROLES),
  firstName: z.string(),
  lastName: z.string(),
  age: z.nullable(z.number()),
  preferredLanguage: z.enum(LANGUAGE_CODES as [string, ...string[]]),
  theme: z.enum(THEMES),
  plan: z.enum(['free', 'premium', 'school']),
  preferences: preferencesSchema,
  /** The account's own clock (IANA), from its browser once a screen is drawn; null until then (days count in UTC). */
  timeZone: z.nullable(timeZoneName),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** POST /api/auth/login, GET /api/auth/me, and the profile changes that send the account back. */
export const sessionResponseSchema = z.object({ user: sessionUserSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
