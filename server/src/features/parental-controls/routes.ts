import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  controlsReportSchema,
  extraTimeDecisionSchema,
  extraTimeParamsSchema,
  extraTimeRequestResponseSchema,
  extraTimeRequestsResponseSchema,
  heartbeatSchema,
  monitoredChildParamsSchema,
  parentalSettingsResponseSchema,
  parentalSettingsSchema,
  promptLogQuerySchema,
  promptLogSchema,
  safetySummarySchema,
  screenTimeStatusSchema,
} from '@common/contracts/parental-controls.ts';
import { z } from 'zod';
import { assertCanControlChild, assertCanMonitorChild, assertHasScreenTime, controlledChildrenScope } from '../../auth/policies.ts';
import { actorOf } from '../../http/context.ts';
import { findMonitoredChild, listPromptLogs, safetySummary } from './service.ts';
import { parentTimeZone } from './controls-service.ts';
import { controlsReport } from './reports-service.ts';

const pendingQuerySchema = z.object({ status: z.enum(['pending', 'all']).default('pending') });

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

  // ------------------------------------------------------------------------------------------ settings (issue 13)

  /** 401; 400 bad id; 403 the child themself; 404 not this parent's child. */
  app.get(
    '/api/parental-control/settings/:childId',
    { schema: { params: monitoredChildParamsSchema, response: { 200: parentalSettingsResponseSchema } } },
    async (request) => {
      const actor = actorOf(request);
      await assertCanControlChild(app.db, actor, request.params.childId);
      return app.controls.getSettings(request.params.childId, await parentTimeZone(app.db, actor.id));
    },
  );

  /** 401; 400 invalid settings (the field named, nothing saved); 403 the child themself; 404 not this parent's child. */
  app.put(
    '/api/parental-control/settings/:childId',
    { schema: { params: monitoredChildParamsSchema, body: parentalSettingsSchema, response: { 200: parentalSettingsResponseSchema } } },
    async (request) => {
      const actor = actorOf(request);
      await assertCanControlChild(app.db, actor, request.params.childId);
      return app.controls.saveSettings(request.params.childId, actor.id, request.body);
    },
  );

  /** 401; 400 invalid app; 403 not a child. */
  app.post('/api/parental-control/heartbeat', { schema: { body: heartbeatSchema, response: { 200: screenTimeStatusSchema } } }, async (request) => {
    const actor = actorOf(request);
    assertHasScreenTime(actor);
    return app.controls.heartbeat(actor.id, request.body.app);
  });

  /** 401; 403 not a child. */
  app.get('/api/parental-control/screen-time', { schema: { response: { 200: screenTimeStatusSchema } } }, async (request) => {
    const actor = actorOf(request);
    assertHasScreenTime(actor);
    return app.controls.status(actor.id);
  });

  /** The child asks for more time from the rest screen. 401; 403 not a child; 409 not resting, or a request is open. */
  app.post('/api/parental-control/extra-time', { schema: { response: { 201: screenTimeStatusSchema } } }, async (request, reply) => {
    const actor = actorOf(request);
    assertHasScreenTime(actor);
    const status = await app.controls.requestExtraTime(actor.id);
    reply.status(201);
    return status;
  });

  /** A parent's children's requests, newest first (pending only unless `?status=all`). 401; 400 bad status. */
  app.get(
    '/api/parental-control/extra-time-requests',
    { schema: { querystring: pendingQuerySchema, response: { 200: extraTimeRequestsResponseSchema } } },
    async (request) => {
      const actor = actorOf(request);
      return { requests: await app.controls.listRequests(controlledChildrenScope(actor), request.query.status === 'pending') };
    },
  );

  /** Grant 15, 30 or 60 minutes, or decline. 401; 400 bad decision; 403 the child; 404 not this parent's child; 409 answered. */
  app.post(
    '/api/parental-control/extra-time-requests/:id',
    { schema: { params: extraTimeParamsSchema, body: extraTimeDecisionSchema, response: { 200: extraTimeRequestResponseSchema } } },
    async (request) => {
      const actor = actorOf(request);
      const found = await app.controls.findRequest(request.params.id);
      await assertCanControlChild(app.db, actor, found.childId);
      return { request: await app.controls.decide(found.id, actor.id, request.body) };
    },
  );

  /** Incidents and the last 4 weeks of usage. 401; 400 bad id; 403 the child themself; 404 not this parent's child. */
  app.get(
    '/api/parental-control/reports/:childId',
    { schema: { params: monitoredChildParamsSchema, response: { 200: controlsReportSchema } } },
    async (request) => {
      const actor = actorOf(request);
      await assertCanControlChild(app.db, actor, request.params.childId);
      return controlsReport(app.db, request.params.childId, app.controls.clock.now());
    },
  );
};
