/**
 * People (issue 14): the accounts of an administrator's organisations. Creating one sends (or shows) an invitation
 * with a one-time code; deactivating ends every session at once; each change is written to the audit log.
 */
import crypto from 'node:crypto';
import { and, asc, count, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  PEOPLE_PAGE,
  type AcceptInvitation,
  type CreatePerson,
  type PeopleQuery,
  type Person,
  type SchoolOption,
  type UpdatePerson,
} from '@common/contracts/people.ts';
import type { Database } from '../../db/client.ts';
import { courses, guardianships, organizations, passwordResetTokens, userInvitations, users } from '../../db/schema.ts';
import { holds, peopleSearchText } from '../../db/search.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { assertAcceptablePassword } from '../../auth/password-policy.ts';
import type { SessionStore, UserRow } from '../../auth/sessions.ts';
import { unlockSignIn } from '../../auth/sign-in-throttle.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { message, type MessageLanguage } from '../../http/messages.ts';
import { newResetLink } from '../../auth/reset-links.ts';
import { recordAudit } from '../../audit/record.ts';
import { mayAct } from './scope.ts';
import { assertMayGive, createAssignment } from './service.ts';

export const INVITATION_DAYS = 7;
/** Never a valid argon2 hash: nobody signs in to an invited account until the invitation sets a password. */
export const NO_PASSWORD_YET = '!invited';

const digest = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const fullName = (u: { firstName: string; lastName: string }) => [u.firstName, u.lastName].filter(Boolean).join(' ');

/** What the audit log keeps of an account: never a password hash. */
export function auditView(u: UserRow): Record<string, unknown> {
  return {
    username: u.username,
    email: u.email,
    role: u.role,
    firstName: u.firstName,
    lastName: u.lastName,
    organizationId: u.organizationId,
    isActive: u.isActive,
  };
}

/** The schools among `scope`, for choosing where a person goes. */
export async function schoolsIn(db: Database, scope: ReadonlySet<string>): Promise<SchoolOption[]> {
  if (scope.size === 0) return [];
  return db
    .select({ id: organizations.id, name: organizations.name, code: organizations.code })
    .from(organizations)
    .where(and(inArray(organizations.id, [...scope]), eq(organizations.type, 'school')))
    .orderBy(asc(organizations.name));
}

function peopleFilter(scope: ReadonlySet<string>, query: PeopleQuery, onlyIds?: readonly string[]) {
  return and(
    inArray(users.organizationId, [...scope]),
    onlyIds ? inArray(users.id, [...onlyIds]) : undefined,
    query.role ? eq(users.role, query.role) : undefined,
    query.q ? holds(peopleSearchText(users), query.q) : undefined,
  );
}

/** How many accounts of `scope` match the filters. */
export async function countPeople(db: Database, scope: ReadonlySet<string>, query: PeopleQuery): Promise<number> {
  if (scope.size === 0) return 0;
  const [row] = await db.select({ n: count() }).from(users).where(peopleFilter(scope, query));
  return Number(row?.n ?? 0);
}

/** The accounts whose organisation is in `scope`, a page at most (never a password hash or a session). */
export async function listPeople(db: Database, scope: ReadonlySet<string>, onlyIds?: readonly string[], query: PeopleQuery = {}): Promise<Person[]> {
  if (scope.size === 0) return [];
  const openInvitation = sql<boolean>`EXISTS (SELECT 1 FROM user_invitations i WHERE i.user_id = ${users.id} AND i.used_at IS NULL)`;
  const rows = await db
    .select({ user: users, organizationName: organizations.name, invited: openInvitation })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(peopleFilter(scope, query, onlyIds))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(Math.min(query.limit ?? PEOPLE_PAGE, PEOPLE_PAGE))
    .offset(query.offset ?? 0);
  return rows.map(({ user, organizationName, invited }) => ({
    id: user.id,
    username: user.username,
    name: fullName(user),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    isActive: user.isActive,
    organizationId: user.organizationId,
    organizationName,
    invited: Boolean(invited),
    createdAt: user.createdAt.toISOString(),
  }));
}

