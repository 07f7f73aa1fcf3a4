import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bytesSchema } from '@common/contracts/binary.ts';
import { okResponseSchema } from '@common/contracts/ok.ts';
import {
  assessmentParamsSchema,
  createGroupSchema,
  createOverrideSchema,
  groupParamsSchema,
  interventionGroupResponseSchema,
  interventionGroupsResponseSchema,
  overrideResponseSchema,
  staffStudentsResponseSchema,
  strugglingFiltersSchema,
  strugglingListResponseSchema,
  studentDetailsResponseSchema,
  studentParamsSchema,
} from '@common/contracts/struggling-readers.ts';
import {
  assertCanChangeInterventionGroup,
  assertCanFormInterventionGroup,
  assertCanOverrideAssessment,
  assertCanReadStrugglingReader,
  assertCanUseStrugglingReaders,
} from '../../auth/policies.ts';
import { actorOf } from '../../http/context.ts';
import {
  createGroup,
  createOverride,
  deleteGroup,
  findAssessment,
  findGroup,
  listGroups,
  listStudents,
  strugglingCsv,
  strugglingList,
  studentDetails,
} from './service.ts';

const csvSchema = bytesSchema('The listed students, as text/csv (UTF-8, RFC 4180)');

export const strugglingReadersRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Spec 000 §7: the assessment records behind the struggling-readers screen, scoped, filtered and sorted (§5). */
  app.get('/api/assessments/all', { schema: { querystring: strugglingFiltersSchema, response: { 200: strugglingListResponseSchema } } }, async (request) => {
    const actor = actorOf(request);
    assertCanUseStrugglingReaders(actor);
    return strugglingList(app.db, actor, request.query);
  });

  /** Spec 000 §7: the users the records join to (by id to userId): the caller's students. */
  app.get('/api/users', { schema: { response: { 200: staffStudentsResponseSchema } } }, async (request) => {
    const actor = actorOf(request);
    assertCanUseStrugglingReaders(actor);
    return { users: await listStudents(app.db, actor) };
  });

  /** Exactly what the screen lists for the same filters, as CSV. */
  app.get('/api/struggling-readers.csv', { schema: { querystring: strugglingFiltersSchema, response: { 200: csvSchema } } }, async (request, reply) => {
    const actor = actorOf(request);
    assertCanUseStrugglingReaders(actor);
    const [list, students] = await Promise.all([strugglingList(app.db, actor, request.query), listStudents(app.db, actor)]);
    const { grade, risk } = request.query;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="struggling-readers-${grade}-${risk}.csv"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from('\uFEFF' + strugglingCsv(list, students), 'utf8'));
  });

  /** The details modal and the printable summary: scores, recommendations, student info and practice evidence. */
  app.get(
    '/api/struggling-readers/students/:id',
    { schema: { params: studentParamsSchema, response: { 200: studentDetailsResponseSchema } } },
    async (request) => {
      const actor = actorOf(request);
      await assertCanReadStrugglingReader(app.db, actor, request.params.id);
      return studentDetails(app.db, actor, request.params.id);
    },
  );

  app.post(
    '/api/assessments/:id/overrides',
    { schema: { params: assessmentParamsSchema, body: createOverrideSchema, response: { 201: overrideResponseSchema } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const assessment = await findAssessment(app.db, request.params.id);
      await assertCanOverrideAssessment(app.db, actor, assessment);
      const override = await createOverride(app.db, actor, assessment, request.body);
      reply.status(201);
      return { override };
    },
  );

  app.get('/api/intervention-groups', { schema: { response: { 200: interventionGroupsResponseSchema } } }, async (request) => {
    const actor = actorOf(request);
    assertCanUseStrugglingReaders(actor);
    return { groups: await listGroups(app.db, actor) };
  });

  app.post('/api/intervention-groups', { schema: { body: createGroupSchema, response: { 201: interventionGroupResponseSchema } } }, async (request, reply) => {
    const actor = actorOf(request);
    await assertCanFormInterventionGroup(app.db, actor, request.body.studentIds);
    const group = await createGroup(app.db, actor, request.body);
    reply.status(201);
    return { group };
  });

  app.delete('/api/intervention-groups/:id', { schema: { params: groupParamsSchema, response: { 200: okResponseSchema } } }, async (request) => {
    const actor = actorOf(request);
    const group = await findGroup(app.db, request.params.id);
    assertCanChangeInterventionGroup(actor, group);
    await deleteGroup(app.db, group.id);
    return { ok: true as const };
  });
};
