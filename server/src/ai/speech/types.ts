import type { Language } from '@common/domain/languages.ts';
import type { TtsLanguage, Voice } from '@common/contracts/speech.ts';
import type { Engine } from '../engine.ts';
import { type Message, SentenceError } from '../../http/messages.ts';

export interface SynthesisRequest {
  /** Already cleaned (see text.ts). */
  text: string;
  language: TtsLanguage;
  voice: Voice;
}

export interface TtsEngine extends Engine {
  /** Part of the cache key: a new engine version must not serve another engine's audio. */
  readonly cacheId: string;
  /** A 16-bit PCM WAV file. */
  synthesize(request: SynthesisRequest): Promise<Buffer>;
}

export type AudioContainer = 'wav' | 'webm' | 'ogg';

/** A container as a person names it in a sentence ("This WebM recording cannot be read"). */
export const CONTAINER_NAMES: Record<AudioContainer, string> = { wav: 'WAV', webm: 'WebM', ogg: 'Ogg' };

export interface RecognitionRequest {
  audio: Buffer;
  container: AudioContainer;
  language: Language;
  /** Grammar mode: the answer is one of these (lower case); null for free recognition. */
  words: string[] | null;
  /**
   * Dictation over a vocabulary (lower case words): any sequence of them. The offline recogniser follows it instead
   * of its general language model, which hears a child's story idea far better; remote engines ignore it.
   */
  vocabulary?: string[] | null;
}

export interface SttEngine extends Engine {
  supports(language: Language): boolean;
  transcribe(request: RecognitionRequest): Promise<string>;
}

/**
 * A speech request that cannot be served, with the HTTP status the route answers: 400 bad input, 415 audio we
 * cannot read, 503 no engine for this language or none working.
 */
export class SpeechError extends SentenceError {
  constructor(
    readonly status: 400 | 415 | 503,
    readonly code: string,
    said: Message,
    /** What failed underneath (ffmpeg's own error, say), for the log. */
    options?: ErrorOptions,
  ) {
    super(said, options);
  }
}

declare module '../registry.ts' {
  interface CapabilityEngines {
    'text-to-speech': TtsEngine;
    'speech-to-text': SttEngine;
  }
}