export async function presentPerson(db: Database, scope: ReadonlySet<string>, id: string): Promise<Person> {
  const [person] = await listPeople(db, scope, [id]);
  if (!person) throw notFound(message('notFound.account'));
  return person;
}

/** A user of `scope`, or 404: an account outside the administrator's organisations does not exist for them. */
export async function loadPersonInScope(db: Database, scope: ReadonlySet<string>, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row || !row.organizationId || !scope.has(row.organizationId)) throw notFound(message('notFound.account'));
  return row;
}

/** A school of `scope`, or 400 naming the field. */
export async function assertSchoolInScope(db: Database, scope: ReadonlySet<string>, organizationId: string): Promise<void> {
  if (!scope.has(organizationId)) throw badRequest(message('staff.chooseYourSchool'), 'organizationId');
  const [org] = await db.select({ type: organizations.type }).from(organizations).where(eq(organizations.id, organizationId));
  if (org?.type !== 'school') throw badRequest(message('staff.chooseYourSchool'), 'organizationId');
}

export async function newInvitation(db: Database, userId: string, invitedBy: string, channel: 'mail' | 'shown', base: string) {
  const code = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000);
  await db.insert(userInvitations).values({ userId, tokenHash: digest(code), invitedBy, channel, expiresAt });
  return { link: `${base}/invitation?code=${code}`, expiresAt };
}

async function emailTaken(db: Database, email: string, exceptId?: string): Promise<boolean> {
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(and(or(eq(users.email, email), eq(users.username, email)), exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  return taken.length > 0;
}

interface Delivery {
  mailer: Mailer;
  log: FastifyBaseLogger;
  base: string;
  /** The administrator's page language: the invitation is written in it, and the new account opens in it. */
  language: MessageLanguage;
}

/** Mails the invitation when a mail server is configured; always prints it to the log when none is. */
async function deliverInvitation(delivery: Delivery, user: UserRow, link: string): Promise<boolean> {
  if (!delivery.mailer.delivers || !user.email) {
    delivery.log.warn(`No mail server: invitation link for ${user.username} (valid for ${INVITATION_DAYS} days): ${link}`);
    return false;
  }
  const { language } = delivery;
  void delivery.mailer
    .send({
      to: user.email,
      subject: message('mail.invitation.subject').in(language),
      text: message('mail.invitation.body', { name: user.firstName, link, count: INVITATION_DAYS }).in(language),
    })
    .catch((error: unknown) => {
      delivery.log.error({ err: error }, 'the invitation mail could not be sent');
      delivery.log.warn(`Invitation link for ${user.username}: ${link}`);
    });
  return true;
}

/** A new account in one of the administrator's schools, with its invitation. */
export async function createPerson(db: Database, actorId: string, scope: ReadonlySet<string>, input: CreatePerson & { lastName: string }, delivery: Delivery) {
  await assertSchoolInScope(db, scope, input.organizationId);
  if (input.staffRoleId) {
    if (input.role === 'parent') throw badRequest(message('staff.onlyStaffGetRoles'), 'staffRoleId');
    await assertMayGive(db, actorId, input.staffRoleId, input.organizationId);
  }
  if (await emailTaken(db, input.email)) throw conflict(message('staff.emailTaken'), 'email');
  let user: UserRow;
  try {
    [user] = (await db
      .insert(users)
      .values({
        username: input.email,
        email: input.email,
        passwordHash: NO_PASSWORD_YET,
        role: input.role,
        firstName: input.firstName,
        lastName: input.lastName,
        organizationId: input.organizationId,
        preferredLanguage: delivery.language,
        plan: input.role === 'parent' ? 'free' : 'school',
      })
      .returning()) as [UserRow];
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === '23505') throw conflict(message('staff.emailTaken'), 'email');
    throw error;
  }
  const channel = delivery.mailer.delivers ? 'mail' : 'shown';
  const { link, expiresAt } = await newInvitation(db, user.id, actorId, channel, delivery.base);
  const mailed = await deliverInvitation(delivery, user, link);
  await recordAudit(db, {
    actorId,
    action: 'user.invited',
    entity: 'user',
    entityId: user.id,
    before: null,
    after: auditView(user),
    organisationId: user.organizationId,
  });
  if (input.staffRoleId) await createAssignment(db, actorId, { userId: user.id, organizationId: input.organizationId, roleId: input.staffRoleId });
  return { person: await presentPerson(db, scope, user.id), link, mailed, expiresAt: expiresAt.toISOString() };
}

/**
 * Edits a person's name, an adult's e-mail (unique; an invited account signs in with it, so its username follows)
 * and, for someone whose role may manage users at the person's school, the kind of account among the invitable ones.
 * Audited with the fields before and after.
 */
export async function updatePerson(db: Database, actorId: string, scope: ReadonlySet<string>, target: UserRow, input: UpdatePerson): Promise<Person> {
  const changes: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'username' | 'role'>> = {};
  if (input.firstName !== undefined && input.firstName !== target.firstName) changes.firstName = input.firstName;
  if (input.lastName !== undefined && input.lastName !== target.lastName) changes.lastName = input.lastName;
  if (input.email !== undefined && input.email !== target.email) {
    if (target.role === 'child') throw badRequest(message('staff.childHasNoEmail'), 'email');
    if (await emailTaken(db, input.email, target.id)) throw conflict(message('staff.emailTaken'), 'email');
    changes.email = input.email;
    if (target.username === target.email) changes.username = input.email;
  }
  if (input.role !== undefined && input.role !== target.role) {
    if (target.role === 'child') throw badRequest(message('staff.childStaysChild'), 'role');
    if (target.id === actorId) throw badRequest(message('staff.ownKind'), 'role');
    if (!target.organizationId || !(await mayAct(db, actorId, 'manage_users', target.organizationId))) throw forbidden(message('staff.roleChangeRefused'));
    changes.role = input.role;
  }
  if (Object.keys(changes).length === 0) return presentPerson(db, scope, target.id);
  let after: UserRow;
  try {
    [after] = (await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, target.id))
      .returning()) as [UserRow];
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === '23505') throw conflict(message('staff.emailTaken'), 'email');
    throw error;
  }
  const fields = Object.keys(changes) as (keyof typeof changes)[];
  await recordAudit(db, {
    actorId,
    action: 'user.updated',
    entity: 'user',
    entityId: target.id,
    before: Object.fromEntries(fields.map((f) => [f, target[f]])),
    after: Object.fromEntries(fields.map((f) => [f, after[f]])),
    organisationId: target.organizationId,
  });
  return presentPerson(db, scope, target.id);
}

