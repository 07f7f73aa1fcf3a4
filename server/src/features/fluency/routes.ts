/**
 * Oral reading fluency (issue 11): GET /api/fluency/passages, POST /api/fluency/readings (multipart: the recording
 * and its fields), POST /api/fluency/readings/by-ear (the same fields as JSON: an adult listened, nothing recorded), GET /api/fluency/readings?childId= (a child's readings), GET /api/fluency/readings/:id, its
 * recording at /audio, and PATCH to mark it.
 */
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adjustReadingSchema,
  FLUENCY_MAX_AUDIO_BYTES,
  FLUENCY_MAX_AUDIO_SECONDS,
  fluencyReadingSchema,
  passagesQuerySchema,
  passagesResponseSchema,
  readingAudioSchema,
  readingFieldsSchema,
  readingParamsSchema,
  readingsQuerySchema,
  readingsResponseSchema,
} from '@common/contracts/fluency.ts';
import { markerOf } from '../../auth/listeners.ts';
import { type Actor, assertCanMarkFluencyReading, assertCanReadFluencyReading, assertCanReadUser, assertCanRecordFluencyReading } from '../../auth/policies.ts';
import { users } from '../../db/schema.ts';
import { readAudioUpload, type AudioUploadRules } from '../../http/audio-upload.ts';
import { actorOf, requireUser } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import {
  adjusterName,
  adjustReading,
  listReadings,
  loadAudio,
  loadReading,
  passageOrFail,
  passages,
  presentReading,
  recordReading,
  recordReadingByEar,
} from './service.ts';

const RECORDING: AudioUploadRules<typeof readingFieldsSchema> = {
  fields: readingFieldsSchema,
  maxSeconds: FLUENCY_MAX_AUDIO_SECONDS,
  knownContainersOnly: true,
  maxBytes: FLUENCY_MAX_AUDIO_BYTES,
};

export const fluencyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: FLUENCY_MAX_AUDIO_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
    throwFileSizeLimit: true,
  });

  /** The reader is the signed-in child, or a child the adult running the test may see. */
  const assertMayRecordFor = async (actor: Actor, childId: string) => {
    const [child] = await app.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, childId)).limit(1);
    await assertCanRecordFluencyReading(app.db, actor, child ?? null);
  };

  app.get('/api/fluency/passages', { schema: { querystring: passagesQuerySchema, response: { 200: passagesResponseSchema } } }, async (request) => {
    requireUser(request);
    return passages(request.query);
  });

  app.post('/api/fluency/readings', { schema: { response: { 201: fluencyReadingSchema } } }, async (request, reply) => {
    const actor = actorOf(request);
    const upload = await readAudioUpload(request, RECORDING);
    const passage = passageOrFail(upload.fields.passageId);
    const childId = upload.fields.childId ?? actor.id;
    await assertMayRecordFor(actor, childId);
    const row = await recordReading(app.db, app.ai, {
      audio: upload.audio,
      passage,
      durationSeconds: upload.fields.durationSeconds,
      childId,
      recordedBy: actor.id,
    });
    return reply.code(201).send(presentReading(row, null));
  });

  app.post('/api/fluency/readings/by-ear', { schema: { body: readingFieldsSchema, response: { 201: fluencyReadingSchema } } }, async (request, reply) => {
    const actor = actorOf(request);
    const passage = passageOrFail(request.body.passageId);
    const childId = request.body.childId ?? actor.id;
    await assertMayRecordFor(actor, childId);
    // Marked by hand from the start: the adult listening is who recorded it (a child alone is refused, 403).
    const recordedBy = await markerOf(app.db, app.sessions, request);
    const row = await recordReadingByEar(app.db, { passage, durationSeconds: request.body.durationSeconds, childId, recordedBy });
    return reply.code(201).send(presentReading(row, null));
  });

  app.get('/api/fluency/readings', { schema: { querystring: readingsQuerySchema, response: { 200: readingsResponseSchema } } }, async (request) => {
    const actor = actorOf(request);
    const childId = request.query.childId ?? actor.id;
    await assertCanReadUser(app.db, actor, childId);
    return { readings: await listReadings(app.db, childId) };
  });

  app.get('/api/fluency/readings/:id', { schema: { params: readingParamsSchema, response: { 200: fluencyReadingSchema } } }, async (request) => {
    const actor = actorOf(request);
    const row = await loadReading(app.db, request.params.id);
    if (!row) throw notFound(message('notFound.reading'));
    await assertCanReadFluencyReading(app.db, actor, row);
    return presentReading(row, await adjusterName(app.db, row));
  });

  app.get('/api/fluency/readings/:id/audio', { schema: { params: readingParamsSchema, response: { 200: readingAudioSchema } } }, async (request, reply) => {
    const actor = actorOf(request);
    const row = await loadReading(app.db, request.params.id);
    if (!row) throw notFound(message('notFound.reading'));
    await assertCanReadFluencyReading(app.db, actor, row);
    const { audio, audioType } = await loadAudio(app.db, row.id);
    if (!audio) throw notFound(message('notFound.readingRecording'));
    // A child's voice: never kept by a shared computer's browser cache.
    return reply
      .header('content-type', audioType ?? 'application/octet-stream')
      .header('cache-control', 'no-store')
      .send(audio);
  });

  app.patch(
    '/api/fluency/readings/:id',
    { schema: { params: readingParamsSchema, body: adjustReadingSchema, response: { 200: fluencyReadingSchema } } },
    async (request) => {
      const actor = actorOf(request);
      const row = await loadReading(app.db, request.params.id);
      if (!row) throw notFound(message('notFound.reading'));
      await assertCanMarkFluencyReading(app.db, actor, row);
      const updated = await adjustReading(app.db, row, request.body, await markerOf(app.db, app.sessions, request));
      return presentReading(updated, await adjusterName(app.db, updated));
    },
  );
};
