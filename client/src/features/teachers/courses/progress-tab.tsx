import { useState } from 'react';
import { ArrowDown, ArrowUp, Download, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useProgress } from './api/get-progress.ts';
import { CourseFilter } from './course-filter.tsx';
import { downloadCsv, toCsv } from './csv.ts';
import { categoryLabel, trendLabel } from './labels.ts';

const CATEGORY_TONES = { above: 'success', at: 'info', below: 'warning', well_below: 'danger' } as const;

/** Student Progress (spec 002 §2 tab 4): the teacher's enrolled students from their own records, with the tiles. */
export function StudentProgressTab() {
  const { t, i18n } = useTranslation();
  const [course, setCourse] = useState('');
  const [search, setSearch] = useState('');
  const progress = useProgress(course || undefined);
  const query = search.trim().toLowerCase();
  const students = (progress.data?.students ?? []).filter((s) => !query || s.name.toLowerCase().includes(query));
  const summary = progress.data?.summary;
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' }) : t('courses.progress.never'));
  const category = (c: string | null) => categoryLabel(t, c);
  const trend = (tr: string) => trendLabel(t, tr);

  const headers = [
    t('courses.progress.student'),
    t('courses.modules.letters'),
    t('courses.modules.sounds'),
    t('courses.modules.missions'),
    t('courses.modules.stories'),
    t('courses.progress.lastActivity'),
    t('courses.progress.category'),
    t('courses.progress.trend'),
  ];
  const rows = students.map((s) => [
    s.name,
    s.practice.letters,
    s.practice.sounds,
    s.practice.missions,
    s.practice.stories,
    when(s.lastActivity),
    category(s.category),
    trend(s.trend),
  ]);

  return (
    <section aria-labelledby="progress-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="progress-heading" className="text-xl font-semibold">
          {t('courses.progress.title')}
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <CourseFilter value={course} onChange={setCourse} />
          <div className="space-y-1">
            <Label htmlFor="progress-search">{t('courses.students.search')}</Label>
            <Input id="progress-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          </div>
          <Button variant="outline" onClick={() => downloadCsv('student-progress.csv', toCsv(headers, rows))} disabled={!rows.length}>
            <Download aria-hidden="true" className="me-1 h-4 w-4" />
            {t('courses.exportCsv')}
          </Button>
        </div>
      </div>

      {summary ? (
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {(
            [
              ['activeThisWeek', summary.activeThisWeek],
              ['completedActivities', summary.completedActivities],
              ['needReview', summary.needReview],
              ['averageScore', summary.averageScore === null ? '—' : `${summary.averageScore}%`],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="rounded-card border border-border bg-card p-4 text-center text-card-fg shadow-sm">
              <dt className="text-sm text-muted-fg">{t(`courses.progress.tiles.${key}`)}</dt>
              <dd className="text-3xl font-bold">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}

      {progress.isLoading ? <Skeleton className="h-48" /> : null}
      {progress.data && progress.data.students.length === 0 ? <p>{t('courses.progress.empty')}</p> : null}
      {progress.data && progress.data.students.length > 0 && students.length === 0 ? (
        <p role="status">{t('courses.progress.noMatch', { search: search.trim() })}</p>
      ) : null}
      {rows.length ? (
        <div className="overflow-x-auto rounded-card border border-border">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('courses.progress.title')}</caption>
            <thead className="bg-muted">
              <tr>
                {headers.map((h) => (
                  <th key={h} scope="col" className="p-2 text-start">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {students.map((s) => (
                <tr key={s.id} className="border-t border-border">
                  <th scope="row" className="p-2 text-start font-medium">
                    {s.name}
                  </th>
                  <td className="p-2">{s.practice.letters}</td>
                  <td className="p-2">{s.practice.sounds}</td>
                  <td className="p-2">{s.practice.missions}</td>
                  <td className="p-2">
                    {/* The student's stories, pictures and games, to read and play (Creative Lab, issue 15). */}
                    <Link
                      href={`/my-children/${s.id}/creations`}
                      className="underline"
                      aria-label={t('courses.progress.creations', { name: s.name, count: s.practice.stories })}
                    >
                      {s.practice.stories}
                    </Link>
                  </td>
                  <td className="p-2">{when(s.lastActivity)}</td>
                  <td className="p-2">{s.category ? <Badge tone={CATEGORY_TONES[s.category]}>{category(s.category)}</Badge> : category(null)}</td>
                  <td className="p-2">
                    <span className="inline-flex items-center gap-1">
                      {s.trend === 'up' ? <ArrowUp aria-hidden="true" className="h-4 w-4" /> : null}
                      {s.trend === 'down' ? <ArrowDown aria-hidden="true" className="h-4 w-4" /> : null}
                      {s.trend === 'steady' ? <Minus aria-hidden="true" className="h-4 w-4" /> : null}
                      {trend(s.trend)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
