import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequestSchema, sessionResponseSchema } from '@common/contracts/auth.ts';
import { demoAccountsResponseSchema } from '@common/contracts/demo-accounts.ts';
import { okResponseSchema } from '@common/contracts/ok.ts';
import { listenerResponseSchema, startListeningSchema } from '@common/contracts/listener.ts';
import { currentListener, startListening, stopListening } from '../../auth/listeners.ts';
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

  // An adult signs in on a child's session to listen and mark (auth/listeners.ts); the child's session stays.
  app.get('/api/auth/listener', { schema: { response: { 200: listenerResponseSchema } } }, async (request) => {
    return { listener: await currentListener(app.db, app.sessions, request) };
  });

  app.post('/api/auth/listener', { schema: { body: startListeningSchema, response: { 200: listenerResponseSchema }, errors: [429] } }, async (request) => {
    requireUser(request);
    const adult = await authenticate(app.db, app.signInThrottle, request.body, request.ip);
    return { listener: await startListening(app.db, app.sessions, request, adult) };
  });

  app.delete('/api/auth/listener', { schema: { response: { 200: listenerResponseSchema } } }, async (request) => {
    requireUser(request);
    await stopListening(app.db, app.sessions, request);
    return { listener: null };
  });

  // Public: the sign-in page asks before anyone is signed in. Outside demo mode it reveals no usernames.
  app.get('/api/auth/demo-accounts', { schema: { response: { 200: demoAccountsResponseSchema } } }, async () => {
    return { accounts: app.demo ? await listDemoAccounts(app.db) : [] };
  });
};
