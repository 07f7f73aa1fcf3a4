import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Client, startTestServer, type TestServer } from '../../test/harness.ts';
import { buildAdmin, buildChild, buildOrganization, buildParent, buildTeacher, TEST_PASSWORD, TEST_PIN } from '../../test/factories.ts';
import { AiRegistry } from '../../ai/registry.ts';
import { createAiRegistry } from '../../ai/setup.ts';
import { testAiConfig } from '../../ai/testing/test-registry.ts';
import { EspeakTtsEngine } from '../../ai/speech/tts-espeak.ts';
import { encodeWav } from '../../ai/speech/wav.ts';
import type { PronunciationEngine, PronunciationInput, PronunciationResult } from '../../ai/pronunciation/types.ts';
import { phonicsAttempts, phonicsRecordings, users } from '../../db/schema.ts';
import { PHONICS_RECORDINGS_KEPT } from '@common/contracts/phonics-tutor.ts';

/**
 * Two servers: one with a scripted pronunciation engine, so scores (and so mastery, tokens and progress) are known
 * in advance, and one with the real builtin engine for what only it decides (silence, a real spoken word).
 */
let nextScore = 85;
const asked: PronunciationInput[] = [];
const scriptedEngine: PronunciationEngine = {
  id: 'scripted',
  kind: 'builtin',
  async check() {
    return { ok: true };
  },
  async assess(input): Promise<PronunciationResult> {
    asked.push(input);
    return {
      accuracy: nextScore,
      clarity: nextScore - 5,
      pace: 70,
      overall_score: nextScore,
      feedback: 'Scripted feedback',
      areas_for_improvement: ['Tip one', 'Tip two', 'Tip three'],
      evidence: { speechSeconds: 0.5, expectedSeconds: 0.5, signal: { voicing: 1, snr: 1, clipping: 0 } },
      engines: ['acoustic', 'signal'],
      durationMs: 1,
    };
  },
};

let scripted: TestServer;
let real: TestServer;
beforeAll(async () => {
  const registry = new AiRegistry({ config: testAiConfig() });
  registry.register('pronunciation', scriptedEngine);
  scripted = await startTestServer({ ai: registry });
  real = await startTestServer({ ai: createAiRegistry(testAiConfig()) });
});
afterAll(async () => {
  await scripted?.close();
  await real?.close();
});

const espeak = new EspeakTtsEngine();
const tone = (seconds: number, amplitude = 0.3) =>
  encodeWav({ sampleRate: 16_000, samples: Float32Array.from({ length: 16_000 * seconds }, (_, i) => amplitude * Math.sin((2 * Math.PI * 220 * i) / 16_000)) });
const silence = (seconds: number) => encodeWav({ sampleRate: 16_000, samples: new Float32Array(16_000 * seconds) });

function form(audio: Buffer | null, fields: Record<string, string>, type = 'audio/wav'): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (audio) body.append('audio', new Blob([new Uint8Array(audio)], { type }), 'recording.wav');
  return body;
}

async function analyze(server: TestServer, client: Client | null, body: FormData | string, contentType?: string) {
  const response = await fetch(`${server.url}/api/phonics-tutor/analyze`, {
    method: 'POST',
    headers: {
      'x-requested-with': 'wren-test',
      ...(client ? { cookie: client.sessionCookie } : {}),
      ...(contentType ? { 'content-type': contentType } : {}),
    },
    body,
  });
  return { status: response.status, body: await response.json() };
}

const sound = (target: string, language = 'en') => ({ type: 'sound', target, language, uiLanguage: 'en' });
const word = (target: string, language = 'en') => ({ type: 'word', target, language, uiLanguage: 'en' });

async function attemptsOf(server: TestServer, userId: string) {
  return server.database.db.select().from(phonicsAttempts).where(eq(phonicsAttempts.userId, userId));
}
async function tokensOf(server: TestServer, userId: string) {
  const [row] = await server.database.db.select({ tokens: users.tokens }).from(users).where(eq(users.id, userId));
  return row!.tokens;
}
async function childOn(server: TestServer) {
  const child = await buildChild(server.database.db);
  return { child, c: await new Client(server.url).signIn(child.username, TEST_PIN) };
}

