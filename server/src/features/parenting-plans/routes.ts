/**
 * AI parenting plans (spec 002 §7, issue 13): generate, save, list, open, edit, schedule, tick activities, delete.
 * Every plan belongs to the parent who saved it (the session's user; the spec's `?userId=` is accepted only when it
 * names the caller). Another parent gets 404 on every call; a child gets 403.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponseSchema } from '@common/contracts/ok.ts';
import {
  activityDoneBodySchema,
  generatedPlanSchema,
  generatePlanRequestSchema,
  planBodySchema,
  planListSchema,
  planOwnerQuerySchema,
  planParamsSchema,
  planResponseSchema,
  scheduleBodySchema,
} from '@common/contracts/parenting-plans.ts';
import { assertCanChangeParentingPlan, assertCanPlanForChild, assertCanUseParentingPlans, assertOwnPlansOnly } from '../../auth/policies.ts';
import { actorOf, requireUser } from '../../http/context.ts';
import { createPlan, deletePlan, findPlan, generatePlan, listPlans, markActivity, present, schedulePlan, updatePlan } from './service.ts';

export const parentingPlansRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Writes a plan from the builder form; nothing is saved until the parent saves it. 422 when the text typed is refused. */
  app.post(
    '/api/parenting-plans/generate',
    { schema: { body: generatePlanRequestSchema, response: { 200: generatedPlanSchema }, errors: [422] } },
    async (request) => {
      const user = requireUser(request);
      assertCanUseParentingPlans(actorOf(request));
      return generatePlan(app, user, request.body);
    },
  );

  app.get('/api/parenting-plans', { schema: { querystring: planOwnerQuerySchema, response: { 200: planListSchema } } }, async (request) => {
    const actor = actorOf(request);
    assertOwnPlansOnly(actor, request.query.userId);
    return { plans: await listPlans(app.db, actor) };
  });

  app.post('/api/parenting-plans', { schema: { body: planBodySchema, response: { 201: planResponseSchema } } }, async (request, reply) => {
    const actor = actorOf(request);
    assertOwnPlansOnly(actor, request.body.userId);
    await assertCanPlanForChild(app.db, actor, request.body.childId);
    const plan = await createPlan(app.db, actor, request.body);
    reply.status(201);
    return { plan };
  });

  app.get('/api/parenting-plans/:id', { schema: { params: planParamsSchema, response: { 200: planResponseSchema } } }, async (request) => {
    const actor = actorOf(request);
    const plan = await findPlan(app.db, request.params.id);
    assertCanChangeParentingPlan(actor, plan);
    return { plan: present(plan) };
  });

  app.put(
    '/api/parenting-plans/:id',
    { schema: { params: planParamsSchema, body: planBodySchema, response: { 200: planResponseSchema } } },
    async (request) => {
      const actor = actorOf(request);
      const plan = await findPlan(app.db, request.params.id);
      assertCanChangeParentingPlan(actor, plan);
      assertOwnPlansOnly(actor, request.body.userId);
      await assertCanPlanForChild(app.db, actor, request.body.childId);
      return { plan: await updatePlan(app.db, plan, request.body) };
    },
  );

  /** Puts the plan's days on the calendar from a start date (or takes it off with null). */
  app.put(
    '/api/parenting-plans/:id/schedule',
    { schema: { params: planParamsSchema, body: scheduleBodySchema, response: { 200: planResponseSchema } } },
    async (request) => {
      const actor = actorOf(request);
      const plan = await findPlan(app.db, request.params.id);
      assertCanChangeParentingPlan(actor, plan);
      return { plan: await schedulePlan(app.db, plan, request.body.startDate) };
    },
  );

  /** Ticks an activity done (or not); the plan's progress follows. */
  app.put(
    '/api/parenting-plans/:id/activities',
    { schema: { params: planParamsSchema, body: activityDoneBodySchema, response: { 200: planResponseSchema } } },
    async (request) => {
      const actor = actorOf(request);
      const plan = await findPlan(app.db, request.params.id);
      assertCanChangeParentingPlan(actor, plan);
      return { plan: await markActivity(app.db, plan, request.body) };
    },
  );

  app.delete(
    '/api/parenting-plans/:id',
    { schema: { params: planParamsSchema, querystring: planOwnerQuerySchema, response: { 200: okResponseSchema } } },
    async (request) => {
      const actor = actorOf(request);
      const plan = await findPlan(app.db, request.params.id);
      assertCanChangeParentingPlan(actor, plan);
      assertOwnPlansOnly(actor, request.query.userId);
      await deletePlan(app.db, plan);
      return { ok: true as const };
    },
  );
};
