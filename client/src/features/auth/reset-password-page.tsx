import { useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { passwordResetSchema } from '@common/contracts/account.ts';
import { ApiError } from '@/lib/api.ts';
import { Button } from '@/components/ui/button.tsx';
import { useResetPassword } from './api/reset-password.ts';
import { AuthLayout, FormAlert } from './auth-layout.tsx';
import { focusNewPasswordProblem, NewPasswordFields, type NewPasswordErrors } from './new-password-fields.tsx';
import { errorField, passwordProblem } from './password-errors.ts';

/** /reset-password?token=…: the link from the mail (or from an administrator) sets a new password, once. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = passwordResetSchema.safeParse({ token, newPassword: password });
    const found: typeof errors = {};
    const refused = parsed.error?.issues.find((issue) => issue.path[0] === 'newPassword');
    if (refused) found.password = passwordProblem(refused, t);
    if (password !== confirm) found.confirm = t('auth.passwordRules.mismatch');
    if (!token) return setFailure(t('auth.reset.invalidLink'));
    setErrors(found);
    if (focusNewPasswordProblem('reset', found)) return;
    reset.mutate(parsed.data!, {
      onError: (error) => {
        if (errorField(error) === 'newPassword' && error instanceof ApiError) {
          const problem = { password: passwordProblem(error.body, t) };
          setErrors(problem);
          focusNewPasswordProblem('reset', problem);
        } else if (errorField(error) === 'token') setFailure(t('auth.reset.invalidLink'));
        else setFailure(t('auth.reset.failed'));
      },
    });
  };

  if (reset.isSuccess) {
    return (
      <AuthLayout title={t('auth.reset.doneTitle')}>
        <div role="status" className="mt-6 space-y-4">
          <p>{t('auth.reset.done')}</p>
          <Link href="/login" className="inline-block font-medium text-primary underline">
            {t('common.signIn')}
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.reset.title')} intro={t('auth.reset.intro')}>
      <form onSubmit={submit} noValidate className="mt-6 space-y-4" aria-busy={reset.isPending}>
        <NewPasswordFields
          idPrefix="reset"
          labels={{ password: t('auth.reset.newPassword'), confirm: t('auth.reset.confirm') }}
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          errors={errors}
        />
        {failure && (
          <FormAlert>
            {failure}{' '}
            <Link href="/forgot-password" className="underline">
              {t('auth.reset.askAgain')}
            </Link>
          </FormAlert>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? t('common.saving') : t('auth.reset.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
