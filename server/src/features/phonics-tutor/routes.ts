/**
 * Phonics Tutor (spec 001 §2–9): the sound groups and reading lists for the screen, analysis of a recording, and
 * the progress of the signed-in learner — or, with ?childId=, of a child the caller looks after (a parent, teacher
 * or administrator of that child; anyone else gets 404).
 *
 * Who practises: a child's analysed attempt is saved to their own record and earns tokens. An adult may try the
 * exercise (a parent showing a child how, a teacher checking a lesson) and gets the analysis, but nothing is saved:
 * attempts belong to children, and nobody records practice on a child's behalf.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyzeFieldsSchema, contentQuerySchema, PHONICS_MAX_AUDIO_BYTES, progressQuerySchema } from '../../../../common/contracts/phonics-tutor.ts';
import { assertCanReadUser } from '../../auth/policies.ts';
import { actorOf, requireUser } from '../../http/context.ts';
import { badRequest } from '../../http/errors.ts';
import { assess, content, presentAnalysis, progress, saveAttempt, targetOf } from './service.ts';
import { readPhonicsUpload } from './upload.ts';

export const phonicsTutorRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, not app-wide: only this plugin's routes accept uploads, with these limits.
  await app.register(multipart, {
    limits: { fileSize: PHONICS_MAX_AUDIO_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
    throwFileSizeLimit: true,
  });

  app.get('/api/phonics-tutor/content', { schema: { querystring: contentQuerySchema } }, async (request) => {
    requireUser(request);
    return content(request.query.language, request.query.ui);
  });

  app.post('/api/phonics-tutor/analyze', async (request) => {
    const user = requireUser(request);
    const upload = await readPhonicsUpload(request);
    const parsed = analyzeFieldsSchema.safeParse(upload.fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path[0] !== undefined ? String(issue.path[0]) : undefined;
      throw badRequest(field ? `${field}: ${issue?.message}` : (issue?.message ?? 'Invalid request'), field);
    }
    const fields = parsed.data;
    const target = targetOf(fields);
    const result = await assess(app.ai, upload.audio, fields, target);
    if (user.role !== 'child') return presentAnalysis(result, false, 0);
    const tokensEarned = await saveAttempt(app.db, user.id, fields, target, result);
    return presentAnalysis(result, true, tokensEarned);
  });

  app.get('/api/phonics-tutor/progress', { schema: { querystring: progressQuerySchema } }, async (request) => {
    const user = requireUser(request);
    const actor = actorOf(request);
    const learnerId = request.query.childId ?? actor.id;
    await assertCanReadUser(app.db, actor, learnerId);
    return progress(app.db, learnerId, request.query.language, request.query.ui ?? user.preferredLanguage);
  });
};
