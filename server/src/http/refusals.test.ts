import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { Client, startTestServer, type TestServer } from '../test/harness.ts';
import { buildParent, TEST_PASSWORD } from '../test/factories.ts';

// Every refusal the server sends is a message of content/messages/ in the request's language, with its key: the
// ones no feature writes (sign in first, the app's own header, an address with nothing at it, a body that is not
// JSON, a contract's refusal) as much as a feature's.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const inLanguage = (language: string, headers: Record<string, string> = { 'x-requested-with': 'wren-test' }) =>
  new Client(server.url, { ...headers, 'accept-language': language });

describe("the platform's own refusals", () => {
  it('a request without a session is asked to sign in, in Arabic', async () => {
    const res = await inLanguage('ar').get('/api/children');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'unauthenticated', messageKey: 'http.signInFirst', message: 'يُرجى تسجيل الدخول أولًا.' });
  });

  it('a change not sent by the app is refused in Italian, and changes nothing', async () => {
    const before = (await server.database.db.select({ n: count() }).from(users))[0]!.n;
    const res = await inLanguage('it', {}).post('/api/auth/sign-up', { firstName: 'A', email: 'a@example.org', password: 'long enough 1', acceptTerms: true });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'csrf', messageKey: 'http.csrf', message: 'Questa richiesta deve arrivare dall’app Wren.' });
    expect((await server.database.db.select({ n: count() }).from(users))[0]!.n).toBe(before);
  });

  it('an API address with nothing at it, and a body that is not JSON, answer in French', async () => {
    const parent = await buildParent(server.database.db);
    const missing = await (await inLanguage('fr').signIn(parent.email!, TEST_PASSWORD)).get('/api/no-such-thing');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'not_found', messageKey: 'notFound.address', message: 'Il n’y a rien à cette adresse.' });
    const broken = await inLanguage('fr').post('/api/auth/login', '{"username": ');
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ code: 'invalid_json', messageKey: 'http.invalidJson', message: 'Le corps de la requête n’est pas du JSON valide.' });
  });

  it('an address no route can hold (a broken %-escape, an id of 600 characters) answers in Arabic, without echoing it', async () => {
    const broken = await inLanguage('ar').get('/api/children/%E0%A4%A/profile');
    const long = await inLanguage('ar').get(`/api/children/${'x'.repeat(600)}/profile`);
    expect([broken.status, long.status]).toEqual([400, 414]);
    for (const answer of [broken, long]) {
      expect(answer.body).toEqual({ code: 'bad_address', messageKey: 'notFound.address', message: 'لا يوجد شيء على هذا العنوان.' });
      // The headers every answer has: refused before any route's hook, it is still never sniffed, framed or kept.
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('a request Node cannot read (headers too large, not HTTP) is refused with the same body, in English as no language is known', async () => {
    const res = await inLanguage('fr').get(`/api/health?q=${'x'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(res.body).toEqual({ code: 'too_large', messageKey: 'http.requestTooLarge', message: 'The request is too large.' });

    const url = new URL(server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(url.port), url.hostname, () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 'bad_request',
      messageKey: 'http.refused',
      message: 'This request cannot be answered as it was sent.',
    });
  });
});

describe("a contract's refusal", () => {
  const tooLong = { username: 'x'.repeat(255), password: 'anything' };

  it("says zod's own sentence in the request's language, naming the field", async () => {
    const refused = (language: string) => inLanguage(language).post('/api/auth/login', tooLong);
    const [en, fr, ar] = await Promise.all([refused('en'), refused('fr'), refused('ar')]);
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({
      code: 'invalid',
      field: 'username',
      messageKey: 'http.invalidField',
      message: 'username: Too big: expected string to have <=254 characters',
    });
    for (const answer of [fr, ar]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'invalid', field: 'username', messageKey: 'http.invalidField' });
      expect(answer.body.message).not.toBe(en.body.message);
      expect(answer.body.message).toContain('254');
    }
    expect(fr.body.message).toMatch(/^username : Trop grand/);
    expect(ar.body.message).toMatch(/^username: /);
  });

  it('keeps a sentence the contract wrote itself as the contract wrote it (the page translates those by field)', async () => {
    const res = await inLanguage('fr').post('/api/auth/login', { username: 'someone', password: '' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'password', message: 'password : Enter your password or PIN' });
  });
});

describe("an account's refusals", () => {
  it('a wrong password is refused in Italian; a common one on sign-up in Arabic, by key, and no account is made', async () => {
    const parent = await buildParent(server.database.db);
    const wrong = await inLanguage('it').post('/api/auth/login', { username: parent.email, password: `${TEST_PASSWORD}x` });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 'invalid_credentials', messageKey: 'account.wrongCredentials', message: 'Nome utente o password errati.' });

    const before = (await server.database.db.select({ n: count() }).from(users))[0]!.n;
    const common = await inLanguage('ar').post('/api/auth/sign-up', {
      firstName: 'Amal',
      email: 'amal@example.org',
      password: 'qwertyuiop',
      acceptTerms: true,
    });
    expect(common.status).toBe(400);
    expect(common.body).toMatchObject({
      field: 'password',
      messageKey: 'account.commonPassword',
      message: 'كلمة المرور هذه من أكثر كلمات المرور شيوعًا ويسهل تخمينها. يُرجى اختيار غيرها.',
    });
    expect((await server.database.db.select({ n: count() }).from(users))[0]!.n).toBe(before);
  });
});
