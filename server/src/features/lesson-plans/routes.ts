/**
 * Teachers Hub lesson plans (spec 002 §7, issue 12): generate, list, open, save, update, delete. Every plan belongs
 * to the teacher or trainer who saved it (the session's user; a `teacherId` in the body is ignored). Another
 * teacher gets 404 on every call; other roles get 403.
 */
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bytesSchema } from '@common/contracts/binary.ts';
import { okResponseSchema } from '@common/contracts/ok.ts';
import {
  generatedLessonPlanSchema,
  lessonPlanBodySchema,
  lessonPlanInputSchema,
  lessonPlanListSchema,
  lessonPlanParamsSchema,
  lessonPlanResponseSchema,
  type GenerateEvent,
} from '@common/contracts/lesson-plans.ts';
import { assertCanChangeLessonPlan, assertCanUseLessonPlans } from '../../auth/policies.ts';
import { actorOf, requireUser } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { exercisesPdf } from './pdf.ts';
import { checkForm, createLessonPlan, deleteLessonPlan, findLessonPlan, generateLessonPlan, listLessonPlans, present, updateLessonPlan } from './service.ts';
import { message, requestLanguage } from '../../http/messages.ts';

export const lessonPlansRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Writes a plan from the form; nothing is saved until the teacher saves it. With `Accept: application/x-ndjson`
   * the answer is a stream of events: 'lesson n of N' as each lesson is written, then the plan.
   */
  app.post(
    '/api/lesson-plans/generate',
    { schema: { body: lessonPlanInputSchema, response: { 200: generatedLessonPlanSchema }, errors: [422] } },
    async (request, reply) => {
      const user = requireUser(request);
      assertCanUseLessonPlans(actorOf(request));
      checkForm(request.body);
      if (!String(request.headers.accept ?? '').includes('application/x-ndjson')) return generateLessonPlan(app, user, request.body);
      const stream = new PassThrough();
      const send = (event: GenerateEvent) => stream.write(`${JSON.stringify(event)}\n`);
      void generateLessonPlan(app, user, request.body, (lesson, of) => send({ type: 'progress', lesson, of }))
        .then((plan) => send({ type: 'plan', plan }))
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'lesson plan generation failed');
          const refusal = error instanceof HttpError ? error : new HttpError(500, 'internal', message('lessonPlans.notWritten'));
          send({ type: 'error', status: refusal.status, message: refusal.said.in(requestLanguage(request)) });
        })
        .finally(() => stream.end());
      // The stream is not the plan's JSON: it is sent as is, one event a line.
      return reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(stream as never);
    },
  );

  app.get('/api/lesson-plans', { schema: { response: { 200: lessonPlanListSchema } } }, async (request) => {
    const actor = actorOf(request);
    assertCanUseLessonPlans(actor);
    return { plans: await listLessonPlans(app.db, actor) };
  });

  app.post('/api/lesson-plans', { schema: { body: lessonPlanBodySchema, response: { 201: lessonPlanResponseSchema } } }, async (request, reply) => {
    const actor = actorOf(request);
    assertCanUseLessonPlans(actor);
    const plan = await createLessonPlan(app.db, actor, request.body);
    reply.status(201);
    return { plan };
  });

  app.get('/api/lesson-plans/:id', { schema: { params: lessonPlanParamsSchema, response: { 200: lessonPlanResponseSchema } } }, async (request) => {
    const actor = actorOf(request);
    const plan = await findLessonPlan(app.db, request.params.id);
    assertCanChangeLessonPlan(actor, plan);
    return { plan: present(plan) };
  });

  /** The plan's printable exercises as a PDF, the answer key on the last page. */
  app.get(
    '/api/lesson-plans/:id/exercises.pdf',
    { schema: { params: lessonPlanParamsSchema, response: { 200: bytesSchema('The printable exercises (application/pdf)') } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const plan = await findLessonPlan(app.db, request.params.id);
      assertCanChangeLessonPlan(actor, plan);
      const pdf = await exercisesPdf(plan);
      const name = `${plan.title.replace(/[\\/:*?"<>|]+/g, '_')}_exercises.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="exercises.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.put(
    '/api/lesson-plans/:id',
    { schema: { params: lessonPlanParamsSchema, body: lessonPlanBodySchema, response: { 200: lessonPlanResponseSchema } } },
    async (request) => {
      const actor = actorOf(request);
      const plan = await findLessonPlan(app.db, request.params.id);
      assertCanChangeLessonPlan(actor, plan);
      return { plan: await updateLessonPlan(app.db, plan, request.body) };
    },
  );

  app.delete('/api/lesson-plans/:id', { schema: { params: lessonPlanParamsSchema, response: { 200: okResponseSchema } } }, async (request) => {
    const actor = actorOf(request);
    const plan = await findLessonPlan(app.db, request.params.id);
    assertCanChangeLessonPlan(actor, plan);
    await deleteLessonPlan(app.db, plan);
    return { ok: true as const };
  });
};
