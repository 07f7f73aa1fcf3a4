import { useEffect, useRef, useState } from 'react';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Course, RecommendedStudent } from '@common/contracts/courses.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DialogContent, DialogRoot } from '@/components/ui/dialog.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { gradeLabel } from './labels.ts';
import { ApiError } from '@/lib/api.ts';
import { useCourseStudents } from './api/get-course-students.ts';
import { useEnrollStudent } from './api/enroll-student.ts';
import { useRecommendStudents } from './api/recommend-students.ts';
import { RosterImport } from './roster-import.tsx';

/** Spec 002 §9: AI score colours, 90+ green, 70+ blue, 50+ yellow, below red. */
function scoreTone(score: number) {
  if (score >= 90) return 'success' as const;
  if (score >= 70) return 'info' as const;
  if (score >= 50) return 'warning' as const;
  return 'danger' as const;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** Manage students of a course (spec 002 §2): recommendations, the school's students with search, the summary, roster import. */
export function ManageStudentsDialog({ course, onOpenChange }: { course: Course; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const students = useCourseStudents(course.code);
  const enroll = useEnrollStudent(course.code);
  const recommend = useRecommendStudents();
  const [search, setSearch] = useState('');
  const [recommendations, setRecommendations] = useState<RecommendedStudent[] | null>(null);
  const canChange = course.canChange && course.status !== 'archived';
  /**
   * Where keyboard focus goes once an enrolled recommendation leaves the list: the Quick Enroll button now in its
   * place (or the last one), else the section's heading.
   */
  const recommendationsList = useRef<HTMLUListElement>(null);
  const focusRecommendation = useRef<number | null>(null);
  useEffect(() => {
    const at = focusRecommendation.current;
    if (at === null) return;
    focusRecommendation.current = null;
    const buttons = recommendationsList.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    (buttons[Math.min(at, buttons.length - 1)] ?? document.getElementById('recommend-heading'))?.focus();
  }, [recommendations]);

  const toggle = (studentId: string, on: boolean) =>
    enroll.mutate(
      { studentId, enroll: on },
      {
        onSuccess: () => {
          toast({ title: t('courses.toasts.enrollmentUpdated') });
          const at = on ? (recommendations?.findIndex((r) => r.studentId === studentId) ?? -1) : -1;
          if (at >= 0) {
            // Only when the focus was on the button that goes: a click elsewhere keeps its own focus.
            if (recommendationsList.current?.contains(document.activeElement)) focusRecommendation.current = at;
            setRecommendations((list) => list?.filter((r) => r.studentId !== studentId) ?? null);
          }
        },
        onError: (error) =>
          toast({
            title: t('courses.toasts.enrollmentErrorTitle'),
            description:
              error instanceof ApiError && error.status === 409
                ? t('courses.students.full', { count: course.maxStudents })
                : t('courses.toasts.enrollmentError'),
            variant: 'destructive',
          }),
      },
    );

  const askRecommendations = () =>
    recommend.mutate(
      { code: course.code, language: i18n.language },
      {
        onSuccess: (result) => setRecommendations(result.recommendations),
        onError: () => toast({ title: t('courses.toasts.recommendErrorTitle'), description: t('courses.toasts.recommendError'), variant: 'destructive' }),
      },
    );

  const query = search.trim().toLowerCase();
  const shown = (students.data?.students ?? []).filter((s) => !query || s.name.toLowerCase().includes(query) || s.username.includes(query));
  const summary = students.data?.summary;

  return (
    <DialogRoot open onOpenChange={onOpenChange}>
      <DialogContent title={t('courses.students.title', { name: course.name })} description={course.code} size="lg">
        <div className="space-y-6">
          {summary ? (
            <dl className="grid grid-cols-[repeat(auto-fit,minmax(8rem,1fr))] gap-3 sm:grid-cols-4" aria-label={t('courses.students.summary')}>
              {(
                [
                  ['total', summary.total],
                  ['enrolled', summary.enrolled],
                  ['available', summary.available],
                  ['rate', `${summary.enrollmentRate}%`],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="rounded-card border border-border p-3 text-center">
                  <dt className="text-sm text-muted-fg">{t(`courses.students.${key}`)}</dt>
                  <dd className="text-2xl font-bold">{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}

          {canChange ? (
            <section aria-labelledby="recommend-heading" className="space-y-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 id="recommend-heading" tabIndex={-1} className="font-semibold">
                  {t('courses.recommend.title')}
                </h3>
                <Button variant="secondary" size="sm" onClick={askRecommendations} disabled={recommend.isPending}>
                  <Sparkles aria-hidden="true" className="me-1 h-4 w-4" />
                  {recommend.isPending ? t('courses.recommend.working') : t('courses.recommend.get')}
                </Button>
              </div>
              {recommendations && recommendations.length === 0 ? <p className="text-sm text-muted-fg">{t('courses.recommend.none')}</p> : null}
              {recommendations?.length ? (
                <ul ref={recommendationsList} className="space-y-2">
                  {recommendations.map((r) => (
                    <li key={r.studentId} className="flex flex-wrap items-start gap-3 rounded-card border border-border p-3">
                      <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-muted font-semibold">
                        {initials(r.studentName)}
                      </span>
                      <div className="min-w-0 flex-1 basis-40">
                        <p className="font-medium">{r.studentName}</p>
                        <p className="text-sm text-muted-fg">{r.reason}</p>
                      </div>
                      <Badge tone={scoreTone(r.matchScore)}>{t('courses.recommend.match', { score: r.matchScore })}</Badge>
                      <Button
                        size="sm"
                        aria-disabled={enroll.isPending}
                        onClick={() => !enroll.isPending && toggle(r.studentId, true)}
                        aria-label={t('courses.recommend.quickEnrollName', { name: r.studentName })}
                      >
                        {t('courses.recommend.quickEnroll')}
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ) : null}

          <section aria-labelledby="students-heading" className="space-y-3">
            <h3 id="students-heading" className="font-semibold">
              {t('courses.students.all')}
            </h3>
            <div className="space-y-1">
              <Label htmlFor="student-search">{t('courses.students.search')}</Label>
              <Input id="student-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
            </div>
            {students.isLoading ? <p role="status">{t('courses.loading')}</p> : null}
            {students.data && students.data.students.length === 0 ? <p className="text-sm text-muted-fg">{t('courses.students.noneInSchool')}</p> : null}
            <ul className="divide-y divide-border" aria-label={t('courses.students.all')}>
              {shown.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center gap-3 py-2">
                  <div className="min-w-0 flex-1 basis-40">
                    <p className="font-medium">{s.name}</p>
                    <p className="text-sm text-muted-fg">
                      {s.username}
                      {s.grade ? ` · ${gradeLabel(t, s.grade)}` : ''}
                    </p>
                  </div>
                  {s.enrolled ? <Badge tone="success">{t('courses.students.enrolledBadge')}</Badge> : null}
                  {canChange ? (
                    <Button
                      size="sm"
                      variant={s.enrolled ? 'outline' : 'primary'}
                      // Not disabled while saving: a disabled button loses the keyboard's focus to the page.
                      aria-disabled={enroll.isPending}
                      onClick={() => !enroll.isPending && toggle(s.id, !s.enrolled)}
                      aria-label={t(s.enrolled ? 'courses.students.unenrollName' : 'courses.students.enrollName', { name: s.name })}
                    >
                      {t(s.enrolled ? 'courses.students.unenroll' : 'courses.students.enroll')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>

          {canChange ? <RosterImport course={course} /> : null}
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
