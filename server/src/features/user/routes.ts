import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateProfileSchema } from '../../../../common/contracts/user.ts';
import { userReportSchema } from '../../../../common/contracts/user-report.ts';
import { presentSessionUser } from '../../auth/presenters.ts';
import { actorOf, requireUser } from '../../http/context.ts';
import { assertCanRenameSelf } from '../../auth/policies.ts';
import { buildProfile, resetPreferences, updateProfile } from './service.ts';
import { buildUserReport } from './report-service.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/user/profile', async (request) => buildProfile(app.db, requireUser(request)));

  app.patch('/api/user/profile', { schema: { body: updateProfileSchema } }, async (request) => {
    const user = requireUser(request);
    if (request.body.firstName !== undefined || request.body.lastName !== undefined) assertCanRenameSelf(actorOf(request));
    const updated = await updateProfile(app.db, user, request.body);
    return { user: presentSessionUser(updated) };
  });

  app.post('/api/user/preferences/reset', async (request) => {
    const updated = await resetPreferences(app.db, requireUser(request));
    return { user: presentSessionUser(updated) };
  });

  // The response schema also strips anything not meant for the printed report.
  app.get('/api/user/report', { schema: { response: { 200: userReportSchema } } }, async (request) =>
    buildUserReport(app.db, requireUser(request)),
  );
};
