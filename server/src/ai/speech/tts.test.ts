import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../testing/fake-openai-server.ts';
import { speechKit, tempFilesDir } from './test-support.ts';
import { EspeakTtsEngine } from './tts-espeak.ts';
import { SpeechError } from './types.ts';
import { decodeWav, readWavInfo } from './wav.ts';

const SENTENCES = {
  en: 'The little cat sleeps in the sun',
  'en-CA': 'My favourite colour is bright red',
  fr: 'Le petit chat dort au soleil',
  ar: 'القطة الصغيرة تنام في الشمس',
  it: 'Il piccolo gatto dorme al sole',
} as const;

function loudness(wav: Buffer): number {
  const { samples } = decodeWav(wav);
  let sum = 0;
  for (const s of samples) sum += s * s;
  return Math.sqrt(sum / samples.length);
}

describe('espeak-ng (WebAssembly) text to speech', () => {
  const filesDir = tempFilesDir();
  const kit = speechKit({ filesDir });

  it('its health check loads the module and reports ok', async () => {
    expect(await new EspeakTtsEngine().check()).toEqual({ ok: true });
    const health = await kit.registry.health();
    expect(health['text-to-speech']).toMatchObject({ ok: true, engine: 'espeak-ng', kind: 'builtin' });
  });

  it.each(Object.entries(SENTENCES))('speaks %s as a 16-bit PCM mono WAV about as long as the sentence', async (language, text) => {
    const result = await kit.speech.tts.speak({ text, language: language as keyof typeof SENTENCES });
    const info = readWavInfo(result.audio);
    expect(result.audio.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(result.audio.subarray(8, 12).toString('ascii')).toBe('WAVE');
    expect(info).toMatchObject({ format: 'pcm', bitsPerSample: 16, channels: 1, sampleRate: 22_050 });
    // Six or seven words at 120–160 words a minute, plus short pauses at the edges.
    expect(info.durationSeconds).toBeGreaterThan(1.2);
    expect(info.durationSeconds).toBeLessThan(6);
    expect(loudness(result.audio)).toBeGreaterThan(0.02);
    expect(result).toMatchObject({ engine: 'espeak-ng', cached: false, voice: language === 'ar' ? 'nova' : 'alloy' });
  });

  it('serves the same request again from the cache: identical bytes, no new synthesis', async () => {
    const synthesize = vi.spyOn(EspeakTtsEngine.prototype, 'synthesize');
    const first = await kit.speech.tts.speak({ text: 'A big red ball', language: 'en' });
    const second = await kit.speech.tts.speak({ text: 'A big red ball', language: 'en' });
    expect(synthesize).toHaveBeenCalledTimes(1);
    expect(second.cached).toBe(true);
    expect(second.key).toBe(first.key);
    expect(Buffer.compare(second.audio, first.audio)).toBe(0);
    synthesize.mockRestore();
  });

  it('keeps the cache as files, so a restarted server still has it', async () => {
    const first = await kit.speech.tts.speak({ text: 'Time to read a story', language: 'en' });
    const file = path.join(filesDir, 'speech', first.key.slice(0, 2), `${first.key}.wav`);
    expect(fs.readFileSync(file).equals(first.audio)).toBe(true);
    const restarted = speechKit({ filesDir });
    const synthesize = vi.spyOn(EspeakTtsEngine.prototype, 'synthesize');
    const again = await restarted.speech.tts.speak({ text: 'Time to read a story', language: 'en' });
    expect(synthesize).not.toHaveBeenCalled();
    expect(again.cached).toBe(true);
    expect(again.audio.equals(first.audio)).toBe(true);
    synthesize.mockRestore();
  });

  it('gives another voice or language its own cache entry', async () => {
    const alloy = await kit.speech.tts.speak({ text: 'banana', language: 'en', voice: 'alloy' });
    const nova = await kit.speech.tts.speak({ text: 'banana', language: 'en', voice: 'nova' });
    const italian = await kit.speech.tts.speak({ text: 'banana', language: 'it', voice: 'alloy' });
    expect(new Set([alloy.key, nova.key, italian.key]).size).toBe(3);
    expect(nova.cached).toBe(false);
    expect(alloy.audio.equals(nova.audio)).toBe(false);
  });

  it('cleans Arabic before synthesis, so marks and edge punctuation reach neither the voice nor the cache key', async () => {
    const plain = await kit.speech.tts.speak({ text: 'أحسنت يا بطل', language: 'ar' });
    const decorated = await kit.speech.tts.speak({ text: '\u200f«  أحسنت   يا بطل!»\u200f', language: 'ar' });
    expect(decorated.key).toBe(plain.key);
    expect(decorated.cached).toBe(true);
  });

  it('refuses Arabic text that is only punctuation with a 400', async () => {
    await expect(kit.speech.tts.speak({ text: '\u200f؟!', language: 'ar' })).rejects.toMatchObject({
      status: 400,
      message: 'There is nothing to say in this text.',
    });
  });

  it('answers 503 for a language without a voice instead of reading it with a wrong accent', async () => {
    const attempt = kit.speech.tts.speak({ text: 'tânisi', language: 'cr' });
    await expect(attempt).rejects.toBeInstanceOf(SpeechError);
    await expect(attempt).rejects.toMatchObject({ status: 503, message: 'There is no voice for Plains Cree yet.' });
  });

  it('restores the instance before every call: the same text gives identical audio after other languages and voices', async () => {
    const engine = new EspeakTtsEngine();
    const request = { text: 'Look at the yellow duck', language: 'en', voice: 'alloy' } as const;
    const before = await engine.synthesize(request);
    await engine.synthesize({ text: 'Regarde le canard jaune', language: 'fr', voice: 'nova' });
    await engine.synthesize({ text: 'انظر إلى البطة الصفراء', language: 'ar', voice: 'nova' });
    await engine.synthesize({ text: 'Guarda la papera gialla', language: 'it', voice: 'echo' });
    const after = await engine.synthesize(request);
    expect(after.equals(before)).toBe(true);
  });

  it('two requests at the same moment each get their own audio', async () => {
    const [a, b] = await Promise.all([
      kit.speech.tts.speak({ text: 'one two three', language: 'en' }),
      kit.speech.tts.speak({ text: 'un deux trois quatre cinq', language: 'fr' }),
    ]);
    expect(readWavInfo(a.audio).durationSeconds).toBeLessThan(readWavInfo(b.audio).durationSeconds);
  });
});

describe('remote text to speech (/v1/audio/speech)', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());

  it('asks the remote provider for WAV, with voice nova for Arabic and alloy otherwise', async () => {
    const kit = speechKit({ baseUrl: fake.url, filesDir: tempFilesDir() });
    const english = await kit.speech.tts.speak({ text: 'Hello there', language: 'en' });
    const arabic = await kit.speech.tts.speak({ text: 'مرحبا', language: 'ar' });
    const calls = fake.requests.filter((r) => r.path === '/v1/audio/speech').slice(-2);
    expect(calls.map((r) => r.body)).toEqual([
      expect.objectContaining({ model: 'tts-1', voice: 'alloy', input: 'Hello there', response_format: 'wav' }),
      expect.objectContaining({ model: 'tts-1', voice: 'nova', input: 'مرحبا', response_format: 'wav' }),
    ]);
    expect(english.engine).toBe('openai-compatible');
    expect(arabic.engine).toBe('openai-compatible');
    expect(readWavInfo(english.audio)).toMatchObject({ format: 'pcm', bitsPerSample: 16, sampleRate: 16_000 });
    expect(kit.warnings).toEqual([]);
  });

  it('falls back to espeak when the provider fails twice with 500, and logs the fallback', async () => {
    const kit = speechKit({ baseUrl: fake.url, filesDir: tempFilesDir() });
    fake.failNext('http500', 2, '/v1/audio/speech');
    const result = await kit.speech.tts.speak({ text: 'The dog runs fast', language: 'en' });
    expect(result.engine).toBe('espeak-ng');
    expect(readWavInfo(result.audio).sampleRate).toBe(22_050);
    expect(kit.warnings).toHaveLength(1);
    expect(kit.warnings[0]!.details).toMatchObject({ capability: 'text-to-speech', engine: 'openai-compatible', fallbackTo: 'espeak-ng' });
    expect(String(kit.warnings[0]!.details.reason)).toContain('http 500');
  });

  it('falls back to espeak when the provider does not answer in time', async () => {
    const kit = speechKit({ baseUrl: fake.url, filesDir: tempFilesDir(), timeoutMs: 300 });
    fake.failNext('hang', 2, '/v1/audio/speech');
    const before = fake.requests.length;
    // The fake never answers, so reaching espeak at all proves both calls timed out.
    const result = await kit.speech.tts.speak({ text: 'Where is the green frog', language: 'en' });
    expect(result.engine).toBe('espeak-ng');
    const calls = fake.requests.slice(before).filter((r) => r.path === '/v1/audio/speech');
    expect(calls.map((r) => r.failure)).toEqual(['hang', 'hang']);
    await vi.waitFor(() => expect(calls.map((r) => r.abandoned)).toEqual([true, true]));
    expect(String(kit.warnings[0]!.details.reason)).toContain('timeout');
  });

  it('falls back to espeak when the provider sends something that is not WAV', async () => {
    const kit = speechKit({ baseUrl: fake.url, filesDir: tempFilesDir() });
    fake.failNext('malformed-json', 2, '/v1/audio/speech');
    const result = await kit.speech.tts.speak({ text: 'Il gatto salta', language: 'it' });
    expect(result.engine).toBe('espeak-ng');
    expect(String(kit.warnings[0]!.details.reason)).toContain('malformed response');
  });

  it('its health check asks the provider for its models', async () => {
    const kit = speechKit({ baseUrl: fake.url });
    const health = await kit.registry.health();
    expect(health['text-to-speech']).toMatchObject({ ok: true, engine: 'openai-compatible', kind: 'remote' });
  });
});
