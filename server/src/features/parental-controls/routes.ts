import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { monitoredChildParamsSchema, promptLogQuerySchema, promptLogSchema, safetySummarySchema } from '@common/contracts/parental-controls.ts';
import { z } from 'zod';
import { assertCanMonitorChild } from '../../auth/policies.ts';
import { actorOf } from '../../http/context.ts';
import { findMonitoredChild, listPromptLogs, safetySummary } from './service.ts';

/** Monitoring of a child's AI prompts (spec 002 §7): the child's parents, teachers and school administrators. */
export const parentalControlsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/parental-control/prompt-logs/:childId',
    { schema: { params: monitoredChildParamsSchema, querystring: promptLogQuerySchema, response: { 200: z.array(promptLogSchema) } } },
    async (request) => {
      const actor = actorOf(request);
      const childId = await findMonitoredChild(app.db, request.params.childId);
      await assertCanMonitorChild(app.db, actor, childId);
      return listPromptLogs(app.db, childId, request.query.limit);
    },
  );

  app.get(
    '/api/parental-control/safety-summary/:childId',
    { schema: { params: monitoredChildParamsSchema, response: { 200: safetySummarySchema } } },
    async (request) => {
      const actor = actorOf(request);
      const childId = await findMonitoredChild(app.db, request.params.childId);
      await assertCanMonitorChild(app.db, actor, childId);
      return safetySummary(app.db, childId);
    },
  );
};
