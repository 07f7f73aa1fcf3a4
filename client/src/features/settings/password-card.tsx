import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import { changePasswordSchema, MIN_PASSWORD_LENGTH } from '@common/contracts/account.ts';
import { ApiError } from '@/lib/api.ts';
import { Button } from '@/components/ui/button.tsx';
import { FieldError, Input, Label } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useChangePassword } from './api/change-password.ts';
import { SettingsSection } from './settings-section.tsx';
import { passwordRule } from '@/lib/password-rule.ts';

type Field = 'current' | 'next' | 'confirm';
const EMPTY = { current: '', next: '', confirm: '' };

/** Settings → Password: any adult changes theirs with the current one; their other sessions are signed out. */
export function PasswordCard() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const show = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = (['current', 'next', 'confirm'] as const).find((field) => found[field]);
    if (first) document.getElementById(`password-${first}`)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = changePasswordSchema.safeParse({ currentPassword: values.current, newPassword: values.next });
    const found: Partial<Record<Field, string>> = {};
    if (!values.current) found.current = t('settings.password.errors.currentRequired');
    const refused = parsed.error?.issues.find((issue) => issue.path[0] === 'newPassword');
    if (refused) found.next = t(`settings.password.errors.${passwordRule(refused)}`, { count: MIN_PASSWORD_LENGTH });
    if (values.next !== values.confirm) found.confirm = t('settings.password.errors.mismatch');
    if (Object.keys(found).length > 0 || !parsed.success) return show(found);
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: () => {
        setValues(EMPTY);
        toast({ title: t('settings.password.changed'), description: t('settings.password.changedText') });
      },
      onError: (error) => {
        const field = error instanceof ApiError ? error.body?.field : undefined;
        if (field === 'currentPassword') show({ current: t('settings.password.errors.currentWrong') });
        else if (field === 'newPassword' && error instanceof ApiError)
          show({ next: t(`settings.password.errors.${passwordRule(error.body)}`, { count: MIN_PASSWORD_LENGTH }) });
        else if (error instanceof ApiError && error.status === 429) setFailure(t('settings.password.errors.tooMany'));
        else setFailure(t('settings.password.errors.generic'));
      },
    });
  };

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <div className="space-y-1.5">
      <Label htmlFor={`password-${name}`}>{label}</Label>
      <Input
        id={`password-${name}`}
        type="password"
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={[hint ? `password-${name}-hint` : null, errors[name] ? `password-${name}-error` : null].filter(Boolean).join(' ') || undefined}
      />
      {hint && (
        <p id={`password-${name}-hint`} className="text-xs text-muted-fg">
          {hint}
        </p>
      )}
      <FieldError id={`password-${name}-error`}>{errors[name]}</FieldError>
    </div>
  );

  return (
    <SettingsSection title={t('settings.password.title')} description={t('settings.password.description')} icon={KeyRound}>
      <form onSubmit={submit} noValidate className="space-y-4" aria-busy={change.isPending}>
        {field('current', t('settings.password.current'), 'current-password')}
        {field('next', t('settings.password.new'), 'new-password', t('settings.password.hint', { count: MIN_PASSWORD_LENGTH }))}
        {field('confirm', t('settings.password.confirm'), 'new-password')}
        {failure && (
          <p role="alert" className="text-sm font-medium text-danger">
            {failure}
          </p>
        )}
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('common.saving') : t('settings.password.submit')}
        </Button>
      </form>
    </SettingsSection>
  );
}
