import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  childExportPageQuerySchema,
  childExportSchema,
  childParamsSchema,
  childResponseSchema,
  childrenResponseSchema,
  createChildSchema,
  deleteChildSchema,
  updateChildSchema,
} from '@common/contracts/children.ts';
import { bytesSchema } from '@common/contracts/binary.ts';
import { profileSchema } from '@common/contracts/user.ts';
import { okResponseSchema } from '@common/contracts/ok.ts';
import {
  assertCanCreateChildAccounts,
  assertCanExportChild,
  assertCanListChildren,
  assertCanManageChild,
  assertCanReadChildProfile,
} from '../../auth/policies.ts';
import { actorOf, requireUser } from '../../http/context.ts';
import { buildProfile } from '../../domain/profile.ts';
import { messageLanguage, requestLanguage } from '../../http/messages.ts';
import { assertConfirmedName, deleteChildAndData, exportChild } from './export.ts';
import { childExportHtml } from './export-html.ts';
import { createChild, findChild, listChildren, lockedChildren, presentChildren, presentOneChild, unlockChild, updateChild } from './service.ts';

export const childrenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/children', { schema: { response: { 200: childrenResponseSchema } } }, async (request) => {
    const actor = actorOf(request);
    assertCanListChildren(actor);
    const children = await listChildren(app.db, actor);
    const locked = await lockedChildren(app.db, app.signInThrottle.limits, children);
    return { children: await presentChildren(app.db, children, locked) };
  });

  app.post('/api/children', { schema: { body: createChildSchema, response: { 201: childResponseSchema } } }, async (request, reply) => {
    const parent = requireUser(request);
    assertCanCreateChildAccounts(actorOf(request));
    const child = await createChild(app.db, parent, request.body);
    reply.status(201);
    return { child: await presentOneChild(app.db, child, false) };
  });

  app.get('/api/children/:id/profile', { schema: { params: childParamsSchema, response: { 200: profileSchema } } }, async (request) => {
    const actor = actorOf(request);
    const child = await findChild(app.db, request.params.id);
    await assertCanReadChildProfile(app.db, actor, child.id);
    return buildProfile(app.db, child);
  });

  app.patch(
    '/api/children/:id',
    { schema: { params: childParamsSchema, body: updateChildSchema, response: { 200: childResponseSchema } } },
    async (request) => {
      const actor = actorOf(request);
      await assertCanManageChild(app.db, actor, request.params.id);
      const child = await updateChild(app.db, app.sessions, request.params.id, request.body);
      const locked = await lockedChildren(app.db, app.signInThrottle.limits, [child]);
      return { child: await presentOneChild(app.db, child, locked.has(child.id)) };
    },
  );

  // After too many failed sign-ins (auth/sign-in-throttle.ts), the child's parents and administrators let them in again.
  app.post('/api/children/:id/unlock', { schema: { params: childParamsSchema, response: { 200: childResponseSchema } } }, async (request) => {
    const actor = actorOf(request);
    await assertCanManageChild(app.db, actor, request.params.id);
    const child = await unlockChild(app.db, request.params.id);
    return { child: await presentOneChild(app.db, child, false) };
  });

  // Deleting is final: the parent types the child's name, and the server checks it too.
  app.delete('/api/children/:id', { schema: { params: childParamsSchema, body: deleteChildSchema, response: { 200: okResponseSchema } } }, async (request) => {
    const actor = actorOf(request);
    await assertCanManageChild(app.db, actor, request.params.id);
    const child = await findChild(app.db, request.params.id);
    assertConfirmedName(child, request.body.confirmName);
    await deleteChildAndData(app.db, app.ai, child);
    return { ok: true as const };
  });

  /** Everything Wren keeps about the child, as JSON, for the parent to keep or take elsewhere. */
  app.get('/api/children/:id/export', { schema: { params: childParamsSchema, response: { 200: childExportSchema } } }, async (request, reply) => {
    const actor = actorOf(request);
    await assertCanExportChild(app.db, actor, request.params.id);
    const child = await findChild(app.db, request.params.id);
    reply.header('content-disposition', `attachment; filename="wren-${child.username}.json"`);
    return exportChild(app.db, app.ai, child);
  });

  /** The same, as a page to read and print, in the language of the page that links to it (`?lang=`), else the browser's. */
  app.get(
    '/api/children/:id/export.html',
    {
      schema: {
        params: childParamsSchema,
        querystring: childExportPageQuerySchema,
        response: { 200: bytesSchema("The child's data as a printable HTML page") },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await assertCanExportChild(app.db, actor, request.params.id);
      const child = await findChild(app.db, request.params.id);
      const reader = requireUser(request);
      const language = request.query.lang ? messageLanguage(request.query.lang) : requestLanguage(request);
      const html = childExportHtml(await exportChild(app.db, app.ai, child), { language, timeZone: reader.timeZone });
      return reply.header('content-type', 'text/html; charset=utf-8').send(Buffer.from(html));
    },
  );
};
