import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequestSchema, sessionResponseSchema } from '@common/contracts/auth.ts';
import { demoAccountsResponseSchema } from '@common/contracts/demo-accounts.ts';
import { okResponseSchema } from '@common/contracts/ok.ts';
import { presentSessionUser } from '../../auth/presenters.ts';
import { requireUser } from '../../http/context.ts';
import { authenticate } from './service.ts';
import { listDemoAccounts } from './demo-accounts.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/auth/login', { schema: { body: loginRequestSchema, response: { 200: sessionResponseSchema }, errors: [429] } }, async (request, reply) => {
    const user = await authenticate(app.db, app.signInThrottle, request.body, request.ip);
    await app.sessions.start(request, reply, user.id);
    return { user: presentSessionUser(user) };
  });

  app.post('/api/auth/logout', { schema: { response: { 200: okResponseSchema } } }, async (request, reply) => {
    await app.sessions.end(request, reply);
    return { ok: true as const };
  });

  app.get('/api/auth/me', { schema: { response: { 200: sessionResponseSchema } } }, async (request) => {
    return { user: presentSessionUser(requireUser(request)) };
  });

  // Public: the sign-in page asks before anyone is signed in. Outside demo mode it reveals no usernames.
  app.get('/api/auth/demo-accounts', { schema: { response: { 200: demoAccountsResponseSchema } } }, async () => {
    return { accounts: app.demo ? await listDemoAccounts(app.db) : [] };
  });
};
