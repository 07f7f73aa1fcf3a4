import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api.ts';

/**
 * The sentence for a refused new password in the reader's language: the server's messages are English, so they are
 * recognised by field and wording (a common password, the e-mail address itself, the length).
 */
export function passwordProblem(message: string, t: TFunction): string {
  if (/most common/.test(message)) return t('auth.passwordRules.common');
  if (/email address/.test(message)) return t('auth.passwordRules.isEmail');
  if (/at most/.test(message)) return t('auth.passwordRules.tooLong');
  return t('auth.passwordRules.tooShort');
}

/** The field a server error names, when it names one. */
export function errorField(error: unknown): string | undefined {
  return error instanceof ApiError ? error.body?.field : undefined;
}

/** Too many tries: the wait in whole minutes, or the general sentence. */
export function tooManyText(error: unknown, t: TFunction): string | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const seconds = error.body?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? t('auth.tooManyWait', { count: Math.ceil(seconds / 60) }) : t('auth.tooMany');
}
