import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createChildSchema, updateChildSchema } from '../../../../common/contracts/children.ts';
import { assertArea, assertCanManageChild, assertCanReadUser, canCreateChildAccounts } from '../../auth/policies.ts';
import { actorOf, requireUser } from '../../http/context.ts';
import { forbidden } from '../../http/errors.ts';
import { buildProfile } from '../user/service.ts';
import { createChild, deleteChild, findChild, listChildren, updateChild } from './service.ts';

const childParams = z.object({ id: z.string().uuid('Unknown child') });

export const childrenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/children', async (request) => {
    const actor = actorOf(request);
    assertArea(actor, 'myChildren');
    return { children: await listChildren(app.db, actor.id) };
  });

  app.post('/api/children', { schema: { body: createChildSchema } }, async (request, reply) => {
    const parent = requireUser(request);
    if (!canCreateChildAccounts(actorOf(request))) throw forbidden('Only parents can create child accounts.');
    const child = await createChild(app.db, parent, request.body);
    reply.status(201);
    return { child };
  });

  app.get('/api/children/:id/profile', { schema: { params: childParams } }, async (request) => {
    const actor = actorOf(request);
    const child = await findChild(app.db, request.params.id);
    await assertCanReadUser(app.db, actor, child.id);
    return buildProfile(app.db, child);
  });

  app.patch('/api/children/:id', { schema: { params: childParams, body: updateChildSchema } }, async (request) => {
    const actor = actorOf(request);
    await assertCanManageChild(app.db, actor, request.params.id);
    const child = await updateChild(app.db, request.params.id, request.body);
    // A new PIN or a paused account ends the child's open sessions.
    if (request.body.pin || request.body.isActive === false) await app.sessions.endAllFor(child.id);
    return { child };
  });

  app.delete('/api/children/:id', { schema: { params: childParams } }, async (request) => {
    const actor = actorOf(request);
    await assertCanManageChild(app.db, actor, request.params.id);
    await deleteChild(app.db, request.params.id);
    return { ok: true };
  });
};
