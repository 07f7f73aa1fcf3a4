import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Organization } from '@common/contracts/staff.ts';
import { PARENT_TYPE, type OrganizationType } from '@common/domain/staff.ts';
import { Button } from '@/components/ui/button.tsx';
import { DialogContent, DialogRoot } from '@/components/ui/dialog.tsx';
import { FieldError, Input, Label } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { useSaveOrganization } from './api.ts';
import { RequestError } from '../request-error.tsx';

const CODE = /^[A-Za-z0-9-]+$/;

/** Add (organization null) or edit an organisation; a school belongs to a board, a board to a province. */
export function OrganizationDialog({
  open,
  onOpenChange,
  organization,
  organizations,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  organization: Organization | null;
  organizations: readonly Organization[];
}) {
  const { t } = useTranslation();
  const save = useSaveOrganization();
  const id = useId();
  const [name, setName] = useState(organization?.name ?? '');
  const [type, setType] = useState<OrganizationType>(organization?.type ?? 'school');
  const [code, setCode] = useState(organization?.code ?? '');
  const [parentId, setParentId] = useState(organization?.parentId ?? '');
  const [city, setCity] = useState(organization?.city ?? '');
  const [province, setProvince] = useState(organization?.province ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const parents = organizations.filter((o) => o.type === PARENT_TYPE[type]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = t('staff.orgs.errors.name');
    if (!CODE.test(code.trim())) found.code = t('staff.orgs.errors.code');
    if (!organization && !parents.some((p) => p.id === parentId)) found.parent = t('staff.orgs.errors.parent');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const place = { city: city.trim() || null, province: province.trim() || null };
    save.mutate(organization ? { id: organization.id, changes: { name, code, ...place } } : { id: null, create: { name, type, code, parentId, ...place } }, {
      onSuccess: () => onOpenChange(false),
    });
  };

  const field = (key: string, label: string, value: string, set: (v: string) => void, extra: { dir?: 'ltr' } = {}) => (
    <div className="space-y-1">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input
        id={`${id}-${key}`}
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        {...extra}
      />
      <FieldError id={`${id}-${key}-error`}>{errors[key]}</FieldError>
    </div>
  );

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent title={organization ? t('staff.orgs.editTitle') : t('staff.orgs.addTitle')}>
        <form onSubmit={submit} noValidate className="space-y-3">
          {field('name', t('staff.orgs.name'), name, setName)}
          {!organization && (
            <>
              <div className="space-y-1">
                <Label htmlFor={`${id}-type`}>{t('staff.orgs.type')}</Label>
                <Select
                  id={`${id}-type`}
                  label={t('staff.orgs.type')}
                  value={type}
                  onValueChange={(v) => {
                    setType(v as OrganizationType);
                    setParentId('');
                  }}
                  options={(['school_board', 'school'] as const).map((v) => ({ value: v, label: t(`staff.types.${v}`) }))}
                  className="w-full"
                />
              </div>
              <div className="space-y-1">
                <Label htmlFor={`${id}-parent`}>{t('staff.orgs.parent')}</Label>
                <Select
                  id={`${id}-parent`}
                  label={t('staff.orgs.parent')}
                  value={parentId}
                  onValueChange={setParentId}
                  options={parents.map((p) => ({ value: p.id, label: `${p.name} (${p.code})` }))}
                  className="w-full"
                />
                <FieldError id={`${id}-parent-error`}>{errors.parent}</FieldError>
              </div>
            </>
          )}
          {field('code', t('staff.orgs.code'), code, setCode, { dir: 'ltr' })}
          {field('city', t('staff.orgs.city'), city, setCity)}
          {field('province', t('staff.orgs.province'), province, setProvince)}
          <RequestError error={save.error} />
          <div className="flex justify-end gap-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('staff.page.saving') : t('staff.page.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}
