import { useTranslation } from 'react-i18next';
import { INVITABLE_ROLES, type InvitableRole } from '@common/contracts/people.ts';
import { Label } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { TextField } from '@/components/ui/text-field.tsx';

export interface PersonValues {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * A person's first and last name and, for an adult, e-mail: what adding a person and editing one both ask. Each input's
 * id is `${idPrefix}-${field}`, so a form focuses its first wrong field by id.
 */
export function PersonFields({
  idPrefix,
  values,
  onChange,
  errors,
  withEmail,
}: {
  idPrefix: string;
  values: PersonValues;
  onChange: (field: keyof PersonValues, value: string) => void;
  errors: Partial<Record<keyof PersonValues, string>>;
  withEmail: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-firstName`}
          label={t('staff.people.fields.firstName')}
          value={values.firstName}
          onChange={(e) => onChange('firstName', e.target.value)}
          aria-required="true"
          error={errors.firstName}
        />
        <TextField
          id={`${idPrefix}-lastName`}
          label={t('staff.people.fields.lastName')}
          value={values.lastName}
          onChange={(e) => onChange('lastName', e.target.value)}
          error={errors.lastName}
        />
      </div>
      {withEmail && (
        <TextField
          id={`${idPrefix}-email`}
          label={t('staff.people.fields.email')}
          type="email"
          dir="ltr"
          autoComplete="off"
          value={values.email}
          onChange={(e) => onChange('email', e.target.value)}
          aria-required="true"
          error={errors.email}
        />
      )}
    </>
  );
}

/** The kind of account an adult has (teacher, trainer, parent, administrator). */
export function AccountKindField({ id, value, onChange }: { id: string; value: string; onChange: (role: InvitableRole) => void }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t('staff.people.fields.role')}</Label>
      <Select
        id={id}
        className="w-full"
        label={t('staff.people.fields.role')}
        value={value}
        onValueChange={(role) => onChange(role as InvitableRole)}
        options={INVITABLE_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
      />
    </div>
  );
}
