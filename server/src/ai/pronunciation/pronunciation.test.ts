import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findExecutable } from '../speech/audio.ts';
import { decodeWav, encodeWav } from '../speech/wav.ts';
const feedbackLanguages = ['en', 'en-CA', 'fr', 'ar', 'it'] as const;
import { cohortFor, distractorsFor, phonemesFor } from './phonemes.ts';
import { acousticScore } from './engine.ts';
import { dtwDistance, mfcc } from './mfcc.ts';
import { alignPhones, paceScore, textSimilarity } from './scoring.ts';
import { decodeUpload, detectSpeech, SAMPLE_RATE } from './signal.ts';
import { noise, random, silence } from './synthetic.ts';
import { tipFor } from './feedback.ts';
import { AudioInputError, NoSpeechError } from './types.ts';
import { AiRegistry } from '../registry.ts';
import { pronunciationFor, registerPronunciation } from './index.ts';

/** A vowel-like sound: a 140 Hz buzz with formant-ish harmonics, from `start` for `length` seconds, in quiet. */
function vowel(start: number, length: number, total = 1.5, pitch = 140): Float32Array {
  const next = random(3);
  const samples = new Float32Array(Math.round(total * SAMPLE_RATE));
  for (let i = 0; i < samples.length; i++) {
    const t = i / SAMPLE_RATE;
    const on = t >= start && t < start + length;
    let v = (next() - 0.5) * 0.002;
    if (on) for (let h = 1; h <= 12; h++) v += (0.3 / h) * Math.sin(2 * Math.PI * pitch * h * t) * (h === 5 || h === 9 ? 2 : 1);
    samples[i] = v * 0.5;
  }
  return samples;
}

describe('voice activity detection', () => {
  it('finds the speech in a recording and trims the quiet around it', () => {
    const segment = detectSpeech(vowel(0.5, 0.4));
    expect(segment).not.toBeNull();
    expect(segment!.seconds).toBeGreaterThan(0.3);
    expect(segment!.seconds).toBeLessThan(0.5);
    // Trimmed: far shorter than the 1.5 s recording.
    expect(segment!.samples.length / SAMPLE_RATE).toBeLessThan(0.8);
    expect(segment!.voicing).toBeGreaterThan(0.8);
  });

  it('hears nothing in silence, steady hiss, pink noise or mains hum', () => {
    expect(detectSpeech(decodeWav(silence(2)).samples)).toBeNull();
    expect(detectSpeech(decodeWav(noise('white', 2)).samples)).toBeNull();
    expect(detectSpeech(decodeWav(noise('pink', 2)).samples)).toBeNull();
    expect(detectSpeech(decodeWav(noise('hum', 2)).samples)).toBeNull();
  });

  it('ignores a click shorter than 60 ms', () => {
    expect(detectSpeech(vowel(0.5, 0.03))).toBeNull();
  });
});

describe('decoding an upload', () => {
  it('reads a WAV at any rate as 16 kHz mono', async () => {
    const wav = encodeWav({ sampleRate: 44_100, samples: new Float32Array(44_100) });
    const samples = await decodeUpload(wav);
    expect(samples.length).toBe(16_000);
  });

  it.skipIf(!findExecutable('ffmpeg'))('reads WebM/Opus through ffmpeg', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wren-pron-test-'));
    try {
      fs.writeFileSync(path.join(dir, 'in.wav'), encodeWav({ sampleRate: SAMPLE_RATE, samples: vowel(0.2, 0.5, 1, 140) }));
      execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', path.join(dir, 'in.wav'), '-c:a', 'libopus', path.join(dir, 'out.webm')]);
      const samples = await decodeUpload(fs.readFileSync(path.join(dir, 'out.webm')));
      expect(Math.abs(samples.length - 16_000)).toBeLessThan(800);
      expect(detectSpeech(samples)).not.toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses what is not audio, what is too long, and an empty upload', async () => {
    await expect(decodeUpload(Buffer.from('hello, this is text'))).rejects.toMatchObject({ status: 415 });
    await expect(decodeUpload(Buffer.alloc(0))).rejects.toMatchObject({ status: 400, message: 'The recording is empty.' });
    const long = encodeWav({ sampleRate: 8000, samples: new Float32Array(8000 * 11) });
    await expect(decodeUpload(long)).rejects.toMatchObject({ status: 400, message: 'The recording is longer than 10 seconds.' });
    await expect(decodeUpload(Buffer.alloc(6 * 1024 * 1024))).rejects.toBeInstanceOf(AudioInputError);
    await expect(decodeUpload(Buffer.alloc(6 * 1024 * 1024))).rejects.toMatchObject({ status: 413 });
  });
});

