import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH, signUpRequestSchema } from '@common/contracts/account.ts';
import { normalizeLanguage } from '@common/domain/languages.ts';
import { ApiError } from '@/lib/api.ts';
import { Button } from '@/components/ui/button.tsx';
import { FieldError, Input, Label } from '@/components/ui/input.tsx';
import { useSignUp } from './api/sign-up.ts';
import { AuthLayout, FormAlert } from './auth-layout.tsx';
import type { PasswordRefusal } from '@/lib/password-rule.ts';
import { errorField, passwordProblem, tooManyText } from './password-errors.ts';

type Field = 'firstName' | 'lastName' | 'email' | 'password' | 'acceptTerms';
const ORDER: Field[] = ['firstName', 'lastName', 'email', 'password', 'acceptTerms'];
type Errors = Partial<Record<Field, string>>;

/**
 * /sign-up: a parent makes a family account from the landing page's free-trial and pricing buttons. Accepting the
 * terms and the privacy notice is the parental consent for the children they add; the plan is Free until changed.
 * The new parent is signed in and goes to My children to add a child.
 */
export default function SignUpPage() {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const signUp = useSignUp();
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', password: '', acceptTerms: false });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const messageFor = (field: Field, refusal?: PasswordRefusal): string => {
    if (field === 'password') return passwordProblem(refusal, t);
    return t(`auth.signUp.errors.${field}`);
  };

  const focus = (field: Field) => document.getElementById(`sign-up-${field}`)?.focus();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const body = { ...values, acceptTerms: values.acceptTerms || undefined, preferredLanguage: normalizeLanguage(i18n.language) ?? 'en' };
    const parsed = signUpRequestSchema.safeParse(body);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        if (ORDER.includes(field) && !found[field]) found[field] = messageFor(field, issue);
      }
      setErrors(found);
      focus(ORDER.find((field) => found[field])!);
      return;
    }
    setErrors({});
    signUp.mutate(parsed.data as never, {
      onSuccess: () => navigate('/my-children', { replace: true }),
      onError: (error) => {
        const field = errorField(error) as Field | undefined;
        if (error instanceof ApiError && error.status === 409) {
          setErrors({ email: t('auth.signUp.errors.emailTaken') });
          focus('email');
        } else if (field && ORDER.includes(field) && error instanceof ApiError && error.status === 400) {
          setErrors({ [field]: messageFor(field, error.body) });
          focus(field);
        } else setFailure(tooManyText(error, t) ?? t('auth.signUp.errors.generic'));
      },
    });
  };

  const describedBy = (field: Field, hint?: string) => [hint, errors[field] ? `sign-up-${field}-error` : null].filter(Boolean).join(' ') || undefined;
  const text = (field: Exclude<Field, 'acceptTerms'>, label: string, props: Record<string, unknown> = {}, hint?: string) => (
    <div className="space-y-1.5">
      <Label htmlFor={`sign-up-${field}`}>{label}</Label>
      <Input
        id={`sign-up-${field}`}
        name={field}
        value={values[field]}
        onChange={(event) => setValues((v) => ({ ...v, [field]: event.target.value }))}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field, hint)}
        {...props}
      />
      <FieldError id={`sign-up-${field}-error`}>{errors[field]}</FieldError>
    </div>
  );

  return (
    <AuthLayout title={t('auth.signUp.title')} intro={t('auth.signUp.intro')}>
      <form onSubmit={submit} noValidate className="mt-6 space-y-4" aria-busy={signUp.isPending}>
        {text('firstName', t('auth.signUp.firstName'), { autoComplete: 'given-name', 'aria-required': true })}
        {text('lastName', t('auth.signUp.lastName'), { autoComplete: 'family-name' })}
        {text('email', t('auth.signUp.email'), { type: 'email', autoComplete: 'email', autoCapitalize: 'none', spellCheck: false, 'aria-required': true })}
        {text('password', t('auth.signUp.password'), { type: 'password', autoComplete: 'new-password', 'aria-required': true }, 'sign-up-password-hint')}
        <p id="sign-up-password-hint" className="-mt-2 text-sm text-muted-fg">
          {t('auth.passwordRules.hint', { count: MIN_PASSWORD_LENGTH })}
        </p>
        <div className="space-y-1.5">
          <div className="flex items-start gap-2">
            <input
              id="sign-up-acceptTerms"
              type="checkbox"
              checked={values.acceptTerms}
              onChange={(event) => setValues((v) => ({ ...v, acceptTerms: event.target.checked }))}
              className="mt-1 h-5 w-5 shrink-0 accent-[var(--primary)]"
              aria-required="true"
              aria-invalid={errors.acceptTerms ? true : undefined}
              aria-describedby={describedBy('acceptTerms', 'sign-up-consent-note')}
            />
            <Label htmlFor="sign-up-acceptTerms">{t('auth.signUp.accept')}</Label>
          </div>
          <p id="sign-up-consent-note" className="text-sm text-muted-fg">
            {t('auth.signUp.consentNote')}{' '}
            <Link href="/terms" className="font-medium text-primary underline">
              {t('auth.signUp.termsLink')}
            </Link>
            {' · '}
            <Link href="/privacy" className="font-medium text-primary underline">
              {t('auth.signUp.privacyLink')}
            </Link>
          </p>
          <FieldError id="sign-up-acceptTerms-error">{errors.acceptTerms}</FieldError>
        </div>
        <p className="rounded-[calc(var(--radius)*0.75)] bg-muted p-3 text-sm">{t('auth.signUp.planNote')}</p>
        {failure && <FormAlert>{failure}</FormAlert>}
        <Button type="submit" size="lg" className="w-full" disabled={signUp.isPending}>
          {signUp.isPending ? t('auth.signUp.creating') : t('auth.signUp.submit')}
        </Button>
        <p className="text-center text-sm">
          {t('auth.signUp.haveAccount')}{' '}
          <Link href="/login" className="font-medium text-primary underline">
            {t('common.signIn')}
          </Link>
        </p>
      </form>
    </AuthLayout>
  );
}
