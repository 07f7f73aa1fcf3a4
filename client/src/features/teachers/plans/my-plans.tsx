import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Download, Eye, FileText, Pencil, Plus, Trash2 } from 'lucide-react';
import type { LessonPlanRecord } from '@common/contracts/lesson-plans.ts';
import { directionOf } from '@common/domain/languages.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { DialogContent, DialogRoot } from '@/components/ui/dialog.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useDeleteLessonPlan } from './api/delete-lesson-plan.ts';
import { useLessonPlans } from './api/get-lesson-plans.ts';
import { downloadHtml, exercisesFileName, exercisesHtml } from './exercises-html.ts';
import { exerciseLabels } from './labels.ts';
import { ExercisesPreview, LessonCard } from './lesson-view.tsx';

/** My Plans (spec 002 §2): the teacher's saved plans as cards; view, edit, preview and download exercises, delete. */
export function MyPlans({ onEdit, onCreate }: { onEdit: (plan: LessonPlanRecord) => void; onCreate: () => void }) {
  const { t } = useTranslation();
  const plans = useLessonPlans();
  const remove = useDeleteLessonPlan();
  const [viewing, setViewing] = useState<LessonPlanRecord | null>(null);
  const [previewing, setPreviewing] = useState<LessonPlanRecord | null>(null);
  const [deleting, setDeleting] = useState<LessonPlanRecord | null>(null);

  const download = (plan: LessonPlanRecord) => {
    downloadHtml(exercisesFileName(plan.title), exercisesHtml(plan, exerciseLabels(t)));
    toast({ title: t('lessonPlans.toasts.downloaded') });
  };

  if (plans.isLoading) return <Skeleton className="h-48" />;
  if (plans.isError || !plans.data) return <p role="alert">{t('lessonPlans.errors.load')}</p>;

  const list = plans.data.plans;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">{t('lessonPlans.myPlans.title')}</h2>
        {list.length > 0 && (
          <Button onClick={onCreate}>
            <Plus aria-hidden="true" className="me-2 h-4 w-4" />
            {t('lessonPlans.myPlans.create')}
          </Button>
        )}
      </div>
      {list.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
            <FileText aria-hidden="true" className="h-10 w-10 text-muted-fg" />
            <p className="font-medium">{t('lessonPlans.myPlans.empty')}</p>
            <Button onClick={onCreate}>{t('lessonPlans.myPlans.generateFirst')}</Button>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {list.map((plan) => (
            <li key={plan.id}>
              <Card className="h-full">
                {/* The plan's own words keep its language and direction; the badges and buttons below are the interface's. */}
                <CardHeader lang={plan.language} dir={directionOf(plan.language)}>
                  <CardTitle level={3}>{plan.title}</CardTitle>
                  <CardDescription className="line-clamp-3">{plan.description}</CardDescription>
                </CardHeader>
                <CardContent className="space-y-3">
                  <div className="flex flex-wrap gap-2">
                    <Badge>{t('lessonPlans.lessonsCount', { count: plan.lessons.length })}</Badge>
                    <Badge>{t('lessonPlans.minutes', { count: plan.classDuration })}</Badge>
                    <Badge>{t(`lessonPlans.languages.${plan.language}`)}</Badge>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" onClick={() => setViewing(plan)} aria-label={t('lessonPlans.myPlans.viewPlan', { title: plan.title })}>
                      <Eye aria-hidden="true" className="me-1 h-4 w-4" />
                      {t('lessonPlans.myPlans.view')}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => onEdit(plan)} aria-label={t('lessonPlans.myPlans.editPlan', { title: plan.title })}>
                      <Pencil aria-hidden="true" className="me-1 h-4 w-4" />
                      {t('lessonPlans.myPlans.edit')}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setPreviewing(plan)}>
                      <FileText aria-hidden="true" className="me-1 h-4 w-4" />
                      {t('lessonPlans.myPlans.preview')}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => download(plan)}>
                      <Download aria-hidden="true" className="me-1 h-4 w-4" />
                      {t('lessonPlans.downloadExercises')}
                    </Button>
                    <Button size="sm" variant="outline" asChild>
                      <a href={`/api/lesson-plans/${plan.id}/exercises.pdf`} download>
                        <Download aria-hidden="true" className="me-1 h-4 w-4" />
                        {t('lessonPlans.myPlans.pdf')}
                      </a>
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      onClick={() => setDeleting(plan)}
                      aria-label={t('lessonPlans.myPlans.deletePlan', { title: plan.title })}
                    >
                      <Trash2 aria-hidden="true" className="me-1 h-4 w-4" />
                      {t('lessonPlans.myPlans.delete')}
                    </Button>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}

      {/* The plan in full: a dialog over the list, so focus stays in it and goes back to its View button after. */}
      <DialogRoot open={viewing !== null} onOpenChange={(open) => !open && setViewing(null)}>
        {viewing && (
          <DialogContent title={viewing.title} description={viewing.description} titleLanguage={viewing.language} size="xl">
            <div className="space-y-4">
              <Button variant="outline" onClick={() => setViewing(null)}>
                <ArrowLeft aria-hidden="true" className="me-2 h-4 w-4 rtl:rotate-180" />
                {t('lessonPlans.backToPlans')}
              </Button>
              {viewing.lessons.map((lesson, i) => (
                <LessonCard key={i} lesson={lesson} index={i} language={viewing.language} />
              ))}
              <h3 className="text-xl font-semibold">{t('lessonPlans.exercises.title')}</h3>
              <ExercisesPreview lessons={viewing.lessons} language={viewing.language} />
            </div>
          </DialogContent>
        )}
      </DialogRoot>

      <DialogRoot open={previewing !== null} onOpenChange={(open) => !open && setPreviewing(null)}>
        {previewing && (
          <DialogContent title={t('lessonPlans.myPlans.previewTitle', { title: previewing.title })} size="lg">
            <ExercisesPreview lessons={previewing.lessons} language={previewing.language} />
          </DialogContent>
        )}
      </DialogRoot>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('lessonPlans.myPlans.deleteTitle')}
        description={t('lessonPlans.myPlans.confirmDelete')}
        confirmLabel={t('lessonPlans.myPlans.delete')}
        pendingLabel={t('lessonPlans.myPlans.deleting')}
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: () => toast({ title: t('lessonPlans.errors.delete'), variant: 'destructive' }),
          })
        }
      />
    </div>
  );
}