describe('MFCC and dynamic time warping', () => {
  it('finds a sound close to itself said slower, and far from another sound', () => {
    const a = mfcc(vowel(0, 0.5, 0.5, 140));
    const slower = mfcc(vowel(0, 0.8, 0.8, 140));
    const other = mfcc(decodeWav(noise('pink', 0.5)).samples);
    expect(dtwDistance(a, a)).toBe(0);
    expect(dtwDistance(a, slower)).toBeLessThan(dtwDistance(a, other) / 3);
    expect(dtwDistance(a, [])).toBe(Infinity);
  });
});

describe('scoring helpers', () => {
  it('aligns phones, counting a near miss as half a mistake', () => {
    expect(alignPhones(['SH', 'IH', 'P'], ['SH', 'IH', 'P'])).toEqual({ similarity: 1, missed: [] });
    const near = alignPhones(['SH', 'IH', 'P'], ['CH', 'IH', 'P']);
    const far = alignPhones(['SH', 'IH', 'P'], ['M', 'IH', 'P']);
    expect(near.missed).toEqual(['SH']);
    expect(near.similarity).toBeGreaterThan(far.similarity);
    expect(alignPhones(['K', 'AE', 'T'], ['K', 'AE']).missed).toEqual(['T']);
  });

  it('gives full pace marks for a child-like pace and less for far too quick or slow', () => {
    expect(paceScore(1, 0.8)).toBe(1);
    expect(paceScore(0.2, 0.8)).toBeLessThan(0.5);
    expect(paceScore(4, 0.8)).toBeLessThan(0.5);
  });

  it('compares transcripts by characters', () => {
    expect(textSimilarity('ship', 'ship')).toBe(1);
    expect(textSimilarity('chip', 'ship')).toBe(0.75);
  });
});

describe('the acoustic score against the cohort', () => {
  it('keeps speech that is no closer to the target than to other sounds below half marks', () => {
    // "the" against ب: as far from ب as from the other letters, a little nearer than to its distractors.
    expect(acousticScore({ target: 34, distractor: 36, cohort: [33, 35, 38, 41, 44, 47] })).toBeLessThan(0.2);
    // Without the cohort the same distances score 0.63: the distractors alone do not tell.
    expect(acousticScore({ target: 34, distractor: 36, cohort: [] })).toBeGreaterThan(0.5);
  });

  it('gives full marks to a recording that stands out from the cohort and its distractors', () => {
    expect(acousticScore({ target: 10, distractor: 16, cohort: [25, 28, 30, 33] })).toBe(1);
  });

  it('chooses other sounds and words of the language, never the target, its distractors or the same sound', () => {
    const sounds = cohortFor('s', 'en', 'sound');
    expect(sounds.length).toBeGreaterThanOrEqual(8);
    for (const near of ['s', 'sh', 'z', 'st', 'x', 'sc']) expect(sounds).not.toContain(near);
    expect(cohortFor('ee', 'en', 'sound')).not.toContain('ea');
    expect(cohortFor('ب', 'ar', 'sound')).not.toEqual(expect.arrayContaining(['ب', 'ت', 'م']));
    expect(cohortFor('chat', 'fr', 'word')).not.toEqual(expect.arrayContaining(['chat', 'rat']));
    expect(cohortFor('dog', 'en', 'word')).not.toContain('dog');
    expect(cohortFor('The dog ran to the park', 'en', 'word')).toHaveLength(7);
  });
});

