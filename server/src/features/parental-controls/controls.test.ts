import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Client, startTestServer, type TestServer } from '../../test/harness.ts';
import { buildChild, buildParent, TEST_PASSWORD, TEST_PIN } from '../../test/factories.ts';
import { AdjustableClock } from '../../clock.ts';
import { guardianships, promptLogs, screenTimeDays } from '../../db/schema.ts';
import { defaultParentalSettings, type ParentalSettings } from '@common/contracts/parental-controls.ts';
import { guardPrompt } from '../../ai/guard.ts';
import { LINK_REMOVED } from '../../ai/moderation/links.ts';
import { createAiRegistry } from '../../ai/setup.ts';
import { loadAiConfig } from '../../ai/config.ts';

let server: TestServer;
const clock = new AdjustableClock();
beforeAll(async () => {
  server = await startTestServer({ clock, ai: createAiRegistry(loadAiConfig({}, null)) });
});
afterAll(() => server.close());

const client = () => new Client(server.url);
const settingsUrl = (id: string) => `/api/parental-control/settings/${id}`;
/** 10:00 UTC on a fixed day, inside the default window (08:00–20:00 UTC). */
const MORNING = Date.UTC(2026, 10, 24, 10, 0, 0);
const MINUTE = 60_000;

async function family() {
  const db = server.database.db;
  const child = await buildChild(db);
  const parent = await buildParent(db, { children: [child] });
  const asParent = await client().signIn(parent.username, TEST_PASSWORD);
  const asChild = await client().signIn(child.username, TEST_PIN);
  return { child, parent, asParent, asChild };
}

function settings(changes: Partial<ParentalSettings> = {}): ParentalSettings {
  return { ...defaultParentalSettings('UTC'), apps: { 'writing-buddy': true, 'phonics-tutor': true, 'mission-coach': true, 'creative-lab': true }, ...changes };
}

async function save(asParent: Client, childId: string, changes: Partial<ParentalSettings> = {}) {
  const res = await asParent.request('PUT', settingsUrl(childId), settings(changes));
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** `count` heartbeats, one per clock minute, from the child's visible page. */
async function beats(asChild: Client, count: number, app: string | null = 'writing-buddy') {
  let last: any = null;
  for (let i = 0; i < count; i++) {
    clock.advance(MINUTE);
    last = (await asChild.post('/api/parental-control/heartbeat', { app })).body;
  }
  return last;
}

const learningCall = '/api/writing-buddy/alphabet?language=en';

describe('settings: GET/PUT /api/parental-control/settings/:childId', () => {
  it('a parent gets the spec defaults before saving, then what they saved, which survives', async () => {
    clock.set(MORNING);
    const { child, asParent } = await family();
    const before = await asParent.get(settingsUrl(child.id));
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ saved: false, updatedAt: null });
    expect(before.body.settings).toMatchObject({
      safetyLevel: 'high',
      apps: { 'writing-buddy': true, 'phonics-tutor': true, 'mission-coach': false, 'creative-lab': false },
      dailyLimitMinutes: 120,
      startTime: '08:00',
      endTime: '20:00',
      breakReminders: true,
      blockInappropriateLanguage: true,
      aiContentModeration: true,
      safeSearchOnly: true,
      blockedWebsites: [],
    });
    await save(asParent, child.id, { dailyLimitMinutes: 30, timeZone: 'Europe/Rome', blockedWebsites: ['example.com'] });
    const after = await asParent.get(settingsUrl(child.id));
    expect(after.body).toMatchObject({ saved: true, settings: { dailyLimitMinutes: 30, timeZone: 'Europe/Rome', blockedWebsites: ['example.com'] } });
  });

  it("a child with nothing saved starts on the family's clock: the zone last saved for a sibling, else the parent's browser's", async () => {
    const { child, parent, asParent } = await family();
    const sibling = await buildChild(server.database.db);
    await server.database.db.insert(guardianships).values({ parentId: parent.id, childId: sibling.id });
    const zoneOfSibling = async () => (await asParent.get(settingsUrl(sibling.id))).body.settings.timeZone;
    expect(await zoneOfSibling()).toBe('UTC');
    expect((await asParent.patch('/api/user/profile', { timeZone: 'America/Edmonton' })).status).toBe(200);
    expect(await zoneOfSibling()).toBe('America/Edmonton');
    await save(asParent, child.id, { timeZone: 'Europe/Rome' });
    expect(await zoneOfSibling()).toBe('Europe/Rome');
    // The family's clock is the children's; the parent's account keeps its browser's.
    expect((await asParent.get('/api/auth/me')).body.user.timeZone).toBe('America/Edmonton');
  });

  it('bad settings answer 400 with the field named and change nothing', async () => {
    const { child, asParent } = await family();
    await save(asParent, child.id, { dailyLimitMinutes: 45 });
    const cases: [Partial<ParentalSettings>, string][] = [
      [{ dailyLimitMinutes: 20 }, 'dailyLimitMinutes: The daily limit must be 30 to 300 minutes'],
      [{ dailyLimitMinutes: 310 }, 'dailyLimitMinutes: The daily limit must be 30 to 300 minutes'],
      [{ dailyLimitMinutes: 40 }, 'dailyLimitMinutes: The daily limit goes in steps of 15 minutes'],
      [{ startTime: '8am' }, 'startTime: Use a time of day such as 08:00'],
      [{ startTime: '20:00', endTime: '08:00' }, 'endTime: The allowed end time must be after the start time'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone: Unknown time zone'],
      [{ blockedWebsites: ['not a site'] }, 'blockedWebsites.0: Write each blocked website as a name such as example.com'],
    ];
    for (const [changes, message] of cases) {
      const res = await asParent.request('PUT', settingsUrl(child.id), settings(changes));
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await asParent.get(settingsUrl(child.id))).body.settings.dailyLimitMinutes).toBe(45);
  });

  it('another family’s parent gets 404; the child cannot read or change their own limits (403), nor a sibling’s (404)', async () => {
    const { child, asChild } = await family();
    const { asParent: stranger } = await family();
    expect((await stranger.get(settingsUrl(child.id))).status).toBe(404);
    expect((await stranger.request('PUT', settingsUrl(child.id), settings())).status).toBe(404);
    const own = await asChild.request('PUT', settingsUrl(child.id), settings({ dailyLimitMinutes: 300 }));
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('Children cannot change their own limits.');
    const { child: other } = await family();
    expect((await asChild.get(settingsUrl(other.id))).status).toBe(404);
    expect((await client().get(settingsUrl(child.id))).status).toBe(401);
  });
});