describe('GET /api/phonics-tutor/content', () => {
  it('answers 401 without a session', async () => {
    expect((await new Client(scripted.url).get('/api/phonics-tutor/content?language=en')).status).toBe(401);
  });

  it('gives the groups of the language with hints in the interface language, and 10 items per difficulty', async () => {
    const { c } = await childOn(scripted);
    const en = await c.get('/api/phonics-tutor/content?language=en&ui=fr');
    expect(en.status).toBe(200);
    expect(en.body.groups.map((g: { id: string }) => g.id)).toEqual(['single-sounds', 'digraphs', 'blends', 'vowel-teams']);
    const sh = en.body.groups[1].sounds[0];
    expect(sh).toMatchObject({ id: 'sh', text: 'sh', examples: ['ship', 'shoe', 'fish'], hint: 'Doigt sur la bouche, chut : chhh.', phonemes: ['SH'] });
    expect(en.body.words.beginner).toHaveLength(10);
    const ca = await c.get('/api/phonics-tutor/content?language=en-ca');
    expect(ca.body.language).toBe('en-CA');
    expect(ca.body.groups.at(-1).id).toBe('canadian-words');
    const ar = await c.get('/api/phonics-tutor/content?language=ar&ui=ar');
    expect(ar.body.direction).toBe('rtl');
    expect(ar.body.groups.map((g: { id: string }) => g.id)).toEqual(['single-sounds', 'short-vowels', 'long-vowels', 'common-words']);
  });

  it('answers 400 for an unknown language', async () => {
    const { c } = await childOn(scripted);
    const res = await c.get('/api/phonics-tutor/content?language=de');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('language: Unknown phonics language (one of en, en-CA, fr, ar)');
  });
});

describe('POST /api/phonics-tutor/analyze: bad input changes nothing', () => {
  it('answers 401 without a session', async () => {
    expect((await analyze(scripted, null, form(tone(1), sound('s')))).status).toBe(401);
  });

  const part = 'Content-Disposition: form-data; name="audio"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\nRIFF....WAVE';
  const brokenForm = 'The form could not be read: send it as multipart/form-data with its boundary, complete.';

  it('refuses each bad request with its status and message, and saves no attempt', async () => {
    const { child, c } = await childOn(scripted);
    const cases: [FormData | string, number, string, string?][] = [
      [JSON.stringify(sound('s')), 415, 'Send the recording as multipart/form-data with an audio file.', 'application/json'],
      [form(null, sound('s')), 400, 'A recording is required.'],
      [form(Buffer.from('hello, I am a text file'), sound('s'), 'text/plain'), 415, 'The file is not audio. Send a WAV or WebM recording.'],
      [form(Buffer.from('hello, I am a text file pretending'), sound('s')), 415, 'The file is not audio. Send a WAV or WebM recording.'],
      [form(tone(11), sound('s')), 400, 'The recording is longer than 10 seconds.'],
      [form(Buffer.alloc(2 * 1024 * 1024 + 10, 1), sound('s')), 413, 'The recording must be at most 2 MB.'],
      [form(tone(1), { ...sound('s'), type: 'letter' }), 400, 'type: The type must be sound or word'],
      [form(tone(1), { type: 'sound', language: 'en' }), 400, 'target: The target sound or word is required'],
      [form(tone(1), sound('s', 'de')), 400, 'language: Unknown phonics language (one of en, en-CA, fr, ar)'],
      [form(tone(1), sound('zz')), 400, "Not a sound of this language's sound groups"],
      [form(tone(1), word('The dinosaur sleeps.')), 400, "Not a word or sentence of this language's reading lists"],
      // Broken multipart: no boundary, a boundary the body does not use, a body cut short.
      [`--x\r\n${part}\r\n--x--\r\n`, 400, brokenForm, 'multipart/form-data'],
      [`--x\r\n${part}\r\n--x--\r\n`, 400, brokenForm, 'multipart/form-data; boundary=other'],
      [`--x\r\n${part}`, 400, brokenForm, 'multipart/form-data; boundary=x'],
    ];
    for (const [body, status, message, contentType] of cases) {
      const res = await analyze(scripted, c, body, contentType);
      expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
    }
    expect(await attemptsOf(scripted, child.id)).toHaveLength(0);
    expect(await tokensOf(scripted, child.id)).toBe(0);
  });
});

