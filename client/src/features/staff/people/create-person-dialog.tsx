import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createPersonSchema, type InvitationResponse, type InvitableRole, type SchoolOption } from '@common/contracts/people.ts';
import { ApiError } from '@/lib/api.ts';
import { Button } from '@/components/ui/button.tsx';
import { DialogContent, DialogRoot } from '@/components/ui/dialog.tsx';
import { FieldError, Label } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { useCreatePerson } from './api/create-person.ts';
import { useGivableRoles } from './api/get-givable-roles.ts';
import { AccountKindField, PersonFields, type PersonValues } from './person-fields.tsx';
import { ShownLink } from './shown-link.tsx';

type Field = 'firstName' | 'email' | 'organizationId';

const NO_PERSON: PersonValues = { firstName: '', lastName: '', email: '' };

/** Add a person: name, e-mail, role and school; then the invitation link, shown once. */
export function CreatePersonDialog({
  open,
  onOpenChange,
  schools,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  schools: readonly SchoolOption[];
}) {
  const { t } = useTranslation();
  const create = useCreatePerson();
  const id = useId();
  const [values, setValues] = useState<PersonValues>(NO_PERSON);
  const [role, setRole] = useState<InvitableRole>('teacher');
  const [organizationId, setOrganizationId] = useState(schools[0]?.id ?? '');
  const [staffRoleId, setStaffRoleId] = useState('');
  const givable = useGivableRoles(organizationId);
  const staffRoles = role === 'parent' ? [] : (givable.data?.roles ?? []);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<InvitationResponse | null>(null);

  const reset = () => {
    setValues(NO_PERSON);
    setRole('teacher');
    setStaffRoleId('');
    setErrors({});
    setFailure(null);
    setCreated(null);
    create.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const chosenRole = staffRoles.some((r) => r.id === staffRoleId) ? staffRoleId : undefined;
    const parsed = createPersonSchema.safeParse({ ...values, role, organizationId, staffRoleId: chosenRole });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= t(`staff.people.errors.${field}` as 'staff.people.errors.email');
      }
      setErrors(found);
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: setCreated,
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          setErrors({ email: t('staff.people.errors.emailTaken') });
          document.getElementById(`${id}-email`)?.focus();
        } else setFailure(t('staff.people.errors.createFailed'));
      },
    });
  };

  return (
    <DialogRoot
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent title={t('staff.people.add.title')} description={t('staff.people.add.description')}>
        {created ? (
          <div className="space-y-3" role="status">
            <p>{t(created.mailed ? 'staff.people.add.mailed' : 'staff.people.add.notMailed', { name: created.person.name, email: created.person.email })}</p>
            <ShownLink label={t('staff.people.add.linkLabel', { name: created.person.name })} link={created.link} note={t('staff.people.add.linkNote')} />
            <Button onClick={() => onOpenChange(false)}>{t('common.close')}</Button>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="space-y-4" aria-busy={create.isPending}>
            <PersonFields idPrefix={id} values={values} onChange={(field, value) => setValues({ ...values, [field]: value })} errors={errors} withEmail />
            <div className="grid gap-4 sm:grid-cols-2">
              <AccountKindField id={`${id}-role`} value={role} onChange={setRole} />
              <div className="space-y-1.5">
                <Label htmlFor={`${id}-organizationId`}>{t('staff.people.fields.school')}</Label>
                <Select
                  id={`${id}-organizationId`}
                  className="w-full"
                  label={t('staff.people.fields.school')}
                  value={organizationId}
                  onValueChange={(value) => {
                    setOrganizationId(value);
                    setStaffRoleId('');
                  }}
                  options={schools.map((s) => ({ value: s.id, label: `${s.name} (${s.code})` }))}
                />
                <FieldError id={`${id}-organizationId-error`}>{errors.organizationId}</FieldError>
              </div>
            </div>
            {staffRoles.length > 0 && (
              <div className="space-y-1.5">
                <Label htmlFor={`${id}-staffRoleId`}>{t('staff.people.fields.staffRole')}</Label>
                <Select
                  id={`${id}-staffRoleId`}
                  className="w-full"
                  label={t('staff.people.fields.staffRole')}
                  value={staffRoleId || 'none'}
                  onValueChange={(value) => setStaffRoleId(value === 'none' ? '' : value)}
                  options={[{ value: 'none', label: t('staff.people.add.noStaffRole') }, ...staffRoles.map((r) => ({ value: r.id, label: r.name }))]}
                />
                <p className="text-sm text-muted-fg">{t('staff.people.add.staffRoleHint')}</p>
              </div>
            )}
            {failure && (
              <p role="alert" className="text-sm text-danger">
                {failure}
              </p>
            )}
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t('common.saving') : t('staff.people.add.submit')}
            </Button>
          </form>
        )}
      </DialogContent>
    </DialogRoot>
  );
}
