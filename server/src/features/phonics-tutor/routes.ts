/**
 * Phonics Tutor (spec 001 §2–9): the sound groups and reading lists for the screen, analysis of a recording, and
 * the progress of the signed-in learner — or, with ?childId=, of a child the caller looks after (a parent, teacher
 * or administrator of that child; anyone else gets 404).
 *
 * Who practises: a child's analysed attempt is saved to their own record and earns tokens; an adult may try the
 * exercise and gets the analysis, but nothing is saved (canSavePractice).
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyzeFieldsSchema,
  contentQuerySchema,
  PHONICS_MAX_AUDIO_BYTES,
  PHONICS_MAX_AUDIO_SECONDS,
  phonicsAnalysisSchema,
  phonicsContentSchema,
  phonicsProgressSchema,
  phonicsRecordingsResponseSchema,
  progressQuerySchema,
  recordingParamsSchema,
  recordingsQuerySchema,
} from '@common/contracts/phonics-tutor.ts';
import { bytesSchema } from '@common/contracts/binary.ts';
import { assertCanHearPhonicsRecording, assertCanReadUser, canSavePractice } from '../../auth/policies.ts';
import { notFound } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { readAudioUpload, type AudioUploadRules } from '../../http/audio-upload.ts';
import { actorOf, requireUser } from '../../http/context.ts';
import { findRecording, listRecordings, recordingAudio } from '../../domain/phonics-recordings.ts';
import { content, practise, progress } from './service.ts';

const recordingAudioSchema = bytesSchema('A kept recording of a Phonics Tutor attempt, as sent (audio/wav, audio/webm or audio/ogg)');

/** One recording of at most 2 MB and 10 s, in a container the pronunciation engine reads. */
const RECORDING: AudioUploadRules<typeof analyzeFieldsSchema> = {
  fields: analyzeFieldsSchema,
  maxSeconds: PHONICS_MAX_AUDIO_SECONDS,
  knownContainersOnly: true,
  maxBytes: PHONICS_MAX_AUDIO_BYTES,
};

export const phonicsTutorRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, not app-wide: only this plugin's routes accept uploads, with these limits.
  await app.register(multipart, {
    limits: { fileSize: PHONICS_MAX_AUDIO_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
    throwFileSizeLimit: true,
  });

  app.get('/api/phonics-tutor/content', { schema: { querystring: contentQuerySchema, response: { 200: phonicsContentSchema } } }, async (request) => {
    requireUser(request);
    return content(request.query.language, request.query.ui);
  });

  app.post('/api/phonics-tutor/analyze', { schema: { response: { 200: phonicsAnalysisSchema } } }, async (request) => {
    const actor = actorOf(request);
    const upload = await readAudioUpload(request, RECORDING);
    return practise(app.db, app.ai, upload.audio, upload.fields, canSavePractice(actor) ? actor.id : null);
  });

  app.get('/api/phonics-tutor/progress', { schema: { querystring: progressQuerySchema, response: { 200: phonicsProgressSchema } } }, async (request) => {
    const user = requireUser(request);
    const learnerId = request.query.childId ?? user.id;
    await assertCanReadUser(app.db, actorOf(request), learnerId);
    return progress(app.db, learnerId, request.query.language, request.query.ui ?? user.preferredLanguage);
  });

  /** The child's kept recordings (issue 11), newest first: the child, or with ?childId= an adult who may read the child. */
  app.get(
    '/api/phonics-tutor/recordings',
    { schema: { querystring: recordingsQuerySchema, response: { 200: phonicsRecordingsResponseSchema } } },
    async (request) => {
      const actor = actorOf(request);
      const childId = request.query.childId ?? actor.id;
      await assertCanReadUser(app.db, actor, childId);
      return { recordings: await listRecordings(app.db, childId) };
    },
  );

  app.get(
    '/api/phonics-tutor/recordings/:id/audio',
    { schema: { params: recordingParamsSchema, response: { 200: recordingAudioSchema } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const recording = await findRecording(app.db, request.params.id);
      if (!recording) throw notFound(message('notFound.recording'));
      await assertCanHearPhonicsRecording(app.db, actor, recording);
      const { audio, audioType } = await recordingAudio(app.db, recording.id);
      // A child's voice: never kept by a shared computer's browser cache.
      return reply.header('content-type', audioType).header('cache-control', 'no-store').send(audio);
    },
  );
};