describe('POST /api/phonics-tutor/analyze: a child practising', () => {
  it('saves the attempt with its group, earns tokens (more the first time a sound is mastered), and passes the phonemes', async () => {
    const { child, c } = await childOn(scripted);
    nextScore = 85;
    const first = await analyze(scripted, c, form(tone(1), sound('sh')));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ accuracy: 85, clarity: 80, pace: 70, overall_score: 85, feedback: 'Scripted feedback', saved: true, tokensEarned: 6 });
    expect(first.body.engines).toEqual(['acoustic', 'signal']);
    expect(first.body.evidence).toBeUndefined();
    expect(asked.at(-1)).toMatchObject({ target: 'sh', type: 'sound', language: 'en', uiLanguage: 'en', phonemes: ['SH'] });
    const again = await analyze(scripted, c, form(tone(1), sound('sh')));
    expect(again.body.tokensEarned).toBe(1);
    const rows = await attemptsOf(scripted, child.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ kind: 'sound', target: 'sh', groupId: 'digraphs', language: 'en', overallScore: 85 });
    expect(await tokensOf(scripted, child.id)).toBe(7);
  });

  it('progress reflects the attempts: mastery at 80, words read, group counts, average, level and achievements; the dashboard counts move', async () => {
    const { c } = await childOn(scripted);
    const empty = await c.get('/api/phonics-tutor/progress');
    expect(empty.body).toMatchObject({ sounds_mastered: 0, words_read: 0, average_score: 0, level: 1, achievements: [], 'single-sounds_completed': 0 });
    nextScore = 90;
    for (const s of ['s', 'a', 't', 'p', 'i']) expect((await analyze(scripted, c, form(tone(1), sound(s)))).status).toBe(200);
    nextScore = 79;
    await analyze(scripted, c, form(tone(1), sound('n')));
    nextScore = 60;
    await analyze(scripted, c, form(tone(2), word('I see a cat.')));
    const res = await c.get('/api/phonics-tutor/progress?language=en');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      sounds_mastered: 5,
      words_read: 1,
      words_mastered: 0,
      attempts: 7,
      sounds_completed: 5,
      words_completed: 1,
      average_score: Math.round((5 * 90 + 79 + 60) / 7),
      level: 2,
      'single-sounds_completed': 5,
      digraphs_completed: 0,
      blends_completed: 0,
      'vowel-teams_completed': 0,
    });
    expect(res.body.groups[0]).toEqual({ id: 'single-sounds', completed: 5, total: 10 });
    expect(res.body.achievements.map((a: { id: string }) => a.id)).toEqual(['first-sound', 'first-reader', 'sound-explorer', 'clear-voice']);
    expect(res.body.achievements[0]).toEqual({ id: 'first-sound', title: 'First Sound', description: 'Practiced your first sound.', points: 10 });
    const fr = await c.get('/api/phonics-tutor/progress?language=fr&ui=fr');
    expect(fr.body['single-sounds_completed']).toBe(0);
    expect(fr.body.achievements[0].title).toBe('Premier son');
    const profile = await c.get('/api/user/profile');
    expect(profile.body.counts).toMatchObject({ soundsMastered: 5, phonicsWords: 1 });
  });

  it('Arabic and Canadian targets are saved under their group', async () => {
    const { child, c } = await childOn(scripted);
    nextScore = 88;
    expect((await analyze(scripted, c, form(tone(1), sound('ب', 'ar')))).status).toBe(200);
    expect((await analyze(scripted, c, form(tone(1), sound('colour', 'en-CA')))).status).toBe(200);
    const rows = await attemptsOf(scripted, child.id);
    expect(rows.map((r) => [r.target, r.groupId, r.language]).sort((a, b) => (a.join() < b.join() ? -1 : 1))).toEqual([
      ['colour', 'canadian-words', 'en-CA'],
      ['ب', 'single-sounds', 'ar'],
    ]);
    const ca = await c.get('/api/phonics-tutor/progress?language=en-CA');
    expect(ca.body['canadian-words_completed']).toBe(1);
  });
});

