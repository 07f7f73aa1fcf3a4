/**
 * Speech to text as features see it: check what the upload is, choose the engines that know the language (the
 * remote provider when configured, pocketsphinx for English), and try them in order. A language no engine knows
 * is a 503 that says so; the service never guesses.
 */
import type { Language } from '@common/domain/languages.ts';
import type { Transcription } from '@common/contracts/speech.ts';
import { reasonOf } from '../engine.ts';
import type { AiRegistry } from '../registry.ts';
import { sniffContainer } from './audio.ts';
import { SpeechError } from './types.ts';
import { message } from '../../http/messages.ts';

export interface TranscribeInput {
  audio: Buffer;
  language: Language;
  /** Grammar mode: the answer will be one of these words or phrases. */
  words?: string[] | null;
  /** Dictation over a vocabulary (see RecognitionRequest.vocabulary). */
  vocabulary?: string[] | null;
}

export class SpeechToText {
  constructor(private readonly registry: AiRegistry) {}

  async transcribe({ audio, language, words, vocabulary }: TranscribeInput): Promise<Transcription> {
    const container = sniffContainer(audio);
    if (!container) throw new SpeechError(415, 'unsupported_audio', message('audio.notAudio'));
    const registered = this.registry.enginesFor('speech-to-text');
    const engines = registered.filter((engine) => engine.supports(language));
    if (engines.length === 0) {
      const name = message(`languages.${language}`);
      const why =
        registered.length === 0
          ? message('ai.noRecogniser')
          : registered.some((engine) => engine.kind === 'remote')
            ? message('ai.notInLanguage', { language: name })
            : message('ai.needsServer', { language: name });
      throw new SpeechError(503, 'no_engine_for_language', why);
    }
    const chosenWords = words && words.length ? words : null;
    const failures: string[] = [];
    for (const [index, engine] of engines.entries()) {
      try {
        const text = await engine.transcribe({ audio, container, language, words: chosenWords, vocabulary: vocabulary ?? null });
        return { text, engine: engine.id, language };
      } catch (error) {
        // Bad input stays bad whichever engine reads it.
        if (error instanceof SpeechError) throw error;
        const reason = reasonOf(error);
        failures.push(`${engine.id}: ${reason}`);
        const next = engines[index + 1];
        this.registry.logger.warn(
          { capability: 'speech-to-text', engine: engine.id, kind: engine.kind, reason, fallbackTo: next?.id ?? null },
          next ? `AI fallback: ${engine.id} failed, ${next.id} answers` : `AI failure: ${engine.id} failed, no engine left`,
        );
      }
    }
    throw new SpeechError(503, 'ai_unavailable', message('ai.recognitionUnavailable', { reasons: failures.join('; ') }));
  }
}
