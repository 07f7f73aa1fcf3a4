import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { burnVerification, verifyPassword } from '../../auth/passwords.ts';
import type { UserRow } from '../../auth/sessions.ts';
import { beginSignInTry, type SignInThrottle } from '../../auth/sign-in-throttle.ts';
import { HttpError } from '../../http/errors.ts';

/**
 * Checks a sign-in. Adults may give their username or e-mail; children their username and PIN.
 * Every try is counted first (auth/sign-in-throttle.ts): slowed down after a few failures, refused with 429 after many.
 */
export async function authenticate(db: Database, throttle: SignInThrottle, input: { username: string; password: string }, address: string): Promise<UserRow> {
  const login = input.username.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.username, login), and(eq(users.email, login), sql`${users.role} <> 'child'`)))
    .limit(1);

  const attempt = await beginSignInTry(db, throttle, user ? { userId: user.id } : { unknownName: login }, address);
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : (await burnVerification(input.password), false);
  if (!user || !ok || !user.isActive) throw new HttpError(401, 'invalid_credentials', 'Wrong username or password.');
  await attempt.succeeded();
  return user;
}
