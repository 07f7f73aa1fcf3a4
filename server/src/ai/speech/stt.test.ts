import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../testing/fake-openai-server.ts';
import { findExecutable } from './audio.ts';
import { PocketsphinxSttEngine } from './stt-pocketsphinx.ts';
import { speechKit } from './test-support.ts';
import { EspeakTtsEngine } from './tts-espeak.ts';
import { decodeWav, encodeWav, resample } from './wav.ts';

const espeak = new EspeakTtsEngine();
const speak = (text: string) => espeak.synthesize({ text, language: 'en', voice: 'alloy' });
const silence = (seconds: number) => encodeWav({ sampleRate: 16_000, samples: new Float32Array(16_000 * seconds) });

/** Ten words a young reader meets first; in each round one is the target and the other nine are the distractors. */
const COMMON_WORDS = ['cat', 'dog', 'sun', 'fish', 'tree', 'book', 'apple', 'house', 'ball', 'milk'];

describe('pocketsphinx offline recognition', () => {
  const kit = speechKit();

  it('its health check finds the program and the en-us model', async () => {
    expect(await new PocketsphinxSttEngine().check()).toEqual({ ok: true, message: 'English only' });
    expect((await kit.registry.health())['speech-to-text']).toMatchObject({ ok: true, engine: 'pocketsphinx' });
  });

  // Both espeak voices the app uses for English: the default (alloy, a male variant) and nova (a female variant).
  it.each(['alloy', 'nova'] as const)(
    'TTS round trip with voice %s: espeak says a word, grammar mode hears that word among nine distractors (at least 8 of 10)',
    async (voice) => {
      const rows: { word: string; heard: string; ok: boolean }[] = [];
      for (const word of COMMON_WORDS) {
        const audio = await espeak.synthesize({ text: word, language: 'en', voice });
        const result = await kit.speech.stt.transcribe({ audio, language: 'en', words: COMMON_WORDS });
        expect(result.engine).toBe('pocketsphinx');
        rows.push({ word, heard: result.text, ok: result.text === word });
      }
      const correct = rows.filter((r) => r.ok).length;
      console.log(
        [
          `TTS round trip, voice ${voice} (espeak-ng → pocketsphinx grammar mode, 10 choices): ${correct}/10`,
          ...rows.map((r) => `  ${r.ok ? '✓' : '✗'} ${r.word.padEnd(6)} → ${r.heard || '(nothing)'}`),
        ].join('\n'),
      );
      expect(correct).toBeGreaterThanOrEqual(8);
    },
  );

  it('navigation words: a two-word phrase comes back whole', async () => {
    const result = await kit.speech.stt.transcribe({ audio: await speak('go back'), language: 'en', words: ['go back', 'next', 'home', 'help', 'stop'] });
    expect(result.text).toBe('go back');
  });

  it('silence gives empty text, in grammar mode and in free mode', async () => {
    expect((await kit.speech.stt.transcribe({ audio: silence(1), language: 'en', words: COMMON_WORDS })).text).toBe('');
    expect((await kit.speech.stt.transcribe({ audio: silence(1), language: 'en' })).text).toBe('');
  });

  it('free mode decodes with the general English model', async () => {
    const result = await kit.speech.stt.transcribe({ audio: await speak('hello how are you today'), language: 'en' });
    expect(result).toMatchObject({ engine: 'pocketsphinx', language: 'en' });
    expect(result.text).toMatch(/^[a-z' ]+$/);
  });

  it('a 48 kHz stereo recording is converted before recognition', async () => {
    const mono = resample(decodeWav(await speak('house')), 48_000);
    const stereo = Buffer.alloc(44 + mono.samples.length * 4);
    const header = encodeWav({ sampleRate: 48_000, samples: new Float32Array(0) });
    header.copy(stereo, 0, 0, 44);
    stereo.writeUInt32LE(36 + mono.samples.length * 4, 4);
    stereo.writeUInt16LE(2, 22);
    stereo.writeUInt32LE(48_000 * 4, 28);
    stereo.writeUInt16LE(4, 32);
    stereo.writeUInt32LE(mono.samples.length * 4, 40);
    mono.samples.forEach((s, i) => {
      const v = Math.round(Math.max(-1, Math.min(1, s)) * 32767);
      stereo.writeInt16LE(v, 44 + i * 4);
      stereo.writeInt16LE(v, 46 + i * 4);
    });
    expect((await kit.speech.stt.transcribe({ audio: stereo, language: 'en', words: COMMON_WORDS })).text).toBe('house');
  });

  // One of the two runs, depending on whether this machine has ffmpeg.
  const ffmpeg = findExecutable('ffmpeg');
  it.skipIf(!ffmpeg)('WebM/Opus (what browsers record) is decoded with ffmpeg', async () => {
    const wav = await speak('apple');
    const webm = spawnSync(ffmpeg!, ['-hide_banner', '-loglevel', 'error', '-i', 'pipe:0', '-c:a', 'libopus', '-f', 'webm', 'pipe:1'], { input: wav });
    expect(webm.status).toBe(0);
    expect((await kit.speech.stt.transcribe({ audio: webm.stdout, language: 'en', words: COMMON_WORDS })).text).toBe('apple');
  });

  it.skipIf(!!ffmpeg)('WebM/Opus is refused with 415 while ffmpeg is missing', async () => {
    const ebml = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0]);
    await expect(kit.speech.stt.transcribe({ audio: ebml, language: 'en' })).rejects.toMatchObject({ status: 415 });
  });

  it('a broken WebM file is refused with 415', async () => {
    const broken = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(200, 7)]);
    await expect(kit.speech.stt.transcribe({ audio: broken, language: 'en' })).rejects.toMatchObject({ status: 415 });
  });

  it('bytes that are no audio format we read are refused with 415', async () => {
    await expect(kit.speech.stt.transcribe({ audio: Buffer.from('ID3\u0004 an mp3 file'), language: 'en' })).rejects.toMatchObject({
      status: 415,
      message: 'The file is not audio. Send a WAV or WebM recording.',
    });
  });

  it('grammar words the dictionary does not know are a 400 that names them', async () => {
    await expect(kit.speech.stt.transcribe({ audio: silence(1), language: 'en', words: ['cat', 'zzqxv'] })).rejects.toMatchObject({
      status: 400,
      message: 'The offline recogniser does not know these words: zzqxv.',
    });
  });

  it('French without a speech-to-text server is a 503 that says offline recognition is English only', async () => {
    await expect(kit.speech.stt.transcribe({ audio: silence(1), language: 'fr' })).rejects.toMatchObject({
      status: 503,
      message: 'Speech recognition in French needs a speech-to-text server (AI_BASE_URL); offline recognition is available in English only.',
    });
  });
});

