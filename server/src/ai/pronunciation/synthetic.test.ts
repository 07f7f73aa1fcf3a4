/**
 * The synthetic evaluation: for each target, espeak-ng says the target and each of its confusable distractors in
 * voices, speeds and pitches the engine's references do not use; the target's audio must score higher than each
 * distractor's in ≥ 90% of pairs in English and ≥ 80% in French. Silence and noise score below 20 (a "no speech"
 * answer counts as 0). Prints the rates.
 */
import { describe, expect, it } from 'vitest';
import { AiRegistry } from '../registry.ts';
import { decodeWav, encodeWav } from '../speech/wav.ts';
import { assessPronunciation } from './engine.ts';
import { distractorsFor } from './phonemes.ts';
import { noise, silence, speak, TEST_VOICES } from './synthetic.ts';
import { NoSpeechError, type PronunciationLanguage } from './types.ts';

const registry = new AiRegistry({ logger: { warn: () => {} } });
const voices = TEST_VOICES.slice(0, 3);

const SETS: Record<'en' | 'fr', { words: string[]; sounds: string[] }> = {
  en: { words: ['ship', 'thin', 'bat', 'sun', 'boat', 'pen', 'rain', 'cat'], sounds: ['sh', 'th', 's', 'ee'] },
  fr: { words: ['chat', 'chou', 'bain', 'poule', 'lune', 'bon', 'vent', 'poisson'], sounds: ['ch', 'ou', 'an'] },
};

async function score(audio: Buffer, target: string, type: 'sound' | 'word', language: PronunciationLanguage): Promise<number> {
  try {
    return (await assessPronunciation(registry, { audio, target, type, language, uiLanguage: 'en' })).overall_score;
  } catch (error) {
    if (error instanceof NoSpeechError) return 0;
    throw error;
  }
}

async function pairRate(language: 'en' | 'fr') {
  let won = 0;
  let pairs = 0;
  const failures: string[] = [];
  const items = [...SETS[language].words.map((t) => [t, 'word'] as const), ...SETS[language].sounds.map((t) => [t, 'sound'] as const)];
  for (const [target, type] of items) {
    const distractors = distractorsFor(target, language, type, 3);
    expect(distractors.length, `${target} has distractors`).toBeGreaterThan(0);
    // The voices side by side: the recogniser and espeak-ng each run on every core.
    await Promise.all(
      voices.map(async (voice) => {
        const own = await score(await speak(target, language, type, voice), target, type, language);
        for (const distractor of distractors) {
          const other = await score(await speak(distractor, language, type, voice), target, type, language);
          pairs++;
          if (own > other) won++;
          else failures.push(`${target}/${distractor} ${voice.variant} ${own}≤${other}`);
        }
      }),
    );
  }
  return { rate: won / pairs, pairs, failures };
}

