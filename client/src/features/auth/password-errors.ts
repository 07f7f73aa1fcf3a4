import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api.ts';
import { type PasswordRefusal, passwordRule } from '@/lib/password-rule.ts';

/** The sentence for a refused new password in the reader's language. */
export function passwordProblem(refusal: PasswordRefusal, t: TFunction): string {
  return t(`auth.passwordRules.${passwordRule(refusal)}`);
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
