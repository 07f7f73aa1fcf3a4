import { useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { acceptInvitationSchema } from '@common/contracts/people.ts';
import { ApiError } from '@/lib/api.ts';
import { Button } from '@/components/ui/button.tsx';
import { useAcceptInvitation } from './api/accept-invitation.ts';
import { AuthLayout, FormAlert } from './auth-layout.tsx';
import { focusNewPasswordProblem, NewPasswordFields, type NewPasswordErrors } from './new-password-fields.tsx';
import { errorField, passwordProblem } from './password-errors.ts';

/** /invitation?code=…: an administrator made the account; the person chooses their password here, once. */
export default function InvitationPage() {
  const { t } = useTranslation();
  const code = new URLSearchParams(useSearch()).get('code') ?? '';
  const accept = useAcceptInvitation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!code) return setFailure(t('auth.invitation.invalidLink'));
    const parsed = acceptInvitationSchema.safeParse({ code, password });
    const found: typeof errors = {};
    const refused = parsed.error?.issues.find((issue) => issue.path[0] === 'password');
    if (refused) found.password = passwordProblem(refused, t);
    if (password !== confirm) found.confirm = t('auth.passwordRules.mismatch');
    setErrors(found);
    if (focusNewPasswordProblem('invitation', found)) return;
    accept.mutate(parsed.data!, {
      onError: (error) => {
        if (errorField(error) === 'password' && error instanceof ApiError) {
          const problem = { password: passwordProblem(error.body, t) };
          setErrors(problem);
          focusNewPasswordProblem('invitation', problem);
        } else if (errorField(error) === 'code') setFailure(t('auth.invitation.invalidLink'));
        else setFailure(t('auth.invitation.failed'));
      },
    });
  };

  if (accept.isSuccess) {
    return (
      <AuthLayout title={t('auth.invitation.doneTitle')}>
        <div role="status" className="mt-6 space-y-4">
          <p>{t('auth.invitation.done', { username: accept.data.username })}</p>
          <Link href="/login" className="inline-block font-medium text-primary underline">
            {t('common.signIn')}
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.invitation.title')} intro={t('auth.invitation.intro')}>
      <form onSubmit={submit} noValidate className="mt-6 space-y-4" aria-busy={accept.isPending}>
        <NewPasswordFields
          idPrefix="invitation"
          labels={{ password: t('auth.invitation.password'), confirm: t('auth.invitation.confirm') }}
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          errors={errors}
        />
        {failure && <FormAlert>{failure}</FormAlert>}
        <Button type="submit" size="lg" className="w-full" disabled={accept.isPending}>
          {accept.isPending ? t('common.saving') : t('auth.invitation.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
