/**
 * Grade assessments (spec 000 §2–§9, issue 11).
 * - GET  /api/assessments[?childId=]: records of the signed-in person, or of a child they may see (404 otherwise).
 * - GET  /api/assessments/:grade/questions?program=: a form without keys (403 locked, 404 unknown grade).
 * - POST /api/assessments/:grade/pronunciation: multipart recording of one pronunciation item → analysis + id.
 * - POST /api/assessments: the spec's payload; the server re-scores it from its own key.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assessmentRecordSchema,
  assessmentsQuerySchema,
  assessmentsResponseSchema,
  pronunciationAnalysisSchema,
  pronunciationFieldsSchema,
  questionsParamsSchema,
  questionsQuerySchema,
  questionsResponseSchema,
  submitAssessmentSchema,
} from '@common/contracts/assessments.ts';
import { PHONICS_MAX_AUDIO_BYTES, PHONICS_MAX_AUDIO_SECONDS } from '@common/contracts/phonics-tutor.ts';
import { isGrade, type Grade } from '@common/domain/assessments.ts';
import { assertCanReadUser, assertCanTakeAssessment } from '../../auth/policies.ts';
import { markerOf } from '../../auth/listeners.ts';
import { readAudioUpload, type AudioUploadRules } from '../../http/audio-upload.ts';
import { actorOf } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { analysePronunciation, assertUnlocked, drawQuestions, listAssessments, presentAssessments, submitAssessment } from './service.ts';

/** Spec 000 §8: an unknown grade is 'Assessment not found'. */
function gradeOf(value: string): Grade {
  if (!isGrade(value)) throw notFound(message('notFound.assessment'));
  return value;
}

const RECORDING: AudioUploadRules<typeof pronunciationFieldsSchema> = {
  fields: pronunciationFieldsSchema,
  maxSeconds: PHONICS_MAX_AUDIO_SECONDS,
  knownContainersOnly: true,
  maxBytes: PHONICS_MAX_AUDIO_BYTES,
};

export const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: PHONICS_MAX_AUDIO_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
    throwFileSizeLimit: true,
  });

  app.get('/api/assessments', { schema: { querystring: assessmentsQuerySchema, response: { 200: assessmentsResponseSchema } } }, async (request) => {
    const actor = actorOf(request);
    const userId = request.query.childId ?? actor.id;
    await assertCanReadUser(app.db, actor, userId);
    return presentAssessments(app.db, await listAssessments(app.db, userId));
  });

  app.get(
    '/api/assessments/:grade/questions',
    { schema: { params: questionsParamsSchema, querystring: questionsQuerySchema, response: { 200: questionsResponseSchema } } },
    async (request) => {
      const actor = actorOf(request);
      const grade = gradeOf(request.params.grade);
      // A child sees only unlocked grades; an adult may preview any form (without keys) but never saves one.
      if (actor.role === 'child') await assertUnlocked(app.db, actor.id, grade);
      return drawQuestions(app.db, actor.id, grade, request.query.program);
    },
  );

  app.post(
    '/api/assessments/:grade/pronunciation',
    { schema: { params: questionsParamsSchema, response: { 200: pronunciationAnalysisSchema } } },
    async (request) => {
      const actor = actorOf(request);
      const grade = gradeOf(request.params.grade);
      assertCanTakeAssessment(actor);
      await assertUnlocked(app.db, actor.id, grade);
      const upload = await readAudioUpload(request, RECORDING);
      return analysePronunciation(app.db, app.ai, actor.id, grade, upload.audio, upload.fields);
    },
  );

  app.post('/api/assessments', { schema: { body: submitAssessmentSchema, response: { 201: assessmentRecordSchema } } }, async (request, reply) => {
    const actor = actorOf(request);
    const grade = gradeOf(request.body.grade);
    assertCanTakeAssessment(actor);
    await assertUnlocked(app.db, actor.id, grade);
    const record = await submitAssessment(app.db, actor, grade, request.body, () => markerOf(app.db, app.sessions, request));
    return reply.status(201).send(record);
  });
};
