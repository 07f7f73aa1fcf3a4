import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Organization, StaffAssignment, StaffRole } from '@common/contracts/staff.ts';
import type { Person } from '@common/contracts/people.ts';
import { localToday } from '@common/domain/calendar.ts';
import { Button } from '@/components/ui/button.tsx';
import { DialogContent, DialogRoot } from '@/components/ui/dialog.tsx';
import { FieldError, Input, Label } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { useSaveStaffAssignment } from './api.ts';
import { RequestError } from '../request-error.tsx';

/** Give a person a role at an organisation (assignment null), or change an assignment's role, state or start date. */
export function AssignmentDialog({
  open,
  onOpenChange,
  assignment,
  people,
  organizations,
  roles,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  assignment: StaffAssignment | null;
  people: readonly Person[];
  organizations: readonly Organization[];
  roles: readonly StaffRole[];
}) {
  const { t } = useTranslation();
  const save = useSaveStaffAssignment();
  const id = useId();
  const [userId, setUserId] = useState(assignment?.userId ?? '');
  const [organizationId, setOrganizationId] = useState(assignment?.organizationId ?? '');
  const [roleId, setRoleId] = useState(assignment?.roleId ?? '');
  const [startDate, setStartDate] = useState(() => assignment?.startDate.slice(0, 10) ?? localToday());
  const [isActive, setIsActive] = useState(assignment?.isActive ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const staff = people.filter((p) => p.role !== 'child' && p.role !== 'parent');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!assignment && !userId) found.person = t('staff.assignments.errors.person');
    if (!assignment && !organizationId) found.organization = t('staff.assignments.errors.organization');
    if (!roleId) found.role = t('staff.assignments.errors.role');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate)) found.startDate = t('staff.assignments.errors.startDate');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      assignment
        ? { id: assignment.id, changes: { roleId, isActive, startDate } }
        : { id: null, create: { userId, organizationId, roleId, isActive, startDate } },
      { onSuccess: () => onOpenChange(false) },
    );
  };

  const choose = (key: string, label: string, value: string, set: (v: string) => void, options: { value: string; label: string }[]) => (
    <div className="space-y-1">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Select id={`${id}-${key}`} label={label} value={value} onValueChange={set} options={options} className="w-full" />
      <FieldError id={`${id}-${key}-error`}>{errors[key]}</FieldError>
    </div>
  );

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent title={assignment ? t('staff.assignments.editTitle') : t('staff.assignments.addTitle')}>
        <form onSubmit={submit} noValidate className="space-y-3">
          {!assignment && (
            <>
              {choose(
                'person',
                t('staff.assignments.person'),
                userId,
                setUserId,
                staff.map((p) => ({ value: p.id, label: `${p.name} (${p.email ?? p.username})` })),
              )}
              {choose(
                'organization',
                t('staff.assignments.organization'),
                organizationId,
                setOrganizationId,
                organizations.map((o) => ({ value: o.id, label: `${o.name} (${o.code})` })),
              )}
            </>
          )}
          {choose(
            'role',
            t('staff.assignments.role'),
            roleId,
            setRoleId,
            roles.map((r) => ({ value: r.id, label: r.name })),
          )}
          <div className="space-y-1">
            <Label htmlFor={`${id}-start`}>{t('staff.assignments.startDate')}</Label>
            <Input
              id={`${id}-start`}
              type="date"
              value={startDate}
              onChange={(e) => setStartDate(e.target.value)}
              aria-invalid={errors.startDate ? true : undefined}
              aria-describedby={errors.startDate ? `${id}-start-error` : undefined}
            />
            <FieldError id={`${id}-start-error`}>{errors.startDate}</FieldError>
          </div>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" checked={isActive} onChange={(e) => setIsActive(e.target.checked)} />
            {t('staff.assignments.active')}
          </label>
          <RequestError error={save.error} />
          <div className="flex justify-end">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('staff.page.saving') : t('staff.page.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}
