import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES } from '@common/domain/languages.ts';
import { FieldError, Label } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import type { FieldErrors } from '../form-errors.ts';
import { TextField } from './text-field.tsx';

export interface ChildDetails {
  firstName: string;
  lastName: string;
  age: string;
  preferredLanguage: string;
}

/** Name, age and language: the details a parent gives when adding a child and may change later. */
export function ChildDetailsFields({
  value,
  onChange,
  errors,
}: {
  value: ChildDetails;
  onChange: (next: ChildDetails) => void;
  errors: FieldErrors;
}) {
  const { t } = useTranslation();
  const languageId = useId();
  const set = (field: keyof ChildDetails) => (next: string) => onChange({ ...value, [field]: next });
  const languages = LANGUAGE_CODES.map((code) => ({ value: code, label: t(`languages.${code}`) }));
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('children.fields.firstName')}
          value={value.firstName}
          onChange={(e) => set('firstName')(e.target.value)}
          error={errors.firstName}
          autoComplete="off"
          maxLength={60}
          required
        />
        <TextField
          label={t('children.fields.lastName')}
          value={value.lastName}
          onChange={(e) => set('lastName')(e.target.value)}
          error={errors.lastName}
          autoComplete="off"
          maxLength={60}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('children.fields.age')}
          hint={t('children.fields.ageHint')}
          type="number"
          inputMode="numeric"
          min={3}
          max={14}
          step={1}
          value={value.age}
          onChange={(e) => set('age')(e.target.value)}
          error={errors.age}
          required
        />
        <div className="space-y-1">
          <Label htmlFor={languageId}>{t('children.fields.language')}</Label>
          <Select
            id={languageId}
            label={t('children.fields.language')}
            value={value.preferredLanguage}
            onValueChange={set('preferredLanguage')}
            options={languages}
            className="w-full"
          />
          <FieldError id={`${languageId}-error`}>{errors.preferredLanguage}</FieldError>
        </div>
      </div>
    </>
  );
}
