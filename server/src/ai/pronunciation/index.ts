/**
 * The 'pronunciation' capability: how well a child said a sound or a word. The builtin engine (engine.ts) needs
 * no network: it decodes and trims the recording, then weighs several kinds of evidence — grammar recognition of
 * the target among confusable words and phone recognition (pocketsphinx, English), and an acoustic comparison
 * (MFCC + dynamic time warping) with espeak-ng renderings of the target in several voices and speeds (every
 * language). With a remote transcription provider configured, its transcript is one more piece of evidence.
 */
import type { AiConfig } from '../config.ts';
import type { AiRegistry, Engine } from '../registry.ts';
import { BuiltinPronunciationEngine } from './engine.ts';
import type { PronunciationEngine, PronunciationInput, PronunciationResult } from './types.ts';

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

/** What features call. Input errors (NoSpeechError, AudioInputError) reach the caller as they are. */
export function pronunciationFor(registry: AiRegistry) {
  return {
    async assess(input: PronunciationInput): Promise<PronunciationResult> {
      const engines = registry.enginesFor('pronunciation').filter(isPronunciationEngine);
      const engine = engines[0] ?? new BuiltinPronunciationEngine(registry);
      return engine.assess(input);
    },
  };
}

