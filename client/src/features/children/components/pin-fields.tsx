import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ResetPinForm } from '../child-form.ts';
import { TextField } from './text-field.tsx';

/**
 * A PIN typed twice, from the surrounding `FormProvider`. The first box is labelled "PIN" or "New PIN"; the
 * second is always "Confirm PIN".
 */
export function PinFields({ pinLabel }: { pinLabel: string }) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<ResetPinForm>();
  const { errors } = formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={pinLabel}
        hint={t('children.fields.pinHint')}
        type="password"
        autoComplete="new-password"
        maxLength={8}
        {...register('pin')}
        error={errors.pin?.message}
        required
      />
      <TextField
        label={t('children.fields.confirmPin')}
        type="password"
        autoComplete="new-password"
        maxLength={8}
        {...register('confirmPin')}
        error={errors.confirmPin?.message}
        required
      />
    </div>
  );
}
