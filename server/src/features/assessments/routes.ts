import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assessments } from '../../db/schema.ts';
import { requireUser } from '../../http/context.ts';

export const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The signed-in learner's own assessment records, newest first. */
  app.get('/api/assessments', async (request) => {
    const user = requireUser(request);
    const rows = await app.db
      .select()
      .from(assessments)
      .where(eq(assessments.userId, user.id))
      .orderBy(desc(assessments.assessmentDate));
    return rows.map(({ answers: _answers, ...record }) => ({
      ...record,
      assessmentDate: record.assessmentDate.toISOString(),
    }));
  });
};
