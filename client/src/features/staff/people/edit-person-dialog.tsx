import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INVITABLE_ROLES, updatePersonSchema, type InvitableRole, type Person, type UpdatePerson } from '@common/contracts/people.ts';
import { ApiError } from '@/lib/api.ts';
import { Button } from '@/components/ui/button.tsx';
import { DialogContent, DialogRoot } from '@/components/ui/dialog.tsx';
import { useUpdatePerson } from './api/update-person.ts';
import { AccountKindField, PersonFields, type PersonValues } from './person-fields.tsx';

type Field = 'firstName' | 'lastName' | 'email';

const isInvitable = (role: string): role is InvitableRole => (INVITABLE_ROLES as readonly string[]).includes(role);

/** Edit a person: first and last name, an adult's e-mail and kind of account (the server checks who may change it). */
export function EditPersonDialog({ person, open, onOpenChange }: { person: Person; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const update = useUpdatePerson();
  const id = useId();
  const adult = isInvitable(person.role);
  const [values, setValues] = useState<PersonValues>({ firstName: person.firstName, lastName: person.lastName, email: person.email ?? '' });
  const [role, setRole] = useState(person.role);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input: UpdatePerson = { firstName: values.firstName, lastName: values.lastName };
    if (adult) {
      input.email = values.email;
      if (role !== person.role && isInvitable(role)) input.role = role;
    }
    const parsed = updatePersonSchema.safeParse(input);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= t(`staff.people.edit.errors.${field}` as 'staff.people.edit.errors.email');
      }
      setErrors(found);
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    update.mutate(
      { id: person.id, changes: parsed.data },
      {
        onSuccess: () => onOpenChange(false),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            setErrors({ email: t('staff.people.errors.emailTaken') });
            document.getElementById(`${id}-email`)?.focus();
          } else if (error instanceof ApiError && error.status === 403) setFailure(t('staff.people.edit.roleRefused'));
          else setFailure(t('staff.people.edit.failed'));
        },
      },
    );
  };

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('staff.people.edit.title', { name: person.name })} description={t('staff.people.edit.description')}>
        <form onSubmit={submit} noValidate className="space-y-4" aria-busy={update.isPending}>
          <PersonFields idPrefix={id} values={values} onChange={(field, value) => setValues({ ...values, [field]: value })} errors={errors} withEmail={adult} />
          {adult && <AccountKindField id={`${id}-role`} value={role} onChange={setRole} />}
          {failure && (
            <p role="alert" className="text-sm text-danger">
              {failure}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('common.saving') : t('staff.people.edit.submit')}
            </Button>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}
