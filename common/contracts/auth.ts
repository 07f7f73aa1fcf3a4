import { z } from 'zod';
import { text } from './text.ts';
import { ROLES } from '../domain/roles.ts';
import { LANGUAGE_CODES } from '../domain/languages.ts';
import { THEMES } from '../domain/themes.ts';
import { DEFAULT_PREFERENCES, TEXT_SIZES, type Preferences } from '../domain/preferences.ts';

export const loginRequestSchema = z.object({
  username: text().trim().min(1, 'Enter your username or email').max(254),
  password: text().min(1, 'Enter your password or PIN').max(200),
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
}) satisfies z.ZodType<Preferences>;

export { DEFAULT_PREFERENCES, type Preferences };

export const sessionUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  firstName: z.string(),
  lastName: z.string(),
  age: z.number().nullable(),
  preferredLanguage: z.enum(LANGUAGE_CODES as [string, ...string[]]),
  theme: z.enum(THEMES),
  plan: z.enum(['free', 'premium', 'school']),
  preferences: preferencesSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** POST /api/auth/login, GET /api/auth/me, and the profile changes that send the account back. */
export const sessionResponseSchema = z.object({ user: sessionUserSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
