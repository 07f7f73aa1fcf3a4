import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../test/harness.ts';
import { buildChild, buildParent, TEST_PASSWORD, TEST_PIN } from '../../test/factories.ts';
import { speechKit, tempFilesDir } from '../../ai/speech/test-support.ts';
import { EspeakTtsEngine } from '../../ai/speech/tts-espeak.ts';
import { readWavInfo } from '../../ai/speech/wav.ts';

let server: TestServer;
let child: Client;
let parent: Client;

beforeAll(async () => {
  server = await startTestServer({ ai: speechKit({ filesDir: tempFilesDir() }).registry });
  const kid = await buildChild(server.database.db);
  const adult = await buildParent(server.database.db, { children: [kid] });
  child = await new Client(server.url).signIn(kid.username, TEST_PIN);
  parent = await new Client(server.url).signIn(adult.username, TEST_PASSWORD);
});
afterAll(() => server.close());

/** Posts multipart form data as the browser does: the session cookie and the same-site header. */
async function upload(client: Client | null, form: FormData, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/api/stt/transcribe`, {
    method: 'POST',
    headers: { 'x-requested-with': 'wren-test', ...(client ? { cookie: client.sessionCookie } : {}), ...headers },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

function audioForm(audio: Buffer, type = 'audio/wav', fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('audio', new Blob([new Uint8Array(audio)], { type }), 'recording.wav');
  return form;
}

const espeak = new EspeakTtsEngine();

describe('POST /api/tts/speak', () => {
  it('without a session answers 401', async () => {
    const res = await new Client(server.url).post('/api/tts/speak', { text: 'hello', language: 'en' });
    expect(res.status).toBe(401);
  });

  it('a child gets WAV audio with cache headers; the same text again comes from the cache, byte for byte', async () => {
    const first = await fetch(`${server.url}/api/tts/speak`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'wren-test', cookie: child.sessionCookie },
      body: JSON.stringify({ text: 'Can you find the red ball?', language: 'en', voice: 'alloy' }),
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('audio/wav');
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('etag')).toMatch(/^"[0-9a-f]{64}"$/);
    expect(first.headers.get('x-speech-engine')).toBe('espeak-ng');
    expect(first.headers.get('x-speech-cache')).toBe('miss');
    const audio = Buffer.from(await first.arrayBuffer());
    expect(readWavInfo(audio)).toMatchObject({ format: 'pcm', bitsPerSample: 16, channels: 1 });

    const second = await fetch(`${server.url}/api/tts/speak`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'wren-test', cookie: parent.sessionCookie },
      body: JSON.stringify({ text: 'Can you find the red ball?', language: 'en', voice: 'alloy' }),
    });
    expect(second.headers.get('x-speech-cache')).toBe('hit');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(Buffer.from(await second.arrayBuffer()).equals(audio)).toBe(true);
  });

  it('a child may ask in Arabic without naming a voice (nova is the default) and with the spec’s lower-case en-ca', async () => {
    const arabic = await child.post('/api/tts/speak', { text: 'مرحبا يا صديقي', language: 'ar' });
    expect(arabic.status).toBe(200);
    expect(arabic.headers.get('content-type')).toBe('audio/wav');
    const canadian = await child.post('/api/tts/speak', { text: 'my favourite colour', language: 'en-ca', voice: 'nova' });
    expect(canadian.status).toBe(200);
  });

  it.each([
    ['empty text', { text: '   ', language: 'en' }, 'text: Text is required'],
    ['missing text', { language: 'en' }, 'text: Text is required'],
    ['text over 500 characters', { text: 'a'.repeat(501), language: 'en' }, 'text: Text must be at most 500 characters'],
    ['an unknown language', { text: 'hello', language: 'xx' }, 'language: Unknown language'],
    [
      'an unknown voice',
      { text: 'hello', language: 'en', voice: 'robot' },
      'voice: Voice must be one of alloy, ash, ballad, coral, echo, fable, nova, onyx, sage, shimmer, verse',
    ],
  ])('a child sending %s gets 400 with a clear message', async (_case, body, message) => {
    const res = await child.post('/api/tts/speak', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, code: 'invalid' });
  });

  it('a child asking for Plains Cree gets 503: there is no voice for it', async () => {
    const res = await child.post('/api/tts/speak', { text: 'tânisi', language: 'cr' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: 'There is no voice for Plains Cree yet.', code: 'no_voice', messageKey: 'ai.noVoice' });
    // From a French page, the same answer in French, the language named the French way.
    const french = await child.request('POST', '/api/tts/speak', { text: 'tânisi', language: 'cr' }, { 'accept-language': 'fr' });
    expect(french.body.message).toBe("Il n'y a pas encore de voix en cri des plaines.");
  });

  it('is never quota-limited: a child can ask many times in a row', async () => {
    for (let i = 0; i < 8; i++) {
      expect((await child.post('/api/tts/speak', { text: `word number ${i}`, language: 'en' })).status).toBe(200);
    }
  });
});

describe('POST /api/stt/transcribe', () => {
  it('without a session answers 401', async () => {
    const res = await upload(null, audioForm(await espeak.synthesize({ text: 'cat', language: 'en', voice: 'alloy' })));
    expect(res.status).toBe(401);
  });

  it('a child reading a target word among distractors gets the word back (grammar mode)', async () => {
    const audio = await espeak.synthesize({ text: 'fish', language: 'en', voice: 'alloy' });
    const res = await upload(child, audioForm(audio, 'audio/wav', { language: 'en', words: 'fish, dish, wish, fist' }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ text: 'fish', engine: 'pocketsphinx', language: 'en' });
  });

  it('a child may send words as repeated fields, after the file', async () => {
    const audio = await espeak.synthesize({ text: 'next', language: 'en', voice: 'alloy' });
    const form = audioForm(audio, 'audio/wav');
    for (const word of ['next', 'go back', 'home']) form.append('words', word);
    const res = await upload(child, form);
    expect(res.body.text).toBe('next');
  });

  it('a child sending no file gets 400', async () => {
    const form = new FormData();
    form.append('language', 'en');
    const res = await upload(child, form);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'A recording is required.', field: 'audio', messageKey: 'audio.missing' });
  });

  it('a child sending an unknown language gets 400', async () => {
    const res = await upload(child, audioForm(Buffer.from('RIFF'), 'audio/wav', { language: 'xx' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('language: Unknown language');
  });

  it('a child sending a file over 2 MB gets 413', async () => {
    const res = await upload(child, audioForm(Buffer.alloc(2 * 1024 * 1024 + 1, 1)));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'The recording must be at most 2 MB.', code: 'too_large', messageKey: 'audio.tooLarge' });
  });

  it('a child sending a picture gets 415', async () => {
    const res = await upload(child, audioForm(Buffer.from('89504e470d0a1a0a', 'hex'), 'image/png'));
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('The file is not audio. Send a WAV or WebM recording.');
  });

  it('a child sending MP3 audio gets 415 naming the formats we read', async () => {
    const res = await upload(child, audioForm(Buffer.from('ID3\u0004\u0000 mp3 frames'), 'audio/mpeg'));
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: 'The file is not audio. Send a WAV or WebM recording.', code: 'unsupported_audio', messageKey: 'audio.notAudio' });
  });

  it('a child sending JSON instead of a form gets 415', async () => {
    const res = await child.post('/api/stt/transcribe', { audio: 'base64...' });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Send the recording as multipart/form-data with an audio file.');
  });

  /** Posts a hand-made multipart body, as a broken client might. */
  async function rawUpload(contentType: string, body: string) {
    const response = await fetch(`${server.url}/api/stt/transcribe`, {
      method: 'POST',
      headers: { 'x-requested-with': 'wren-test', cookie: child.sessionCookie, 'content-type': contentType },
      body,
    });
    return { status: response.status, body: await response.json() };
  }

  const part = (boundary: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\nRIFF....WAVE`;
  const brokenForm = 'The form could not be read: send it as multipart/form-data with its boundary, complete.';

  it('a child sending multipart without a boundary gets 400', async () => {
    const res = await rawUpload('multipart/form-data', `${part('x')}\r\n--x--\r\n`);
    expect(res).toEqual({ status: 400, body: { message: brokenForm, code: 'invalid', messageKey: 'audio.brokenForm' } });
  });

  it('a child sending a body cut short gets 400', async () => {
    const res = await rawUpload('multipart/form-data; boundary=x', part('x'));
    expect(res).toEqual({ status: 400, body: { message: brokenForm, code: 'invalid', messageKey: 'audio.brokenForm' } });
  });

  it('a child sending a boundary the body does not use gets 400', async () => {
    const res = await rawUpload('multipart/form-data; boundary=other', `${part('x')}\r\n--x--\r\n`);
    expect(res).toEqual({ status: 400, body: { message: brokenForm, code: 'invalid', messageKey: 'audio.brokenForm' } });
  });

  it('a child asking for French recognition without a speech server gets 503 saying so', async () => {
    const audio = await espeak.synthesize({ text: 'bonjour', language: 'fr', voice: 'alloy' });
    const res = await upload(child, audioForm(audio, 'audio/wav', { language: 'fr' }));
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      message: 'Speech recognition in French needs a speech-to-text server (AI_BASE_URL); offline recognition is available in English only.',
      code: 'no_engine_for_language',
      messageKey: 'ai.needsServer',
    });
  });

  it('a child on an Arabic page asking for Arabic recognition without a speech server is told so in Arabic', async () => {
    const audio = await espeak.synthesize({ text: 'مرحبا', language: 'ar', voice: 'nova' });
    const res = await upload(child, audioForm(audio, 'audio/wav', { language: 'ar' }), { 'accept-language': 'ar' });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('يحتاج التعرّف على الكلام باللغة العربية إلى خادم لتحويل الكلام إلى نص (AI_BASE_URL)؛ ولا يتوفر دون اتصال إلا بالإنجليزية.');
  });
});
