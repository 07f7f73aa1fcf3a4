import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
  strugglingCsvQuerySchema,
  strugglingListResponseSchema,
  strugglingPageQuerySchema,
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
import { pageStrings } from '../../http/interface-strings.ts';
import { csvSchema, sendCsv } from '../../http/csv.ts';
import {
  createGroup,
  createOverride,
  deleteGroup,
  findAssessment,
  findGroup,
  listGroups,
  listStudents,
  strugglingCsvLines,
  strugglingPage,
  studentDetails,
} from './service.ts';

const studentsCsvSchema = csvSchema('The listed students over all pages, as text/csv (UTF-8, RFC 4180)');

export const strugglingReadersRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Spec 000 §7: the assessment records behind the struggling-readers screen, scoped, filtered and sorted (§5), a page
   * at a time (`limit`, and `cursor` from the previous page's `nextCursor`), with the summary over all pages.
   */
  app.get('/api/assessments/all', { schema: { querystring: strugglingPageQuerySchema, response: { 200: strugglingListResponseSchema } } }, async (request) => {
    const actor = actorOf(request);
    assertCanUseStrugglingReaders(actor);
    return strugglingPage(app.db, actor, request.query);
  });

  /** Spec 000 §7: the users the records join to (by id to userId): the caller's students. */
  app.get('/api/users', { schema: { response: { 200: staffStudentsResponseSchema } } }, async (request) => {
    const actor = actorOf(request);
    assertCanUseStrugglingReaders(actor);
    return { users: await listStudents(app.db, actor) };
  });

  /**
   * Exactly what the screen lists for the same filters over all its pages, as CSV, streamed a page at a time, in the
   * words of the screen's language.
   */
  app.get(
    '/api/struggling-readers.csv',
    { schema: { querystring: strugglingCsvQuerySchema, response: { 200: studentsCsvSchema } } },
    async (request, reply) => {
      const actor = actorOf(request);
      assertCanUseStrugglingReaders(actor);
      const { grade, risk } = request.query;
      const lines = strugglingCsvLines(app.db, actor, { grade, risk }, await pageStrings(request));
      return sendCsv(reply, `struggling-readers-${grade}-${risk}.csv`, lines);
    },
  );

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

  /** 409: the caller already has a group for this skill with exactly these students. */
  app.post(
    '/api/intervention-groups',
    { schema: { body: createGroupSchema, response: { 201: interventionGroupResponseSchema }, errors: [409] } },
    async (request, reply) => {
      const actor = actorOf(request);
      await assertCanFormInterventionGroup(app.db, actor, request.body.studentIds);
      const group = await createGroup(app.db, actor, request.body);
      reply.status(201);
      return { group };
    },
  );

  app.delete('/api/intervention-groups/:id', { schema: { params: groupParamsSchema, response: { 200: okResponseSchema } } }, async (request) => {
    const actor = actorOf(request);
    const group = await findGroup(app.db, request.params.id);
    assertCanChangeInterventionGroup(actor, group);
    await deleteGroup(app.db, group.id);
    return { ok: true as const };
  });
};
