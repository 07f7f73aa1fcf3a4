/**
 * The skills assessment (spec 000 §2, /skills-assessment): saving a result, and listing a child's results.
 *
 * POST: a child saves their own; an adult saves one for a child they may see (childId). The body holds the raw
 * answers and the fluency reading; the server scores them (service.ts) and answers the stored result.
 * GET ?childId=: the signed-in person's own results, or those of a child they may see; 404 otherwise.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { markerOf } from '../../auth/listeners.ts';
import {
  skillsAssessmentListSchema,
  skillsAssessmentQuerySchema,
  skillsAssessmentSchema,
  submitSkillsAssessmentSchema,
} from '@common/contracts/skills-assessment.ts';
import { assertCanAssessChild, assertCanReadUser } from '../../auth/policies.ts';
import { actorOf } from '../../http/context.ts';
import { badRequest } from '../../http/errors.ts';
import { listSkillsAssessments, saveSkillsAssessment } from './service.ts';
import { message } from '../../http/messages.ts';

export const skillsAssessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/skills-assessments', { schema: { body: submitSkillsAssessmentSchema, response: { 201: skillsAssessmentSchema } } }, async (request, reply) => {
    const actor = actorOf(request);
    const childId = request.body.childId ?? (actor.role === 'child' ? actor.id : null);
    if (!childId) throw badRequest(message('skills.chooseChild'), 'childId');
    await assertCanAssessChild(app.db, actor, childId);
    // Expression is an adult's judgement of the reading: on a child's session only with an adult listening (403).
    if (request.body.fluency.expression !== null) await markerOf(app.db, app.sessions, request);
    const result = await saveSkillsAssessment(app.db, actor, childId, request.body);
    return reply.status(201).send(result);
  });

  app.get(
    '/api/skills-assessments',
    { schema: { querystring: skillsAssessmentQuerySchema, response: { 200: skillsAssessmentListSchema } } },
    async (request) => {
      const actor = actorOf(request);
      const childId = request.query.childId ?? actor.id;
      await assertCanReadUser(app.db, actor, childId);
      return { assessments: await listSkillsAssessments(app.db, childId) };
    },
  );
};
