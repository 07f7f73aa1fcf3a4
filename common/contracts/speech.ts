import { z } from 'zod/mini';
import { text } from './text.ts';
import { normalizeLanguage, type Language } from '../domain/languages.ts';
import { bytesSchema } from './binary.ts';

/** Languages with a voice (espeak-ng has no Plains Cree or Dene voice; those answer 503, never a wrong accent). */
export const TTS_LANGUAGES = ['en', 'en-CA', 'fr', 'ar', 'it'] as const satisfies readonly Language[];
export type TtsLanguage = (typeof TTS_LANGUAGES)[number];

/** The OpenAI-compatible voice names; the builtin engine maps each to an espeak-ng variant. */
export const VOICES = ['alloy', 'ash', 'ballad', 'coral', 'echo', 'fable', 'nova', 'onyx', 'sage', 'shimmer', 'verse'] as const;
export type Voice = (typeof VOICES)[number];

/** Spec 001 §7: nova for Arabic, alloy otherwise. */
export function defaultVoiceFor(language: Language): Voice {
  return language === 'ar' ? 'nova' : 'alloy';
}

export const TTS_MAX_CHARS = 500;
export const STT_MAX_BYTES = 2 * 1024 * 1024;
export const STT_MAX_WORDS = 50;

const language = z.pipe(
  text().check(z.trim()),
  z.transform((value, ctx): Language => {
    const code = normalizeLanguage(value);
    if (!code) {
      ctx.issues.push({ code: 'custom', message: 'Unknown language', input: value });
      return z.NEVER;
    }
    return code;
  }),
);

export const speakRequestSchema = z.object({
  text: text({ error: 'Text is required' }).check(
    z.trim(),
    z.minLength(1, 'Text is required'),
    z.maxLength(TTS_MAX_CHARS, `Text must be at most ${TTS_MAX_CHARS} characters`),
  ),
  language: z._default(language, 'en'),
  voice: z.optional(z.enum(VOICES, { error: `Voice must be one of ${VOICES.join(', ')}` })),
});
export type SpeakRequest = z.input<typeof speakRequestSchema>;

/** POST /api/tts/speak answers the spoken text as audio/wav, not JSON. */
export const speechAudioSchema = bytesSchema('The spoken text, as audio/wav');

/**
 * The form fields that travel with the audio file. `words` turns on grammar mode: the recogniser may only answer
 * with one of them (a target word among distractors, or navigation words).
 */
export const transcribeFieldsSchema = z.object({
  language: z._default(language, 'en'),
  words: z.optional(
    z
      .array(
        text().check(
          z.trim(),
          z.toLowerCase(),
          z.regex(/^[\p{L}']+(?: [\p{L}']+)*$/u, 'Words may only contain letters, apostrophes and single spaces'),
          z.maxLength(40, 'Each word must be at most 40 characters'),
        ),
      )
      .check(z.maxLength(STT_MAX_WORDS, `At most ${STT_MAX_WORDS} words`)),
  ),
});
export type TranscribeFields = z.infer<typeof transcribeFieldsSchema>;

export const transcriptionSchema = z.object({
  text: z.string(),
  /** The engine that answered, e.g. 'pocketsphinx' or 'openai-compatible'. */
  engine: z.string(),
  language: z.string(),
});
export type Transcription = z.infer<typeof transcriptionSchema>;
