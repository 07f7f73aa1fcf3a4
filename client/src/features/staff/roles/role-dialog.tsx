import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffRole } from '@common/contracts/staff.ts';
import { PERMISSIONS, type Permission } from '@common/domain/staff.ts';
import { Button } from '@/components/ui/button.tsx';
import { DialogContent, DialogRoot } from '@/components/ui/dialog.tsx';
import { FieldError, Input, Label, Textarea } from '@/components/ui/input.tsx';
import { useSaveStaffRole } from './api.ts';
import { RequestError } from '../request-error.tsx';

/** Add (role null) or edit a staff role: name, level, description, permissions from the catalogue, may delegate. */
export function RoleDialog({ open, onOpenChange, role }: { open: boolean; onOpenChange: (open: boolean) => void; role: StaffRole | null }) {
  const { t } = useTranslation();
  const save = useSaveStaffRole();
  const id = useId();
  const [name, setName] = useState(role?.name ?? '');
  const [level, setLevel] = useState(String(role?.level ?? 5));
  const [description, setDescription] = useState(role?.description ?? '');
  const [permissions, setPermissions] = useState<Permission[]>(role?.permissions ?? []);
  const [canDelegate, setCanDelegate] = useState(role?.canDelegate ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const n = Number(level);
    if (!name.trim()) found.name = t('staff.roles.errors.name');
    if (!Number.isInteger(n) || n < 1 || n > 10) found.level = t('staff.roles.errors.level');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = { name, level: n, description, permissions, canDelegate };
    save.mutate(role ? { id: role.id, changes: body } : { id: null, create: body }, { onSuccess: () => onOpenChange(false) });
  };

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent title={role ? t('staff.roles.editTitle') : t('staff.roles.addTitle')}>
        <form onSubmit={submit} noValidate className="space-y-3">
          <div className="space-y-1">
            <Label htmlFor={`${id}-name`}>{t('staff.roles.name')}</Label>
            <Input
              id={`${id}-name`}
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? `${id}-name-error` : undefined}
            />
            <FieldError id={`${id}-name-error`}>{errors.name}</FieldError>
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-level`}>{t('staff.roles.level')}</Label>
            <Input
              id={`${id}-level`}
              inputMode="numeric"
              value={level}
              onChange={(e) => setLevel(e.target.value)}
              aria-invalid={errors.level ? true : undefined}
              aria-describedby={errors.level ? `${id}-level-error` : undefined}
            />
            <FieldError id={`${id}-level-error`}>{errors.level}</FieldError>
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-description`}>{t('staff.roles.description')}</Label>
            <Textarea id={`${id}-description`} value={description} onChange={(e) => setDescription(e.target.value)} />
          </div>
          <fieldset className="space-y-1">
            <legend className="text-sm font-medium">{t('staff.roles.permissions')}</legend>
            {PERMISSIONS.map((p) => (
              <label key={p} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={permissions.includes(p)}
                  onChange={(e) => setPermissions((now) => (e.target.checked ? [...now, p] : now.filter((x) => x !== p)))}
                />
                {t(`staff.permissions.${p}`)}
              </label>
            ))}
          </fieldset>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" checked={canDelegate} onChange={(e) => setCanDelegate(e.target.checked)} />
            {t('staff.roles.canDelegate')}
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
