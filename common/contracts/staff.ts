import { z } from 'zod/mini';
import { text } from './text.ts';
import { ORGANIZATION_TYPES, PERMISSIONS } from '../domain/staff.ts';

/** Staff management (issue 14): organisations, staff roles and assignments, as spec 000 §7 calls them (the users list: people.ts). */

const name = text().check(z.trim(), z.minLength(1, 'Enter a name'), z.maxLength(120, 'Name is too long'));
const code = text().check(
  z.trim(),
  z.toUpperCase(),
  z.minLength(1, 'Enter a code'),
  z.maxLength(20, 'Code is too long'),
  z.regex(/^[A-Z0-9-]+$/, 'Use letters, digits and hyphens for the code'),
  z.meta({ examples: ['MGE'] }),
);
const place = z.optional(z.nullable(text().check(z.trim(), z.maxLength(120, 'Too long'))));

export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(ORGANIZATION_TYPES),
  code: z.string(),
  parentId: z.nullable(z.string()),
  city: z.nullable(z.string()),
  province: z.nullable(z.string()),
  /** Accounts whose organisation is this one. */
  users: z.number(),
  courses: z.number(),
  /** Organisations directly below. */
  children: z.number(),
  createdAt: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;
export const organizationsResponseSchema = z.object({ organizations: z.array(organizationSchema) });
export const organizationResponseSchema = z.object({ organization: organizationSchema });

export const createOrganizationSchema = z.object({
  name,
  type: z.enum(ORGANIZATION_TYPES, 'Choose a type'),
  code,
  parentId: z.nullable(z.string().check(z.uuid('Choose the organisation it belongs to'))),
  city: place,
  province: place,
});
export type CreateOrganization = z.input<typeof createOrganizationSchema>;

export const updateOrganizationSchema = z.object({ name: z.optional(name), code: z.optional(code), city: place, province: place });
export type UpdateOrganization = z.input<typeof updateOrganizationSchema>;

export const idParamsSchema = z.object({ id: z.string().check(z.uuid('Not found')) });

export const staffRoleSchema = z.object({
  id: z.string(),
  name: z.string(),
  level: z.number(),
  description: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
  canDelegate: z.boolean(),
  /** Assignments that give this role. */
  assignments: z.number(),
  createdAt: z.string(),
});
export type StaffRole = z.infer<typeof staffRoleSchema>;
export const staffRolesResponseSchema = z.object({ roles: z.array(staffRoleSchema) });
export const staffRoleResponseSchema = z.object({ role: staffRoleSchema });

const level = z
  .number('Level must be a whole number from 1 to 10')
  .check(
    z.int('Level must be a whole number from 1 to 10'),
    z.minimum(1, 'Level must be a whole number from 1 to 10'),
    z.maximum(10, 'Level must be a whole number from 1 to 10'),
  );
const permissions = z.array(z.enum(PERMISSIONS, 'Unknown permission')).check(z.maxLength(PERMISSIONS.length, 'Too many permissions'));
const description = text().check(z.trim(), z.maxLength(500, 'Description is too long'));

export const createStaffRoleSchema = z.object({
  name,
  level,
  description: z._default(description, ''),
  permissions,
  canDelegate: z._default(z.boolean(), false),
});
export type CreateStaffRole = z.input<typeof createStaffRoleSchema>;
export const updateStaffRoleSchema = z.partial(createStaffRoleSchema);
export type UpdateStaffRole = z.input<typeof updateStaffRoleSchema>;

export const staffAssignmentSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  roleId: z.nullable(z.string()),
  roleName: z.nullable(z.string()),
  isActive: z.boolean(),
  startDate: z.string(),
});
export type StaffAssignment = z.infer<typeof staffAssignmentSchema>;
export const staffAssignmentsResponseSchema = z.object({ assignments: z.array(staffAssignmentSchema) });
export const staffAssignmentResponseSchema = z.object({ assignment: staffAssignmentSchema });

const startDate = text().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2026-09-01'), z.meta({ examples: ['2026-09-01'] }));

export const createStaffAssignmentSchema = z.object({
  userId: z.string().check(z.uuid('Choose a person')),
  organizationId: z.string().check(z.uuid('Choose an organisation')),
  roleId: z.string().check(z.uuid('Choose a role')),
  isActive: z._default(z.boolean(), true),
  startDate: z.optional(startDate),
});
export type CreateStaffAssignment = z.input<typeof createStaffAssignmentSchema>;
export const updateStaffAssignmentSchema = z.object({
  roleId: z.optional(z.string().check(z.uuid('Choose a role'))),
  isActive: z.optional(z.boolean()),
  startDate: z.optional(startDate),
});
export type UpdateStaffAssignment = z.input<typeof updateStaffAssignmentSchema>;
