import { z } from 'zod/mini';
import { text } from './text.ts';
import { LANGUAGE_CODES } from '../domain/languages.ts';
import { pageLanguageQuery } from './page-language.ts';

export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,31}$/;
/** A short PIN a child can type: 4 to 8 letters or digits. */
export const PIN_PATTERN = /^[A-Za-z0-9]{4,8}$/;

const username = text().check(z.trim(), z.toLowerCase(), z.regex(USERNAME_PATTERN, 'Username must be 3 to 32 letters, digits, dots, dashes or underscores'));
const pin = text().check(z.regex(PIN_PATTERN, 'PIN must be 4 to 8 letters or digits'));
const age = z.number().check(z.int('Age must be a whole number'), z.minimum(3, 'Age must be 3 to 14'), z.maximum(14, 'Age must be 3 to 14'));
const firstName = text().check(z.trim(), z.minLength(1, 'First name is required'), z.maxLength(60, 'First name is too long'));

export const createChildSchema = z.object({
  username,
  pin,
  firstName,
  lastName: z._default(text().check(z.trim(), z.maxLength(60, 'Last name is too long')), ''),
  age,
  preferredLanguage: z._default(z.enum(LANGUAGE_CODES as [string, ...string[]]), 'en'),
});
export type CreateChild = z.input<typeof createChildSchema>;

export const updateChildSchema = z.partial(
  z.strictObject({
    firstName,
    lastName: text().check(z.trim(), z.maxLength(60, 'Last name is too long')),
    age,
    preferredLanguage: z.enum(LANGUAGE_CODES as [string, ...string[]]),
    pin,
    isActive: z.boolean(),
  }),
);
export type UpdateChild = z.infer<typeof updateChildSchema>;

export const childSummarySchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  age: z.nullable(z.number()),
  preferredLanguage: z.string(),
  isActive: z.boolean(),
  tokens: z.number(),
  level: z.number(),
  missionStreak: z.number(),
  createdAt: z.string(),
  /** Too many failed sign-ins: the child cannot sign in from some address until the window ends or an unlock. */
  locked: z.boolean(),
});
export type ChildSummary = z.infer<typeof childSummarySchema>;

export const childParamsSchema = z.object({ id: z.string().check(z.uuid('Unknown child')) });

/** GET /api/children: a parent's own children. */
export const childrenResponseSchema = z.object({ children: z.array(childSummarySchema) });
export type ChildrenResponse = z.infer<typeof childrenResponseSchema>;

/** POST /api/children (201), PATCH /api/children/:id and POST /api/children/:id/unlock. */
export const childResponseSchema = z.object({ child: childSummarySchema });
export type ChildResponse = z.infer<typeof childResponseSchema>;

/** DELETE /api/children/:id: the parent types the child's first name to confirm; the server checks it too. */
export const deleteChildSchema = z.object({
  confirmName: text().check(z.trim(), z.minLength(1, "Type the child's first name to confirm"), z.maxLength(130)),
});
export type DeleteChild = z.infer<typeof deleteChildSchema>;

/**
 * GET /api/children/:id/export: everything Wren keeps about one child. `records` has one list per kind of record
 * (the table's name), each row as stored (recordings and pictures base64-encoded), secrets left out.
 */
export const childExportSchema = z.object({
  format: z.literal('wren-child-export'),
  version: z.literal(1),
  exportedAt: z.string(),
  child: z.record(z.string(), z.unknown()),
  records: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type ChildExport = z.infer<typeof childExportSchema>;

/** GET /api/children/:id/export.html?lang=fr: the printable page in the interface's language. */
export const childExportPageQuerySchema = z.object(pageLanguageQuery);
