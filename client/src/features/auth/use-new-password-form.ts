import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { ApiError } from '@/lib/api.ts';
import { focusNewPasswordProblem, type NewPasswordErrors } from './new-password-fields.tsx';
import { errorField, passwordProblem } from './password-errors.ts';

interface NewPasswordForm<Body> {
  /** The fields' id prefix (NewPasswordFields' `idPrefix`). */
  idPrefix: string;
  /** The link's secret (an invitation's code, a reset's token); '' when the address has none. */
  secret: string;
  /** The request's contract, and the names it gives the secret and the password. */
  schema: z.ZodMiniType<Body>;
  fields: { secret: string; password: string };
  /** Sends the checked request; a refusal comes back through `onError`. */
  send: (body: Body, handlers: { onError: (error: Error) => void }) => void;
  /** The form's sentences: the link is not (or no longer) valid; anything else went wrong. */
  sentences: { invalidLink: string; failed: string };
}

/**
 * A page that sets a new password from a link (the invitation, the password reset): the password typed twice and
 * checked by the request's own contract before it is sent, the first field with a problem focused, the server's
 * refusal of the password read by its rule, and a link that is missing, spent or expired said as such.
 */
export function useNewPasswordForm<Body>({ idPrefix, secret, schema, fields, send, sentences }: NewPasswordForm<Body>) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const refused = (error: Error) => {
    const field = errorField(error);
    if (field === fields.password && error instanceof ApiError) {
      const problem = { password: passwordProblem(error.body, t) };
      setErrors(problem);
      focusNewPasswordProblem(idPrefix, problem);
    } else setFailure(field === fields.secret ? sentences.invalidLink : sentences.failed);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!secret) return setFailure(sentences.invalidLink);
    const parsed = schema.safeParse({ [fields.secret]: secret, [fields.password]: password });
    const found: NewPasswordErrors = {};
    const issue = parsed.error?.issues.find((i) => i.path[0] === fields.password);
    if (issue) found.password = passwordProblem(issue, t);
    if (password !== confirm) found.confirm = t('auth.passwordRules.mismatch');
    setErrors(found);
    if (focusNewPasswordProblem(idPrefix, found) || !parsed.success) return;
    send(parsed.data, { onError: refused });
  };

  return { password, setPassword, confirm, setConfirm, errors, failure, submit };
}
