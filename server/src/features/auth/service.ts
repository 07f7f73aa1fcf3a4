import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { burnVerification, verifyPassword } from '../../auth/passwords.ts';
import type { UserRow } from '../../auth/sessions.ts';
import { beginSignInTry, type SignInThrottle } from '../../auth/sign-in-throttle.ts';
import { HttpError } from '../../http/errors.ts';
import { recordAudit } from '../../audit/record.ts';
import { message } from '../../http/messages.ts';

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
  if (!user || !ok) {
    // Failed sign-ins of a known account go to the audit log of its organisation; unknown names have none.
    if (user)
      await recordAudit(db, {
        actorId: user.id,
        action: 'sign_in.failed',
        entity: 'session',
        entityId: user.id,
        after: { address },
        organisationId: user.organizationId,
      });
    throw new HttpError(401, 'invalid_credentials', message('account.wrongCredentials'));
  }
  // Said only to whoever knows the password: a deactivated account is not otherwise revealed.
  if (!user.isActive) {
    await recordAudit(db, {
      actorId: user.id,
      action: 'sign_in.failed',
      entity: 'session',
      entityId: user.id,
      after: { address, deactivated: true },
      organisationId: user.organizationId,
    });
    throw new HttpError(401, 'account_deactivated', message('account.deactivated'));
  }
  await attempt.succeeded();
  await recordAudit(db, {
    actorId: user.id,
    action: 'sign_in.succeeded',
    entity: 'session',
    entityId: user.id,
    after: { address },
    organisationId: user.organizationId,
  });
  return user;
}