describe('Who practises and who reads progress', () => {
  it('an adult gets the analysis, but nothing is saved and no tokens are paid', async () => {
    const parent = await buildParent(scripted.database.db);
    const p = await new Client(scripted.url).signIn(parent.username, TEST_PASSWORD);
    const res = await analyze(scripted, p, form(tone(1), sound('s')));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ saved: false, tokensEarned: 0 });
    expect(await attemptsOf(scripted, parent.id)).toHaveLength(0);
  });

  it("a parent and a teacher read their child's progress; another family's parent gets 404", async () => {
    const { child, c } = await childOn(scripted);
    nextScore = 95;
    await analyze(scripted, c, form(tone(1), sound('m')));
    const parent = await buildParent(scripted.database.db, { children: [child] });
    const teacher = await buildTeacher(scripted.database.db, { students: [child] });
    const stranger = await buildParent(scripted.database.db, { children: [await buildChild(scripted.database.db)] });
    for (const adult of [parent, teacher]) {
      const a = await new Client(scripted.url).signIn(adult.username, TEST_PASSWORD);
      const res = await a.get(`/api/phonics-tutor/progress?childId=${child.id}`);
      expect(res.status).toBe(200);
      expect(res.body.sounds_mastered).toBe(1);
    }
    const s = await new Client(scripted.url).signIn(stranger.username, TEST_PASSWORD);
    const res = await s.get(`/api/phonics-tutor/progress?childId=${child.id}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Child not found');
    const other = await childOn(scripted);
    expect((await other.c.get(`/api/phonics-tutor/progress?childId=${child.id}`)).status).toBe(404);
  });

  it('answers 401 and 400 on progress', async () => {
    expect((await new Client(scripted.url).get('/api/phonics-tutor/progress')).status).toBe(401);
    const { c } = await childOn(scripted);
    const res = await c.get('/api/phonics-tutor/progress?childId=nope');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('childId: Unknown child');
  });
});

/** The bytes of a kept recording as `client` gets them (status, type, body). */
async function hear(server: TestServer, client: Client | null, url: string) {
  const response = await fetch(`${server.url}${url}`, { headers: { 'x-requested-with': 'wren-test', ...(client ? { cookie: client.sessionCookie } : {}) } });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('Recordings kept for listening back (issue 11)', () => {
  it(`keeps the newest ${PHONICS_RECORDINGS_KEPT} recordings of each word for the child, with their scores, newest first`, async () => {
    const { child, c } = await childOn(scripted);
    const takes = [0.1, 0.2, 0.3, 0.4].map((amplitude) => tone(1, amplitude));
    for (const [i, take] of takes.entries()) {
      nextScore = 60 + i;
      expect((await analyze(scripted, c, form(take, word('I see a cat.')))).status).toBe(200);
    }
    await analyze(scripted, c, form(tone(1, 0.5), sound('s')));
    const res = await c.get('/api/phonics-tutor/recordings');
    expect(res.status).toBe(200);
    expect(res.body.recordings.map((r: { target: string; overallScore: number }) => `${r.target} ${r.overallScore}`)).toEqual([
      's 63',
      'I see a cat. 63',
      'I see a cat. 62',
      'I see a cat. 61',
    ]);
    expect(res.body.recordings[1]).toMatchObject({ kind: 'word', language: 'en', groupId: null, accuracy: 63 });
    // Every attempt's scores stay; the oldest take of "cat" lost only its recording.
    expect(await attemptsOf(scripted, child.id)).toHaveLength(5);
    expect(await scripted.database.db.select().from(phonicsRecordings).where(eq(phonicsRecordings.userId, child.id))).toHaveLength(4);
    const newest = await hear(scripted, c, res.body.recordings[1].audioUrl);
    expect(newest).toMatchObject({ status: 200, type: 'audio/wav', cache: 'no-store' });
    expect(newest.bytes.equals(takes[3]!)).toBe(true);
  });

  it("plays for the child, their parents, their teachers and their school's administrators; 404 for anyone else; nothing kept for an adult", async () => {
    const db = scripted.database.db;
    const board = await buildOrganization(db, { type: 'school_board' });
    const school = await buildOrganization(db, { type: 'school', parentId: board.id });
    const otherSchool = await buildOrganization(db, { type: 'school', parentId: (await buildOrganization(db, { type: 'school_board' })).id });
    const child = await buildChild(db, { organizationId: school.id });
    const c = await new Client(scripted.url).signIn(child.username, TEST_PIN);
    await analyze(scripted, c, form(tone(1), word('look')));
    const [recording] = (await c.get('/api/phonics-tutor/recordings')).body.recordings;
    const allowed = [
      await buildParent(db, { children: [child] }),
      await buildTeacher(db, { students: [child] }),
      await buildAdmin(db, { organizationId: school.id }),
      await buildAdmin(db, { organizationId: board.id }),
    ];
    const refused = [
      await buildParent(db, { children: [await buildChild(db)] }),
      await buildTeacher(db, { students: [await buildChild(db)] }),
      await buildAdmin(db, { organizationId: otherSchool.id }),
    ];
    for (const adult of allowed) {
      const a = await new Client(scripted.url).signIn(adult.username, TEST_PASSWORD);
      expect((await hear(scripted, a, recording.audioUrl)).status, adult.role).toBe(200);
      const list = await a.get(`/api/phonics-tutor/recordings?childId=${child.id}`);
      expect(list.body.recordings.map((r: { id: string }) => r.id)).toEqual([recording.id]);
    }
    for (const adult of refused) {
      const a = await new Client(scripted.url).signIn(adult.username, TEST_PASSWORD);
      const heard = await hear(scripted, a, recording.audioUrl);
      expect(heard.status, adult.role).toBe(404);
      expect(JSON.parse(heard.bytes.toString()).message).toBe('Recording not found');
      expect((await a.get(`/api/phonics-tutor/recordings?childId=${child.id}`)).status).toBe(404);
    }
    const otherChild = await childOn(scripted);
    expect((await hear(scripted, otherChild.c, recording.audioUrl)).status).toBe(404);
    expect((await hear(scripted, null, recording.audioUrl)).status).toBe(401);
    expect((await hear(scripted, c, '/api/phonics-tutor/recordings/00000000-0000-4000-8000-000000000000/audio')).status).toBe(404);
    expect((await hear(scripted, c, '/api/phonics-tutor/recordings/nope/audio')).status).toBe(400);

    // An adult trying the exercise keeps nothing.
    const parent = await new Client(scripted.url).signIn(allowed[0]!.username, TEST_PASSWORD);
    await analyze(scripted, parent, form(tone(1), word('look')));
    expect((await parent.get('/api/phonics-tutor/recordings')).body.recordings).toEqual([]);
  });

  it('goes with the child when their account is deleted', async () => {
    const { child, c } = await childOn(scripted);
    await analyze(scripted, c, form(tone(1), word('look')));
    expect(await scripted.database.db.select().from(phonicsRecordings).where(eq(phonicsRecordings.userId, child.id))).toHaveLength(1);
    await scripted.database.db.delete(users).where(eq(users.id, child.id));
    expect(await scripted.database.db.select().from(phonicsRecordings).where(eq(phonicsRecordings.userId, child.id))).toHaveLength(0);
  });
});

describe('POST /api/phonics-tutor/analyze with the builtin engine', () => {
  it('silence answers 422 with the message in the interface language, and saves nothing', async () => {
    const { child, c } = await childOn(real);
    const en = await analyze(real, c, form(silence(2), sound('s')));
    expect(en.status).toBe(422);
    expect(en.body.message).toBe("I didn't hear anything. Try speaking again!");
    const fr = await analyze(real, c, form(silence(2), { ...sound('s'), uiLanguage: 'fr' }));
    expect(fr.status).toBe(422);
    expect(fr.body.message).not.toBe(en.body.message);
    expect(await attemptsOf(real, child.id)).toHaveLength(0);
  });

  it('a spoken word gets scores from 0 to 100 and is saved for the child', async () => {
    const { child, c } = await childOn(real);
    const audio = await espeak.synthesize({ text: 'look', language: 'en', voice: 'alloy' });
    const res = await analyze(real, c, form(audio, word('look')));
    expect(res.status).toBe(200);
    for (const key of ['accuracy', 'clarity', 'pace', 'overall_score']) {
      expect(res.body[key]).toBeGreaterThanOrEqual(0);
      expect(res.body[key]).toBeLessThanOrEqual(100);
    }
    expect(res.body.feedback.length).toBeGreaterThan(0);
    expect(res.body.saved).toBe(true);
    const rows = await attemptsOf(real, child.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'word', target: 'look', groupId: null });
    const progress = await c.get('/api/phonics-tutor/progress');
    expect(progress.body.words_read).toBe(1);
  });
});
