import type { FormEventHandler, InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { FieldError, Input, Label } from '@/components/ui/input.tsx';

export type NameField = 'firstName' | 'lastName';

const AUTOCOMPLETE: Record<NameField, string> = { firstName: 'given-name', lastName: 'family-name' };

export interface NameFieldView {
  /** What the input takes: the form library's registration, or a value and `disabled` while its code loads. */
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  /** The sentence to show under the field, if any. */
  error?: string | null;
}

/**
 * The name form's markup, without its logic: drawn by NameForm (name-form.tsx, with react-hook-form) and, while that
 * code loads, by the profile card as it will look, disabled, so the card neither jumps nor waits (issue 16).
 */
export function NameFormView({
  fields,
  onSubmit,
  submitDisabled,
  pending = false,
}: {
  fields: Record<NameField, NameFieldView>;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  submitDisabled: boolean;
  pending?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 space-y-3 border-t border-border pt-4">
      <h3 className="font-semibold">{t('settings.profile.editTitle')}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {(['firstName', 'lastName'] as const).map((name) => {
          const { input, error } = fields[name];
          return (
            <div key={name} className="flex flex-col gap-1.5">
              <Label htmlFor={`settings-${name}`}>{t(`settings.profile.${name}`)}</Label>
              <Input
                id={`settings-${name}`}
                autoComplete={AUTOCOMPLETE[name]}
                {...input}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `settings-${name}-error` : undefined}
              />
              <FieldError id={`settings-${name}-error`}>{error}</FieldError>
            </div>
          );
        })}
      </div>
      <Button type="submit" disabled={submitDisabled}>
        {pending ? t('common.saving') : t('settings.profile.saveName')}
      </Button>
    </form>
  );
}