describe('phonemes and minimal pairs', () => {
  it('gives English phonemes from the CMU dictionary and the sound table', () => {
    expect(phonemesFor('ship', 'en')).toEqual(['SH', 'IH', 'P']);
    expect(phonemesFor('The cat', 'en-CA')).toEqual(['DH', 'AH', 'K', 'AE', 'T']);
    expect(phonemesFor('th', 'en', 'sound')).toEqual(['TH']);
    expect(phonemesFor('zzxqv', 'en')).toBeNull();
  });

  it('chooses real, confusable words one phoneme away', () => {
    expect(distractorsFor('ship', 'en')).toEqual(expect.arrayContaining(['chip', 'sip']));
    expect(distractorsFor('bat', 'en')).toEqual(expect.arrayContaining(['pat', 'mat']));
    expect(distractorsFor('thin', 'en')).toEqual(expect.arrayContaining(['fin', 'sin', 'tin']));
    expect(distractorsFor('sh', 'en', 'sound')).toEqual(['ch', 's']);
    for (const word of ['ship', 'bat', 'thin', 'sun', 'rain', 'boat']) {
      for (const d of distractorsFor(word, 'en')) expect(phonemesFor(d, 'en')).toHaveLength(phonemesFor(word, 'en')!.length);
    }
  });

  it('has French and Arabic neighbours', () => {
    expect(distractorsFor('chat', 'fr').length).toBeGreaterThan(1);
    expect(distractorsFor('ch', 'fr', 'sound')).toContain('s');
    expect(distractorsFor('ث', 'ar', 'sound')).toContain('س');
  });
});

describe('feedback texts', () => {
  it('says "no speech" in the interface language the child chose, English for those without a catalogue', () => {
    const noSpeech = (uiLanguage: string) => new NoSpeechError(uiLanguage).said.in('en');
    expect(noSpeech('en')).toBe("I didn't hear anything. Try speaking again!");
    expect(noSpeech('en-CA')).toBe("I didn't hear anything. Try speaking again!");
    expect(noSpeech('cr')).toBe("I didn't hear anything. Try speaking again!");
    expect(noSpeech('den')).toBe("I didn't hear anything. Try speaking again!");
    expect(noSpeech('fr')).toMatch(/rien entendu/);
    expect(noSpeech('ar')).toMatch(/لم أسمع/);
    expect(noSpeech('it')).toMatch(/Non ho sentito/);
  });

  it('has a tip for every English phone in every interface language', () => {
    const phones = [
      'TH',
      'DH',
      'SH',
      'CH',
      'S',
      'Z',
      'F',
      'V',
      'B',
      'P',
      'M',
      'N',
      'NG',
      'T',
      'D',
      'K',
      'G',
      'L',
      'R',
      'W',
      'Y',
      'JH',
      'HH',
      'ZH',
      'AE',
      'EH',
      'IH',
      'IY',
      'AA',
      'AH',
      'AO',
      'UH',
      'UW',
      'OW',
      'EY',
      'AY',
      'AW',
      'OY',
      'ER',
    ];
    for (const language of feedbackLanguages) for (const phone of phones) expect(tipFor('en', language, phone, '')?.tip, `${phone} ${language}`).toBeTruthy();
    expect(tipFor('en', 'en', 'TH', '')!.tip).toMatch(/tongue .*between your teeth/);
    expect(tipFor('fr', 'fr', null, 'chat')!.sound).toBe('/ch/');
    expect(tipFor('ar', 'ar', null, 'ثوب')!.sound).toBe('/ث/');
  });
});

describe('pronunciationFor', () => {
  const quiet = { warn: () => {} };
  const input = { audio: silence(1), target: 'ship', type: 'word', language: 'en', uiLanguage: 'it' } as const;

  it('passes "no speech" through in the interface language, without trying another engine', async () => {
    const registry = new AiRegistry({ logger: quiet });
    registerPronunciation(registry, registry.config);
    await expect(pronunciationFor(registry).assess(input)).rejects.toMatchObject({ status: 422, message: 'Non ho sentito niente. Prova a parlare di nuovo!' });
  });

  it('answers 503 when every engine fails, and falls back to the next one before that', async () => {
    const registry = new AiRegistry({ logger: quiet });
    const broken = { id: 'broken', kind: 'remote' as const, check: async () => ({ ok: true }), assess: async () => Promise.reject(new Error('boom')) };
    registry.register('pronunciation', broken);
    await expect(pronunciationFor(registry).assess(input)).rejects.toMatchObject({ status: 503 });
    registerPronunciation(registry, registry.config);
    await expect(pronunciationFor(registry).assess(input)).rejects.toBeInstanceOf(NoSpeechError);
  });
});
