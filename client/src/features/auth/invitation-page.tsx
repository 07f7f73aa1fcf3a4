import { useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '@common/contracts/account.ts';
import { acceptInvitationSchema } from '@common/contracts/people.ts';
import { ApiError } from '@/lib/api.ts';
import { Button } from '@/components/ui/button.tsx';
import { FieldError, Input, Label } from '@/components/ui/input.tsx';
import { useAcceptInvitation } from './api/accept-invitation.ts';
import { AuthLayout, FormAlert } from './auth-layout.tsx';
import { errorField, passwordProblem } from './password-errors.ts';

/** /invitation?code=…: an administrator made the account; the person chooses their password here, once. */
export default function InvitationPage() {
  const { t } = useTranslation();
  const code = new URLSearchParams(useSearch()).get('code') ?? '';
  const accept = useAcceptInvitation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!code) return setFailure(t('auth.invitation.invalidLink'));
    const parsed = acceptInvitationSchema.safeParse({ code, password });
    const found: typeof errors = {};
    if (!parsed.success && parsed.error.issues.some((issue) => issue.path[0] === 'password')) found.password = passwordProblem('', t);
    if (password !== confirm) found.confirm = t('auth.passwordRules.mismatch');
    if (found.password || found.confirm) {
      setErrors(found);
      document.getElementById(found.password ? 'invitation-password' : 'invitation-confirm')?.focus();
      return;
    }
    setErrors({});
    accept.mutate(parsed.data!, {
      onError: (error) => {
        if (errorField(error) === 'password' && error instanceof ApiError) {
          setErrors({ password: passwordProblem(error.body?.message ?? '', t) });
          document.getElementById('invitation-password')?.focus();
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
        <div className="space-y-1.5">
          <Label htmlFor="invitation-password">{t('auth.invitation.password')}</Label>
          <Input
            id="invitation-password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-required="true"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={['invitation-password-hint', errors.password ? 'invitation-password-error' : null].filter(Boolean).join(' ')}
          />
          <p id="invitation-password-hint" className="text-sm text-muted-fg">
            {t('auth.passwordRules.hint', { count: MIN_PASSWORD_LENGTH })}
          </p>
          <FieldError id="invitation-password-error">{errors.password}</FieldError>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="invitation-confirm">{t('auth.invitation.confirm')}</Label>
          <Input
            id="invitation-confirm"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            aria-required="true"
            aria-invalid={errors.confirm ? true : undefined}
            aria-describedby={errors.confirm ? 'invitation-confirm-error' : undefined}
          />
          <FieldError id="invitation-confirm-error">{errors.confirm}</FieldError>
        </div>
        {failure && <FormAlert>{failure}</FormAlert>}
        <Button type="submit" size="lg" className="w-full" disabled={accept.isPending}>
          {accept.isPending ? t('common.saving') : t('auth.invitation.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
