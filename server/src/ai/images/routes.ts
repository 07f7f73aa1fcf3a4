/**
 * GET /api/images/:id: a generated picture, for its owner and for the adults who may read the owner's work
 * (assertCanReadImage). Anyone else gets the same 404 as for a picture that does not exist.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { imageBytesSchema, imageParams } from '@common/contracts/images.ts';
import { assertCanReadImage } from '../../auth/policies.ts';
import { actorOf } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { imagesFor } from './index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/images/:id', { schema: { params: imageParams, response: { 200: imageBytesSchema } } }, async (request, reply) => {
    const actor = actorOf(request);
    const image = UUID.test(request.params.id) ? await imagesFor(app.ai).find(app.db, request.params.id) : null;
    if (!image) throw notFound(message('notFound.image'));
    await assertCanReadImage(app.db, actor, image);
    const data = await imagesFor(app.ai).read(image);
    if (!data) throw notFound(message('notFound.image'));
    return (
      reply
        .header('content-type', image.mime)
        // A child's picture is their data: a shared school computer's browser must not keep it.
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        // An SVG opened on its own could run script; ours never holds any, and this forbids it anyway.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox")
        .send(data)
    );
  });
};
