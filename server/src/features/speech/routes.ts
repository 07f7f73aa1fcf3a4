/**
 * POST /api/tts/speak and POST /api/stt/transcribe. Speech is practice and feedback, so neither counts against
 * the AI quota; both need a session like every /api call (the app's onRequest hook answers 401 without one).
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { speakRequestSchema, speechAudioSchema, STT_MAX_BYTES, transcribeFieldsSchema, transcriptionSchema } from '@common/contracts/speech.ts';
import { speechFor } from '../../ai/speech/index.ts';
import { SpeechError } from '../../ai/speech/types.ts';
import { readAudioUpload, type AudioUploadRules } from '../../http/audio-upload.ts';
import { requireUser } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';

/** One audio file of at most 2 MB; the recogniser decides which formats it reads and names them when it cannot. */
const AUDIO_FILE: AudioUploadRules<typeof transcribeFieldsSchema> = {
  fields: transcribeFieldsSchema,
  listFields: ['words'],
  maxBytes: STT_MAX_BYTES,
};

/** The speech services' errors keep their status, code and message. */
function toHttpError(error: unknown): unknown {
  if (error instanceof SpeechError) return new HttpError(error.status, error.code, error.said);
  return error;
}

export const speechRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, not app-wide: only this plugin's routes accept uploads, with these limits.
  await app.register(multipart, {
    limits: { fileSize: STT_MAX_BYTES, files: 1, fields: 60, fieldSize: 4096, parts: 62 },
    throwFileSizeLimit: true,
  });

  app.post('/api/tts/speak', { schema: { body: speakRequestSchema, response: { 200: speechAudioSchema } } }, async (request, reply) => {
    requireUser(request);
    const { text, language, voice } = request.body;
    const speech = await speechFor(app.ai)
      .tts.speak({ text, language, voice })
      .catch((error: unknown) => {
        throw toHttpError(error);
      });
    return (
      reply
        .header('content-type', 'audio/wav')
        // The text may be a child's own story: a shared school computer's browser must not keep it. The server's
        // cache makes the same text again cheap.
        .header('cache-control', 'no-store')
        .header('etag', `"${speech.key}"`)
        .header('x-speech-engine', speech.engine)
        .header('x-speech-cache', speech.cached ? 'hit' : 'miss')
        .send(speech.audio)
    );
  });

  app.post('/api/stt/transcribe', { schema: { response: { 200: transcriptionSchema } } }, async (request) => {
    requireUser(request);
    const { audio, fields } = await readAudioUpload(request, AUDIO_FILE);
    return speechFor(app.ai)
      .stt.transcribe({ audio, language: fields.language, words: fields.words })
      .catch((error: unknown) => {
        throw toHttpError(error);
      });
  });
};
