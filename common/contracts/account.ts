import { z } from 'zod/mini';
import { text } from './text.ts';
import { LANGUAGE_CODES } from '../domain/languages.ts';

/**
 * Passwords (issue 13): at least 10 characters, which NIST SP 800-63B's floor of 8 leaves room above for a family
 * account that opens children's data; at most 200, which argon2 hashes in the same time as a short one. The server
 * also refuses the most common passwords (content/passwords/common-passwords.txt).
 */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;

/** The version of the terms and privacy notice a parent accepts at sign-up; kept on the account. */
export const TERMS_VERSION = '2026-11';

const newPassword = text().check(
  z.minLength(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
  z.maxLength(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
);
const email = text().check(
  z.trim(),
  z.toLowerCase(),
  z.minLength(1, 'Enter your email address'),
  z.maxLength(254, 'That email address is too long'),
  z.email('Enter a valid email address'),
);

/** POST /api/auth/sign-up: a parent creates a family account; accepting the terms and privacy notice is the consent. */
export const signUpRequestSchema = z.object({
  firstName: text().check(z.trim(), z.minLength(1, 'Enter your first name'), z.maxLength(60, 'First name is too long')),
  lastName: z._default(text().check(z.trim(), z.maxLength(60, 'Last name is too long')), ''),
  email,
  password: newPassword,
  acceptTerms: z.literal(true, 'Please accept the terms and the privacy notice'),
  preferredLanguage: z._default(z.enum(LANGUAGE_CODES as [string, ...string[]]), 'en'),
});
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

/** POST /api/auth/password: a signed-in adult changes their password. */
export const changePasswordSchema = z.object({
  currentPassword: text().check(z.minLength(1, 'Enter your current password'), z.maxLength(MAX_PASSWORD_LENGTH)),
  newPassword,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** POST /api/auth/password-reset/request. */
export const passwordResetRequestSchema = z.object({ email });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The answer to a reset request: the same whether or not an account has the address. */
export const passwordResetRequestedSchema = z.object({ ok: z.literal(true), message: z.string() });

/** POST /api/auth/password-reset: the link's token and the new password. */
export const passwordResetSchema = z.object({
  token: text().check(z.minLength(1, 'This reset link is not complete'), z.maxLength(200, 'This reset link is not valid')),
  newPassword,
});
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** GET /api/admin/password-resets: reset requests of the administrator's users that no mail server delivered. */
export const pendingResetSchema = z.object({
  userId: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.nullable(z.string()),
  role: z.string(),
  requestedAt: z.string(),
  expiresAt: z.string(),
});
export type PendingReset = z.infer<typeof pendingResetSchema>;
export const pendingResetsResponseSchema = z.object({ resets: z.array(pendingResetSchema) });
export type PendingResetsResponse = z.infer<typeof pendingResetsResponseSchema>;

export const pendingResetParamsSchema = z.object({ userId: z.string().check(z.uuid('Unknown account')) });

/** POST /api/admin/password-resets/:userId/link: a new single-use link, shown once to the administrator. */
export const resetLinkResponseSchema = z.object({ link: z.string(), expiresAt: z.string() });
export type ResetLinkResponse = z.infer<typeof resetLinkResponseSchema>;
