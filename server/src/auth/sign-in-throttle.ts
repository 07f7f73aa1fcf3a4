/**
 * Sign-in throttling that protects accounts without locking out a school. A classroom, a school or a family shares
 * one public address, so failures are never counted for a whole address against accounts that exist:
 *
 * - per (account, address): a child mistyping at school is slowed down from the third try, and refused after ten
 *   (until the window ends or a parent or administrator unlocks the account); classmates are not affected, and the
 *   same child signs in from home at once;
 * - per account, from every address: a much higher ceiling that stops guessing one account from many addresses;
 * - per address, for names no account has: a higher ceiling still, for sprays of guessed usernames. Names no
 *   account has are also counted per (name, address) like real accounts, so the answers never tell them apart.
 *
 * Counting is one `INSERT … ON CONFLICT … DO UPDATE … RETURNING` made before the password is checked: each try
 * takes its number atomically, so parallel tries (from several Node processes too) cannot get past the ceiling.
 * A correct password then clears its (account, address) count and gives back its account count.
 */
import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { signInFailures } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { message } from '../http/messages.ts';

export interface SignInLimits {
  /** Each count starts at its first failure and lasts this long. */
  windowSeconds: number;
  perAccountAndAddress: number;
  perAccount: number;
  unknownNamesPerAddress: number;
  /** The try from which answers are slowed down, within one (account, address). */
  slowFromTry: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/**
 * Ten tries is far more than a child who forgot a PIN needs before an adult helps; fifty per account over fifteen
 * minutes can only be reached by someone trying many addresses; a classroom of thirty mistyping their names now and
 * then stays far below two hundred unknown names per address. The delay doubles from the third try (0.5 s, 1 s,
 * 2 s, 4 s, then 5 s), so ten guesses take about half a minute while a single slip costs nothing.
 */
export const SIGN_IN_LIMITS: SignInLimits = {
  windowSeconds: 15 * 60,
  perAccountAndAddress: 10,
  perAccount: 50,
  unknownNamesPerAddress: 200,
  slowFromTry: 3,
  firstDelayMs: 500,
  maxDelayMs: 5_000,
};

export interface SignInThrottle {
  limits: SignInLimits;
  /** Waits before the password is checked; tests pass one that records the delay instead. */
  sleep: (ms: number) => Promise<void>;
}

export function signInThrottle(options: Partial<SignInThrottle> = {}): SignInThrottle {
  return {
    limits: options.limits ?? SIGN_IN_LIMITS,
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
  };
}

/** Whose sign-in is tried: an account that exists, or only the name that was typed. */
export type SignInTarget = { userId: string } | { unknownName: string };

/** One try, already counted: call `succeeded()` when the password was right. */
export interface SignInTry {
  succeeded(): Promise<void>;
}

export interface Count {
  key: string;
  failures: number;
  retryAfterSeconds: number;
}

/**
 * Counts a try before its password is checked: refuses it (429) when a ceiling is passed, and otherwise waits the
 * delay its number calls for. The delay comes before the check, for right and wrong passwords alike, so a quick
 * answer never gives a right guess away.
 */
export async function beginSignInTry(db: Database, throttle: SignInThrottle, target: SignInTarget, address: string): Promise<SignInTry> {
  const { limits } = throttle;
  const keys = keysFor(target, address);
  const counts = await count(db, limits, keys, 'userId' in target ? target.userId : null);
  const pair = counts.find((c) => c.key === keys.pair)!;
  const wide = counts.find((c) => c.key === keys.wide)!;
  const wideLimit = 'userId' in target ? limits.perAccount : limits.unknownNamesPerAddress;
  const over = [pair.failures > limits.perAccountAndAddress && pair, wide.failures > wideLimit && wide].filter((c) => c !== false);
  if (over.length > 0) throw tooManyTries(Math.max(...over.map((c) => c.retryAfterSeconds)));

  const delay = delayFor(limits, pair.failures);
  if (delay > 0) await throttle.sleep(delay);
  return {
    async succeeded() {
      await db.delete(signInFailures).where(eq(signInFailures.key, keys.pair));
      await db
        .update(signInFailures)
        .set({ failures: sql`greatest(${signInFailures.failures} - 1, 0)` })
        .where(eq(signInFailures.key, keys.wide));
    },
  };
}

/** The wait before a try's password is checked, from its number within one (account, address). */
export function delayFor(limits: SignInLimits, tryNumber: number): number {
  if (tryNumber < limits.slowFromTry) return 0;
  return Math.min(limits.firstDelayMs * 2 ** (tryNumber - limits.slowFromTry), limits.maxDelayMs);
}

function keysFor(target: SignInTarget, address: string): { pair: string; wide: string } {
  if ('userId' in target) return { pair: `pair:${target.userId}@${address}`, wide: `account:${target.userId}` };
  // A typed name is stored only as a digest: people sometimes type their password into the username box.
  const name = crypto.createHash('sha256').update(target.unknownName).digest('base64url');
  return { pair: `pair:?${name}@${address}`, wide: `unknown:${address}` };
}

/** Adds one to each key in one statement; a count whose window has ended starts again at one. */
function count(db: Database, limits: SignInLimits, keys: { pair: string; wide: string }, userId: string | null): Promise<Count[]> {
  return addTries(db, limits.windowSeconds, [keys.pair, keys.wide], userId);
}

/**
 * Adds one try to each key in one statement, so parallel tries and several Node processes share one count; a count
 * whose window has ended starts again at one. The account calls (auth/account-throttle.ts) count here too.
 */
export async function addTries(db: Database, windowSeconds: number, keys: string[], userId: string | null): Promise<Count[]> {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const expired = sql`${signInFailures.windowStartedAt} <= now() - ${window}`;
  // Keys in one order for every statement ('account' < 'pair' < 'unknown'), so two tries never wait on each other's rows.
  const values = [...keys].sort().map((key) => ({ key, userId, failures: 1 }));
  const counts = await db
    .insert(signInFailures)
    .values(values)
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: {
        failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${signInFailures.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN now() ELSE ${signInFailures.windowStartedAt} END`,
      },
    })
    .returning({
      key: signInFailures.key,
      failures: signInFailures.failures,
      retryAfterSeconds: sql<number>`greatest(ceil(extract(epoch FROM ${signInFailures.windowStartedAt} + ${window} - now())), 1)::int`,
    });
  // Counts whose window ended long ago tell nothing; trimming here keeps the table small without a scheduler.
  // Rows another try holds are skipped, so trimming never waits on (or deadlocks with) a try.
  await db.execute(
    sql`DELETE FROM ${signInFailures} WHERE ${signInFailures.key} IN (SELECT ${signInFailures.key} FROM ${signInFailures} WHERE ${signInFailures.windowStartedAt} < now() - ${window} * 2 FOR UPDATE SKIP LOCKED)`,
  );
  return counts;
}

function tooManyTries(retryAfterSeconds: number): HttpError {
  return new HttpError(
    429,
    'too_many_attempts',
    message('account.tooManySignIns', { count: Math.max(1, Math.ceil(retryAfterSeconds / 60)) }),
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
    { retryAfterSeconds },
  );
}

/** Unlocks an account: clears its counts from every address. */
export async function unlockSignIn(db: Database, userId: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.userId, userId));
}

/** Which of these accounts cannot sign in right now from at least one address (or from any). */
export async function lockedAccounts(db: Database, limits: SignInLimits, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: signInFailures.userId })
    .from(signInFailures)
    .where(
      and(
        inArray(signInFailures.userId, [...userIds]),
        sql`${signInFailures.windowStartedAt} > now() - make_interval(secs => ${limits.windowSeconds})`,
        sql`${signInFailures.failures} >= CASE WHEN ${signInFailures.key} LIKE 'account:%' THEN ${limits.perAccount}::int ELSE ${limits.perAccountAndAddress}::int END`,
      ),
    );
  return new Set(rows.map((r) => r.userId!));
}
