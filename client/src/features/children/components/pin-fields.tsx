import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../form-errors.ts';
import { TextField } from './text-field.tsx';

/** A PIN typed twice. The first box is labelled "PIN" or "New PIN"; the second is always "Confirm PIN". */
export function PinFields({
  pin,
  confirmPin,
  onChange,
  errors,
  pinLabel,
}: {
  pin: string;
  confirmPin: string;
  onChange: (next: { pin: string; confirmPin: string }) => void;
  errors: FieldErrors;
  pinLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={pinLabel}
        hint={t('children.fields.pinHint')}
        type="password"
        autoComplete="new-password"
        maxLength={8}
        value={pin}
        onChange={(e) => onChange({ pin: e.target.value, confirmPin })}
        error={errors.pin}
        required
      />
      <TextField
        label={t('children.fields.confirmPin')}
        type="password"
        autoComplete="new-password"
        maxLength={8}
        value={confirmPin}
        onChange={(e) => onChange({ pin, confirmPin: e.target.value })}
        error={errors.confirmPin}
        required
      />
    </div>
  );
}
