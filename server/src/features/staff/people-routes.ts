import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { auditCsvQuerySchema, auditPageQuerySchema, auditResponseSchema } from '@common/contracts/audit.ts';
import {
  acceptInvitationResponseSchema,
  acceptInvitationSchema,
  createPersonSchema,
  givableRolesResponseSchema,
  importPeopleSchema,
  importResponseSchema,
  invitationResponseSchema,
  moveChildSchema,
  peopleQuerySchema,
  peopleResponseSchema,
  personParamsSchema,
  personResponseSchema,
  schoolParamsSchema,
  updatePersonSchema,
} from '@common/contracts/people.ts';
import { resetLinkResponseSchema } from '@common/contracts/account.ts';
import { okResponseSchema } from '@common/contracts/ok.ts';
import { assertArea } from '../../auth/policies.ts';
import { actorOf, readerZone } from '../../http/context.ts';
import { csvSchema, sendCsv } from '../../http/csv.ts';
import { notFound } from '../../http/errors.ts';
import { interfaceStrings, pageStrings } from '../../http/interface-strings.ts';
import { message, requestLanguage, written } from '../../http/messages.ts';
import { auditCsvLines, auditPage } from './audit.ts';
import { organisationsInScope } from './scope.ts';
import { importPeople } from './people-import.ts';
import { givableRoles } from './service.ts';
import {
  acceptInvitation,
  countPeople,
  createPerson,
  deletePerson,
  issuePasswordReset,
  listPeople,
  loadPersonInScope,
  moveChild,
  presentPerson,
  schoolsIn,
  setActive,
  updatePerson,
} from './people-service.ts';

const auditCsvSchema = csvSchema('The audit log entries for the filters, as text/csv (UTF-8, RFC 4180)');

/** People and the audit log (issue 14): administrators, over their organisations and everything below them. */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Links point at PUBLIC_URL when set, else at the address the administrator uses. */
  const base = (request: FastifyRequest) => app.publicUrl ?? `${request.protocol}://${request.host}`;

  /** Session → area (403 for other roles) → the administrator's organisations. */
  const adminScope = async (request: FastifyRequest) => {
    const actor = actorOf(request);
    assertArea(actor, 'staffManagement');
    return { actor, scope: await organisationsInScope(app.db, actor.id) };
  };

  app.get('/api/admin/people', { schema: { querystring: peopleQuerySchema, response: { 200: peopleResponseSchema } } }, async (request) => {
    const { scope } = await adminScope(request);
    const [people, total, schools] = await Promise.all([
      listPeople(app.db, scope, undefined, request.query),
      countPeople(app.db, scope, request.query),
      schoolsIn(app.db, scope),
    ]);
    return { people, total, schools };
  });

  app.get(
    '/api/admin/schools/:id/givable-roles',
    { schema: { params: schoolParamsSchema, response: { 200: givableRolesResponseSchema } } },
    async (request) => {
      const { actor, scope } = await adminScope(request);
      if (!scope.has(request.params.id)) throw notFound(message('notFound.school'));
      return { roles: await givableRoles(app.db, actor.id, request.params.id) };
    },
  );

  app.post(
    '/api/admin/people',
    { schema: { body: createPersonSchema, response: { 201: invitationResponseSchema }, errors: [404, 409] } },
    async (request, reply) => {
      const { actor, scope } = await adminScope(request);
      const created = await createPerson(app.db, actor.id, scope, request.body, {
        mailer: app.mailer,
        log: request.log,
        base: base(request),
        language: requestLanguage(request),
      });
      reply.status(201);
      return created;
    },
  );

  app.patch(
    '/api/admin/people/:id',
    { schema: { params: personParamsSchema, body: updatePersonSchema, response: { 200: personResponseSchema }, errors: [409] } },
    async (request) => {
      const { actor, scope } = await adminScope(request);
      const target = await loadPersonInScope(app.db, scope, request.params.id);
      return { person: await updatePerson(app.db, actor.id, scope, target, request.body) };
    },
  );

  app.delete('/api/admin/people/:id', { schema: { params: personParamsSchema, response: { 200: okResponseSchema }, errors: [404, 409] } }, async (request) => {
    const { actor, scope } = await adminScope(request);
    const target = await loadPersonInScope(app.db, scope, request.params.id);
    await deletePerson(app.db, app.sessions, actor.id, target);
    return { ok: true as const };
  });

  app.post('/api/admin/people/:id/deactivate', { schema: { params: personParamsSchema, response: { 200: personResponseSchema } } }, async (request) => {
    const { actor, scope } = await adminScope(request);
    const target = await loadPersonInScope(app.db, scope, request.params.id);
    await setActive(app.db, app.sessions, actor.id, target, false);
    return { person: await presentPerson(app.db, scope, target.id) };
  });

  app.post('/api/admin/people/:id/reactivate', { schema: { params: personParamsSchema, response: { 200: personResponseSchema } } }, async (request) => {
    const { actor, scope } = await adminScope(request);
    const target = await loadPersonInScope(app.db, scope, request.params.id);
    await setActive(app.db, app.sessions, actor.id, target, true);
    return { person: await presentPerson(app.db, scope, target.id) };
  });

  app.post('/api/admin/people/:id/password-reset', { schema: { params: personParamsSchema, response: { 200: resetLinkResponseSchema } } }, async (request) => {
    const { actor, scope } = await adminScope(request);
    const target = await loadPersonInScope(app.db, scope, request.params.id);
    return issuePasswordReset(app.db, actor.id, target, base(request));
  });

  app.post(
    '/api/admin/people/:id/move',
    { schema: { params: personParamsSchema, body: moveChildSchema, response: { 200: personResponseSchema } } },
    async (request) => {
      const { actor, scope } = await adminScope(request);
      const target = await loadPersonInScope(app.db, scope, request.params.id);
      await moveChild(app.db, actor.id, scope, target, request.body.organizationId);
      return { person: await presentPerson(app.db, scope, target.id) };
    },
  );

  app.post('/api/admin/people/import', { schema: { body: importPeopleSchema, response: { 200: importResponseSchema } } }, async (request) => {
    const { actor, scope } = await adminScope(request);
    return written(await importPeople(app.db, actor.id, scope, request.body.csv, request.body.commit, base(request)), requestLanguage(request));
  });

  app.get('/api/admin/audit', { schema: { querystring: auditPageQuerySchema, response: { 200: auditResponseSchema } } }, async (request) => {
    const { scope } = await adminScope(request);
    const { limit, cursor, ...filters } = request.query;
    const reader = { timeZone: readerZone(request), t: await interfaceStrings(requestLanguage(request)) };
    return auditPage(app.db, scope, filters, reader, limit, cursor);
  });

  /** The log for the same filters, in the words of the page's language (`lang`, else Accept-Language) and on the reader's clock. */
  app.get('/api/admin/audit.csv', { schema: { querystring: auditCsvQuerySchema, response: { 200: auditCsvSchema } } }, async (request, reply) => {
    const { scope } = await adminScope(request);
    return sendCsv(reply, 'audit-log.csv', auditCsvLines(app.db, scope, request.query, { timeZone: readerZone(request), t: await pageStrings(request) }));
  });

  /** Public: the invited person has no session yet. The invitation's code is the credential. */
  app.post('/api/auth/invitation', { schema: { body: acceptInvitationSchema, response: { 200: acceptInvitationResponseSchema } } }, async (request) => {
    const user = await acceptInvitation(app.db, app.sessions, request.body);
    return { ok: true as const, username: user.username };
  });
};
