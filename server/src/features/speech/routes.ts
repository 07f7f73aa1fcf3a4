/**
 * POST /api/tts/speak and POST /api/stt/transcribe. Speech is practice and feedback, so neither counts against
 * the AI quota; both need a session like every /api call (the app's onRequest hook answers 401 without one).
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  speakRequestSchema,
  STT_MAX_BYTES,
  transcribeFieldsSchema,
  type TranscribeFields,
} from '../../../../common/contracts/speech.ts';
import { speechFor } from '../../ai/speech/index.ts';
import { requireUser } from '../../http/context.ts';
import { badRequest } from '../../http/errors.ts';
import { readAudioUpload, toHttpError } from './upload.ts';

export const speechRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, not app-wide: only this plugin's routes accept uploads, with these limits.
  await app.register(multipart, {
    limits: { fileSize: STT_MAX_BYTES, files: 1, fields: 60, fieldSize: 4096, parts: 62 },
    throwFileSizeLimit: true,
  });

  app.post('/api/tts/speak', { schema: { body: speakRequestSchema } }, async (request, reply) => {
    requireUser(request);
    const { text, language, voice } = request.body;
    const speech = await speechFor(app.ai)
      .tts.speak({ text, language, voice })
      .catch((error: unknown) => {
        throw toHttpError(error);
      });
    return reply
      .header('content-type', 'audio/wav')
      // The same text always gives the same audio, so the browser may keep it; private because it needs a session.
      .header('cache-control', 'private, max-age=86400')
      .header('etag', `"${speech.key}"`)
      .header('x-speech-engine', speech.engine)
      .header('x-speech-cache', speech.cached ? 'hit' : 'miss')
      .send(speech.audio);
  });

  app.post('/api/stt/transcribe', async (request) => {
    requireUser(request);
    const upload = await readAudioUpload(request);
    const parsed = transcribeFieldsSchema.safeParse(upload.fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path[0] !== undefined ? String(issue.path[0]) : undefined;
      throw badRequest(field ? `${field}: ${issue?.message}` : (issue?.message ?? 'Invalid request'), field);
    }
    const { language, words }: TranscribeFields = parsed.data;
    return speechFor(app.ai)
      .stt.transcribe({ audio: upload.audio, language, words })
      .catch((error: unknown) => {
        throw toHttpError(error);
      });
  });
};
