import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Client, startTestServer, type TestServer } from '../../test/harness.ts';
import { buildChild, buildParent, buildTeacher, TEST_PASSWORD, TEST_PIN } from '../../test/factories.ts';
import { createAiRegistry } from '../../ai/setup.ts';
import { testAiConfig } from '../../ai/testing/test-registry.ts';
import { offlineAlignmentAvailable } from '../../ai/fluency/index.ts';
import { runEspeak } from '../../ai/speech/tts-espeak.ts';
import { encodeWav } from '../../ai/speech/wav.ts';
import { fluencyReadings, users } from '../../db/schema.ts';
import { findPassage } from '@common/content/passages.ts';

/** A server with the real engines and no transcription server: English listens offline, French is marked by hand. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ai: createAiRegistry(testAiConfig()) });
});
afterAll(async () => {
  await server?.close();
});

const tone = (seconds: number) =>
  encodeWav({ sampleRate: 16_000, samples: Float32Array.from({ length: 16_000 * seconds }, (_, i) => 0.3 * Math.sin((2 * Math.PI * 220 * i) / 16_000)) });

function form(audio: Buffer | null, fields: Record<string, string>, type = 'audio/wav'): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (audio) body.append('audio', new Blob([new Uint8Array(audio)], { type }), 'reading.wav');
  return body;
}

async function postReading(client: Client | null, body: FormData | string, contentType?: string) {
  const response = await fetch(`${server.url}/api/fluency/readings`, {
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

async function childOn() {
  const child = await buildChild(server.database.db);
  return { child, c: await new Client(server.url).signIn(child.username, TEST_PIN) };
}

async function readingsOf(childId: string) {
  return server.database.db.select({ id: fluencyReadings.id }).from(fluencyReadings).where(eq(fluencyReadings.childId, childId));
}

describe('GET /api/fluency/passages', () => {
  it('answers 401 without a session', async () => {
    expect((await new Client(server.url).get('/api/fluency/passages')).status).toBe(401);
  });

  it('lists the passages of a grade and language, each long enough for a minute at the excellent rate', async () => {
    const { c } = await childOn();
    const res = await c.get('/api/fluency/passages?grade=grade1&language=en');
    expect(res.status).toBe(200);
    expect(res.body.passages.length).toBeGreaterThanOrEqual(2);
    for (const p of res.body.passages) {
      expect(p).toMatchObject({ grade: 'grade1', language: 'en', decodable: true });
      expect(p.words.length).toBe(p.wordCount);
      expect(p.wordCount).toBeGreaterThanOrEqual(60);
    }
    const both = await c.get('/api/fluency/passages?grade=grade2-3&language=fr');
    expect(new Set(both.body.passages.map((p: { grade: string }) => p.grade))).toEqual(new Set(['grade2', 'grade3']));
    expect(both.body.passages.every((p: { decodable: boolean }) => !p.decodable)).toBe(true);
  });

  it('answers 400 for an unknown grade or language', async () => {
    const { c } = await childOn();
    const grade = await c.get('/api/fluency/passages?grade=grade9');
    expect(grade.status).toBe(400);
    expect(grade.body.message).toBe('grade: Unknown grade (one of kindergarten, grade1, grade2, grade3, grade4, grade2-3)');
    const language = await c.get('/api/fluency/passages?language=de');
    expect(language.status).toBe(400);
    expect(language.body.message).toBe('language: Unknown language (one of en, fr, ar)');
  });
});

describe('POST /api/fluency/readings: refusals change nothing', () => {
  it('answers 401 without a session', async () => {
    expect((await postReading(null, form(tone(1), { passageId: 'fr-k-1', durationSeconds: '30' }))).status).toBe(401);
  });

  it('refuses each bad request with its status and message', async () => {
    const { child, c } = await childOn();
    const cases: [FormData | string, number, string, string?][] = [
      ['{}', 415, 'Send the recording as multipart/form-data with an audio file.', 'application/json'],
      [form(null, { passageId: 'fr-k-1', durationSeconds: '30' }), 400, 'A recording is required.'],
      [form(Buffer.from('not audio at all'), { passageId: 'fr-k-1', durationSeconds: '30' }), 415, 'The file is not audio. Send a WAV or WebM recording.'],
      [form(tone(1), { passageId: 'xx-k-9', durationSeconds: '30' }), 400, 'Unknown passage'],
      [form(tone(1), { durationSeconds: '30' }), 400, 'passageId: The passage is required'],
      [form(tone(1), { passageId: 'fr-k-1', durationSeconds: '61' }), 400, 'durationSeconds: The reading time must be at most 60 seconds'],
      [form(tone(1), { passageId: 'fr-k-1', durationSeconds: '0' }), 400, 'durationSeconds: The reading time must be more than 0 seconds'],
      [form(tone(1), { passageId: 'fr-k-1', durationSeconds: '30', childId: 'nope' }), 400, 'childId: Unknown child'],
    ];
    for (const [body, status, message, type] of cases) {
      const res = await postReading(c, body, type);
      expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
    }
    expect(await readingsOf(child.id)).toHaveLength(0);
  });

  it('answers 404 for a child the adult may not see, and 400 for an adult reading for nobody', async () => {
    const { child } = await childOn();
    const stranger = await buildParent(server.database.db);
    const s = await new Client(server.url).signIn(stranger.username, TEST_PASSWORD);
    const hidden = await postReading(s, form(tone(1), { passageId: 'fr-k-1', durationSeconds: '30', childId: child.id }));
    expect({ status: hidden.status, message: hidden.body.message }).toEqual({ status: 404, message: 'Child not found' });
    const self = await postReading(s, form(tone(1), { passageId: 'fr-k-1', durationSeconds: '30' }));
    expect({ status: self.status, message: self.body.message }).toEqual({ status: 400, message: 'Choose the child who is reading' });
    expect(await readingsOf(child.id)).toHaveLength(0);
    expect(await readingsOf(stranger.id)).toHaveLength(0);
  });
});

describe('an Arabic reading without a transcription server: the same manual path as French', () => {
  it('an Arabic-language child gets graded Arabic passages (vowelled at K-1), and their reading comes back manual with the notice', async () => {
    const child = await buildChild(server.database.db, { preferredLanguage: 'ar' });
    const c = await new Client(server.url).signIn(child.username, TEST_PIN);
    for (const grade of ['kindergarten', 'grade1', 'grade2', 'grade3', 'grade4']) {
      const res = await c.get(`/api/fluency/passages?grade=${grade}&language=ar`);
      expect(res.body.passages.length, grade).toBeGreaterThanOrEqual(2);
      for (const p of res.body.passages) expect(p).toMatchObject({ grade, language: 'ar', decodable: grade === 'kindergarten' || grade === 'grade1' });
    }
    const created = await postReading(c, form(tone(2), { passageId: 'ar-k-1', durationSeconds: '30' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ childId: child.id, passageId: 'ar-k-1', language: 'ar', engine: 'manual', hasAudio: true, wcpm: 0 });
    expect(created.body.notice).toBe(
      'Listening to a reading in Arabic needs a transcription server (AI_BASE_URL); none is available: mark the errors by hand and where the reading stopped.',
    );
    // The words keep their vowel signs, for the marked passage drawn right to left.
    expect(created.body.words.map((w: { text: string }) => w.text).slice(0, 3)).toEqual(['سَمِيرٌ', 'لَهُ', 'قِطٌّ']);
  });
});

describe('a French reading without a transcription server: the adult marks it', () => {
  it('comes back manual with nothing marked, then flips, the stopping place and expression recompute the figures', async () => {
    const child = await buildChild(server.database.db);
    const teacher = await buildTeacher(server.database.db, { students: [child] });
    const t = await new Client(server.url).signIn(teacher.username, TEST_PASSWORD);
    const audio = tone(2);
    const created = await postReading(t, form(audio, { passageId: 'fr-1-1', durationSeconds: '30', childId: child.id }));
    expect(created.status).toBe(201);
    const reading = created.body;
    expect(reading).toMatchObject({ childId: child.id, passageId: 'fr-1-1', language: 'fr', engine: 'manual', lastWordIndex: null });
    expect(reading.notice).toMatch(/transcription server/);
    expect(reading.words).toHaveLength(findPassage('fr-1-1')!.wordCount);
    expect(reading.words.every((w: { mark: string; flipped: boolean }) => w.mark === 'correct' && !w.flipped)).toBe(true);
    expect(reading).toMatchObject({ wordsRead: 0, wordsCorrect: 0, errors: 0, wcpm: 0, accuracy: 0, hasAudio: true, adjustedBy: null });
    expect(reading.expression.chosen).toBeNull();

    // Where the reading stopped (word 39: 40 words read in 30 s), two errors, expression 4.
    const marked = await t.patch(`/api/fluency/readings/${reading.id}`, { lastWordIndex: 39, flips: [3, 10], expression: 4 });
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ wordsRead: 40, wordsCorrect: 38, errors: 2, wcpm: 76, accuracy: 95, expression: { chosen: 4 } });
    expect(marked.body.words[3]).toMatchObject({ mark: 'substituted', flipped: true });
    expect(marked.body.adjustedBy).toBe(`${teacher.firstName} ${teacher.lastName}`.trim());
    expect(marked.body.adjustedAt).not.toBeNull();

    // Flipping word 3 again undoes it.
    const undone = await t.patch(`/api/fluency/readings/${reading.id}`, { flips: [3] });
    expect(undone.body).toMatchObject({ wordsRead: 40, wordsCorrect: 39, errors: 1, wcpm: 78, accuracy: 97.5 });
    expect(undone.body.words[3]).toMatchObject({ mark: 'correct', flipped: false });

    // The child and the teacher read it back, with its recording.
    const { c } = { c: await new Client(server.url).signIn(child.username, TEST_PIN) };
    const again = await c.get(`/api/fluency/readings/${reading.id}`);
    expect(again.status).toBe(200);
    expect(again.body.errors).toBe(1);
    const sound = await fetch(`${server.url}/api/fluency/readings/${reading.id}/audio`, {
      headers: { cookie: t.sessionCookie, 'x-requested-with': 'wren-test' },
    });
    expect(sound.status).toBe(200);
    expect(sound.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await sound.arrayBuffer()).equals(audio)).toBe(true);
  });

  it('refuses bad changes with 400 and changes nothing', async () => {
    const { child, c } = await childOn();
    const created = await postReading(c, form(tone(1), { passageId: 'fr-k-1', durationSeconds: '20' }));
    expect(created.status).toBe(201);
    // The child's parent listens on the child's session, so what is refused is the change itself.
    await c.listen((await buildParent(server.database.db, { children: [child] })).username, TEST_PASSWORD);
    const id = created.body.id;
    const cases: [unknown, string][] = [
      [{}, 'Send flips, expression or lastWordIndex'],
      [{ expression: 6 }, 'expression: Expression is 1 to 5'],
      [{ flips: [-1] }, 'flips.0: A word index is 0 or more'],
      [{ flips: [500] }, 'Word 500 is not in the passage (it has 56 words)'],
      [{ lastWordIndex: 500 }, 'Word 500 is not in the passage (it has 56 words)'],
    ];
    for (const [body, message] of cases) {
      const res = await c.patch(`/api/fluency/readings/${id}`, body);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
    const after = await c.get(`/api/fluency/readings/${id}`);
    expect(after.body).toMatchObject({ errors: 0, adjustedBy: null, expression: { chosen: null } });
  });
});

describe('POST /api/fluency/readings/by-ear: no microphone, an adult listened', () => {
  it('stores a reading with no recording and nothing marked, which the adult then marks like any other', async () => {
    const child = await buildChild(server.database.db);
    const parent = await buildParent(server.database.db, { children: [child] });
    const p = await new Client(server.url).signIn(parent.username, TEST_PASSWORD);
    // English, where the offline engine would listen to a recording: with none, nothing is guessed.
    const created = await p.post('/api/fluency/readings/by-ear', { passageId: 'en-1-1', durationSeconds: 60, childId: child.id });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ childId: child.id, language: 'en', engine: 'manual', hasAudio: false, lastWordIndex: null, wordsRead: 0, wcpm: 0 });
    expect(created.body.notice).toMatch(/No recording was made/);
    expect(created.body.words.every((w: { mark: string }) => w.mark === 'correct')).toBe(true);

    const marked = await p.patch(`/api/fluency/readings/${created.body.id}`, { lastWordIndex: 49, flips: [4] });
    expect(marked.body).toMatchObject({ wordsRead: 50, wordsCorrect: 49, errors: 1, wcpm: 49, accuracy: 98 });
    const sound = await p.get(`/api/fluency/readings/${created.body.id}/audio`);
    expect({ status: sound.status, message: sound.body.message }).toEqual({ status: 404, message: 'This reading has no recording' });
  });

  it('refuses what the recorded reading refuses, and stores nothing', async () => {
    const { child, c } = await childOn();
    const stranger = await buildParent(server.database.db);
    const s = await new Client(server.url).signIn(stranger.username, TEST_PASSWORD);
    const cases: [Client, unknown, number, string][] = [
      [c, { passageId: 'xx-k-9', durationSeconds: 30 }, 400, 'Unknown passage'],
      [c, { durationSeconds: 30 }, 400, 'passageId: The passage is required'],
      [c, { passageId: 'en-k-1', durationSeconds: 61 }, 400, 'durationSeconds: The reading time must be at most 60 seconds'],
      [c, { passageId: 'en-k-1' }, 400, 'durationSeconds: The reading time is required (seconds)'],
      [s, { passageId: 'en-k-1', durationSeconds: 30, childId: child.id }, 404, 'Child not found'],
      [s, { passageId: 'en-k-1', durationSeconds: 30 }, 400, 'Choose the child who is reading'],
    ];
    for (const [client, body, status, message] of cases) {
      const res = await client.post('/api/fluency/readings/by-ear', body);
      expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
    }
    expect((await new Client(server.url).post('/api/fluency/readings/by-ear', { passageId: 'en-k-1', durationSeconds: 30 })).status).toBe(401);
    expect(await readingsOf(child.id)).toHaveLength(0);
    expect(await readingsOf(stranger.id)).toHaveLength(0);
  });
});

describe('scope: a reading is the child’s learning data', () => {
  it('answers 404 to adults who may not see the child, for the reading, its recording and changes; 401 without a session', async () => {
    const child = await buildChild(server.database.db);
    const parent = await buildParent(server.database.db, { children: [child] });
    const p = await new Client(server.url).signIn(parent.username, TEST_PASSWORD);
    const created = await postReading(p, form(tone(1), { passageId: 'fr-k-2', durationSeconds: '20', childId: child.id }));
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect((await p.get(`/api/fluency/readings/${id}`)).status).toBe(200);

    const otherTeacher = await buildTeacher(server.database.db);
    const o = await new Client(server.url).signIn(otherTeacher.username, TEST_PASSWORD);
    for (const res of [
      await o.get(`/api/fluency/readings/${id}`),
      await o.get(`/api/fluency/readings/${id}/audio`),
      await o.patch(`/api/fluency/readings/${id}`, { flips: [1] }),
    ]) {
      expect({ status: res.status, message: res.body?.message }).toEqual({ status: 404, message: 'Reading not found' });
    }
    const anonymous = new Client(server.url);
    expect((await anonymous.get(`/api/fluency/readings/${id}`)).status).toBe(401);
    expect((await p.get('/api/fluency/readings/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await p.get('/api/fluency/readings/not-a-uuid')).status).toBe(400);
  });

  it('lists a child’s readings, newest first, to the child and the adults who may see them; 404 to others', async () => {
    const { child, c } = await childOn();
    const first = await postReading(c, form(tone(1), { passageId: 'fr-k-1', durationSeconds: '20' }));
    const second = await postReading(c, form(tone(1), { passageId: 'fr-k-2', durationSeconds: '20' }));
    const own = await c.get('/api/fluency/readings');
    expect(own.status).toBe(200);
    expect(own.body.readings.map((r: { id: string }) => r.id)).toEqual([second.body.id, first.body.id]);
    expect(own.body.readings[0]).toMatchObject({ passageId: 'fr-k-2', passageTitle: 'Papa et la moto', engine: 'manual', hasAudio: true });
    expect(own.body.readings[0].expression).toBe(second.body.expression.suggested);
    const parent = await buildParent(server.database.db, { children: [child] });
    const p = await new Client(server.url).signIn(parent.username, TEST_PASSWORD);
    expect((await p.get(`/api/fluency/readings?childId=${child.id}`)).body.readings).toHaveLength(2);
    const stranger = await buildTeacher(server.database.db);
    const s = await new Client(server.url).signIn(stranger.username, TEST_PASSWORD);
    const hidden = await s.get(`/api/fluency/readings?childId=${child.id}`);
    expect({ status: hidden.status, message: hidden.body.message }).toEqual({ status: 404, message: 'Child not found' });
    expect((await new Client(server.url).get('/api/fluency/readings')).status).toBe(401);
  });

  it('deletes the readings and their recordings with the child', async () => {
    const { child, c } = await childOn();
    expect((await postReading(c, form(tone(1), { passageId: 'fr-k-1', durationSeconds: '20' }))).status).toBe(201);
    await server.database.db.delete(users).where(eq(users.id, child.id));
    expect(await readingsOf(child.id)).toHaveLength(0);
  });
});

describe.skipIf(!offlineAlignmentAvailable())('an English reading listened to offline', () => {
  it('marks the words of a synthetic reading with one word left out', async () => {
    const passage = findPassage('en-k-1')!;
    const said = passage.words.filter((_, i) => i !== 9).join(' ');
    const audio = await runEspeak(['-v', 'en-us+f4', '-s', '120', '-f', '/input.txt', '-w', '/output.wav'], { '/input.txt': said }, '/output.wav');
    const { c } = await childOn();
    const res = await postReading(c, form(audio, { passageId: 'en-k-1', durationSeconds: '30' }));
    expect(res.status).toBe(201);
    expect(res.body.engine).toBe('alignment');
    expect(res.body.notice).toBeNull();
    expect(res.body.lastWordIndex).toBeGreaterThan(passage.wordCount - 5);
    expect(res.body.wordsRead).toBe(res.body.lastWordIndex + 1);
    expect(res.body.wordsCorrect + res.body.errors).toBe(res.body.wordsRead);
    expect(res.body.expression.suggested).toBeGreaterThanOrEqual(1);
    expect(res.body.expression.evidence.pitchRangeSemitones).not.toBeNull();
  });
});
