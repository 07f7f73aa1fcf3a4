/**
 * The 'pronunciation' capability: how well a child said a sound or a word. The builtin engine (engine.ts) needs
 * no network: it decodes and trims the recording, then weighs several kinds of evidence — grammar recognition of
 * the target among confusable words and phone recognition (pocketsphinx, English), and an acoustic comparison
 * (MFCC + dynamic time warping) with espeak-ng renderings of the target in several voices and speeds (every
 * language). With a remote transcription provider configured, its transcript is one more piece of evidence.
 */
import type { AiConfig } from '../config.ts';
import type { AiRegistry } from '../registry.ts';
import type { Engine } from '../engine.ts';
import { BuiltinPronunciationEngine } from './engine.ts';
import { AudioInputError, NoSpeechError, type PronunciationEngine, type PronunciationInput, type PronunciationResult } from './types.ts';

export type {
  PronunciationInput,
  PronunciationResult,
  PronunciationEvidence,
  PronunciationLanguage,
  RecognitionEvidence,
  PhonemeEvidence,
  AcousticEvidence,
  RemoteEvidence,
} from './types.ts';
export { NoSpeechError, AudioInputError, MAX_AUDIO_BYTES, MAX_AUDIO_SECONDS } from './types.ts';
export { distractorsFor, phonemesFor } from './phonemes.ts';

function isPronunciationEngine(engine: Engine): engine is PronunciationEngine {
  return typeof (engine as Partial<PronunciationEngine>).assess === 'function';
}

export function registerPronunciation(registry: AiRegistry, _config: AiConfig): void {
  registry.register('pronunciation', new BuiltinPronunciationEngine(registry));
}

/**
 * What features call. Input errors (NoSpeechError, AudioInputError) reach the caller as they are; an engine that
 * fails otherwise is logged and the next one answers, and when none can, a 503 says so. A registry without a
 * pronunciation engine (one built by hand) is served by the builtin engine.
 */
export function pronunciationFor(registry: AiRegistry) {
  return {
    async assess(input: PronunciationInput): Promise<PronunciationResult> {
      if (registry.enginesFor('pronunciation').length === 0) return new BuiltinPronunciationEngine(registry).assess(input);
      let inputError: Error | null = null;
      const { result } = await registry.run('pronunciation', 'assess', async (engine) => {
        if (!isPronunciationEngine(engine)) throw new Error(`${engine.id} cannot assess pronunciation`);
        try {
          return await engine.assess(input);
        } catch (error) {
          // Bad input stays bad whichever engine reads it: no fallback, no 503.
          if (error instanceof NoSpeechError || error instanceof AudioInputError) {
            inputError = error;
            return null;
          }
          throw error;
        }
      });
      if (inputError) throw inputError;
      return result!;
    },
  };
}
