import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { passwordResetRequestSchema } from '@common/contracts/account.ts';
import { Button } from '@/components/ui/button.tsx';
import { FieldError, Input, Label } from '@/components/ui/input.tsx';
import { useRequestPasswordReset } from './api/request-password-reset.ts';
import { AuthLayout, FormAlert } from './auth-layout.tsx';
import { tooManyText } from './password-errors.ts';

/** /forgot-password: an adult asks for a reset link. The answer is the same whether or not the address is known. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordResetRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(t('auth.forgot.emailInvalid'));
      document.getElementById('forgot-email')?.focus();
      return;
    }
    setError(null);
    request.mutate(parsed.data);
  };

  return (
    <AuthLayout title={t('auth.forgot.title')} intro={t('auth.forgot.intro')}>
      {request.isSuccess ? (
        <div role="status" className="mt-6 space-y-4">
          <p>{t('auth.forgot.sent')}</p>
          <p className="text-sm text-muted-fg">{t('auth.forgot.noMail')}</p>
          <Link href="/login" className="inline-block font-medium text-primary underline">
            {t('auth.forgot.backToSignIn')}
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="mt-6 space-y-4" aria-busy={request.isPending}>
          <div className="space-y-1.5">
            <Label htmlFor="forgot-email">{t('auth.signUp.email')}</Label>
            <Input
              id="forgot-email"
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-required="true"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'forgot-email-error' : undefined}
            />
            <FieldError id="forgot-email-error">{error}</FieldError>
          </div>
          {request.isError && <FormAlert>{tooManyText(request.error, t) ?? t('auth.forgot.failed')}</FormAlert>}
          <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
            {request.isPending ? t('auth.forgot.sending') : t('auth.forgot.submit')}
          </Button>
          <p className="text-center text-sm">
            <Link href="/login" className="font-medium text-primary underline">
              {t('auth.forgot.backToSignIn')}
            </Link>
          </p>
        </form>
      )}
    </AuthLayout>
  );
}
