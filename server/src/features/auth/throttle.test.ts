import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../test/harness.ts';
import { buildAdmin, buildChild, buildOrganization, buildParent, buildTeacher, TEST_PASSWORD, TEST_PIN } from '../../test/factories.ts';
import { SIGN_IN_LIMITS } from '../../auth/sign-in-throttle.ts';

// One server for the file; each case uses its own accounts and addresses, and the waits are recorded, not slept.
// The ceiling for unknown names is lowered from 200 to 20 to keep the spray quick; every other limit is the real one.
let server: TestServer;
let delays: number[] = [];
beforeAll(async () => {
  server = await startTestServer({
    signInThrottle: {
      limits: { ...SIGN_IN_LIMITS, unknownNamesPerAddress: 20 },
      sleep: async (ms) => {
        delays.push(ms);
      },
    },
  });
});
afterAll(() => server.close());
beforeEach(() => {
  delays = [];
});

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: { code?: string; message?: string };
}

/**
 * A sign-in from another loopback address (the whole of 127.0.0.0/8 reaches the test server), as a school, a home
 * or a phone network would be seen by the server.
 */
function signInFrom(address: string, username: string, password: string): Promise<Answer> {
  const url = new URL('/api/auth/login', server.url);
  const payload = JSON.stringify({ username, password });
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        localAddress: address,
        agent: false,
        headers: { 'content-type': 'application/json', 'x-requested-with': 'wren-test', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, retryAfter: response.headers['retry-after'] as string | undefined, body: JSON.parse(text) }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

// Every case signs in from addresses of its own, so no count of one case reaches another.
let lastAddress = 1;
const newAddress = () => `127.0.2.${++lastAddress}`;

async function statusesOf(tries: Promise<Answer>[]): Promise<number[]> {
  return (await Promise.all(tries)).map((answer) => answer.status);
}

describe('sign-in throttling', () => {
  it('in a classroom of 30 behind one address, one child mistyping 20 times is slowed, then refused, and only that child', async () => {
    const school = newAddress();
    const { database, url } = server;
    const db = database.db;
    const classroom = [];
    for (let i = 0; i < 30; i++) classroom.push(await buildChild(db));
    const [mistyping, ...others] = classroom;
    const parent = await buildParent(db, { children: [mistyping!] });

    const answers: Answer[] = [];
    for (let i = 0; i < 20; i++) answers.push(await signInFrom(school, mistyping!.username, `9${i}99`));
    expect(answers.map((a) => a.status)).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
    // From the third try the answers come slower and slower; refused tries are answered at once.
    expect(delays).toEqual([500, 1000, 2000, 4000, 5000, 5000, 5000, 5000]);
    const refused = answers[10]!;
    expect(refused.body.code).toBe('too_many_attempts');
    expect(Number(refused.retryAfter)).toBeGreaterThan(14 * 60);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(15 * 60);
    expect(refused.body.message).toBe('Too many failed sign-ins. Please wait 15 minutes and try again, or ask a parent or teacher to unlock the account.');

    // The other 29 sign in from the same address, at once and without a wait.
    delays = [];
    for (const child of others) expect((await signInFrom(school, child.username, TEST_PIN)).status, child.username).toBe(200);
    expect(delays).toEqual([]);

    // The right PIN is refused too at that address, until a parent unlocks the account (the card shows it locked).
    expect((await signInFrom(school, mistyping!.username, TEST_PIN)).status).toBe(429);
    const parentClient = await new Client(url).signIn(parent.username, TEST_PASSWORD);
    expect((await parentClient.get('/api/children')).body.children).toEqual([expect.objectContaining({ id: mistyping!.id, locked: true })]);
    const unlocked = await parentClient.post(`/api/children/${mistyping!.id}/unlock`);
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.child).toMatchObject({ id: mistyping!.id, locked: false });
    expect((await parentClient.get('/api/children')).body.children[0].locked).toBe(false);
    expect((await signInFrom(school, mistyping!.username, TEST_PIN)).status).toBe(200);
  });

  it('30 wrong tries at once for one account are never counted past the limit: 10 are checked, 20 refused', async () => {
    const school = newAddress();
    const child = await buildChild(server.database.db);
    const statuses = await statusesOf(Array.from({ length: 30 }, (_, i) => signInFrom(school, child.username, `wrong${i}`)));
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it('the right password from another address is accepted while one address is refused', async () => {
    const school = newAddress();
    const home = newAddress();
    const child = await buildChild(server.database.db);
    for (let i = 0; i < 10; i++) await signInFrom(school, child.username, 'wrong');
    expect((await signInFrom(school, child.username, TEST_PIN)).status).toBe(429);
    expect((await signInFrom(home, child.username, TEST_PIN)).status).toBe(200);
  });

  it('a right password clears the count at that address, so a later slip is not slowed down', async () => {
    const school = newAddress();
    const child = await buildChild(server.database.db);
    for (let i = 0; i < 9; i++) await signInFrom(school, child.username, 'wrong');
    expect((await signInFrom(school, child.username, TEST_PIN)).status).toBe(200);
    // The right PIN on the tenth try waited as long as a wrong one would: a quick answer never gives a guess away.
    expect(delays).toEqual([500, 1000, 2000, 4000, 5000, 5000, 5000, 5000]);
    delays = [];
    expect((await signInFrom(school, child.username, 'wrong')).status).toBe(401);
    expect((await signInFrom(school, child.username, 'wrong')).status).toBe(401);
    expect(delays).toEqual([]);
  });

  it('guessing one account from many addresses locks it everywhere after 50 failures, until it is unlocked', async () => {
    const home = newAddress();
    const db = server.database.db;
    const child = await buildChild(db);
    const parent = await buildParent(db, { children: [child] });
    for (let a = 0; a < 5; a++) {
      expect(await statusesOf(Array.from({ length: 10 }, () => signInFrom(newAddress(), child.username, 'wrong')))).toEqual(Array(10).fill(401));
    }
    expect((await signInFrom(home, child.username, TEST_PIN)).status).toBe(429);
    const parentClient = await new Client(server.url).signIn(parent.username, TEST_PASSWORD);
    expect((await parentClient.post(`/api/children/${child.id}/unlock`)).status).toBe(200);
    expect((await signInFrom(home, child.username, TEST_PIN)).status).toBe(200);
  });

  it('a spray of usernames nobody has hits the per-address ceiling, which does not stop real accounts there', async () => {
    const school = newAddress();
    const home = newAddress();
    const child = await buildChild(server.database.db);
    const spray = await statusesOf(Array.from({ length: 21 }, (_, i) => signInFrom(school, `nobody-${i}`, 'guess')));
    expect(spray.filter((s) => s === 401)).toHaveLength(20);
    expect(spray.filter((s) => s === 429)).toHaveLength(1);
    expect((await signInFrom(school, 'nobody-else', 'guess')).status).toBe(429);
    expect((await signInFrom(home, 'nobody-else', 'guess')).status).toBe(401);
    expect((await signInFrom(school, child.username, TEST_PIN)).status).toBe(200);
  });

  it('a name nobody has is refused after as many tries as a real account, so the answers do not tell them apart', async () => {
    const school = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signInFrom(school, 'nobody-here', 'guess')).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    expect(delays).toEqual([500, 1000, 2000, 4000, 5000, 5000, 5000, 5000]);
  });
});

describe('unlocking a child', () => {
  it('answers 401 signed out, 404 to another family, 403 to the child’s teacher; the school’s administrator may', async () => {
    const school = newAddress();
    const db = server.database.db;
    const organization = await buildOrganization(db, { type: 'school' });
    const child = await buildChild(db, { organizationId: organization.id });
    await buildParent(db, { children: [child] });
    const otherParent = await buildParent(db);
    const teacher = await buildTeacher(db, { students: [child] });
    const admin = await buildAdmin(db, { organizationId: organization.id });
    const unlock = `/api/children/${child.id}/unlock`;
    const as = (user: { username: string }) => new Client(server.url).signIn(user.username, TEST_PASSWORD);

    expect((await new Client(server.url).post(unlock)).status).toBe(401);
    expect((await (await as(otherParent)).post(unlock)).status).toBe(404);
    expect((await (await as(teacher)).post(unlock)).status).toBe(403);

    for (let i = 0; i < 10; i++) await signInFrom(school, child.username, 'wrong');
    expect((await signInFrom(school, child.username, TEST_PIN)).status).toBe(429);
    expect((await (await as(admin)).post(unlock)).status).toBe(200);
    expect((await signInFrom(school, child.username, TEST_PIN)).status).toBe(200);
  });
});
