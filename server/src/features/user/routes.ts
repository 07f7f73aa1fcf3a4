import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionResponseSchema } from '@common/contracts/auth.ts';
import { profileSchema, updateProfileSchema } from '@common/contracts/user.ts';
import { userReportSchema } from '@common/contracts/user-report.ts';
import { presentSessionUser } from '../../auth/presenters.ts';
import { assertCanUpdateOwnProfile } from '../../auth/policies.ts';
import { actorOf, requireUser } from '../../http/context.ts';
import { buildProfile } from '../../domain/profile.ts';
import { resetPreferences, updateProfile } from './service.ts';
import { buildUserReport } from './report-service.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/user/profile', { schema: { response: { 200: profileSchema } } }, async (request) => buildProfile(app.db, requireUser(request)));

  app.patch('/api/user/profile', { schema: { body: updateProfileSchema, response: { 200: sessionResponseSchema } } }, async (request) => {
    const user = requireUser(request);
    assertCanUpdateOwnProfile(actorOf(request), request.body);
    const updated = await updateProfile(app.db, user, request.body);
    return { user: presentSessionUser(updated) };
  });

  app.post('/api/user/preferences/reset', { schema: { response: { 200: sessionResponseSchema } } }, async (request) => {
    const updated = await resetPreferences(app.db, requireUser(request));
    return { user: presentSessionUser(updated) };
  });

  app.get('/api/user/report', { schema: { response: { 200: userReportSchema } } }, async (request) => buildUserReport(app.db, requireUser(request)));
};
