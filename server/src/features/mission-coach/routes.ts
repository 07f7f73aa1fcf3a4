/**
 * STEM Mission Coach (spec 001 §7): the missions the learner plays, submitting a program (re-run and scored here;
 * the client's result is ignored) and mission progress — the signed-in learner's, or with ?childId= that of a
 * child the caller looks after (anyone else gets 404).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { missionLanguageOf } from '@common/content/mission-coach.ts';
import {
  missionsQuerySchema,
  missionsResponseSchema,
  progressQuerySchema,
  progressResponseSchema,
  submitRequestSchema,
  submitResponseSchema,
} from '@common/contracts/mission-coach.ts';
import { assertCanReadUser } from '../../auth/policies.ts';
import { actorOf, requireUser } from '../../http/context.ts';
import { findLearner, missionsFor } from './missions.ts';
import { progress, submit } from './service.ts';

/** 200 blocks with long labels fit in well under this; anything bigger is refused with 413 before parsing. */
const SUBMIT_BODY_LIMIT = 256 * 1024;

export const missionCoachRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/mission-coach/missions', { schema: { querystring: missionsQuerySchema, response: { 200: missionsResponseSchema } } }, async (request) => {
    const user = requireUser(request);
    const language = missionLanguageOf(request.query.language ?? user.preferredLanguage);
    return { language, missions: await missionsFor(app.db, user, language) };
  });

  app.post(
    '/api/mission-coach/submit',
    { bodyLimit: SUBMIT_BODY_LIMIT, schema: { body: submitRequestSchema, response: { 200: submitResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      return submit(app.db, user, request.body.missionId, request.body.code);
    },
  );

  app.get('/api/mission-coach/progress', { schema: { querystring: progressQuerySchema, response: { 200: progressResponseSchema } } }, async (request) => {
    const user = requireUser(request);
    const actor = actorOf(request);
    const learner = request.query.childId && request.query.childId !== user.id ? await findLearner(app.db, request.query.childId) : user;
    await assertCanReadUser(app.db, actor, learner.id);
    return progress(app.db, learner, missionLanguageOf(request.query.language ?? user.preferredLanguage));
  });
};
