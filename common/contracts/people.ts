import { z } from 'zod/mini';
import { text } from './text.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './account.ts';

/** The accounts an administrator creates in People (children come through the CSV import or their parents). */
export const INVITABLE_ROLES = ['teacher', 'trainer', 'parent', 'admin'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

const uuid = (message: string) => z.string().check(z.uuid(message));
const name = (label: string) => text().check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(60, `${label} is too long`));
const email = text().check(
  z.trim(),
  z.toLowerCase(),
  z.minLength(1, 'Enter an email address'),
  z.maxLength(254, 'That email address is too long'),
  z.email('Enter a valid email address'),
);

/** POST /api/admin/people: a new account in one of the administrator's schools, with an invitation. */
export const createPersonSchema = z.object({
  firstName: name('First name'),
  lastName: z._default(text().check(z.trim(), z.maxLength(60, 'Last name is too long')), ''),
  email,
  role: z.enum(INVITABLE_ROLES, 'Role must be teacher, trainer, parent or admin'),
  organizationId: uuid('Choose a school'),
  /** A staff role to give at that school at once (an active assignment); only one the administrator may give there. */
  staffRoleId: z.optional(uuid('Choose a staff role')),
});
export type CreatePerson = z.input<typeof createPersonSchema>;

/** GET /api/admin/schools/:id/givable-roles: the staff roles the administrator may give at that school. */
export const givableRolesResponseSchema = z.object({ roles: z.array(z.object({ id: z.string(), name: z.string(), level: z.number() })) });
export type GivableRolesResponse = z.infer<typeof givableRolesResponseSchema>;

/**
 * PATCH /api/admin/people/:id: the fields given change. An e-mail only for adults (a child has none); a role only
 * among the invitable ones, by someone whose role may manage users at the person's school.
 */
export const updatePersonSchema = z.object({
  firstName: z.optional(name('First name')),
  lastName: z.optional(text().check(z.trim(), z.maxLength(60, 'Last name is too long'))),
  email: z.optional(email),
  role: z.optional(z.enum(INVITABLE_ROLES, 'Role must be teacher, trainer, parent or admin')),
});
export type UpdatePerson = z.input<typeof updatePersonSchema>;

export const personSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.nullable(z.string()),
  role: z.string(),
  isActive: z.boolean(),
  organizationId: z.nullable(z.string()),
  organizationName: z.nullable(z.string()),
  /** An invitation not yet accepted. */
  invited: z.boolean(),
  createdAt: z.string(),
});
export type Person = z.infer<typeof personSchema>;

export const schoolOptionSchema = z.object({ id: z.string(), name: z.string(), code: z.string() });
export type SchoolOption = z.infer<typeof schoolOptionSchema>;

/**
 * GET /api/admin/people: filters and a page (`limit` people from `offset`, in name order; PEOPLE_PAGE at most);
 * `total` says how many match over all pages.
 */
export const PEOPLE_PAGE = 200;
export const PEOPLE_ROLES = ['child', 'parent', 'teacher', 'trainer', 'admin'] as const;
export const peopleQuerySchema = z.object({
  /** Matches a name as shown, the username or the e-mail (case-insensitive). */
  q: z.optional(text().check(z.trim(), z.maxLength(100, 'Search is too long'))),
  role: z.optional(z.enum(PEOPLE_ROLES, 'Role must be child, parent, teacher, trainer or admin')),
  limit: z._default(z.coerce.number().check(z.int('Use a whole number'), z.minimum(1, 'Use 1 to 200'), z.maximum(PEOPLE_PAGE, 'Use 1 to 200')), PEOPLE_PAGE),
  offset: z._default(z.coerce.number().check(z.int('Use a whole number'), z.minimum(0, 'Use 0 or more')), 0),
});
/** The filters and page, any of which may be left out (limit defaults to PEOPLE_PAGE, offset to 0). */
export type PeopleQuery = Partial<z.infer<typeof peopleQuerySchema>>;

/** The accounts of the administrator's organisations that match, and the schools they may place people in. */
export const peopleResponseSchema = z.object({ people: z.array(personSchema), total: z.number(), schools: z.array(schoolOptionSchema) });
export type PeopleResponse = z.infer<typeof peopleResponseSchema>;

export const personParamsSchema = z.object({ id: uuid('Unknown account') });
export const schoolParamsSchema = z.object({ id: uuid('Unknown school') });

/** The answer to a creation: the account and its invitation link (shown once; mailed too when SMTP is configured). */
export const invitationResponseSchema = z.object({ person: personSchema, link: z.string(), mailed: z.boolean(), expiresAt: z.string() });
export type InvitationResponse = z.infer<typeof invitationResponseSchema>;

export const personResponseSchema = z.object({ person: personSchema });

/** POST /api/admin/people/:id/move: a child to another school in scope. */
export const moveChildSchema = z.object({ organizationId: uuid('Choose a school') });

/** POST /api/auth/invitation: the invited person sets their password; public. */
export const acceptInvitationSchema = z.object({
  code: text().check(z.minLength(1, 'This invitation link is not complete'), z.maxLength(200, 'This invitation link is not valid')),
  password: text().check(
    z.minLength(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
    z.maxLength(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
  ),
});
export type AcceptInvitation = z.infer<typeof acceptInvitationSchema>;
export const acceptInvitationResponseSchema = z.object({ ok: z.literal(true), username: z.string() });

/** POST /api/admin/people/import: a school's CSV (name, email, role, school code, grade); `commit` false previews. */
export const importPeopleSchema = z.object({
  csv: text().check(z.minLength(1, 'The CSV file is empty'), z.maxLength(2_000_000, 'The CSV file is too large (2 MB at most)')),
  commit: z._default(z.boolean(), false),
});
export const importRowSchema = z.object({
  line: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  schoolCode: z.string(),
  grade: z.string(),
  problems: z.array(z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;
export const importResponseSchema = z.object({
  rows: z.array(importRowSchema),
  /** Whether the rows were created (only when every row is free of problems and `commit` was true). */
  imported: z.boolean(),
  created: z.number(),
  /** How each created person signs in, shown once: an adult's invitation link, a student's username and PIN. */
  accounts: z.array(z.object({ name: z.string(), username: z.string(), link: z.nullable(z.string()), pin: z.nullable(z.string()) })),
});
export type ImportResponse = z.infer<typeof importResponseSchema>;
