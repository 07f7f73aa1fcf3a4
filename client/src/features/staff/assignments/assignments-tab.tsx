import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { StaffAssignment } from '@common/contracts/staff.ts';
import { shortId } from '@common/domain/staff.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Select } from '@/components/ui/select.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useOrganizations } from '../organizations/api.ts';
import { useStaffRoles } from '../roles/api.ts';
import { useDeleteStaffAssignment, useStaffAssignments, useStaffUsers } from './api.ts';
import { AssignmentDialog } from './assignment-dialog.tsx';
import { ConfirmDelete } from '../confirm-delete.tsx';
import { SearchBox } from '../search-box.tsx';

/** Assignments in scope (id shown as its first 8 characters); search, a role filter and a status filter. */
export function AssignmentsTab() {
  const { t, i18n } = useTranslation();
  const assignments = useStaffAssignments();
  const people = useStaffUsers();
  const organizations = useOrganizations();
  const roles = useStaffRoles();
  const remove = useDeleteStaffAssignment();
  const [query, setQuery] = useState('');
  const [role, setRole] = useState('all');
  const [status, setStatus] = useState('all');
  const [editing, setEditing] = useState<{ assignment: StaffAssignment | null } | null>(null);
  const [deleting, setDeleting] = useState<StaffAssignment | null>(null);

  if (assignments.isPending || people.isPending || organizations.isPending || roles.isPending) return <Skeleton className="h-40" />;
  if (assignments.isError || people.isError || organizations.isError || roles.isError) return <p role="alert">{t('staff.page.loadError')}</p>;
  const q = query.trim().toLowerCase();
  const shown = assignments.data.assignments.filter(
    (a) =>
      (!q || [a.userName, a.organizationName, a.roleName ?? '', shortId(a.id)].some((s) => s.toLowerCase().includes(q))) &&
      (role === 'all' || a.roleId === role) &&
      (status === 'all' || (status === 'active') === a.isActive),
  );
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <SearchBox value={query} onChange={setQuery} />
        <Select
          label={t('staff.assignments.role')}
          value={role}
          onValueChange={setRole}
          options={[{ value: 'all', label: t('staff.page.allRoles') }, ...roles.data.roles.map((r) => ({ value: r.id, label: r.name }))]}
        />
        <Select
          label={t('staff.assignments.active')}
          value={status}
          onValueChange={setStatus}
          options={[
            { value: 'all', label: t('staff.page.allStatuses') },
            { value: 'active', label: t('staff.assignments.active') },
            { value: 'inactive', label: t('staff.assignments.inactive') },
          ]}
        />
        <Button className="ms-auto" onClick={() => setEditing({ assignment: null })}>
          {t('staff.assignments.add')}
        </Button>
      </div>
      {shown.length === 0 ? (
        <p>{q || role !== 'all' || status !== 'all' ? t('staff.page.noMatch') : t('staff.page.none')}</p>
      ) : (
        <ul className="space-y-2">
          {shown.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-2 rounded-card border border-border p-3">
              <span className="font-semibold">{a.userName}</span>
              <span>{a.roleName ?? t('staff.assignments.noRole')}</span>
              <span className="text-sm text-muted-fg">{a.organizationName}</span>
              <Badge tone={a.isActive ? 'success' : 'neutral'}>{a.isActive ? t('staff.assignments.active') : t('staff.assignments.inactive')}</Badge>
              <span className="text-sm">{date(a.startDate)}</span>
              {/* The id reads left to right inside the label's own direction (in Arabic: the word, then the id). */}
              <span className="text-xs text-muted-fg" title={a.id}>
                <Trans i18nKey="staff.assignments.id" values={{ id: shortId(a.id) }} components={{ id: <bdi dir="ltr" className="font-mono" /> }} />
              </span>
              <span className="ms-auto flex gap-2">
                <Button size="sm" variant="outline" onClick={() => setEditing({ assignment: a })} aria-label={t('staff.page.edit', { name: a.userName })}>
                  {t('staff.page.edit', { name: '' }).trim()}
                </Button>
                <Button size="sm" variant="outline" onClick={() => setDeleting(a)} aria-label={t('staff.page.delete', { name: a.userName })}>
                  {t('staff.page.delete', { name: '' }).trim()}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <AssignmentDialog
          key={editing.assignment?.id ?? 'new'}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          assignment={editing.assignment}
          people={people.data.people}
          organizations={organizations.data.organizations}
          roles={roles.data.roles}
        />
      )}
      <ConfirmDelete
        item={deleting}
        onClose={() => setDeleting(null)}
        remove={remove}
        title={t('staff.assignments.deleteTitle')}
        description={t('staff.assignments.deleteDescription', { name: deleting?.userName ?? '', organization: deleting?.organizationName ?? '' })}
        name={deleting?.userName ?? ''}
      />
    </div>
  );
}
