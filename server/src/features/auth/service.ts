import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginFailures, users } from '../../db/schema.ts';
import { burnVerification, verifyPassword } from '../../auth/passwords.ts';
import type { UserRow } from '../../auth/sessions.ts';
import { HttpError } from '../../http/errors.ts';

export const MAX_FAILURES_PER_MINUTE = 10;
const WINDOW_MS = 60_000;

/**
 * Checks a sign-in. Adults may give their username or e-mail; children their username and PIN.
 * After 10 failures within a minute for the account or for the address, further tries answer 429.
 */
export async function authenticate(db: Database, input: { username: string; password: string }, address: string): Promise<UserRow> {
  const login = input.username.trim().toLowerCase();
  const keys = [`account:${login}`, `address:${address}`];
  const since = new Date(Date.now() - WINDOW_MS);

  const counts = await db
    .select({ key: loginFailures.key, n: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(or(...keys.map((k) => eq(loginFailures.key, k))), gt(loginFailures.at, since)))
    .groupBy(loginFailures.key);
  if (counts.some((c) => c.n >= MAX_FAILURES_PER_MINUTE)) {
    throw new HttpError(429, 'too_many_attempts', 'Too many failed sign-ins. Please wait a minute and try again.', undefined, {
      'retry-after': '60',
    });
  }

  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.username, login), and(eq(users.email, login), sql`${users.role} <> 'child'`)))
    .limit(1);

  const ok = user ? await verifyPassword(user.passwordHash, input.password) : (await burnVerification(input.password), false);
  if (!user || !ok || !user.isActive) {
    await db.insert(loginFailures).values(keys.map((key) => ({ key })));
    // Old rows are useless after the window; trimming here keeps the table small without a scheduler.
    await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - 10 * WINDOW_MS)));
    throw new HttpError(401, 'invalid_credentials', 'Wrong username or password.');
  }
  return user;
}
