import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Organization } from '@common/contracts/staff.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Select } from '@/components/ui/select.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useDeleteOrganization, useOrganizations } from './api.ts';
import { OrganizationDialog } from './organization-dialog.tsx';
import { ConfirmDelete } from '../confirm-delete.tsx';
import { SearchBox } from '../search-box.tsx';

type Editing = { organization: Organization | null } | null;

function matches(o: Organization, query: string) {
  const q = query.trim().toLowerCase();
  return !q || [o.name, o.code, o.city ?? '', o.province ?? ''].some((s) => s.toLowerCase().includes(q));
}

/** The organisations in scope as a tree (province > board > school) with their counts; search and a type filter. */
export function OrganizationsTab() {
  const { t } = useTranslation();
  const organizations = useOrganizations();
  const remove = useDeleteOrganization();
  const [query, setQuery] = useState('');
  const [type, setType] = useState('all');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Organization | null>(null);

  if (organizations.isPending) return <Skeleton className="h-40" />;
  if (organizations.isError) return <p role="alert">{t('staff.page.loadError')}</p>;
  const all = organizations.data.organizations;
  const ids = new Set(all.map((o) => o.id));
  const filtering = query.trim() !== '' || type !== 'all';
  const shown = all.filter((o) => matches(o, query) && (type === 'all' || o.type === type));
  const roots = filtering ? shown : all.filter((o) => !o.parentId || !ids.has(o.parentId));
  const childrenOf = (id: string) => (filtering ? [] : all.filter((o) => o.parentId === id));

  const renderNode = (o: Organization) => {
    const below = childrenOf(o.id);
    return (
      <li key={o.id} className="space-y-2">
        <div className="flex flex-wrap items-center gap-2 rounded-card border border-border p-3">
          <span className="font-semibold">{o.name}</span>
          <Badge>{t(`staff.types.${o.type}`)}</Badge>
          <span dir="ltr" className="font-mono text-sm text-muted-fg">
            {o.code}
          </span>
          {(o.city || o.province) && <span className="text-sm text-muted-fg">{[o.city, o.province].filter(Boolean).join(', ')}</span>}
          <span className="text-sm">
            {[t('staff.orgs.users', { count: o.users }), t('staff.orgs.courses', { count: o.courses }), t('staff.orgs.below', { count: o.children })].join(
              ' · ',
            )}
          </span>
          <span className="ms-auto flex gap-2">
            <Button size="sm" variant="outline" onClick={() => setEditing({ organization: o })} aria-label={t('staff.page.edit', { name: o.name })}>
              {t('staff.page.edit', { name: '' }).trim()}
            </Button>
            {o.parentId && (
              <Button size="sm" variant="outline" onClick={() => setDeleting(o)} aria-label={t('staff.page.delete', { name: o.name })}>
                {t('staff.page.delete', { name: '' }).trim()}
              </Button>
            )}
          </span>
        </div>
        {below.length > 0 && <ul className="space-y-2 border-s-2 border-border ps-4">{below.map(renderNode)}</ul>}
      </li>
    );
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <SearchBox value={query} onChange={setQuery} />
        <Select
          label={t('staff.orgs.type')}
          value={type}
          onValueChange={setType}
          options={[
            { value: 'all', label: t('staff.page.allTypes') },
            ...(['province', 'school_board', 'school'] as const).map((v) => ({ value: v, label: t(`staff.types.${v}`) })),
          ]}
        />
        <Button className="ms-auto" onClick={() => setEditing({ organization: null })}>
          {t('staff.orgs.add')}
        </Button>
      </div>
      {roots.length === 0 ? (
        <p>{filtering ? t('staff.page.noMatch') : t('staff.page.none')}</p>
      ) : (
        <ul aria-label={t('staff.orgs.tree')} className="space-y-2">
          {roots.map(renderNode)}
        </ul>
      )}
      {editing && (
        <OrganizationDialog
          key={editing.organization?.id ?? 'new'}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          organization={editing.organization}
          organizations={all}
        />
      )}
      <ConfirmDelete
        item={deleting}
        onClose={() => setDeleting(null)}
        remove={remove}
        title={t('staff.orgs.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('staff.orgs.deleteDescription')}
        name={deleting?.name ?? ''}
      />
    </div>
  );
}
