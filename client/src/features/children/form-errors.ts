import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api.ts';

export type ChildField = 'firstName' | 'lastName' | 'username' | 'pin' | 'confirmPin' | 'age' | 'preferredLanguage';
export type FieldErrors = Partial<Record<ChildField, string>>;

/**
 * One sentence per field that states the rule, so the same text serves a zod issue found here and a 400 from the
 * server (whose own message is English), in every language.
 */
const FIELD_MESSAGES = {
  firstName: 'children.errors.firstName',
  lastName: 'children.errors.lastName',
  username: 'children.errors.username',
  pin: 'children.errors.pin',
  confirmPin: 'children.errors.confirmPin',
  age: 'children.errors.age',
  preferredLanguage: 'children.errors.language',
} as const satisfies Record<ChildField, string>;

function isChildField(value: unknown): value is ChildField {
  return typeof value === 'string' && value in FIELD_MESSAGES;
}

/** Field errors from the contract's zod issues; the first issue of each field wins. */
export function fieldErrorsFromIssues(issues: readonly { path: readonly PropertyKey[] }[], t: TFunction): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (isChildField(field) && !errors[field]) errors[field] = t(FIELD_MESSAGES[field]);
  }
  return errors;
}

/** The PIN and its confirmation: the contract checks the PIN, only the form knows the second copy. */
export function pinErrors(pin: string, confirmPin: string, t: TFunction): FieldErrors {
  return pin === confirmPin ? {} : { confirmPin: t(FIELD_MESSAGES.confirmPin) };
}

/** A 400 or 409 that names a field becomes that field's error; anything else is not a field's business. */
export function fieldErrorsFromServer(error: unknown, t: TFunction): FieldErrors {
  if (!(error instanceof ApiError) || !isChildField(error.body?.field)) return {};
  const field = error.body.field;
  if (error.status === 409 && field === 'username') return { username: t('children.errors.usernameTaken') };
  if (error.status === 400) return { [field]: t(FIELD_MESSAGES[field]) };
  return {};
}

/** What a failure toast says: the field's sentence when there is one, else the server's own words. */
export function failureText(error: unknown, t: TFunction): string {
  const fieldMessage = Object.values(fieldErrorsFromServer(error, t))[0];
  if (fieldMessage) return fieldMessage;
  if (error instanceof ApiError) return error.userMessage;
  return t('children.errors.network');
}

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

/** An empty box is not an age; NaN lets the contract answer with the age rule. */
export function ageFrom(value: string): number {
  return value.trim() === '' ? Number.NaN : Number(value);
}
