import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES } from '@common/domain/languages.ts';
import { FieldError, Label } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import type { ChildDetailsForm } from '../child-form.ts';
import { TextField } from '@/components/ui/text-field.tsx';

/**
 * Name, age and language: the details a parent gives when adding a child and may change later. Reads its form
 * from the surrounding `FormProvider`, the add or the edit dialog's.
 */
export function ChildDetailsFields() {
  const { t } = useTranslation();
  const { register, control, formState } = useFormContext<ChildDetailsForm>();
  const { errors } = formState;
  const languageId = useId();
  const languages = LANGUAGE_CODES.map((code) => ({ value: code, label: t(`languages.${code}`) }));
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('children.fields.firstName')}
          {...register('firstName')}
          error={errors.firstName?.message}
          autoComplete="off"
          maxLength={60}
          required
        />
        <TextField label={t('children.fields.lastName')} {...register('lastName')} error={errors.lastName?.message} autoComplete="off" maxLength={60} />
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
          {...register('age')}
          error={errors.age?.message}
          required
        />
        <div className="space-y-1">
          <Label htmlFor={languageId}>{t('children.fields.language')}</Label>
          <Controller
            control={control}
            name="preferredLanguage"
            render={({ field }) => (
              <Select
                id={languageId}
                label={t('children.fields.language')}
                value={field.value}
                onValueChange={field.onChange}
                options={languages}
                className="w-full"
              />
            )}
          />
          <FieldError id={`${languageId}-error`}>{errors.preferredLanguage?.message}</FieldError>
        </div>
      </div>
    </>
  );
}
