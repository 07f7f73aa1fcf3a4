import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', async (_request, reply) => {
    const databaseOk = await app.database.ping().catch(() => false);
    const ai = await app.ai.health();
    reply.status(databaseOk ? 200 : 503);
    return {
      status: databaseOk ? 'ok' : 'unavailable',
      database: { ok: databaseOk, kind: app.database.kind },
      ai,
    };
  });
};
