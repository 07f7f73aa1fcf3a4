import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { createChildSchema } from '@common/contracts/children.ts';
import { ApiError } from '@/lib/api.ts';
import { ageFrom, failureText, fieldErrorsFromIssues, fieldErrorsFromServer, pinErrors } from './form-errors.ts';

// The key stands in for the translated sentence, so the tests read which message each case gets.
const t = ((key: string) => key) as unknown as TFunction;

const valid = { username: 'mia-r', pin: '4321', firstName: 'Mia', lastName: '', age: 7, preferredLanguage: 'en' };
const issuesOf = (input: Record<string, unknown>) => {
  const parsed = createChildSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues;
};

describe('add-a-child form errors', () => {
  it('a valid form has no field errors', () => {
    expect(fieldErrorsFromIssues(issuesOf(valid), t)).toEqual({});
  });

  it('each invalid field gets its own sentence, once', () => {
    const errors = fieldErrorsFromIssues(issuesOf({ ...valid, username: 'A B', pin: '12', firstName: '', age: ageFrom('') }), t);
    expect(errors).toEqual({
      username: 'children.errors.username',
      pin: 'children.errors.pin',
      firstName: 'children.errors.firstName',
      age: 'children.errors.age',
    });
  });

  it('an age outside 3 to 14 or not whole is an age error', () => {
    for (const age of ['2', '15', '6.5', 'abc']) {
      expect(fieldErrorsFromIssues(issuesOf({ ...valid, age: ageFrom(age) }), t)).toEqual({ age: 'children.errors.age' });
    }
  });

  it('two different PINs are a confirmation error', () => {
    expect(pinErrors('4321', '4321', t)).toEqual({});
    expect(pinErrors('4321', '4322', t)).toEqual({ confirmPin: 'children.errors.confirmPin' });
  });

  it('a 409 on the username becomes "username taken" on that field', () => {
    const error = new ApiError('409: …', 409, { message: 'That username is taken. Please choose another.', code: 'conflict', field: 'username' });
    expect(fieldErrorsFromServer(error, t)).toEqual({ username: 'children.errors.usernameTaken' });
    expect(failureText(error, t)).toBe('children.errors.usernameTaken');
  });

  it('a 400 naming a field becomes that field’s sentence', () => {
    const error = new ApiError('400: …', 400, { message: 'pin: PIN must be 4 to 8 letters or digits', code: 'invalid', field: 'pin' });
    expect(fieldErrorsFromServer(error, t)).toEqual({ pin: 'children.errors.pin' });
  });

  it('an error without a field keeps the server’s words; a network failure gets its own sentence', () => {
    const forbidden = new ApiError('403: …', 403, { message: 'Only parents can create child accounts.', code: 'forbidden' });
    expect(fieldErrorsFromServer(forbidden, t)).toEqual({});
    expect(failureText(forbidden, t)).toBe('Only parents can create child accounts.');
    expect(failureText(new TypeError('Failed to fetch'), t)).toBe('children.errors.network');
  });
});
