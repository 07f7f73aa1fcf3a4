import { useState } from 'react';
import { Archive, ArchiveRestore, Pencil, Plus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Course } from '@common/contracts/courses.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { gradeLabel, subjectLabel } from './labels.ts';
import { useArchiveCourse } from './api/archive-course.ts';
import { useCourses } from './api/get-courses.ts';
import { CourseFormDialog } from './course-form-dialog.tsx';
import { CourseRecommendations } from './course-recommendations.tsx';
import { ManageStudentsDialog } from './manage-students-dialog.tsx';

const STATUS_TONES = { active: 'success', upcoming: 'info', ended: 'neutral', archived: 'outline' } as const;

/** Course Management (spec 002 §2 tab 3): the list (loaded while the tab is shown), new, edit, archive, manage students. */
export function CoursesTab() {
  const { t, i18n } = useTranslation();
  const courses = useCourses();
  const archive = useArchiveCourse();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Course | null>(null);
  const [managing, setManaging] = useState<Course | null>(null);
  const list = courses.data?.courses ?? [];
  const mayCreate = list.length === 0 || list.some((c) => c.canChange) || !courses.data;
  const date = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString(i18n.language, { timeZone: 'UTC', dateStyle: 'medium' });

  const setArchived = (course: Course, archived: boolean) =>
    archive.mutate(
      { code: course.code, archived },
      { onSuccess: () => toast({ title: t(archived ? 'courses.toasts.archived' : 'courses.toasts.restored', { name: course.name }) }) },
    );

  return (
    <section aria-labelledby="courses-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="courses-heading" className="text-xl font-semibold">
          {t('courses.title')}
        </h2>
        {mayCreate ? (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="me-1 h-4 w-4" />
            {t('courses.newCourse')}
          </Button>
        ) : null}
      </div>

      {courses.isLoading ? (
        <div role="status" aria-label={t('courses.loading')} className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : null}
      {courses.isError ? <p role="alert">{t('courses.loadError')}</p> : null}
      {courses.data && list.length === 0 ? (
        <Card>
          <CardContent className="py-10 text-center">
            <p className="font-medium">{t('courses.empty')}</p>
            <p className="text-sm text-muted-fg">{t('courses.emptyHelp')}</p>
          </CardContent>
        </Card>
      ) : null}

      <ul className="grid gap-4 md:grid-cols-2" aria-label={t('courses.listLabel')}>
        {list.map((course) => (
          <li key={course.id}>
            <Card className="h-full">
              <CardHeader>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <CardTitle>{course.name}</CardTitle>
                  <Badge tone={STATUS_TONES[course.status]}>{t(`courses.status.${course.status}`)}</Badge>
                </div>
                <CardDescription>
                  {course.code} · {gradeLabel(t, course.grade)} · {subjectLabel(t, course.subject)}
                </CardDescription>
              </CardHeader>
              <CardContent className="space-y-3">
                {course.description ? <p className="text-sm">{course.description}</p> : null}
                <p className="text-sm text-muted-fg">{t('courses.dates', { start: date(course.startDate), end: date(course.endDate) })}</p>
                {!course.canChange ? <p className="text-sm text-muted-fg">{t('courses.teacher', { name: course.teacherName })}</p> : null}
                <div className="space-y-1">
                  <p className="text-sm">{t('courses.enrolledOf', { n: course.enrolledCount, max: course.maxStudents })}</p>
                  <Progress
                    value={(course.enrolledCount / course.maxStudents) * 100}
                    label={t('courses.enrolledOf', { n: course.enrolledCount, max: course.maxStudents })}
                  />
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" variant="secondary" onClick={() => setManaging(course)} aria-label={t('courses.manageName', { name: course.name })}>
                    <Users aria-hidden="true" className="me-1 h-4 w-4" />
                    {t('courses.manage')}
                  </Button>
                  {course.canChange ? (
                    <>
                      <Button size="sm" variant="outline" onClick={() => setEditing(course)} aria-label={t('courses.editName', { name: course.name })}>
                        <Pencil aria-hidden="true" className="me-1 h-4 w-4" />
                        {t('courses.edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={archive.isPending}
                        onClick={() => setArchived(course, course.status !== 'archived')}
                        aria-label={t(course.status === 'archived' ? 'courses.restoreName' : 'courses.archiveName', { name: course.name })}
                      >
                        {course.status === 'archived' ? (
                          <ArchiveRestore aria-hidden="true" className="me-1 h-4 w-4" />
                        ) : (
                          <Archive aria-hidden="true" className="me-1 h-4 w-4" />
                        )}
                        {t(course.status === 'archived' ? 'courses.restore' : 'courses.archive')}
                      </Button>
                    </>
                  ) : null}
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>

      {list.find((c) => c.canChange && c.status !== 'archived') ? (
        <CourseRecommendations course={list.find((c) => c.canChange && c.status !== 'archived')!} />
      ) : null}

      {creating ? <CourseFormDialog open onOpenChange={setCreating} /> : null}
      {editing ? <CourseFormDialog key={editing.id} open course={editing} onOpenChange={(open) => !open && setEditing(null)} /> : null}
      {managing ? (
        <ManageStudentsDialog
          key={managing.id}
          course={list.find((c) => c.id === managing.id) ?? managing}
          onOpenChange={(open) => !open && setManaging(null)}
        />
      ) : null}
    </section>
  );
}
