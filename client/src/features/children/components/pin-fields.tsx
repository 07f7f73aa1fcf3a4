import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ResetPinForm } from '../child-form.ts';
import { TextField } from '@/components/ui/text-field.tsx';

/** Both boxes hide what is typed, and password managers offer a new secret rather than a saved one. */
const PIN_BOX = { type: 'password', autoComplete: 'new-password', maxLength: 8, required: true } as const;

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
      <TextField label={pinLabel} hint={t('children.fields.pinHint')} {...PIN_BOX} {...register('pin')} error={errors.pin?.message} />
      <TextField label={t('children.fields.confirmPin')} {...PIN_BOX} {...register('confirmPin')} error={errors.confirmPin?.message} />
    </div>
  );
}
