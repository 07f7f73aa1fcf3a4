import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Client, startTestServer, type TestServer } from '../../test/harness.ts';
import { buildAdmin, buildChild, buildOrganization, buildParent, buildTeacher, TEST_PASSWORD, TEST_PIN } from '../../test/factories.ts';
import { passwordResetTokens, sessions, signInFailures, users } from '../../db/schema.ts';
import type { MailMessage, Mailer } from '../../mail/mailer.ts';
import { commonPasswords } from '../../auth/password-policy.ts';

/** A mailer that keeps what it would send; `delivers` switches between "SMTP configured" and "no mail server". */
const outbox: MailMessage[] = [];
const mailer: Mailer & { delivers: boolean } = {
  delivers: false,
  send: async (message) => {
    outbox.push(message);
  },
};
const logged: string[] = [];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    mailer,
    // Throttled tries are counted as in production; only the wait is skipped.
    signInThrottle: { sleep: async () => {} },
    publicUrl: 'https://wren.example.org',
    accountLimits: { signUpsPerAddress: 5, resetRequestsPerEmail: 3, resetRequestsPerAddress: 50 },
    logger: {
      level: 'warn',
      stream: {
        write: (line: string) => {
          logged.push(line);
        },
      },
    },
  });
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.database.db.delete(signInFailures);
  outbox.length = 0;
  logged.length = 0;
  mailer.delivers = false;
});

const db = () => server.database.db;
const client = () => new Client(server.url);
let serial = 0;
const newEmail = () => `parent-${Date.now().toString(36)}-${serial++}@example.test`;
const validSignUp = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Rana',
  lastName: 'Haddad',
  email: newEmail(),
  password: 'green-kite-harbour',
  acceptTerms: true,
  preferredLanguage: 'ar',
  ...overrides,
});
const userByEmail = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0];
const userCount = async () => (await db().select({ id: users.id }).from(users)).length;
const sessionCount = async (userId: string) => (await db().select().from(sessions).where(eq(sessions.userId, userId))).length;
const signInStatus = async (username: string, password: string) => (await client().post('/api/auth/login', { username, password })).status;

describe('POST /api/auth/sign-up', () => {
  it('creates a parent on the Free plan, keeps the consent, signs them in, and they can add a child', async () => {
    const input = validSignUp();
    const browser = client();
    const res = await browser.post('/api/auth/sign-up', input);
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ role: 'parent', email: input.email, firstName: 'Rana', lastName: 'Haddad', plan: 'free', preferredLanguage: 'ar' });
    expect(res.setCookie.some((c) => c.startsWith('wren_session='))).toBe(true);

    const row = await userByEmail(input.email);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.termsAcceptedAt).toBeInstanceOf(Date);
    expect(row!.termsVersion).toBe('2026-11');

    expect((await browser.get('/api/auth/me')).body.user.email).toBe(input.email);
    const child = await browser.post('/api/children', { username: `kid-${serial++}-${Date.now().toString(36)}`, pin: '1357', firstName: 'Lina', age: 6 });
    expect(child.status).toBe(201);
    expect(await signInStatus(input.email.toUpperCase(), input.password)).toBe(200);
  });

  it('an e-mail already used answers 409 with a clear message, and no account is made', async () => {
    const first = validSignUp();
    expect((await client().post('/api/auth/sign-up', first)).status).toBe(201);
    const before = await userCount();
    const res = await client().post('/api/auth/sign-up', validSignUp({ email: first.email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'conflict', field: 'email' });
    expect(res.body.message).toMatch(/already exists/);
    expect(await userCount()).toBe(before);
  });

  it.each([
    [{ password: 'short1' }, 'password', /at least 10 characters/],
    [{ password: 'password123' }, 'password', /most common/],
    [{ password: 'QWERTYUIOP' }, 'password', /most common/],
    [{ acceptTerms: false }, 'acceptTerms', /accept the terms and the privacy notice/],
    [{ acceptTerms: undefined }, 'acceptTerms', /accept the terms and the privacy notice/],
    [{ email: 'not-an-email' }, 'email', /valid email/],
    [{ firstName: '  ' }, 'firstName', /first name/],
    [{ firstName: 'A\u0000' }, 'firstName', /control characters/],
  ])('bad input %j answers 400 naming the field, and no account is made', async (overrides, field, message) => {
    const before = await userCount();
    const res = await client().post('/api/auth/sign-up', validSignUp(overrides));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.message).toMatch(message);
    expect(await userCount()).toBe(before);
  });

  it('refuses a password that is the e-mail address itself', async () => {
    const email = newEmail();
    const res = await client().post('/api/auth/sign-up', validSignUp({ email, password: email }));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/must not be your email/);
  });

  it('is throttled per address like sign-in: 429 with Retry-After past the limit, and nothing is made', async () => {
    for (let i = 0; i < 5; i++) expect((await client().post('/api/auth/sign-up', validSignUp())).status).toBe(201);
    const before = await userCount();
    const res = await client().post('/api/auth/sign-up', validSignUp());
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await userCount()).toBe(before);
  });

  it('ships a list of several hundred common passwords', () => {
    expect(commonPasswords().size).toBeGreaterThan(400);
    expect(commonPasswords().has('iloveyou')).toBe(true);
  });
});

