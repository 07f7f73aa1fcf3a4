/**
 * Limits on the account calls anyone may make without a password: sign-up and password-reset requests. They are
 * counted in the sign-in throttle's table (auth/sign-in-throttle.ts), one row per key, with the same atomic upsert,
 * so several Node processes share one count; every try counts, right or wrong, since none of these proves anything.
 *
 * A family signs up once and a school's parents sign up now and then, so ten sign-ups per address in fifteen
 * minutes stops a script making accounts without stopping a parents' evening at school; reset requests are limited
 * per address and per e-mail address, so nobody fills a stranger's mailbox with reset links.
 */
import crypto from 'node:crypto';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { addTries } from './sign-in-throttle.ts';
import { message, type MessageKey } from '../http/messages.ts';

export interface AccountLimits {
  /** Each count starts at its first try and lasts this long (at most the sign-in window, which trims old rows). */
  windowSeconds: number;
  signUpsPerAddress: number;
  resetRequestsPerAddress: number;
  resetRequestsPerEmail: number;
}

export const ACCOUNT_LIMITS: AccountLimits = {
  windowSeconds: 15 * 60,
  signUpsPerAddress: 10,
  resetRequestsPerAddress: 20,
  resetRequestsPerEmail: 3,
};

const digest = (value: string) => crypto.createHash('sha256').update(value).digest('base64url');

/** Counts one try against each key; 429 with Retry-After when any count passes its limit. */
async function countTries(db: Database, windowSeconds: number, keys: { key: string; limit: number }[], refusal: MessageKey): Promise<void> {
  const counts = await addTries(
    db,
    windowSeconds,
    keys.map(({ key }) => key),
    null,
  );
  const over = counts.filter((c) => c.failures > keys.find((k) => k.key === c.key)!.limit);
  if (over.length === 0) return;
  const retryAfterSeconds = Math.max(...over.map((c) => c.retryAfterSeconds));
  throw new HttpError(
    429,
    'too_many_attempts',
    message(refusal, { count: Math.max(1, Math.ceil(retryAfterSeconds / 60)) }),
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
    { retryAfterSeconds },
  );
}

export function countSignUp(db: Database, limits: AccountLimits, address: string): Promise<void> {
  return countTries(db, limits.windowSeconds, [{ key: `signup:${address}`, limit: limits.signUpsPerAddress }], 'account.tooManySignUps');
}

export function countResetRequest(db: Database, limits: AccountLimits, address: string, email: string): Promise<void> {
  return countTries(
    db,
    limits.windowSeconds,
    [
      { key: `reset:${address}`, limit: limits.resetRequestsPerAddress },
      { key: `reset-email:${digest(email)}`, limit: limits.resetRequestsPerEmail },
    ],
    'account.tooManyResets',
  );
}
