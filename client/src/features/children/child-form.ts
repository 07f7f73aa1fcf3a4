import type { TFunction } from 'i18next';
import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { z } from 'zod/mini';
import { createChildSchema, updateChildSchema } from '@common/contracts/children.ts';
import { ApiError } from '@/lib/api.ts';

export type ChildField = 'firstName' | 'lastName' | 'username' | 'pin' | 'confirmPin' | 'age' | 'preferredLanguage';

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

/** The age box holds text; an empty box is not an age, so NaN lets the contract answer with the age rule. */
const ageText = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value) => (value.trim() === '' ? Number.NaN : Number(value))),
  ),
  createChildSchema.shape.age,
);

/** The PIN and its confirmation: the contract checks the PIN, only the form knows the second copy. */
const pinsMatch = {
  check: (value: { pin?: string; confirmPin: string }) => value.pin === value.confirmPin,
  // Checked even when another field is wrong, so every mistake shows after one submit.
  params: { path: ['confirmPin'], when: () => true },
};

/** "Add a child": the contract's create body, with the age as typed and the PIN typed twice. */
export const addChildFormSchema = z.extend(createChildSchema, { age: ageText, confirmPin: z.string() }).check(z.refine(pinsMatch.check, pinsMatch.params));
export type AddChildForm = z.input<typeof addChildFormSchema>;

/** "Edit": the details part of the contract's update body, every detail sent. */
export const childDetailsFormSchema = z.extend(z.required(z.pick(updateChildSchema, { firstName: true, lastName: true, preferredLanguage: true })), {
  age: ageText,
});
export type ChildDetailsForm = z.input<typeof childDetailsFormSchema>;

/** "Reset PIN": the PIN of the contract's update body, typed twice. */
export const resetPinFormSchema = z
  .extend(z.required(z.pick(updateChildSchema, { pin: true })), { confirmPin: z.string() })
  .check(z.refine(pinsMatch.check, pinsMatch.params));
export type ResetPinForm = z.input<typeof resetPinFormSchema>;

/**
 * The zod resolver with the contract's English messages replaced by the field's translated sentence. Only the
 * first issue of a field is kept (react-hook-form's default), so each field shows one sentence.
 */
export function translatedResolver<Input extends FieldValues, Output>(
  resolver: Resolver<Input, unknown, Output>,
  t: TFunction,
): Resolver<Input, unknown, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    for (const [field, error] of Object.entries(result.errors)) {
      if (error && isChildField(field)) error.message = t(FIELD_MESSAGES[field]);
    }
    return result;
  };
}

/**
 * What every child form shares: messages change when the parent submits, not at each key, and focus moves to the
 * first error through `focusFirstError` below rather than react-hook-form's registration order.
 */
export const CHILD_FORM_OPTIONS = { reValidateMode: 'onSubmit', shouldFocusError: false } as const;

/**
 * After a failed submit, focus moves to the first field in error in the order the dialog shows them, so keyboard
 * and screen-reader users land on it. (react-hook-form's own `shouldFocusError` follows the order the fields
 * registered in, which is not the page's when a dialog registers a field before its field groups do.)
 */
export function focusFirstError<Form extends FieldValues>(fields: readonly Path<Form>[], errors: FieldErrors<Form>, setFocus: UseFormSetFocus<Form>): void {
  const first = fields.find((name) => errors[name]);
  if (first) setFocus(first);
}

/** The field a 400 or 409 names, with its sentence; anything else is not a field's business. */
function serverFieldError(error: unknown, t: TFunction): { field: ChildField; message: string } | null {
  if (!(error instanceof ApiError) || !isChildField(error.body?.field)) return null;
  const field = error.body.field;
  if (error.status === 409 && field === 'username') return { field, message: t('children.errors.usernameTaken') };
  if (error.status === 400) return { field, message: t(FIELD_MESSAGES[field]) };
  return null;
}

/** Shows a server's field error on that field of the form and moves focus there, when the form has the field. */
export function showServerFieldError<Form extends FieldValues>(
  error: unknown,
  fields: readonly Path<Form>[],
  setError: UseFormSetError<Form>,
  t: TFunction,
): void {
  const found = serverFieldError(error, t);
  const field = fields.find((name) => name === found?.field);
  if (found && field) setError(field, { type: 'server', message: found.message }, { shouldFocus: true });
}

/** What a failure toast says: the field's sentence when there is one, else the server's own words. */
export function failureText(error: unknown, t: TFunction): string {
  const fieldError = serverFieldError(error, t);
  if (fieldError) return fieldError.message;
  if (error instanceof ApiError) return error.userMessage;
  return t('children.errors.network');
}