describe('POST /api/auth/password (change)', () => {
  it('an adult changes their password: other sessions end, this one stays, the new password signs in', async () => {
    const teacher = await buildTeacher(db());
    const here = await client().signIn(teacher.username, TEST_PASSWORD);
    const elsewhere = await client().signIn(teacher.username, TEST_PASSWORD);
    const res = await here.post('/api/auth/password', { currentPassword: TEST_PASSWORD, newPassword: 'violet-canyon-47' });
    expect(res.status).toBe(200);
    expect((await here.get('/api/auth/me')).status).toBe(200);
    expect((await elsewhere.get('/api/auth/me')).status).toBe(401);
    expect(await sessionCount(teacher.id)).toBe(1);
    expect(await signInStatus(teacher.username, TEST_PASSWORD)).toBe(401);
    expect(await signInStatus(teacher.username, 'violet-canyon-47')).toBe(200);
  });

  it('a wrong current password answers 400 naming it, and nothing changes', async () => {
    const parent = await buildParent(db());
    const browser = await client().signIn(parent.username, TEST_PASSWORD);
    const res = await browser.post('/api/auth/password', { currentPassword: 'not-my-password', newPassword: 'violet-canyon-47' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'currentPassword', message: expect.stringMatching(/current password is not right/) });
    expect(await signInStatus(parent.username, TEST_PASSWORD)).toBe(200);
  });

  it('a common or short new password answers 400 and the old one still works', async () => {
    const parent = await buildParent(db());
    const browser = await client().signIn(parent.username, TEST_PASSWORD);
    for (const [newPassword, message] of [
      ['sunshine123', /most common/],
      ['tiny', /at least 10/],
    ] as const) {
      const res = await browser.post('/api/auth/password', { currentPassword: TEST_PASSWORD, newPassword });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('newPassword');
      expect(res.body.message).toMatch(message);
    }
    expect(await signInStatus(parent.username, TEST_PASSWORD)).toBe(200);
  });

  it('a child cannot change their PIN here (403), and a visitor gets 401', async () => {
    const child = await buildChild(db());
    const browser = await client().signIn(child.username, TEST_PIN);
    expect((await browser.post('/api/auth/password', { currentPassword: TEST_PIN, newPassword: 'violet-canyon-47' })).status).toBe(403);
    expect(await signInStatus(child.username, TEST_PIN)).toBe(200);
    expect((await client().post('/api/auth/password', { currentPassword: 'x', newPassword: 'violet-canyon-47' })).status).toBe(401);
  });

  it('guessing the current password is throttled like sign-in', async () => {
    const parent = await buildParent(db());
    const browser = await client().signIn(parent.username, TEST_PASSWORD);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await browser.post('/api/auth/password', { currentPassword: `guess-${i}`, newPassword: 'violet-canyon-47' })).status);
    expect(statuses.at(-1)).toBe(429);
  });
});

/** The link in the outbox or the log. */
const linkIn = (text: string) => text.match(/https:\/\/wren\.example\.org\/reset-password\?token=([\w-]+)/)?.[1];

