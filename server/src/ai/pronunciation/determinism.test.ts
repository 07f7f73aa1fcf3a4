/**
 * The same recording gets the same result, whatever the server analysed before it or analyses beside it (issue
 * #20): every field of the result and of every part's evidence, with the real engines (pocketsphinx, espeak-ng).
 * Each condition starts from the memory of a server that has just started (no references rendered, no phone decoder
 * running), so the references are rendered anew each time and the phone decoder hears different recordings first.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AiRegistry } from '../registry.ts';
import { findExecutable } from '../speech/audio.ts';
import { assessPronunciation } from './engine.ts';
import { stopFreePhoneDecoder } from './free-decoder.ts';
import { forgetReferences } from './references.ts';
import { speak, TEST_VOICES } from './synthetic.ts';
import type { PronunciationInput, PronunciationResult } from './types.ts';

const registry = new AiRegistry({ logger: { warn: () => {} } });

/** What the analysis found, without the time it took. */
async function analyse(input: PronunciationInput): Promise<Omit<PronunciationResult, 'durationMs'>> {
  const { durationMs: _time, ...result } = await assessPronunciation(registry, input);
  return result;
}

function freshServer(): void {
  forgetReferences();
  stopFreePhoneDecoder();
}

const input = (audio: Buffer, target: string, type: 'sound' | 'word' = 'word'): PronunciationInput => ({
  audio,
  target,
  type,
  language: 'en',
  uiLanguage: 'en',
});

describe.skipIf(!findExecutable('pocketsphinx_batch'))('the same recording, the same result (pocketsphinx, espeak-ng)', () => {
  // Recorded once: the bytes are the same in every condition.
  let recording: PronunciationInput;
  let others: PronunciationInput[];
  beforeAll(async () => {
    // A sentence in a woman's voice: it goes through every part (grammar, alignment and free phone decoding, acoustic
    // comparison with the references and the cohort).
    recording = input(await speak('it is a big dog', 'en', 'word', TEST_VOICES[1]!), 'it is a big dog');
    const texts: [string, 'sound' | 'word'][] = [
      ['the cat sat on the mat', 'word'],
      ['ship', 'word'],
      ['we play in the park', 'word'],
      ['sh', 'sound'],
      ['my dog can run fast', 'word'],
      ['cat', 'word'],
      ['the sun is hot today', 'word'],
      ['she has a red hat', 'word'],
      ['fish', 'word'],
      // The same sentence in capitals, as another text might give it (espeak-ng spells "IT" out).
      ['IT IS A BIG DOG', 'word'],
    ];
    others = await Promise.all(
      texts.map(([text, type], i) => speak(text, 'en', type, TEST_VOICES[i % TEST_VOICES.length]!).then((audio) => input(audio, text, type))),
    );
  }, 60_000);

  it('alone, after ten other recordings and beside five others', async () => {
    freshServer();
    const alone = await analyse(recording);
    expect(alone.engines).toEqual(expect.arrayContaining(['acoustic', 'recognition', 'goodness']));

    freshServer();
    for (const other of others) await analyse(other);
    const after = await analyse(recording);

    freshServer();
    const [beside] = await Promise.all([analyse(recording), ...others.slice(0, 5).map(analyse)]);

    expect(after).toEqual(alone);
    expect(beside).toEqual(alone);
  }, 240_000);
});
