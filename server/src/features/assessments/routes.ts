import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assessmentsResponseSchema } from '@common/contracts/assessments.ts';
import { requireUser } from '../../http/context.ts';
import { listOwnAssessments, presentAssessment } from './service.ts';

export const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The signed-in learner's own assessment records, newest first. */
  app.get('/api/assessments', { schema: { response: { 200: assessmentsResponseSchema } } }, async (request) => {
    const user = requireUser(request);
    const rows = await listOwnAssessments(app.db, user.id);
    return rows.map(presentAssessment);
  });
};
