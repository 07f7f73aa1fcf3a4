/**
 * The OpenAI-compatible speech endpoints: /v1/audio/speech (text to speech) and /v1/audio/transcriptions
 * (speech to text, multipart). They go through the shared client in ../remote/client.ts: its timeout, one retry
 * with backoff, and failure classification; the registry then falls back to the builtin engine and logs it.
 */
import { toFile } from 'openai';
import type { Language } from '@common/domain/languages.ts';
import { checkRemote, withRetry, type RemoteClient } from '../remote/client.ts';
import { EngineError, type EngineStatus } from '../engine.ts';
import type { RecognitionRequest, SttEngine, SynthesisRequest, TtsEngine } from './types.ts';
import { decodeWav, encodeWav, isWav, WavFormatError } from './wav.ts';

export class RemoteTtsEngine implements TtsEngine {
  readonly id = 'openai-compatible';
  readonly kind = 'remote' as const;
  readonly cacheId: string;

  constructor(
    private readonly remote: RemoteClient,
    private readonly model: string,
  ) {
    this.cacheId = `remote:${remote.openai.baseURL}:${model}`;
  }

  check(): Promise<EngineStatus> {
    return checkRemote(this.remote, this.model);
  }

  synthesize({ text, voice }: SynthesisRequest): Promise<Buffer> {
    return withRetry(this.remote, async () => {
      const response = await this.remote.openai.audio.speech.create({ model: this.model, voice, input: text, response_format: 'wav' });
      const bytes = Buffer.from(await response.arrayBuffer());
      if (!isWav(bytes)) throw new EngineError('malformed response', 'the speech server did not send WAV audio');
      try {
        // Servers stream WAV with unknown sizes in the header, some in float samples; what we store and send is
        // always a well-formed 16-bit PCM file.
        return encodeWav(decodeWav(bytes));
      } catch (error) {
        if (error instanceof WavFormatError) throw new EngineError('malformed response', error.message);
        throw error;
      }
    });
  }
}

/** Languages Whisper-class servers recognise, as the ISO 639-1 codes they take. Cree and Dene are not among them. */
const WHISPER_LANGUAGES: Partial<Record<Language, string>> = { en: 'en', 'en-CA': 'en', fr: 'fr', ar: 'ar', it: 'it' };

const MIME_BY_CONTAINER = { wav: 'audio/wav', webm: 'audio/webm', ogg: 'audio/ogg' } as const;

export class RemoteSttEngine implements SttEngine {
  readonly id = 'openai-compatible';
  readonly kind = 'remote' as const;

  constructor(
    private readonly remote: RemoteClient,
    private readonly model: string,
  ) {}

  check(): Promise<EngineStatus> {
    return checkRemote(this.remote, this.model);
  }

  supports(language: Language): boolean {
    return language in WHISPER_LANGUAGES;
  }

  transcribe({ audio, container, language, words }: RecognitionRequest): Promise<string> {
    return withRetry(this.remote, async () => {
      const file = await toFile(audio, `audio.${container}`, { type: MIME_BY_CONTAINER[container] });
      const result = await this.remote.openai.audio.transcriptions.create({
        file,
        model: this.model,
        language: WHISPER_LANGUAGES[language],
        // Whisper has no grammar; naming the expected words in the prompt steers it towards them.
        ...(words ? { prompt: words.join(', ') } : {}),
        response_format: 'json',
      });
      const text = (result as { text?: unknown }).text;
      if (typeof text !== 'string') throw new EngineError('malformed response', 'the transcription server sent no text');
      return text.trim();
    });
  }
}
