import { Link, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { passwordResetSchema } from '@common/contracts/account.ts';
import { Button } from '@/components/ui/button.tsx';
import { useResetPassword } from './api/reset-password.ts';
import { AuthLayout, FormAlert } from './auth-layout.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useNewPasswordForm } from './use-new-password-form.ts';

/** /reset-password?token=…: the link from the mail (or from an administrator) sets a new password, once. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const reset = useResetPassword();
  const form = useNewPasswordForm({
    idPrefix: 'reset',
    secret: token,
    schema: passwordResetSchema,
    fields: { secret: 'token', password: 'newPassword' },
    send: reset.mutate,
    sentences: { invalidLink: t('auth.reset.invalidLink'), failed: t('auth.reset.failed') },
  });

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
      <form onSubmit={form.submit} noValidate className="mt-6 space-y-4" aria-busy={reset.isPending}>
        <NewPasswordFields
          idPrefix="reset"
          labels={{ password: t('auth.reset.newPassword'), confirm: t('auth.reset.confirm') }}
          password={form.password}
          confirm={form.confirm}
          onPassword={form.setPassword}
          onConfirm={form.setConfirm}
          errors={form.errors}
        />
        {form.failure && (
          <FormAlert>
            {form.failure}{' '}
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
