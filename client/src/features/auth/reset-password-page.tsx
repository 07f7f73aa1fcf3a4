import { useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH, passwordResetSchema } from '@common/contracts/account.ts';
import { ApiError } from '@/lib/api.ts';
import { Button } from '@/components/ui/button.tsx';
import { FieldError, Input, Label } from '@/components/ui/input.tsx';
import { useResetPassword } from './api/reset-password.ts';
import { AuthLayout, FormAlert } from './auth-layout.tsx';
import { errorField, passwordProblem } from './password-errors.ts';

/** /reset-password?token=…: the link from the mail (or from an administrator) sets a new password, once. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = passwordResetSchema.safeParse({ token, newPassword: password });
    const found: typeof errors = {};
    if (!parsed.success && parsed.error.issues.some((issue) => issue.path[0] === 'newPassword')) found.password = passwordProblem('', t);
    if (password !== confirm) found.confirm = t('auth.passwordRules.mismatch');
    if (!token) return setFailure(t('auth.reset.invalidLink'));
    if (found.password || found.confirm) {
      setErrors(found);
      document.getElementById(found.password ? 'reset-password' : 'reset-confirm')?.focus();
      return;
    }
    setErrors({});
    reset.mutate(parsed.data!, {
      onError: (error) => {
        if (errorField(error) === 'newPassword' && error instanceof ApiError) {
          setErrors({ password: passwordProblem(error.body?.message ?? '', t) });
          document.getElementById('reset-password')?.focus();
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
        <div className="space-y-1.5">
          <Label htmlFor="reset-password">{t('auth.reset.newPassword')}</Label>
          <Input
            id="reset-password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-required="true"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={['reset-password-hint', errors.password ? 'reset-password-error' : null].filter(Boolean).join(' ')}
          />
          <p id="reset-password-hint" className="text-sm text-muted-fg">
            {t('auth.passwordRules.hint', { count: MIN_PASSWORD_LENGTH })}
          </p>
          <FieldError id="reset-password-error">{errors.password}</FieldError>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="reset-confirm">{t('auth.reset.confirm')}</Label>
          <Input
            id="reset-confirm"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            aria-required="true"
            aria-invalid={errors.confirm ? true : undefined}
            aria-describedby={errors.confirm ? 'reset-confirm-error' : undefined}
          />
          <FieldError id="reset-confirm-error">{errors.confirm}</FieldError>
        </div>
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
