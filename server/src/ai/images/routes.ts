/**
 * GET /api/images/:id: a generated picture, for its owner and for the adults who may read the owner's work
 * (their parents, their teachers, administrators of their school): the same rule as all learning data. Anyone
 * else gets the same 404 as for a picture that does not exist.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visibleUserIds } from '../../auth/policies.ts';
import { actorOf } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { imagesFor } from './index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Any id that is not ours answers 404, like an unknown one: ids are not guessable and their shape reveals nothing.
const params = z.object({ id: z.string() });

export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/images/:id', { schema: { params } }, async (request, reply) => {
    const actor = actorOf(request);
    if (!UUID.test(request.params.id)) throw notFound('Image not found');
    const image = await imagesFor(app.ai).find(app.db, request.params.id);
    if (!image) throw notFound('Image not found');
    if (image.ownerId !== actor.id && !(await visibleUserIds(app.db, actor, [image.ownerId])).has(image.ownerId)) throw notFound('Image not found');
    const data = await imagesFor(app.ai).read(image);
    if (!data) throw notFound('Image not found');
    return reply
      .header('content-type', image.mime)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      // An SVG opened on its own could run script; ours never holds any, and this forbids it anyway.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox")
      .send(data);
  });
};
