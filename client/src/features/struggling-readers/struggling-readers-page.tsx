import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StrugglingFilters } from '@common/contracts/struggling-readers.ts';
import { useFirstScreenDrawn } from '@/app/first-screen.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { ShowMore } from '@/components/show-more.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { filterQuery, useStrugglingReaders } from './api/get-struggling-readers.ts';
import { Filters } from './components/filters.tsx';
import { InterventionGroups } from './components/intervention-groups.tsx';
import { StudentCard } from './components/student-card.tsx';
import { SummaryCards } from './components/summary-cards.tsx';

// The details modal (its dialog, the override form and their libraries, ~30 KB compressed) is not part of the first
// screen: it loads once the list is drawn, so a teacher's phone paints the list sooner (issue 16).
const loadDetails = () => import('./components/details-dialog.tsx');
const DetailsDialog = lazy(() => loadDetails().then((module) => ({ default: module.DetailsDialog })));

/** /struggling-readers (spec 000 §2): staff see who needs help and why, form intervention groups, export and print. */
export default function StrugglingReadersPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<StrugglingFilters>({ grade: 'all', risk: 'all' });
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useStrugglingReaders(filters);
  const drawn = useFirstScreenDrawn();
  useEffect(() => {
    if (drawn) void loadDetails();
  }, [drawn]);
  const pages = list.data?.pages ?? [];
  const first = pages[0];
  // Spec 000 §7: the records join the users by id to userId (each page brings its records' students).
  const students = pages.flatMap((p) => p.students);
  const byId = new Map(students.map((s) => [s.id, s]));
  const records = pages.flatMap((p) => p.records).filter((r) => byId.has(r.userId));
  const listRef = useRef<HTMLUListElement>(null);
  // After "Show more", keyboard and screen-reader users carry on from the first card just loaded.
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || records.length <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLButtonElement>(':scope > li button')[from]?.focus();
  }, [records.length]);

  // The download is a link the browser follows with its own Accept-Language: it names the screen's language.
  const exportLink = (
    <a
      href={`/api/struggling-readers.csv?${filterQuery(filters)}&lang=${currentLanguage()}`}
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
        {list.isLoading ? (
          <div role="status" aria-label={t('common.loading')} className="grid gap-4 md:grid-cols-4">
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </div>
        ) : !first ? (
          <Card role="alert" className="p-6">
            {t('strugglingReaders.loadError')}
          </Card>
        ) : (
          <>
            <SummaryCards summary={first.summary} />
            <section aria-labelledby="list-heading" className="space-y-4">
              <h2 id="list-heading" className="text-lg font-semibold">
                {t('strugglingReaders.list.heading', { count: first.listed })}
              </h2>
              {records.length === 0 ? (
                <p className="text-muted-fg">{t('strugglingReaders.list.empty')}</p>
              ) : (
                <>
                  <ul ref={listRef} className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                    {records.map((record) => (
                      <li key={record.id}>
                        <StudentCard record={record} student={byId.get(record.userId)} onOpen={() => setOpenId(record.userId)} />
                      </li>
                    ))}
                  </ul>
                  <ShowMore
                    pages={list}
                    onMore={() => {
                      focusFrom.current = records.length;
                    }}
                    words={{
                      shown: t('strugglingReaders.list.shown', { shown: records.length, count: first.listed }),
                      more: t('strugglingReaders.list.showMore'),
                      loading: t('strugglingReaders.list.loadingMore'),
                      error: t('strugglingReaders.list.moreError'),
                    }}
                  />
                </>
              )}
            </section>
            <InterventionGroups records={records} students={students} />
          </>
        )}
      </main>
      {openId !== null && (
        <Suspense fallback={null}>
          <DetailsDialog studentId={openId} student={byId.get(openId)} onClose={() => setOpenId(null)} />
        </Suspense>
      )}
    </div>
  );
}
