import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, type HealthResponse } from '@common/contracts/health.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // The 503 is no error body: it is the same report, so a monitor reads both answers alike.
  app.get('/api/health', { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } }, async (_request, reply) => {
    const databaseOk = await app.database.ping().catch(() => false);
    const ai = await app.ai.health();
    reply.status(databaseOk ? 200 : 503);
    const health: HealthResponse = {
      status: databaseOk ? 'ok' : 'unavailable',
      database: { ok: databaseOk, kind: app.database.kind },
      ai,
    };
    return health;
  });
};
