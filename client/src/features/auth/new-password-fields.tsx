import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '@common/contracts/account.ts';
import { FieldError, Input, Label } from '@/components/ui/input.tsx';

export type NewPasswordErrors = { password?: string; confirm?: string };

type Props = {
  /** Prefix of the two inputs' ids: `{idPrefix}-password` and `{idPrefix}-confirm`. */
  idPrefix: string;
  labels: { password: string; confirm: string };
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: NewPasswordErrors;
};

/** A new password typed twice, with the rules as a hint: the reset link's page and the invitation's. */
export function NewPasswordFields({ idPrefix, labels, password, confirm, onPassword, onConfirm, errors }: Props) {
  const { t } = useTranslation();
  const id = (part: string) => `${idPrefix}-${part}`;
  return (
    <>
      <div className="space-y-1.5">
        <Label htmlFor={id('password')}>{labels.password}</Label>
        <Input
          id={id('password')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => onPassword(event.target.value)}
          aria-required="true"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={[id('password-hint'), errors.password ? id('password-error') : null].filter(Boolean).join(' ')}
        />
        <p id={id('password-hint')} className="text-sm text-muted-fg">
          {t('auth.passwordRules.hint', { count: MIN_PASSWORD_LENGTH })}
        </p>
        <FieldError id={id('password-error')}>{errors.password}</FieldError>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={id('confirm')}>{labels.confirm}</Label>
        <Input
          id={id('confirm')}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => onConfirm(event.target.value)}
          aria-required="true"
          aria-invalid={errors.confirm ? true : undefined}
          aria-describedby={errors.confirm ? id('confirm-error') : undefined}
        />
        <FieldError id={id('confirm-error')}>{errors.confirm}</FieldError>
      </div>
    </>
  );
}

/** Focuses the first of the two fields that has a problem; true when there was one. */
export function focusNewPasswordProblem(idPrefix: string, errors: NewPasswordErrors): boolean {
  if (!errors.password && !errors.confirm) return false;
  document.getElementById(`${idPrefix}-${errors.password ? 'password' : 'confirm'}`)?.focus();
  return true;
}