describe('password reset', () => {
  it('without a mail server: the same answer for known and unknown addresses; the link goes to the log and to the admin', async () => {
    const school = await buildOrganization(db(), { type: 'school' });
    const teacher = await buildTeacher(db(), { values: { organizationId: school.id, email: `t-${serial++}@example.test` } });
    const admin = await client().signIn((await buildAdmin(db(), { organizationId: school.id })).username, TEST_PASSWORD);
    const otherAdmin = await client().signIn(
      (await buildAdmin(db(), { organizationId: (await buildOrganization(db(), { type: 'school' })).id })).username,
      TEST_PASSWORD,
    );
    const signedInTeacher = await client().signIn(teacher.username, TEST_PASSWORD);

    const known = await client().post('/api/auth/password-reset/request', { email: teacher.email });
    const unknown = await client().post('/api/auth/password-reset/request', { email: 'nobody@example.test' });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    expect(outbox).toEqual([]);
    const token = linkIn(logged.join('\n'));
    expect(token).toBeTruthy();
    // Only the digest is stored.
    const [row] = await db().select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, teacher.id));
    expect(row!.tokenHash).not.toContain(token!);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(3600_000);

    const pending = await admin.get('/api/admin/password-resets');
    expect(pending.status).toBe(200);
    expect(pending.body.resets).toEqual([expect.objectContaining({ userId: teacher.id, email: teacher.email })]);
    expect((await otherAdmin.get('/api/admin/password-resets')).body.resets).toEqual([]);
    expect((await otherAdmin.post(`/api/admin/password-resets/${teacher.id}/link`)).status).toBe(404);
    expect((await signedInTeacher.get('/api/admin/password-resets')).status).toBe(403);

    const issued = await admin.post(`/api/admin/password-resets/${teacher.id}/link`);
    expect(issued.status).toBe(200);
    const adminToken = new URL(issued.body.link).searchParams.get('token')!;

    // The administrator's link sets the password; the logged one is spent with it; other sessions end.
    const reset = await client().post('/api/auth/password-reset', { token: adminToken, newPassword: 'amber-meadow-92' });
    expect(reset.status).toBe(200);
    expect((await signedInTeacher.get('/api/auth/me')).status).toBe(401);
    expect(await signInStatus(teacher.username, 'amber-meadow-92')).toBe(200);
    expect(await signInStatus(teacher.username, TEST_PASSWORD)).toBe(401);
    const again = await client().post('/api/auth/password-reset', { token, newPassword: 'another-meadow-93' });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/not valid any more/);
    expect((await admin.get('/api/admin/password-resets')).body.resets).toEqual([]);
  });

  it("the reset mail is written in the account's language, whatever page asked for it", async () => {
    mailer.delivers = true;
    const parent = await buildParent(db());
    await db().update(users).set({ preferredLanguage: 'ar' }).where(eq(users.id, parent.id));
    const asked = await client().request('POST', '/api/auth/password-reset/request', { email: parent.email }, { 'accept-language': 'en' });
    expect(asked.status).toBe(202);
    await expect.poll(() => outbox.length).toBe(1);
    expect(outbox[0]!.subject).toBe('إعادة تعيين كلمة مرور Wren');
    expect(outbox[0]!.text).toContain('يعمل الرابط مرة واحدة، لمدة ساعة.');
    expect(linkIn(outbox[0]!.text)).toBeTruthy();
  });

  it('with a mail server the link is mailed, works once, and signs out other sessions', async () => {
    mailer.delivers = true;
    const parent = await buildParent(db());
    const elsewhere = await client().signIn(parent.username, TEST_PASSWORD);
    expect((await client().post('/api/auth/password-reset/request', { email: parent.email!.toUpperCase() })).status).toBe(202);
    await expect.poll(() => outbox.length).toBe(1);
    expect(outbox[0]!.to).toBe(parent.email);
    const token = linkIn(outbox[0]!.text)!;
    expect(logged.join('')).not.toContain(token);

    expect((await client().post('/api/auth/password-reset', { token, newPassword: 'amber-meadow-92' })).status).toBe(200);
    expect((await elsewhere.get('/api/auth/me')).status).toBe(401);
    expect(await signInStatus(parent.username, 'amber-meadow-92')).toBe(200);
    expect((await client().post('/api/auth/password-reset', { token, newPassword: 'amber-meadow-93' })).status).toBe(400);
    expect(await signInStatus(parent.username, 'amber-meadow-92')).toBe(200);
  });

  it('a link older than an hour is refused and changes nothing', async () => {
    const parent = await buildParent(db());
    await client().post('/api/auth/password-reset/request', { email: parent.email });
    const token = linkIn(logged.join('\n'))!;
    await db()
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, parent.id));
    const res = await client().post('/api/auth/password-reset', { token, newPassword: 'amber-meadow-92' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'token', message: expect.stringMatching(/more than an hour old/) });
    expect(await signInStatus(parent.username, TEST_PASSWORD)).toBe(200);
  });

  it('a refused new password leaves the link usable; an unknown token is refused', async () => {
    const parent = await buildParent(db());
    await client().post('/api/auth/password-reset/request', { email: parent.email });
    const token = linkIn(logged.join('\n'))!;
    const weak = await client().post('/api/auth/password-reset', { token, newPassword: 'password1234' });
    expect(weak.status).toBe(400);
    expect(weak.body.field).toBe('newPassword');
    expect((await client().post('/api/auth/password-reset', { token: 'made-up', newPassword: 'amber-meadow-92' })).status).toBe(400);
    expect((await client().post('/api/auth/password-reset', { token, newPassword: 'amber-meadow-92' })).status).toBe(200);
  });

  it('children have no e-mail: nothing is made for them; requests per address are limited', async () => {
    const parent = await buildParent(db());
    for (let i = 0; i < 3; i++) expect((await client().post('/api/auth/password-reset/request', { email: parent.email })).status).toBe(202);
    const res = await client().post('/api/auth/password-reset/request', { email: parent.email });
    expect(res.status).toBe(429);
    expect((await db().select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, parent.id))).length).toBe(3);
    const bad = await client().post('/api/auth/password-reset/request', { email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('email');
  });
});
