/**
 * Text to speech as features see it: clean the text, then ask each engine in order (the remote provider first
 * when configured, espeak-ng always) through the cache. A remote failure is logged and espeak answers.
 */
import { defaultVoiceFor, TTS_LANGUAGES, type TtsLanguage, type Voice } from '@common/contracts/speech.ts';
import type { Language } from '@common/domain/languages.ts';
import { reasonOf } from '../engine.ts';
import { message } from '../../http/messages.ts';
import type { AiRegistry } from '../registry.ts';
import { speechCacheKey, type SpeechCache } from './tts-cache.ts';
import { cleanSpeechText } from './text.ts';
import { SpeechError } from './types.ts';

export interface SpeakInput {
  text: string;
  language: Language;
  voice?: Voice;
}

export interface SpeechAudio {
  /** A 16-bit PCM WAV file. */
  audio: Buffer;
  engine: string;
  cached: boolean;
  /** The content hash, usable as an ETag. */
  key: string;
  voice: Voice;
}

function isTtsLanguage(language: Language): language is TtsLanguage {
  return (TTS_LANGUAGES as readonly string[]).includes(language);
}

export class TextToSpeech {
  constructor(
    private readonly registry: AiRegistry,
    private readonly cache: SpeechCache,
  ) {}

  async speak({ text, language, voice }: SpeakInput): Promise<SpeechAudio> {
    if (!isTtsLanguage(language)) {
      throw new SpeechError(503, 'no_voice', message('ai.noVoice', { language: message(`languages.${language}`) }));
    }
    const cleaned = cleanSpeechText(text, language);
    if (!cleaned) throw new SpeechError(400, 'nothing_to_say', message('ai.nothingToSay'));
    const chosenVoice = voice ?? defaultVoiceFor(language);
    const engines = this.registry.enginesFor('text-to-speech');
    const failures: string[] = [];
    for (const [index, engine] of engines.entries()) {
      const key = speechCacheKey({ engine: engine.cacheId, language, voice: chosenVoice, text: cleaned });
      const hit = await this.cache.get(key);
      if (hit) return { audio: hit, engine: engine.id, cached: true, key, voice: chosenVoice };
      let audio: Buffer;
      try {
        audio = await engine.synthesize({ text: cleaned, language, voice: chosenVoice });
      } catch (error) {
        const reason = reasonOf(error);
        failures.push(`${engine.id}: ${reason}`);
        const next = engines[index + 1];
        this.registry.logger.warn(
          { capability: 'text-to-speech', engine: engine.id, kind: engine.kind, reason, fallbackTo: next?.id ?? null },
          next ? `AI fallback: ${engine.id} failed, ${next.id} answers` : `AI failure: ${engine.id} failed, no engine left`,
        );
        continue;
      }
      // Losing the cache (a full disk) must not lose the answer.
      await this.cache.put(key, audio).catch((error: unknown) => {
        this.registry.logger.warn({ capability: 'text-to-speech', reason: reasonOf(error) }, 'speech cache write failed');
      });
      return { audio, engine: engine.id, cached: false, key, voice: chosenVoice };
    }
    const why = failures.length ? message('ai.speechUnavailableBecause', { reasons: failures.join('; ') }) : message('ai.speechUnavailable');
    throw new SpeechError(503, 'ai_unavailable', why);
  }
}
