import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Person, SchoolOption } from '@common/contracts/people.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { usePeople } from './api/get-people.ts';
import { useSetPersonActive } from './api/set-person-active.ts';
import { useDeletePerson } from './api/delete-person.ts';
import { ApiError } from '@/lib/api.ts';
import { useIssuePasswordReset } from './api/issue-password-reset.ts';
import { useMoveChild } from './api/move-child.ts';
import { CreatePersonDialog } from './create-person-dialog.tsx';
import { EditPersonDialog } from './edit-person-dialog.tsx';
import { ImportCard } from './import-card.tsx';
import { ShownLink } from './shown-link.tsx';

const ROLE_FILTERS = ['all', 'teacher', 'trainer', 'parent', 'admin', 'child'] as const;

function MoveChild({ person, schools }: { person: Person; schools: readonly SchoolOption[] }) {
  const { t } = useTranslation();
  const move = useMoveChild();
  const others = schools.filter((s) => s.id !== person.organizationId);
  const [target, setTarget] = useState(others[0]?.id ?? '');
  if (others.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Select
        label={t('staff.people.move.label', { name: person.name })}
        value={target}
        onValueChange={setTarget}
        options={others.map((s) => ({ value: s.id, label: s.name }))}
      />
      <Button variant="outline" size="sm" disabled={move.isPending || !target} onClick={() => move.mutate({ id: person.id, organizationId: target })}>
        {t('staff.people.move.submit')}
      </Button>
      {move.isError && (
        <p role="alert" className="text-sm text-danger">
          {t('staff.people.move.failed')}
        </p>
      )}
    </div>
  );
}

function PersonRow({ person, schools, selfId }: { person: Person; schools: readonly SchoolOption[]; selfId: string | null }) {
  const { t } = useTranslation();
  const setActive = useSetPersonActive();
  const reset = useIssuePasswordReset();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePerson();
  const [deleting, setDeleting] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const isChild = person.role === 'child';
  return (
    <li className="space-y-2 rounded-card border border-border p-4" aria-label={person.name}>
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold">{person.name}</p>
        <Badge tone="outline">{t(`roles.${person.role}` as 'roles.parent')}</Badge>
        {person.isActive ? null : <Badge tone="danger">{t('staff.people.status.deactivated')}</Badge>}
        {person.invited && person.isActive ? <Badge tone="info">{t('staff.people.status.invited')}</Badge> : null}
      </div>
      <p className="text-sm text-muted-fg">
        <span dir="ltr">{person.email ?? person.username}</span>
        {person.organizationName ? ` · ${person.organizationName}` : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          {t('staff.people.edit.button', { name: person.name })}
        </Button>
        {person.id !== selfId && (
          <>
            {person.isActive ? (
              <ConfirmDialog
                open={confirming}
                onOpenChange={setConfirming}
                trigger={
                  <Button variant="outline" size="sm">
                    {t('staff.people.deactivate.button', { name: person.name })}
                  </Button>
                }
                title={t('staff.people.deactivate.title', { name: person.name })}
                description={t('staff.people.deactivate.description')}
                confirmLabel={t('staff.people.deactivate.confirm')}
                pending={setActive.isPending}
                onConfirm={() => setActive.mutate({ id: person.id, active: false }, { onSettled: () => setConfirming(false) })}
              />
            ) : (
              <Button variant="outline" size="sm" disabled={setActive.isPending} onClick={() => setActive.mutate({ id: person.id, active: true })}>
                {t('staff.people.reactivate', { name: person.name })}
              </Button>
            )}
            {!isChild && person.isActive && !link && (
              <Button
                variant="outline"
                size="sm"
                disabled={reset.isPending}
                onClick={() => reset.mutate(person.id, { onSuccess: (data) => setLink(data.link) })}
              >
                {t('staff.people.reset.button', { name: person.name })}
              </Button>
            )}
            {isChild && <MoveChild person={person} schools={schools} />}
            {!isChild && (
              <ConfirmDialog
                open={deleting}
                onOpenChange={setDeleting}
                trigger={
                  <Button variant="outline" size="sm">
                    {t('staff.people.delete.button', { name: person.name })}
                  </Button>
                }
                title={t('staff.people.delete.title', { name: person.name })}
                description={t('staff.people.delete.description')}
                confirmLabel={t('staff.people.delete.confirm')}
                pending={remove.isPending}
                onConfirm={() => remove.mutate(person.id, { onSettled: () => setDeleting(false) })}
              />
            )}
          </>
        )}
      </div>
      {editing && <EditPersonDialog person={person} open={editing} onOpenChange={setEditing} />}
      {link && <ShownLink label={t('staff.people.reset.linkLabel', { name: person.name })} link={link} note={t('staff.people.reset.linkNote')} />}
      {(setActive.isError || reset.isError) && (
        <p role="alert" className="text-sm text-danger">
          {t('staff.people.actionFailed')}
        </p>
      )}
      {remove.isError && (
        <p role="alert" className="text-sm text-danger">
          {remove.error instanceof ApiError && remove.error.status === 409 ? remove.error.userMessage : t('staff.people.actionFailed')}
        </p>
      )}
    </li>
  );
}

/** People: the accounts of the administrator's organisations; add, deactivate, reactivate, reset, move, import. */
export function PeoplePanel({ selfId }: { selfId: string | null }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<(typeof ROLE_FILTERS)[number]>('all');
  const deferredSearch = useDeferredValue(search.trim());
  const people = usePeople({ q: deferredSearch || undefined, role: role === 'all' ? undefined : role });
  const headingId = useId();
  const searchId = useId();
  const [adding, setAdding] = useState(false);
  const shown = people.data?.people ?? [];
  const schools = people.data?.schools ?? [];

  return (
    <div className="space-y-6">
      <section aria-labelledby={headingId}>
        <Card>
          <CardHeader>
            <CardTitle level={2} id={headingId}>
              {t('staff.people.title')}
            </CardTitle>
            <CardDescription>{t('staff.people.description')}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="flex flex-wrap items-end gap-3">
              <div className="space-y-1.5">
                <Label htmlFor={searchId}>{t('staff.people.search')}</Label>
                <Input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
              </div>
              <Select
                label={t('staff.people.roleFilter')}
                value={role}
                onValueChange={(value) => setRole(value as typeof role)}
                options={ROLE_FILTERS.map((r) => ({ value: r, label: r === 'all' ? t('staff.people.allRoles') : t(`roles.${r}`) }))}
              />
              <Button onClick={() => setAdding(true)} disabled={schools.length === 0}>
                {t('staff.people.add.button')}
              </Button>
            </div>
            {people.isLoading ? (
              <Skeleton className="h-20" />
            ) : people.isError ? (
              <p role="alert">{t('staff.people.loadError')}</p>
            ) : shown.length === 0 ? (
              <p>{t('staff.people.none')}</p>
            ) : (
              <>
                {people.data!.total > shown.length && <p role="status">{t('staff.people.more', { shown: shown.length, total: people.data!.total })}</p>}
                <ul className="space-y-3">
                  {shown.map((person) => (
                    <PersonRow key={person.id} person={person} schools={schools} selfId={selfId} />
                  ))}
                </ul>
              </>
            )}
          </CardContent>
        </Card>
      </section>
      <ImportCard />
      {adding && <CreatePersonDialog open={adding} onOpenChange={setAdding} schools={schools} />}
    </div>
  );
}
