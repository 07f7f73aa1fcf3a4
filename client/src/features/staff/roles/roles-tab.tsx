import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffRole } from '@common/contracts/staff.ts';
import { levelLabel } from '@common/domain/staff.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Select } from '@/components/ui/select.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useDeleteStaffRole, useStaffRoles } from './api.ts';
import { RoleDialog } from './role-dialog.tsx';
import { ConfirmDelete } from '../confirm-delete.tsx';
import { SearchBox } from '../search-box.tsx';

const LEVELS = ['executive', 'administrative', 'senior_staff', 'staff'] as const;

/** Staff roles with their level label, permissions and how many assignments give them; search and a level filter. */
export function RolesTab() {
  const { t } = useTranslation();
  const roles = useStaffRoles();
  const remove = useDeleteStaffRole();
  const [query, setQuery] = useState('');
  const [level, setLevel] = useState('all');
  const [editing, setEditing] = useState<{ role: StaffRole | null } | null>(null);
  const [deleting, setDeleting] = useState<StaffRole | null>(null);

  if (roles.isPending) return <Skeleton className="h-40" />;
  if (roles.isError) return <p role="alert">{t('staff.page.loadError')}</p>;
  const q = query.trim().toLowerCase();
  const shown = roles.data.roles.filter(
    (r) => (!q || r.name.toLowerCase().includes(q) || r.description.toLowerCase().includes(q)) && (level === 'all' || levelLabel(r.level) === level),
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <SearchBox value={query} onChange={setQuery} />
        <Select
          label={t('staff.roles.level')}
          value={level}
          onValueChange={setLevel}
          options={[{ value: 'all', label: t('staff.page.allRoles') }, ...LEVELS.map((v) => ({ value: v, label: t(`staff.levels.${v}`) }))]}
        />
        <Button className="ms-auto" onClick={() => setEditing({ role: null })}>
          {t('staff.roles.add')}
        </Button>
      </div>
      {shown.length === 0 ? (
        <p>{q || level !== 'all' ? t('staff.page.noMatch') : t('staff.page.none')}</p>
      ) : (
        <ul className="space-y-2">
          {shown.map((r) => (
            <li key={r.id} className="space-y-1 rounded-card border border-border p-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{r.name}</span>
                <Badge>{`${r.level} · ${t(`staff.levels.${levelLabel(r.level)}`)}`}</Badge>
                {r.canDelegate && <Badge tone="success">{t('staff.roles.delegates')}</Badge>}
                <span className="text-sm text-muted-fg">{t('staff.roles.assignments', { count: r.assignments })}</span>
                <span className="ms-auto flex gap-2">
                  <Button size="sm" variant="outline" onClick={() => setEditing({ role: r })} aria-label={t('staff.page.edit', { name: r.name })}>
                    {t('staff.page.edit', { name: '' }).trim()}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setDeleting(r)} aria-label={t('staff.page.delete', { name: r.name })}>
                    {t('staff.page.delete', { name: '' }).trim()}
                  </Button>
                </span>
              </div>
              {r.description && <p className="text-sm">{r.description}</p>}
              <p className="text-sm text-muted-fg">{r.permissions.map((p) => t(`staff.permissions.${p}`)).join(' · ')}</p>
            </li>
          ))}
        </ul>
      )}
      {editing && <RoleDialog key={editing.role?.id ?? 'new'} open onOpenChange={(open) => !open && setEditing(null)} role={editing.role} />}
      <ConfirmDelete
        item={deleting}
        onClose={() => setDeleting(null)}
        remove={remove}
        title={t('staff.roles.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('staff.roles.deleteDescription')}
        name={deleting?.name ?? ''}
      />
    </div>
  );
}
