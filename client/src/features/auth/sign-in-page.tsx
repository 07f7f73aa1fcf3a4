import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { loginRequestSchema, type LoginRequest } from '@common/contracts/auth.ts';
import { useSignIn } from '@/lib/session.ts';
import { ApiError } from '@/lib/api.ts';
import { Button } from '@/components/ui/button.tsx';
import { FieldError, Input, Label } from '@/components/ui/input.tsx';
import { DEMO_PASSWORD, DemoAccounts } from './demo-accounts.tsx';
import { AuthLayout } from './auth-layout.tsx';

type Field = keyof LoginRequest;

/**
 * What an empty (or impossible) field says, in the page's language rather than the browser's or the contract's
 * English. The form shows one at a time, the first field's first.
 */
const FIELD_MESSAGES = { username: 'auth.errors.usernameRequired', password: 'auth.errors.passwordRequired' } as const;
const resolver = zodResolver(loginRequestSchema);

/** Only paths on this site: an open redirect would let a link send a child anywhere after sign-in. */
function safeTarget(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/dashboard';
}

/** The server's messages are English; known codes get the reader's language, anything else a general line. */
function useErrorText(error: Error | null): string | null {
  const { t } = useTranslation();
  if (!error) return null;
  const code = error instanceof ApiError ? error.body?.code : undefined;
  if (code === 'invalid_credentials') return t('auth.errors.invalidCredentials');
  if (code === 'account_deactivated') return t('auth.errors.accountDeactivated');
  if (code === 'too_many_attempts') {
    const seconds = error instanceof ApiError ? error.body?.retryAfterSeconds : undefined;
    // The wait the server gave, in whole minutes (a child reads "2 minutes" more easily than "95 seconds").
    if (typeof seconds === 'number' && seconds > 0) return t('auth.errors.tooManyAttemptsWait', { count: Math.ceil(seconds / 60) });
    return t('auth.errors.tooManyAttempts');
  }
  return t('auth.errors.generic');
}

export default function SignInPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const target = safeTarget(new URLSearchParams(useSearch()).get('next'));
  const signIn = useSignIn();
  const form = useForm({ resolver, defaultValues: { username: '', password: '' }, reValidateMode: 'onSubmit', shouldFocusError: false });
  const { errors } = form.formState;
  const missing: Field | null = errors.username ? 'username' : errors.password ? 'password' : null;
  // Which demo account is being tried, so only its button says "Signing in…"; null for the form.
  const [demoTried, setDemoTried] = useState<string | null>(null);
  const errorText = useErrorText(signIn.error);
  const busy = signIn.isPending;

  const send = (input: LoginRequest) => signIn.mutate(input, { onSuccess: () => navigate(target, { replace: true }) });

  const submit = form.handleSubmit(
    (input) => {
      setDemoTried(null);
      send(input);
    },
    (invalid) => {
      setDemoTried(null);
      form.setFocus(invalid.username ? 'username' : 'password');
    },
  );

  return (
    <AuthLayout
      title={t('auth.title')}
      intro={t('auth.intro')}
      after={
        <DemoAccounts
          disabled={busy}
          busyUsername={busy ? demoTried : null}
          onTry={(demoUsername) => {
            form.clearErrors();
            setDemoTried(demoUsername);
            send({ username: demoUsername, password: DEMO_PASSWORD });
          }}
        />
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-6 space-y-4" aria-busy={busy}>
        <div className="space-y-1.5">
          <Label htmlFor="username">{t('auth.username')}</Label>
          <Input
            id="username"
            {...form.register('username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            aria-required="true"
            aria-invalid={missing === 'username' || undefined}
            aria-describedby={missing === 'username' ? 'username-error' : undefined}
          />
          <FieldError id="username-error">{missing === 'username' ? t(FIELD_MESSAGES.username) : null}</FieldError>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="password">{t('auth.password')}</Label>
          <Input
            id="password"
            {...form.register('password')}
            type="password"
            autoComplete="current-password"
            aria-required="true"
            aria-invalid={missing === 'password' || undefined}
            aria-describedby={missing === 'password' ? 'password-error child-note' : 'child-note'}
          />
          <FieldError id="password-error">{missing === 'password' ? t(FIELD_MESSAGES.password) : null}</FieldError>
          <p id="child-note" className="text-sm text-muted-fg">
            {t('auth.childNote')}
          </p>
        </div>
        {errorText && (
          <div role="alert" className="rounded-[calc(var(--radius)*0.75)] border border-danger bg-card p-3 text-sm font-medium text-danger">
            {errorText}
          </div>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy && demoTried === null ? t('auth.signingIn') : t('common.signIn')}
        </Button>
      </form>
      <p className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
        <Link href="/forgot-password" className="font-medium text-primary underline">
          {t('auth.forgotLink')}
        </Link>
        <Link href="/sign-up" className="font-medium text-primary underline">
          {t('auth.signUpLink')}
        </Link>
      </p>
    </AuthLayout>
  );
}