describe('remote speech to text (/v1/audio/transcriptions)', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ transcription: ({ fields }) => ({ text: fields.language === 'fr' ? ' bonjour ' : 'hello' }) });
  });
  afterAll(() => fake.close());

  it('sends the audio as multipart with the model, the language and the grammar words as a prompt', async () => {
    const kit = speechKit({ baseUrl: fake.url });
    const audio = silence(0.5);
    const result = await kit.speech.stt.transcribe({ audio, language: 'fr', words: ['chat', 'chien'] });
    expect(result).toEqual({ text: 'bonjour', engine: 'openai-compatible', language: 'fr' });
    const call = fake.requests.filter((r) => r.path === '/v1/audio/transcriptions').at(-1)!;
    expect(call.body).toMatchObject({ model: 'whisper-1', language: 'fr', prompt: 'chat, chien' });
    expect(call.file?.data.equals(audio)).toBe(true);
    expect(call.file?.filename).toBe('audio.wav');
  });

  it('when the provider fails, English falls back to pocketsphinx and the fallback is logged', async () => {
    const kit = speechKit({ baseUrl: fake.url });
    fake.failNext('http500', 2, '/v1/audio/transcriptions');
    const result = await kit.speech.stt.transcribe({ audio: await speak('ball'), language: 'en', words: COMMON_WORDS });
    expect(result).toEqual({ text: 'ball', engine: 'pocketsphinx', language: 'en' });
    expect(kit.warnings[0]!.details).toMatchObject({ capability: 'speech-to-text', engine: 'openai-compatible', fallbackTo: 'pocketsphinx' });
  });

  it('when the provider fails, French has no engine left and answers 503', async () => {
    const kit = speechKit({ baseUrl: fake.url });
    fake.failNext('http500', 2, '/v1/audio/transcriptions');
    await expect(kit.speech.stt.transcribe({ audio: silence(0.5), language: 'fr' })).rejects.toMatchObject({ status: 503 });
  });

  it('Plains Cree is a 503 even with a provider: Whisper-class servers do not know it', async () => {
    const kit = speechKit({ baseUrl: fake.url });
    await expect(kit.speech.stt.transcribe({ audio: silence(0.5), language: 'cr' })).rejects.toMatchObject({
      status: 503,
      message: 'Speech recognition is not available in Plains Cree.',
    });
  });
});
