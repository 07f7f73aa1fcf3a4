/**
 * Mission Creator (spec 002 §2–9, issue 6): custom missions and their assignments. Teachers, trainers, parents and
 * administrators create; the author or an administrator over the author changes and assigns (403 for someone who
 * may see the mission but not change it, 404 for everyone else).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignmentListSchema,
  assignmentParams,
  assignRequestSchema,
  assignTargetsSchema,
  customMissionParams,
  customMissionSchema,
  missionListSchema,
  missionResponseSchema,
  okSchema,
} from '@common/contracts/mission-creator.ts';
import { assertCanAssignMission, assertCanChangeMission, assertCanCreateMissions, assertCanSeeMission } from '../../auth/policies.ts';
import { actorOf } from '../../http/context.ts';
import {
  assign,
  assignTargets,
  createMission,
  deleteMission,
  findMission,
  listAssignments,
  listMissions,
  presentMission,
  unassign,
  updateMission,
} from './service.ts';

export const missionCreatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/custom-missions', { schema: { response: { 200: missionListSchema } } }, async (request) => {
    const actor = actorOf(request);
    assertCanCreateMissions(actor);
    return { missions: await listMissions(app.db, actor) };
  });

  app.post('/api/custom-missions', { schema: { body: customMissionSchema, response: { 201: missionResponseSchema } } }, async (request, reply) => {
    const actor = actorOf(request);
    assertCanCreateMissions(actor);
    const mission = await createMission(app.db, actor, request.body);
    reply.status(201);
    return { mission };
  });

  app.get('/api/custom-missions/assign-targets', { schema: { response: { 200: assignTargetsSchema } } }, async (request) => {
    const actor = actorOf(request);
    assertCanCreateMissions(actor);
    return assignTargets(app.db, actor);
  });

  app.get('/api/custom-missions/:id', { schema: { params: customMissionParams, response: { 200: missionResponseSchema } } }, async (request) => {
    const actor = actorOf(request);
    const mission = await findMission(app.db, request.params.id);
    await assertCanSeeMission(app.db, actor, mission);
    return { mission: await presentMission(app.db, actor, mission) };
  });

  app.put(
    '/api/custom-missions/:id',
    { schema: { params: customMissionParams, body: customMissionSchema, response: { 200: missionResponseSchema } } },
    async (request) => {
      const actor = actorOf(request);
      const mission = await findMission(app.db, request.params.id);
      await assertCanChangeMission(app.db, actor, mission);
      return { mission: await updateMission(app.db, actor, mission.id, request.body) };
    },
  );

  app.delete('/api/custom-missions/:id', { schema: { params: customMissionParams, response: { 200: okSchema } } }, async (request) => {
    const actor = actorOf(request);
    const mission = await findMission(app.db, request.params.id);
    await assertCanChangeMission(app.db, actor, mission);
    await deleteMission(app.db, mission.id);
    return { ok: true as const };
  });

  app.get('/api/custom-missions/:id/assignments', { schema: { params: customMissionParams, response: { 200: assignmentListSchema } } }, async (request) => {
    const actor = actorOf(request);
    const mission = await findMission(app.db, request.params.id);
    await assertCanChangeMission(app.db, actor, mission);
    return { assignments: await listAssignments(app.db, mission.id) };
  });

  app.post(
    '/api/custom-missions/:id/assignments',
    // 409: the course is archived.
    { schema: { params: customMissionParams, body: assignRequestSchema, response: { 201: assignmentListSchema }, errors: [409] } },
    async (request, reply) => {
      const actor = actorOf(request);
      const mission = await findMission(app.db, request.params.id);
      await assertCanAssignMission(app.db, actor, mission, request.body);
      const assignments = await assign(app.db, actor, mission.id, request.body);
      reply.status(201);
      return { assignments };
    },
  );

  app.delete('/api/custom-missions/:id/assignments/:assignmentId', { schema: { params: assignmentParams, response: { 200: okSchema } } }, async (request) => {
    const actor = actorOf(request);
    const mission = await findMission(app.db, request.params.id);
    await assertCanChangeMission(app.db, actor, mission);
    await unassign(app.db, mission.id, request.params.assignmentId);
    return { ok: true as const };
  });
};
