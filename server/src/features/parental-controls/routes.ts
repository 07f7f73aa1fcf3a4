import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { monitoredChildParamsSchema, promptLogQuerySchema } from '../../../../common/contracts/parental-controls.ts';
import { assertCanMonitorChild } from '../../auth/policies.ts';
import { actorOf } from '../../http/context.ts';
import { assertIsChild, listPromptLogs, safetySummary } from './service.ts';

/** Monitoring of a child's AI prompts (spec 002 §7): the child's parents, teachers and school administrators. */
export const parentalControlsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/parental-control/prompt-logs/:childId',
    { schema: { params: monitoredChildParamsSchema, querystring: promptLogQuerySchema } },
    async (request) => {
      const actor = actorOf(request);
      await assertCanMonitorChild(app.db, actor, request.params.childId);
      await assertIsChild(app.db, request.params.childId);
      return listPromptLogs(app.db, request.params.childId, request.query.limit);
    },
  );

  app.get('/api/parental-control/safety-summary/:childId', { schema: { params: monitoredChildParamsSchema } }, async (request) => {
    const actor = actorOf(request);
    await assertCanMonitorChild(app.db, actor, request.params.childId);
    await assertIsChild(app.db, request.params.childId);
    return safetySummary(app.db, request.params.childId);
  });
};