describe('enforcement', () => {
  it('an app switched off disappears from the child’s apps and its calls answer 403 for that child only', async () => {
    clock.set(MORNING);
    const { child, asParent, asChild } = await family();
    const { asChild: otherChild } = await family();
    await save(asParent, child.id, { apps: { 'writing-buddy': false, 'phonics-tutor': true, 'mission-coach': true, 'creative-lab': false } });
    const status = await asChild.get('/api/parental-control/screen-time');
    expect(status.body.allowedApps).toEqual(['phonics-tutor', 'mission-coach']);
    const refused = await asChild.get(learningCall);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'app_switched_off', app: 'writing-buddy' });
    expect((await asChild.get('/api/phonics-tutor/content?language=en')).status).toBe(200);
    expect((await otherChild.get(learningCall)).status).toBe(200);
    // The parent can switch it back on, at once.
    await save(asParent, child.id);
    expect((await asChild.get(learningCall)).status).toBe(200);
  });

  it('heartbeats count at most one minute per clock minute; warnings at 15, 5 and 1 minute left; 423 at the limit', async () => {
    clock.set(MORNING);
    const { child, asParent, asChild } = await family();
    await save(asParent, child.id, { dailyLimitMinutes: 30 });
    // Ten beats within one minute count once.
    for (let i = 0; i < 10; i++) await asChild.post('/api/parental-control/heartbeat', { app: 'writing-buddy' });
    const [row] = await server.database.db.select().from(screenTimeDays).where(eq(screenTimeDays.childId, child.id));
    expect(row!.minutes).toBe(1);

    const warnings: number[] = [];
    let last: any = null;
    for (let i = 0; i < 29; i++) {
      clock.advance(MINUTE);
      last = (await asChild.post('/api/parental-control/heartbeat', { app: i % 2 ? null : 'writing-buddy' })).body;
      if (last.warning !== null) warnings.push(last.warning);
    }
    expect(warnings).toEqual([15, 5, 1]);
    expect(last).toMatchObject({ controlled: true, usedMinutes: 30, remainingMinutes: 0, locked: true, reason: 'daily-limit', comeBackTime: '08:00' });
    expect(last.comeBackAt).toBe(new Date(Date.UTC(2026, 10, 25, 8, 0)).toISOString());

    const rest = await asChild.get(learningCall);
    expect(rest.status).toBe(423);
    expect(rest.body).toMatchObject({ code: 'resting', reason: 'daily-limit', comeBackAt: last.comeBackAt, comeBackTime: '08:00' });
    // The profile and the rest screen's own calls still answer.
    expect((await asChild.get('/api/user/profile')).status).toBe(200);
    // Nothing more is counted while resting.
    await beats(asChild, 3);
    const [after] = await server.database.db.select().from(screenTimeDays).where(eq(screenTimeDays.childId, child.id));
    expect(after!.minutes).toBe(30);
    expect(after!.learningMinutes).toBe(16);
  });

  it('outside the allowed window every learning call answers 423 with the time the window opens', async () => {
    const { child, asParent, asChild } = await family();
    await save(asParent, child.id, { startTime: '09:00', endTime: '17:30', timeZone: 'America/Toronto' });
    // 06:00 in Toronto (11:00 UTC in November, EST = UTC-5).
    clock.set(Date.UTC(2026, 10, 24, 11, 0));
    const early = await asChild.get(learningCall);
    expect(early.status).toBe(423);
    expect(early.body).toMatchObject({ reason: 'outside-hours', comeBackTime: '09:00', comeBackAt: new Date(Date.UTC(2026, 10, 24, 14, 0)).toISOString() });
    // 17:30 in Toronto: closed until 09:00 tomorrow.
    clock.set(Date.UTC(2026, 10, 24, 22, 30));
    const late = await asChild.get(learningCall);
    expect(late.status).toBe(423);
    expect(late.body.comeBackAt).toBe(new Date(Date.UTC(2026, 10, 25, 14, 0)).toISOString());
    clock.set(Date.UTC(2026, 10, 24, 15, 0));
    expect((await asChild.get(learningCall)).status).toBe(200);
  });

  it('the day is the family’s: minutes before local midnight and after it count on different days', async () => {
    const { child, asParent, asChild } = await family();
    await save(asParent, child.id, { startTime: '00:00', endTime: '23:59', timeZone: 'Asia/Tokyo' });
    clock.set(Date.UTC(2026, 10, 24, 14, 57)); // 23:57 in Tokyo
    // 23:58 counts on the 24th, 23:59 is past the window's end, 00:00 counts on the 25th.
    await beats(asChild, 3);
    const rows = await server.database.db.select().from(screenTimeDays).where(eq(screenTimeDays.childId, child.id));
    expect(Object.fromEntries(rows.map((r) => [r.day, r.minutes]))).toEqual({ '2026-11-24': 1, '2026-11-25': 1 });
  });

  it('break reminders come after 30 minutes of continuous use, and a pause starts the count again', async () => {
    clock.set(MORNING);
    const { child, asParent, asChild } = await family();
    await save(asParent, child.id, { dailyLimitMinutes: 120 });
    const due: number[] = [];
    for (let i = 1; i <= 40; i++) {
      if (i === 31) clock.advance(10 * MINUTE); // a pause
      const body = await beats(asChild, 1);
      if (body.breakDue) due.push(i);
    }
    expect(due).toEqual([30]);
    await save(asParent, child.id, { breakReminders: false });
    for (let i = 0; i < 25; i++) expect((await beats(asChild, 1)).breakDue).toBe(false);
  });
});