/** Turns an account off or on. Off ends every session at once; nobody can deactivate themself. */
export async function setActive(db: Database, sessions: SessionStore, actorId: string, target: UserRow, active: boolean): Promise<void> {
  if (target.id === actorId) throw badRequest(message('staff.ownDeactivate'));
  if (target.isActive === active) return;
  const [after] = await db.update(users).set({ isActive: active, updatedAt: new Date() }).where(eq(users.id, target.id)).returning();
  if (!active) await sessions.endAllFor(target.id);
  await recordAudit(db, {
    actorId,
    action: active ? 'user.reactivated' : 'user.deactivated',
    entity: 'user',
    entityId: target.id,
    before: { isActive: target.isActive },
    after: { isActive: after!.isActive },
    organisationId: target.organizationId,
  });
}

/**
 * Deletes an adult's account of the administrator's organisations, with what only they own (their sessions, lesson
 * plans, assignments). Refused, saying why, while it still holds other people's work: a teacher's courses (their
 * pupils' enrolments) or a parent's children; deactivating is the way then. A child's account is the family's to delete.
 */
export async function deletePerson(db: Database, sessions: SessionStore, actorId: string, target: UserRow): Promise<void> {
  if (target.id === actorId) throw badRequest(message('staff.ownDelete'));
  if (target.role === 'child') throw badRequest(message('staff.childDeletedByParent'));
  const name = `${target.firstName} ${target.lastName}`.trim();
  const [[taught], [children]] = await Promise.all([
    db.select({ n: count() }).from(courses).where(eq(courses.teacherId, target.id)),
    db.select({ n: count() }).from(guardianships).where(eq(guardianships.parentId, target.id)),
  ]);
  if (taught!.n > 0) throw conflict(message('staff.stillTeaches', { name, count: taught!.n }));
  if (children!.n > 0) throw conflict(message('staff.parentOf', { name, count: children!.n }));
  await sessions.endAllFor(target.id);
  await db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, target.id));
    await recordAudit(tx, {
      actorId,
      action: 'user.deleted',
      entity: 'user',
      entityId: target.id,
      before: { username: target.username, name, email: target.email, role: target.role, organizationId: target.organizationId },
      after: null,
      organisationId: target.organizationId,
    });
  });
}

