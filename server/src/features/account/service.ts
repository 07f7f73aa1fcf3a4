import crypto from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { TERMS_VERSION, type ChangePassword, type PasswordReset, type PendingReset } from '@common/contracts/account.ts';
import type { z } from 'zod/mini';
import type { signUpRequestSchema } from '@common/contracts/account.ts';
import type { Database } from '../../db/client.ts';
import { passwordResetTokens, users } from '../../db/schema.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { assertAcceptablePassword } from '../../auth/password-policy.ts';
import { pendingResetUsersScope, type Actor } from '../../auth/policies.ts';
import { newResetLink } from '../../auth/reset-links.ts';
import type { SessionStore, UserRow } from '../../auth/sessions.ts';
import { beginSignInTry, unlockSignIn, type SignInThrottle } from '../../auth/sign-in-throttle.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { message, messageLanguage } from '../../http/messages.ts';

export { RESET_LINK_HOURS } from '../../auth/reset-links.ts';

const digest = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

type SignUp = z.output<typeof signUpRequestSchema>;

/**
 * A parent's family account. Their e-mail is also their username (adults sign in with either). The acceptance of
 * the terms and privacy notice is kept with its version: it is the parental consent for the children they add.
 * The plan is Free until changed.
 */
export async function signUp(db: Database, input: SignUp): Promise<UserRow> {
  assertAcceptablePassword(input.password, 'password', { email: input.email });
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.email, input.email), eq(users.username, input.email)))
    .limit(1);
  if (taken.length > 0) throw conflict(message('account.emailTaken'), 'email');
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        username: input.email,
        email: input.email,
        passwordHash,
        role: 'parent',
        firstName: input.firstName,
        lastName: input.lastName,
        preferredLanguage: input.preferredLanguage,
        plan: 'free',
        termsAcceptedAt: new Date(),
        termsVersion: TERMS_VERSION,
      })
      .returning();
    return row!;
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides, and the loser gets the same answer as above.
    if (isUniqueViolation(error)) throw conflict(message('account.emailTaken'), 'email');
    throw error;
  }
}

/**
 * Sets a new password: every session of the account ends (the caller starts a fresh one for the browser that asked,
 * when there is one), every outstanding reset link is spent, and failed sign-in counts are forgotten.
 */
async function setPassword(db: Database, sessions: SessionStore, user: UserRow, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
  await sessions.endAllFor(user.id);
  await unlockSignIn(db, user.id);
}

/**
 * A signed-in adult's new password. The current one is checked like a sign-in (counted and slowed down by the
 * sign-in throttle), so a borrowed session cannot be used to guess it.
 */
export async function changePassword(
  db: Database,
  throttle: SignInThrottle,
  sessions: SessionStore,
  user: UserRow,
  input: ChangePassword,
  address: string,
): Promise<void> {
  const attempt = await beginSignInTry(db, throttle, { userId: user.id }, address);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest(message('account.currentPasswordWrong'), 'currentPassword');
  }
  await attempt.succeeded();
  assertAcceptablePassword(input.newPassword, 'newPassword', { email: user.email });
  await setPassword(db, sessions, user, input.newPassword);
}

/**
 * A reset request. The answer never says whether the address has an account; children have none. With a mail
 * server the link is mailed (after the answer, so its time does not give the account away); without one, or when
 * sending fails, it is printed to the server log and the user's administrators see the request. The mail is written in
 * the account's language.
 */
export async function requestPasswordReset(db: Database, mailer: Mailer, log: FastifyBaseLogger, email: string, base: string): Promise<void> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), sql`${users.role} <> 'child'`, eq(users.isActive, true)))
    .limit(1);
  if (!user) return;
  const toLog = async () => {
    const { link } = await newResetLink(db, user.id, 'log', base);
    log.warn(`No mail server delivered it: password reset link for ${user.username} (valid for an hour): ${link}`);
  };
  if (!mailer.delivers) return toLog();
  const { link } = await newResetLink(db, user.id, 'mail', base);
  // In the account's own language, whoever asked and from whatever page.
  const language = messageLanguage(user.preferredLanguage);
  void mailer
    .send({
      to: email,
      subject: message('mail.reset.subject').in(language),
      text: message('mail.reset.body', { name: user.firstName, link }).in(language),
    })
    .catch(async (error: unknown) => {
      log.error({ err: error }, 'the reset mail could not be sent');
      await toLog().catch(() => {});
    });
}

/** Sets the password from a reset link: the link must be unused and under an hour old; it is spent here. */
export async function resetPassword(db: Database, sessions: SessionStore, input: PasswordReset): Promise<void> {
  const tokenHash = digest(input.token);
  const [found] = await db
    .select({ user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  if (!found) throw badRequest(message('account.resetLinkInvalid'), 'token');
  // Checked before the link is spent, so a refused password leaves the link usable.
  assertAcceptablePassword(input.newPassword, 'newPassword', { email: found.user.email });
  // Spending the link is one statement: of two tries racing with the same link, one wins.
  const spent = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  if (spent.length === 0) throw badRequest(message('account.resetLinkInvalid'), 'token');
  await setPassword(db, sessions, found.user, input.newPassword);
}

/** The reset requests no mail server delivered, still open, of the administrator's users: the latest per user. */
export async function pendingResets(db: Database, actor: Actor): Promise<PendingReset[]> {
  const rows = await db
    .select({ user: users, requestedAt: passwordResetTokens.createdAt, expiresAt: passwordResetTokens.expiresAt })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.channel, 'log'),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
        inArray(passwordResetTokens.userId, pendingResetUsersScope(actor)),
      ),
    )
    .orderBy(desc(passwordResetTokens.createdAt));
  const seen = new Set<string>();
  return rows
    .filter((row) => !seen.has(row.user.id) && seen.add(row.user.id))
    .map((row) => ({
      userId: row.user.id,
      username: row.user.username,
      name: [row.user.firstName, row.user.lastName].filter(Boolean).join(' '),
      email: row.user.email,
      role: row.user.role,
      requestedAt: row.requestedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    }));
}

/**
 * An administrator hands a user a link for their open request (by phone, in person): a new single-use link, shown
 * once; only its digest is kept. 404 when the user has no open request.
 */
export async function issueResetLink(db: Database, actor: Actor, userId: string, base: string): Promise<{ link: string; expiresAt: string }> {
  const open = (await pendingResets(db, actor)).some((reset) => reset.userId === userId);
  if (!open) throw notFound(message('notFound.resetRequest'));
  const { link, expiresAt } = await newResetLink(db, userId, 'admin', base, actor.id);
  return { link, expiresAt: expiresAt.toISOString() };
}