describe('extra time', () => {
  it('the child asks from the rest screen; their parent grants 15 minutes and learning calls answer again', async () => {
    clock.set(MORNING);
    const { child, asParent, asChild } = await family();
    await save(asParent, child.id, { dailyLimitMinutes: 30 });
    expect((await asChild.post('/api/parental-control/extra-time')).status).toBe(409); // not resting yet
    await beats(asChild, 31);
    const asked = await asChild.post('/api/parental-control/extra-time');
    expect(asked.status).toBe(201);
    expect(asked.body.extraTimeRequest).toMatchObject({ status: 'pending', minutes: null });
    const again = await asChild.post('/api/parental-control/extra-time');
    expect(again.status).toBe(409);

    const pending = await asParent.get('/api/parental-control/extra-time-requests');
    expect(pending.body.requests).toHaveLength(1);
    expect(pending.body.requests[0]).toMatchObject({ childId: child.id, childName: child.firstName, status: 'pending' });
    const id = pending.body.requests[0].id;

    // Nobody else answers it.
    const { asParent: stranger } = await family();
    expect((await stranger.get('/api/parental-control/extra-time-requests')).body.requests).toEqual([]);
    expect((await stranger.post(`/api/parental-control/extra-time-requests/${id}`, { decision: 'grant', minutes: 60 })).status).toBe(404);
    expect((await asChild.post(`/api/parental-control/extra-time-requests/${id}`, { decision: 'grant', minutes: 60 })).status).toBe(403);
    const bad = await asParent.post(`/api/parental-control/extra-time-requests/${id}`, { decision: 'grant', minutes: 45 });
    expect(bad.status).toBe(400);

    const granted = await asParent.post(`/api/parental-control/extra-time-requests/${id}`, { decision: 'grant', minutes: 15 });
    expect(granted.status).toBe(200);
    expect(granted.body.request).toMatchObject({ status: 'granted', minutes: 15 });
    expect((await asParent.post(`/api/parental-control/extra-time-requests/${id}`, { decision: 'decline' })).status).toBe(409);

    const status = (await asChild.get('/api/parental-control/screen-time')).body;
    expect(status).toMatchObject({ locked: false, limitMinutes: 45, remainingMinutes: 15, extraTimeRequest: { status: 'granted', minutes: 15 } });
    expect((await asChild.get(learningCall)).status).toBe(200);
    expect((await asParent.get('/api/parental-control/extra-time-requests')).body.requests).toEqual([]);
  });

  it('a declined request leaves the child resting; outside the hours a grant opens them for that long', async () => {
    const { child, asParent, asChild } = await family();
    await save(asParent, child.id);
    clock.set(Date.UTC(2026, 10, 24, 21, 0)); // after 20:00
    await asChild.post('/api/parental-control/extra-time');
    let id = (await asParent.get('/api/parental-control/extra-time-requests')).body.requests[0].id;
    expect((await asParent.post(`/api/parental-control/extra-time-requests/${id}`, { decision: 'decline' })).body.request.status).toBe('declined');
    expect((await asChild.get('/api/parental-control/screen-time')).body).toMatchObject({ locked: true, extraTimeRequest: { status: 'declined' } });
    expect((await asChild.get(learningCall)).status).toBe(423);

    await asChild.post('/api/parental-control/extra-time');
    id = (await asParent.get('/api/parental-control/extra-time-requests')).body.requests[0].id;
    await asParent.post(`/api/parental-control/extra-time-requests/${id}`, { decision: 'grant', minutes: 30 });
    expect((await asChild.get(learningCall)).status).toBe(200);
    clock.advance(31 * MINUTE);
    expect((await asChild.get(learningCall)).status).toBe(423);
  });
});

