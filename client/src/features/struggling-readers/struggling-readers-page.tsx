import { useState } from 'react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StrugglingFilters } from '@common/contracts/struggling-readers.ts';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { filterQuery, useStrugglingReaders } from './api/get-struggling-readers.ts';
import { useStudents } from './api/get-students.ts';
import { DetailsDialog } from './components/details-dialog.tsx';
import { Filters } from './components/filters.tsx';
import { InterventionGroups } from './components/intervention-groups.tsx';
import { StudentCard } from './components/student-card.tsx';
import { SummaryCards } from './components/summary-cards.tsx';

/** /struggling-readers (spec 000 §2): staff see who needs help and why, form intervention groups, export and print. */
export default function StrugglingReadersPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<StrugglingFilters>({ grade: 'all', risk: 'all' });
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useStrugglingReaders(filters);
  const students = useStudents();
  // Spec 000 §7: the records join the users by id to userId.
  const byId = new Map((students.data?.users ?? []).map((s) => [s.id, s]));
  const records = (list.data?.records ?? []).filter((r) => !students.data || byId.has(r.userId));

  const exportLink = (
    <a
      href={`/api/struggling-readers.csv?${filterQuery(filters)}`}
      download
      className="inline-flex h-10 items-center gap-2 rounded-[calc(var(--radius)*0.75)] bg-primary px-4 text-primary-fg hover:opacity-90"
    >
      <Download aria-hidden="true" className="h-4 w-4" />
      {t('strugglingReaders.export')}
    </a>
  );

  return (
    <div className="min-h-screen bg-bg pb-28">
      <PageHeader title={t('strugglingReaders.title')} subtitle={t('strugglingReaders.subtitle')} actions={exportLink} />
      <main className="mx-auto max-w-6xl space-y-8 px-4 py-6">
        <Filters filters={filters} onChange={setFilters} />
        {list.isLoading || students.isLoading ? (
          <div role="status" aria-label={t('common.loading')} className="grid gap-4 md:grid-cols-4">
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </div>
        ) : !list.data ? (
          <Card role="alert" className="p-6">
            {t('strugglingReaders.loadError')}
          </Card>
        ) : (
          <>
            <SummaryCards summary={list.data.summary} />
            <section aria-labelledby="list-heading" className="space-y-4">
              <h2 id="list-heading" className="text-lg font-semibold">
                {t('strugglingReaders.list.heading', { count: records.length })}
              </h2>
              {records.length === 0 ? (
                <p className="text-muted-fg">{t('strugglingReaders.list.empty')}</p>
              ) : (
                <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                  {records.map((record) => (
                    <li key={record.id}>
                      <StudentCard record={record} student={byId.get(record.userId)} onOpen={() => setOpenId(record.userId)} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <InterventionGroups records={records} students={students.data?.users ?? []} />
          </>
        )}
      </main>
      <DetailsDialog studentId={openId} student={openId ? byId.get(openId) : undefined} onClose={() => setOpenId(null)} />
    </div>
  );
}