describe('synthetic evaluation (espeak-ng voices the references do not use)', () => {
  it('scores English targets above their minimal pairs in at least 90% of pairs', async () => {
    const { rate, pairs, failures } = await pairRate('en');
    console.log(
      `pronunciation en: target above distractor in ${(rate * 100).toFixed(1)}% of ${pairs} pairs (aim ≥ 90%)${failures.length ? `; missed: ${failures.slice(0, 8).join(', ')}` : ''}`,
    );
    expect(rate).toBeGreaterThanOrEqual(0.9);
  }, 120_000);

  it('scores French targets above their minimal pairs in at least 80% of pairs', async () => {
    const { rate, pairs, failures } = await pairRate('fr');
    console.log(
      `pronunciation fr: target above distractor in ${(rate * 100).toFixed(1)}% of ${pairs} pairs (aim ≥ 80%)${failures.length ? `; missed: ${failures.slice(0, 8).join(', ')}` : ''}`,
    );
    expect(rate).toBeGreaterThanOrEqual(0.8);
  }, 120_000);

  it('scores silence and noise below 20', async () => {
    // Whole recordings of silence or steady noise, and half-second bursts of noise in a quiet recording (which
    // get past the voice detector and are scored). Bursts of hiss are not tried against hissing sounds (s, sh,
    // ch, f): hiss is what those sounds are made of, and such a burst scores up to ~40 against them.
    const burst = (kind: 'white' | 'pink' | 'hum') => {
      const samples = decodeWav(silence(1.5)).samples;
      samples.set(decodeWav(noise(kind, 0.5)).samples, 8000);
      return encodeWav({ sampleRate: 16_000, samples });
    };
    const steady = { silence: silence(2), 'white noise': noise('white', 2), 'pink noise': noise('pink', 2), hum: noise('hum', 2) };
    const bursts = { 'white burst': burst('white'), 'pink burst': burst('pink'), 'hum burst': burst('hum') };
    const words = [
      ['ship', 'en', 'word'],
      ['the cat sat on the mat', 'en', 'word'],
      ['ee', 'en', 'sound'],
      ['chat', 'fr', 'word'],
      ['ou', 'fr', 'sound'],
      ['بَاب', 'ar', 'word'],
    ] as const;
    const hissing = [
      ['sh', 'en', 'sound'],
      ['ch', 'fr', 'sound'],
    ] as const;
    const cases = [
      ...Object.entries(steady).flatMap(([name, audio]) => [...words, ...hissing].map((t) => [name, audio, t] as const)),
      ...Object.entries(bursts).flatMap(([name, audio]) => words.map((t) => [name, audio, t] as const)),
      ['hum burst', bursts['hum burst'], hissing[0]] as const,
    ];
    const scores: number[] = [];
    for (const [name, audio, [target, language, type]] of cases) {
      const s = await score(audio, target, type, language);
      scores.push(s);
      expect(s, `${name} for ${target}`).toBeLessThan(20);
    }
    console.log(`pronunciation silence and noise: highest score ${Math.max(...scores)} over ${scores.length} recordings and targets (aim < 20)`);
  }, 60_000);

  it('answers 422-style NoSpeechError in the interface language for silence', async () => {
    await expect(assessPronunciation(registry, { audio: silence(1), target: 'ship', type: 'word', language: 'en', uiLanguage: 'fr' })).rejects.toMatchObject({
      status: 422,
      message: "Je n'ai rien entendu. Essaie de parler encore !",
    });
  });

  it('names the parts that served: all of them in English, the acoustic comparison in French and Arabic', async () => {
    const voice = voices[0]!;
    const en = await assessPronunciation(registry, {
      audio: await speak('ship', 'en', 'word', voice),
      target: 'ship',
      type: 'word',
      language: 'en',
      uiLanguage: 'en',
    });
    expect(en.engines).toEqual(expect.arrayContaining(['acoustic', 'recognition', 'phonemes', 'signal']));
    const ar = await assessPronunciation(registry, {
      audio: await speak('بَاب', 'ar', 'word', voice),
      target: 'بَاب',
      type: 'word',
      language: 'ar',
      uiLanguage: 'ar',
    });
    expect(ar.engines).toEqual(['acoustic', 'signal']);
    for (const result of [en, ar]) {
      for (const key of ['accuracy', 'clarity', 'pace', 'overall_score'] as const) {
        expect(Number.isInteger(result[key])).toBe(true);
        expect(result[key]).toBeGreaterThanOrEqual(0);
        expect(result[key]).toBeLessThanOrEqual(100);
      }
      expect(result.feedback).toBeTruthy();
    }
  }, 60_000);

  it('names the sound to work on with a tip when a distractor is said', async () => {
    const result = await assessPronunciation(registry, {
      audio: await speak('fin', 'en', 'word', voices[1]!),
      target: 'thin',
      type: 'word',
      language: 'en',
      uiLanguage: 'en',
    });
    expect(result.overall_score).toBeLessThan(75);
    expect(result.areas_for_improvement.join(' ')).toMatch(/tongue/);
  }, 60_000);
});

describe('remote transcription as evidence', () => {
  function registryWithTranscript(transcript: string) {
    const withRemote = new AiRegistry({ logger: { warn: () => {} } });
    withRemote.register('speech-to-text', {
      id: 'fake-remote',
      kind: 'remote',
      check: async () => ({ ok: true }),
      supports: () => true,
      transcribe: async () => transcript,
    });
    return withRemote;
  }

  it('adds the transcript to the evidence, for better or worse', async () => {
    const audio = await speak('ship', 'en', 'word', voices[0]!);
    const input = { audio, target: 'ship', type: 'word', language: 'en', uiLanguage: 'en' } as const;
    const agrees = await assessPronunciation(registryWithTranscript('Ship.'), input);
    const disagrees = await assessPronunciation(registryWithTranscript('chip'), input);
    expect(agrees.engines).toContain('remote');
    expect(agrees.evidence.remote).toMatchObject({ transcript: 'Ship.', similarity: 1, score: 100 });
    expect(disagrees.evidence.remote!.score).toBeLessThan(100);
    expect(disagrees.accuracy).toBeLessThan(agrees.accuracy);
  }, 60_000);

  it('scores without it when the provider fails', async () => {
    const failing = new AiRegistry({ logger: { warn: () => {} } });
    failing.register('speech-to-text', {
      id: 'down',
      kind: 'remote',
      check: async () => ({ ok: false }),
      supports: () => true,
      transcribe: async () => {
        throw new Error('http 500');
      },
    });
    const result = await assessPronunciation(failing, {
      audio: await speak('ship', 'en', 'word', voices[0]!),
      target: 'ship',
      type: 'word',
      language: 'en',
      uiLanguage: 'en',
    });
    expect(result.engines).not.toContain('remote');
    expect(result.overall_score).toBeGreaterThan(0);
  }, 60_000);
});
