import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  changePasswordSchema,
  passwordResetRequestedSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  pendingResetParamsSchema,
  pendingResetsResponseSchema,
  resetLinkResponseSchema,
  signUpRequestSchema,
} from '@common/contracts/account.ts';
import { sessionResponseSchema } from '@common/contracts/auth.ts';
import { okResponseSchema } from '@common/contracts/ok.ts';
import { countResetRequest, countSignUp } from '../../auth/account-throttle.ts';
import { assertCanChangeOwnPassword, assertCanIssueResetLink, assertCanSeePendingResets } from '../../auth/policies.ts';
import { presentSessionUser } from '../../auth/presenters.ts';
import { actorOf, requireUser } from '../../http/context.ts';
import { changePassword, issueResetLink, pendingResets, requestPasswordReset, resetPassword, signUp } from './service.ts';
import { message, requestLanguage } from '../../http/messages.ts';

/** Sign-up, password change and password reset (issue 13). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Links in mail point at PUBLIC_URL when set: a request's Host header must not choose where a reset link leads. */
  const mailBase = (request: FastifyRequest) => app.publicUrl ?? `${request.protocol}://${request.host}`;

  app.post(
    '/api/auth/sign-up',
    { schema: { body: signUpRequestSchema, response: { 201: sessionResponseSchema }, errors: [409, 429] } },
    async (request, reply) => {
      await countSignUp(app.db, app.accountLimits, request.ip);
      const user = await signUp(app.db, request.body);
      await app.sessions.start(request, reply, user.id);
      reply.status(201);
      return { user: presentSessionUser(user) };
    },
  );

  app.post('/api/auth/password', { schema: { body: changePasswordSchema, response: { 200: okResponseSchema }, errors: [429] } }, async (request, reply) => {
    const user = requireUser(request);
    assertCanChangeOwnPassword(actorOf(request));
    await changePassword(app.db, app.signInThrottle, app.sessions, user, request.body, request.ip);
    // Every session of the account ended; this browser stays signed in with a new one.
    await app.sessions.start(request, reply, user.id);
    return { ok: true as const };
  });

  app.post(
    '/api/auth/password-reset/request',
    { schema: { body: passwordResetRequestSchema, response: { 202: passwordResetRequestedSchema }, errors: [429] } },
    async (request, reply) => {
      await countResetRequest(app.db, app.accountLimits, request.ip, request.body.email);
      await requestPasswordReset(app.db, app.mailer, request.log, request.body.email, mailBase(request));
      reply.status(202);
      return { ok: true as const, message: message('account.resetRequested').in(requestLanguage(request)) };
    },
  );

  app.post('/api/auth/password-reset', { schema: { body: passwordResetSchema, response: { 200: okResponseSchema } } }, async (request) => {
    await resetPassword(app.db, app.sessions, request.body);
    return { ok: true as const };
  });

  app.get('/api/admin/password-resets', { schema: { response: { 200: pendingResetsResponseSchema } } }, async (request) => {
    const actor = actorOf(request);
    assertCanSeePendingResets(actor);
    return { resets: await pendingResets(app.db, actor) };
  });

  app.post(
    '/api/admin/password-resets/:userId/link',
    { schema: { params: pendingResetParamsSchema, response: { 200: resetLinkResponseSchema } } },
    async (request) => {
      const actor = actorOf(request);
      await assertCanIssueResetLink(app.db, actor, request.params.userId);
      // Shown to the administrator in their own browser, so the address they use is the right one.
      return issueResetLink(app.db, actor, request.params.userId, app.publicUrl ?? `${request.protocol}://${request.host}`);
    },
  );
};