describe('moderation strictness follows the safety level and filters', () => {
  const ask = (child: { id: string }, prompt: string) =>
    guardPrompt(server.database.db, { user: { id: child.id, role: 'child' }, prompt, language: 'en', feature: 'assistant', kind: 'practice' }).then(
      (g) => ({ approved: true, warned: g.warning !== null }),
      (e: { status?: number }) => ({ approved: false, status: e.status }),
    );

  it('high refuses and logs; medium lets several mild words pass; low warns and logs what medium refuses', async () => {
    const { child, asParent } = await family();
    const weapon = 'a story about a gun';
    const mild = 'the knight kills the dragon, the witch is killed, and they kill the troll';
    const verdicts: Record<string, unknown[]> = {};
    for (const safetyLevel of ['high', 'medium', 'low'] as const) {
      await save(asParent, child.id, { safetyLevel });
      verdicts[safetyLevel] = [await ask(child, weapon), await ask(child, mild)];
    }
    const refused = { approved: false, status: 422 };
    const warned = { approved: true, warned: true };
    expect(verdicts).toEqual({ high: [refused, refused], medium: [refused, warned], low: [warned, warned] });
    // Every one of them is in the parents' log, refused or not, with its flagged words.
    const logs = await server.database.db.select().from(promptLogs).where(eq(promptLogs.childId, child.id));
    expect(logs).toHaveLength(6);
    expect(logs.filter((l) => !l.isApproved)).toHaveLength(3);
    expect(logs.every((l) => l.flaggedWords.length > 0)).toBe(true);
  });

  it('the assistant answers a child at the low level with a warning first, and the prompt is in the parents’ log', async () => {
    const { child, asParent, asChild } = await family();
    clock.set(MORNING);
    await save(asParent, child.id, { safetyLevel: 'low' });
    const res = await asChild.post('/api/prompting-bar/respond', { userInput: 'tell me a story about a gun', language: 'en' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.response).toMatch(/^Careful: your question had words that are not kind or safe\. Your grown-up can see it\. \S/);
    const clean = await asChild.post('/api/prompting-bar/respond', { userInput: 'tell me about frogs', language: 'en' });
    expect(clean.body.response).not.toMatch(/^Careful/);
    const [log] = await server.database.db.select().from(promptLogs).where(eq(promptLogs.prompt, 'tell me a story about a gun'));
    expect(log).toMatchObject({ isApproved: true, flaggedWords: ['gun'] });
  });

  it('personal data is refused at every level; profanity is refused while "Block inappropriate language" is on', async () => {
    const { child, asParent } = await family();
    await save(asParent, child.id, { safetyLevel: 'low' });
    expect(await ask(child, 'my phone number is 555-123-4567')).toEqual({ approved: false, status: 422 });
    expect(await ask(child, 'this is shit')).toEqual({ approved: false, status: 422 });
    await save(asParent, child.id, { safetyLevel: 'low', blockInappropriateLanguage: false });
    expect(await ask(child, 'this is shit')).toEqual({ approved: true, warned: true });
    await save(asParent, child.id, { safetyLevel: 'high', blockInappropriateLanguage: false });
    expect(await ask(child, 'this is shit')).toEqual({ approved: false, status: 422 });
    const refused = await server.database.db
      .select()
      .from(promptLogs)
      .where(and(eq(promptLogs.childId, child.id), eq(promptLogs.isApproved, false)));
    expect(refused).toHaveLength(3);
  });

  it('"Safe search only" keeps every link out of replies; blocked websites stay out when it is off', async () => {
    const { child, asParent } = await family();
    const reply = 'Read more at https://www.example.com/frogs or www.kids.org, and see games.blocked.net.';
    const check = async () => {
      const guarded = await guardPrompt(server.database.db, {
        user: { id: child.id, role: 'child' },
        prompt: 'tell me about frogs',
        language: 'en',
        feature: 'assistant',
        kind: 'practice',
      });
      return (await guarded.checkOutput(reply)).text;
    };
    await save(asParent, child.id, { safeSearchOnly: true });
    expect(await check()).toBe(`Read more at ${LINK_REMOVED} or ${LINK_REMOVED}, and see ${LINK_REMOVED}.`);
    await save(asParent, child.id, { safeSearchOnly: false, blockedWebsites: ['blocked.net', 'example.com'] });
    expect(await check()).toBe(`Read more at ${LINK_REMOVED} or www.kids.org, and see ${LINK_REMOVED}.`);
  });
});

describe('reports: GET /api/parental-control/reports/:childId', () => {
  it('four weeks of real usage, violations and incidents with severity; 404 for another family, 403 for the child', async () => {
    clock.set(MORNING);
    const { child, asParent, asChild } = await family();
    await save(asParent, child.id, {
      dailyLimitMinutes: 30,
      apps: { 'writing-buddy': true, 'phonics-tutor': true, 'mission-coach': true, 'creative-lab': false },
    });
    await beats(asChild, 10, 'writing-buddy');
    await beats(asChild, 10, null);
    await asChild.get('/api/images/00000000-0000-4000-8000-000000000000'); // Creative Lab is off: refused and recorded
    await asChild.post('/api/parental-control/heartbeat', { app: 'creative-lab' }); // its page, open: the same incident, once a day
    // Through the app, as its routes call it: the log takes the app's (test) clock, the day the report counts by.
    await guardPrompt(server.app, {
      user: { id: child.id, role: 'child' },
      prompt: 'I want to die',
      language: 'en',
      feature: 'assistant',
      kind: 'practice',
    }).catch(() => undefined);
    await beats(asChild, 10, 'writing-buddy');
    await asChild.post('/api/parental-control/extra-time');

    const res = await asParent.get(`/api/parental-control/reports/${child.id}`);
    expect(res.status).toBe(200);
    expect(res.body.weeks).toHaveLength(4);
    const week = res.body.weeks[0];
    expect(week.end).toBe('2026-11-24');
    expect(week.days).toHaveLength(7);
    expect(week.days[6]).toEqual({ date: '2026-11-24', minutes: 30, learningMinutes: 20 });
    expect(week).toMatchObject({ totalMinutes: 30, learningShare: 67, violations: 3 });
    expect(res.body.weeks[3]).toMatchObject({ totalMinutes: 0, learningShare: null, violations: 0 });
    expect(res.body.incidents.map((i: { kind: string; severity: string }) => `${i.kind}:${i.severity}`).sort()).toEqual([
      'app-blocked:low',
      'extra-time:low',
      'flagged-prompt:high',
      'limit-reached:medium',
    ]);

    const { asParent: stranger } = await family();
    expect((await stranger.get(`/api/parental-control/reports/${child.id}`)).status).toBe(404);
    expect((await asChild.get(`/api/parental-control/reports/${child.id}`)).status).toBe(403);
  });
});
