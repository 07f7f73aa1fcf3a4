import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiTestRequestSchema, aiTestResultSchema } from '@common/contracts/ai.ts';
import { assertCanTestAi } from '../../auth/policies.ts';
import { actorOf } from '../../http/context.ts';
import { imageRoutes } from '../../ai/images/routes.ts';
import { testCapability } from './service.ts';

/** POST /api/admin/ai/test (administrators), and the generated images' own URLs. */
export const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(imageRoutes);

  app.post('/api/admin/ai/test', { schema: { body: aiTestRequestSchema, response: { 200: aiTestResultSchema } } }, async (request) => {
    const actor = actorOf(request);
    assertCanTestAi(actor);
    return testCapability(app, request.body.capability, actor.id);
  });
};
