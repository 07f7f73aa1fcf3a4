import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponseSchema } from '@common/contracts/ok.ts';
import {
  createOrganizationSchema,
  createStaffAssignmentSchema,
  createStaffRoleSchema,
  idParamsSchema,
  organizationResponseSchema,
  organizationsResponseSchema,
  staffAssignmentResponseSchema,
  staffAssignmentsResponseSchema,
  staffRoleResponseSchema,
  staffRolesResponseSchema,
  updateOrganizationSchema,
  updateStaffAssignmentSchema,
  updateStaffRoleSchema,
} from '@common/contracts/staff.ts';
import { assertArea } from '../../auth/policies.ts';
import { actorOf } from '../../http/context.ts';
import {
  createAssignment,
  createOrganization,
  createRole,
  deleteAssignment,
  deleteOrganization,
  deleteRole,
  listAssignments,
  listOrganizations,
  listRoles,
  updateAssignment,
  updateOrganization,
  updateRole,
} from './service.ts';

/** Staff management (issue 14): organisations, staff roles and assignments, scoped to the administrator's organisations. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = (request: Parameters<typeof actorOf>[0]) => {
    const actor = actorOf(request);
    assertArea(actor, 'staffManagement');
    return actor;
  };
  const idSchema = { params: idParamsSchema };

  app.get('/api/organizations', { schema: { response: { 200: organizationsResponseSchema } } }, async (request) => ({
    organizations: await listOrganizations(app.db, admin(request).id),
  }));
  app.post(
    '/api/organizations',
    { schema: { body: createOrganizationSchema, response: { 201: organizationResponseSchema }, errors: [404, 409] } },
    async (request, reply) => {
      const actor = admin(request);
      const organization = await createOrganization(app.db, actor.id, request.body);
      reply.status(201);
      return { organization };
    },
  );
  app.patch(
    '/api/organizations/:id',
    { schema: { ...idSchema, body: updateOrganizationSchema, response: { 200: organizationResponseSchema }, errors: [404, 409] } },
    async (request) => ({ organization: await updateOrganization(app.db, admin(request).id, request.params.id, request.body) }),
  );
  app.delete('/api/organizations/:id', { schema: { ...idSchema, response: { 200: okResponseSchema }, errors: [404, 409] } }, async (request) => {
    await deleteOrganization(app.db, admin(request).id, request.params.id);
    return { ok: true as const };
  });

  app.get('/api/staff-roles', { schema: { response: { 200: staffRolesResponseSchema } } }, async (request) => {
    admin(request);
    return { roles: await listRoles(app.db) };
  });
  app.post('/api/staff-roles', { schema: { body: createStaffRoleSchema, response: { 201: staffRoleResponseSchema } } }, async (request, reply) => {
    const role = await createRole(app.db, admin(request).id, request.body);
    reply.status(201);
    return { role };
  });
  app.patch(
    '/api/staff-roles/:id',
    { schema: { ...idSchema, body: updateStaffRoleSchema, response: { 200: staffRoleResponseSchema }, errors: [404] } },
    async (request) => ({ role: await updateRole(app.db, admin(request).id, request.params.id, request.body) }),
  );
  app.delete('/api/staff-roles/:id', { schema: { ...idSchema, response: { 200: okResponseSchema }, errors: [404, 409] } }, async (request) => {
    await deleteRole(app.db, admin(request).id, request.params.id);
    return { ok: true as const };
  });

  app.get('/api/staff-assignments', { schema: { response: { 200: staffAssignmentsResponseSchema } } }, async (request) => ({
    assignments: await listAssignments(app.db, admin(request).id),
  }));
  app.post(
    '/api/staff-assignments',
    { schema: { body: createStaffAssignmentSchema, response: { 201: staffAssignmentResponseSchema }, errors: [404] } },
    async (request, reply) => {
      const assignment = await createAssignment(app.db, admin(request).id, request.body);
      reply.status(201);
      return { assignment };
    },
  );
  app.patch(
    '/api/staff-assignments/:id',
    { schema: { ...idSchema, body: updateStaffAssignmentSchema, response: { 200: staffAssignmentResponseSchema }, errors: [404] } },
    async (request) => ({ assignment: await updateAssignment(app.db, admin(request).id, request.params.id, request.body) }),
  );
  app.delete('/api/staff-assignments/:id', { schema: { ...idSchema, response: { 200: okResponseSchema }, errors: [404] } }, async (request) => {
    await deleteAssignment(app.db, admin(request).id, request.params.id);
    return { ok: true as const };
  });
};
