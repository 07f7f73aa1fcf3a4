import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, auditActionLabel, auditChange, type AuditQuery } from '@common/contracts/audit.ts';
import { currentLanguage, translate } from '@/lib/i18n.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { ShowMore } from '@/components/show-more.tsx';
import { auditSearch, useAudit } from './api/get-audit.ts';

/** The audit log of the administrator's organisations: filter by action, text and dates; export what is shown as CSV. */
export function AuditLogPanel() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const searchId = useId();
  const fromId = useId();
  const toId = useId();
  const backwardsId = useId();
  const [filters, setFilters] = useState<AuditQuery>({});
  const audit = useAudit(filters);
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  const set = (key: keyof AuditQuery, value: string) => setFilters((f) => ({ ...f, [key]: value || undefined }));
  const time = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));
  const actionLabel = (action: string) => auditActionLabel(translate(t), action);
  // Days as YYYY-MM-DD compare as text; a range that ends before it starts holds no day, and says so.
  const backwards = Boolean(filters.from && filters.to && filters.from > filters.to);

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle level={2} id={headingId}>
            {t('staff.audit.title')}
          </CardTitle>
          <CardDescription>{t('staff.audit.description')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="flex flex-wrap items-end gap-3">
            <Select
              label={t('staff.audit.actionFilter')}
              value={filters.action ?? 'all'}
              onValueChange={(value) => set('action', value === 'all' ? '' : value)}
              options={[{ value: 'all', label: t('staff.audit.allActions') }, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: actionLabel(a) }))]}
            />
            <div className="space-y-1.5">
              <Label htmlFor={searchId}>{t('staff.audit.search')}</Label>
              <Input id={searchId} type="search" value={filters.q ?? ''} onChange={(e) => set('q', e.target.value)} />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={fromId}>{t('staff.audit.from')}</Label>
              <Input id={fromId} type="date" value={filters.from ?? ''} onChange={(e) => set('from', e.target.value)} />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={toId}>{t('staff.audit.to')}</Label>
              <Input
                id={toId}
                type="date"
                value={filters.to ?? ''}
                onChange={(e) => set('to', e.target.value)}
                aria-invalid={backwards}
                aria-describedby={backwards ? backwardsId : undefined}
              />
            </div>
            <a
              href={`/api/admin/audit.csv?${auditSearch({ ...filters, lang: currentLanguage() })}`}
              download
              className="inline-flex h-10 items-center rounded-[calc(var(--radius)*0.75)] border border-border px-4 font-medium hover:bg-muted"
            >
              {t('staff.audit.export')}
            </a>
          </div>
          {backwards ? (
            <p id={backwardsId} role="alert">
              {t('staff.audit.backwards')}
            </p>
          ) : audit.isLoading ? (
            <Skeleton className="h-20" />
          ) : !audit.data ? (
            // Only when there is nothing to show: a later page that fails says so under the entries already shown.
            <p role="alert">{t('staff.audit.loadError')}</p>
          ) : entries.length === 0 ? (
            <p>{t('staff.audit.none')}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <caption className="sr-only">{t('staff.audit.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="p-2 text-start">
                      {t('staff.audit.when')}
                    </th>
                    <th scope="col" className="p-2 text-start">
                      {t('staff.audit.who')}
                    </th>
                    <th scope="col" className="p-2 text-start">
                      {t('staff.audit.what')}
                    </th>
                    <th scope="col" className="p-2 text-start">
                      {t('staff.audit.change')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => (
                    <tr key={entry.id} className="border-t border-border align-top">
                      <td className="p-2 whitespace-nowrap">{time(entry.at)}</td>
                      <td className="p-2">{entry.actorName || t('staff.audit.unknownActor')}</td>
                      <td className="p-2">{actionLabel(entry.action)}</td>
                      <td className="p-2">{auditChange(translate(t), entry)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {entries.length > 0 && (
            <ShowMore
              pages={audit}
              words={{
                shown: t('staff.audit.shown', { shown: entries.length }),
                more: t('staff.audit.showMore'),
                loading: t('staff.audit.loadingMore'),
                error: t('staff.audit.moreError'),
              }}
            />
          )}
        </CardContent>
      </Card>
    </section>
  );
}
