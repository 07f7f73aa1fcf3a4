import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeWav } from '../speech/wav.ts';
import { findExecutable } from '../speech/audio.ts';
import { assessPronunciation, goodnessScore, GOODNESS_SCALE } from './engine.ts';
import { goodnessOfPronunciation, grammarSlots, targetOnly } from './recognition.ts';
import { decodeFreePhones, FreePhoneDecoder } from './free-decoder.ts';
import { parseHypseg } from './segmentation.ts';
import { decodeUpload, detectSpeech, SAMPLE_RATE } from './signal.ts';
import { speak, TEST_VOICES } from './synthetic.ts';
import { AiRegistry } from '../registry.ts';

describe('pocketsphinx segmentation (-hypseg)', () => {
  it('reads the path, its acoustic score and its length', () => {
    const line = 'audio S 0 T -8120 A -3768 L -4352 0 -666 0 <sil> 57 -145 -148 cat(2) 74 20 -218 sat 190';
    expect(parseHypseg(line)).toEqual({
      acoustic: -3768,
      frames: 190,
      units: [
        { start: 0, acoustic: -666, unit: '<sil>' },
        { start: 57, acoustic: -145, unit: 'cat(2)' },
        { start: 74, acoustic: 20, unit: 'sat' },
      ],
    });
  });

  it('answers null for what is not a segmentation', () => {
    expect(parseHypseg('')).toBeNull();
    expect(parseHypseg('audio')).toBeNull();
    expect(parseHypseg('audio S 0 T x A y L z 0 1 2 w 9')).toBeNull();
  });
});

describe('goodness scale', () => {
  it('gives full marks at the good end, nothing at the bad end and when nothing aligned', () => {
    expect(goodnessScore(GOODNESS_SCALE.good)).toBe(1);
    expect(goodnessScore(GOODNESS_SCALE.good + 3)).toBe(1);
    expect(goodnessScore(GOODNESS_SCALE.bad)).toBe(0);
    expect(goodnessScore(GOODNESS_SCALE.bad - 5)).toBe(0);
    expect(goodnessScore(null)).toBe(0);
    expect(goodnessScore(-6)).toBeGreaterThan(goodnessScore(-10));
  });
});

const SENTENCES = ['the cat sat on the mat', 'I like to read books', 'we play in the park', 'my dog can run fast', 'the sun is hot today', 'she has a red hat'];

describe.skipIf(!findExecutable('pocketsphinx_batch') || !findExecutable('espeak-ng'))('goodness of pronunciation (pocketsphinx, espeak-ng voices)', () => {
  it('a sentence fits its own words better than another sentence’s', async () => {
    let better = 0;
    let pairs = 0;
    for (const [i, sentence] of SENTENCES.entries()) {
      const other = SENTENCES[(i + 1) % SENTENCES.length]!;
      for (const voice of TEST_VOICES.slice(0, 2)) {
        const segment = detectSpeech(await decodeUpload(await speak(sentence, 'en', 'word', voice)));
        const own = await goodnessOfPronunciation(segment!.samples, targetOnly(grammarSlots(sentence, 'word', 0)!));
        const theirs = await goodnessOfPronunciation(segment!.samples, targetOnly(grammarSlots(other, 'word', 0)!));
        pairs++;
        if (own !== null && (theirs === null || own > theirs)) better++;
      }
    }
    console.log(`goodness of pronunciation: own words above another sentence's in ${better} of ${pairs} pairs`);
    expect(better).toBe(pairs);
  }, 120_000);

  it('the long-lived phone decoder answers each of many recordings sent at once with its own decoding', async () => {
    const clips = await Promise.all(
      SENTENCES.map(async (s, i) => detectSpeech(await decodeUpload(await speak(s, 'en', 'word', TEST_VOICES[i % 3]!)))!.samples),
    );
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wren-goodness-'));
    const files = clips.map((samples, i) => {
      const file = path.join(dir, `clip${i}.wav`);
      fs.writeFileSync(file, encodeWav({ sampleRate: SAMPLE_RATE, samples }));
      return file;
    });
    const decoded = await Promise.all(files.map((file) => decodeFreePhones(file))).finally(() => fs.rmSync(dir, { recursive: true, force: true }));
    decoded.forEach((segmentation, i) => {
      // 100 frames a second: each answer is as long as its own recording, not another's.
      expect(Math.abs(segmentation!.frames - clips[i]!.length / 160)).toBeLessThanOrEqual(3);
      expect(segmentation!.units.some((u) => u.unit !== 'SIL')).toBe(true);
    });
  }, 60_000);

  it('serves sentences in the assessment, and not single words', async () => {
    const registry = new AiRegistry({ logger: { warn: () => {} } });
    const voice = TEST_VOICES[0]!;
    const sentence = await assessPronunciation(registry, {
      audio: await speak(SENTENCES[0]!, 'en', 'word', voice),
      target: SENTENCES[0]!,
      type: 'word',
      language: 'en',
      uiLanguage: 'en',
    });
    expect(sentence.engines).toContain('goodness');
    expect(sentence.evidence.goodness!.score).toBeGreaterThan(50);
    const wrong = await assessPronunciation(registry, {
      audio: await speak(SENTENCES[0]!, 'en', 'word', voice),
      target: SENTENCES[3]!,
      type: 'word',
      language: 'en',
      uiLanguage: 'en',
    });
    expect(wrong.evidence.goodness!.score).toBeLessThan(sentence.evidence.goodness!.score);
    const word = await assessPronunciation(registry, {
      audio: await speak('cat', 'en', 'word', voice),
      target: 'cat',
      type: 'word',
      language: 'en',
      uiLanguage: 'en',
    });
    expect(word.engines).not.toContain('goodness');
  }, 60_000);
});

describe.skipIf(!findExecutable('pocketsphinx_batch'))('the phone decoder, stalled', () => {
  it('gives up the recording it is stuck on and decodes the ones waiting behind it, unchanged, in a new decoder', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wren-stall-'));
    try {
      const files = await Promise.all(
        SENTENCES.slice(0, 3).map(async (s, i) => {
          const samples = detectSpeech(await decodeUpload(await speak(s, 'en', 'word', TEST_VOICES[i]!)))!.samples;
          const file = path.join(dir, `clip${i}.wav`);
          fs.writeFileSync(file, encodeWav({ sampleRate: SAMPLE_RATE, samples }));
          return file;
        }),
      );
      const expected = await Promise.all(files.map((file) => decodeFreePhones(file)));
      const decoder = new FreePhoneDecoder(5000);
      const answers = files.map((file) =>
        decoder.decode(file).then(
          (s) => s,
          (error: Error) => error,
        ),
      );
      // The decoder (its whole process group) is frozen before it answers anything: the first recording stalls.
      const frozen = decoder.pid!;
      process.kill(-frozen, 'SIGSTOP');
      const [first, ...rest] = await Promise.all(answers);
      expect(first).toBeInstanceOf(Error);
      expect((first as Error).message).toBe('the phone decoder did not answer in time');
      expect(rest).toEqual(expected.slice(1));
      expect(decoder.pid).not.toBe(frozen);
      decoder.stop(new Error('done'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