/** A single-use password reset link for an adult of the administrator's organisations, shown to the administrator. */
export async function issuePasswordReset(db: Database, actorId: string, target: UserRow, base: string) {
  if (target.role === 'child') throw badRequest(message('staff.childUsesPin'));
  if (!target.isActive) throw badRequest(message('staff.reactivateFirst'));
  const { link, expiresAt } = await newResetLink(db, target.id, 'admin', base, actorId);
  await recordAudit(db, { actorId, action: 'user.password_reset_link', entity: 'user', entityId: target.id, organisationId: target.organizationId });
  return { link, expiresAt: expiresAt.toISOString() };
}

/** A child to another school of the administrator's. */
export async function moveChild(db: Database, actorId: string, scope: ReadonlySet<string>, child: UserRow, organizationId: string): Promise<void> {
  if (child.role !== 'child') throw badRequest(message('staff.onlyChildMoves'));
  await assertSchoolInScope(db, scope, organizationId);
  if (child.organizationId === organizationId) return;
  await db.update(users).set({ organizationId, updatedAt: new Date() }).where(eq(users.id, child.id));
  await recordAudit(db, {
    actorId,
    action: 'child.moved',
    entity: 'user',
    entityId: child.id,
    before: { organizationId: child.organizationId },
    after: { organizationId },
    organisationId: organizationId,
  });
  // The school it left sees the move too.
  if (child.organizationId)
    await recordAudit(db, {
      actorId,
      action: 'child.moved',
      entity: 'user',
      entityId: child.id,
      before: { organizationId: child.organizationId },
      after: { organizationId },
      organisationId: child.organizationId,
    });
}

/** The invited person sets their password; the invitation is spent in one statement, so a link works once. */
export async function acceptInvitation(db: Database, sessions: SessionStore, input: AcceptInvitation): Promise<UserRow> {
  const tokenHash = digest(input.code);
  const [found] = await db
    .select({ user: users })
    .from(userInvitations)
    .innerJoin(users, eq(users.id, userInvitations.userId))
    .where(and(eq(userInvitations.tokenHash, tokenHash), isNull(userInvitations.usedAt), gt(userInvitations.expiresAt, sql`now()`), eq(users.isActive, true)))
    .limit(1);
  if (!found) throw badRequest(message('staff.invitationInvalid'), 'code');
  assertAcceptablePassword(input.password, 'password', { email: found.user.email });
  const spent = await db
    .update(userInvitations)
    .set({ usedAt: new Date() })
    .where(and(eq(userInvitations.tokenHash, tokenHash), isNull(userInvitations.usedAt)))
    .returning({ id: userInvitations.id });
  if (spent.length === 0) throw badRequest(message('staff.invitationInvalid'), 'code');
  const passwordHash = await hashPassword(input.password);
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, found.user.id));
  // Older invitations and reset links of the account are spent too.
  await db
    .update(userInvitations)
    .set({ usedAt: new Date() })
    .where(and(eq(userInvitations.userId, found.user.id), isNull(userInvitations.usedAt)));
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, found.user.id), isNull(passwordResetTokens.usedAt)));
  await sessions.endAllFor(found.user.id);
  await unlockSignIn(db, found.user.id);
  await recordAudit(db, {
    actorId: found.user.id,
    action: 'user.invitation_accepted',
    entity: 'user',
    entityId: found.user.id,
    organisationId: found.user.organizationId,
  });
  return found.user;
}
