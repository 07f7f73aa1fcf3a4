import { Link, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { acceptInvitationSchema } from '@common/contracts/people.ts';
import { Button } from '@/components/ui/button.tsx';
import { useAcceptInvitation } from './api/accept-invitation.ts';
import { AuthLayout, FormAlert } from './auth-layout.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useNewPasswordForm } from './use-new-password-form.ts';

/** /invitation?code=…: an administrator made the account; the person chooses their password here, once. */
export default function InvitationPage() {
  const { t } = useTranslation();
  const code = new URLSearchParams(useSearch()).get('code') ?? '';
  const accept = useAcceptInvitation();
  const form = useNewPasswordForm({
    idPrefix: 'invitation',
    secret: code,
    schema: acceptInvitationSchema,
    fields: { secret: 'code', password: 'password' },
    send: accept.mutate,
    sentences: { invalidLink: t('auth.invitation.invalidLink'), failed: t('auth.invitation.failed') },
  });

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
      <form onSubmit={form.submit} noValidate className="mt-6 space-y-4" aria-busy={accept.isPending}>
        <NewPasswordFields
          idPrefix="invitation"
          labels={{ password: t('auth.invitation.password'), confirm: t('auth.invitation.confirm') }}
          password={form.password}
          confirm={form.confirm}
          onPassword={form.setPassword}
          onConfirm={form.setConfirm}
          errors={form.errors}
        />
        {form.failure && <FormAlert>{form.failure}</FormAlert>}
        <Button type="submit" size="lg" className="w-full" disabled={accept.isPending}>
          {accept.isPending ? t('common.saving') : t('auth.invitation.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
