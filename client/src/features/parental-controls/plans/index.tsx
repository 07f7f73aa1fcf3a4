/**
 * The AI parenting plans of Parental Controls (spec 002 §2): the ai-plan-builder and my-plans tabs. The page mounts
 * them in its tabs; `PlanBuilderTab`'s `onSaved` is where the page opens My plans after a plan is saved.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardList } from 'lucide-react';
import type { ParentingPlanRecord } from '@common/contracts/parenting-plans.ts';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useDeleteParentingPlan } from './api/delete-parenting-plan.ts';
import { useParentingPlans } from './api/get-parenting-plans.ts';
import { CalendarDialog } from './components/calendar-dialog.tsx';
import { PlanBuilder, type PlanBuilderProps } from './components/plan-builder.tsx';
import { PlanCard } from './components/plan-card.tsx';
import { PlanDetail } from './components/plan-detail.tsx';

export type { PlanBuilderProps as PlanBuilderTabProps };

/** The ai-plan-builder tab. Pass the selected child (id, name, age) when there is one. */
export function PlanBuilderTab(props: PlanBuilderProps) {
  return <PlanBuilder {...props} />;
}

export interface MyPlansTabProps {
  /** Opens this plan's detail first (e.g. the one just saved). */
  initialPlanId?: string;
}

/** The my-plans tab: loading, 'No parenting plans yet', or the cards; a plan's detail and its calendar. */
export function MyPlansTab({ initialPlanId }: MyPlansTabProps) {
  const { t } = useTranslation();
  const plans = useParentingPlans();
  const remove = useDeleteParentingPlan();
  const [viewing, setViewing] = useState<string | null>(initialPlanId ?? null);
  const [calendar, setCalendar] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ParentingPlanRecord | null>(null);

  if (plans.isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-2" role="status" aria-label={t('parentingPlans.list.loading')}>
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
      </div>
    );
  }
  if (plans.isError) {
    return (
      <p role="alert" className="rounded-card border border-danger p-4 text-danger">
        {t('parentingPlans.errors.fetch')}
      </p>
    );
  }

  const list = plans.data.plans;
  const opened = list.find((p) => p.id === viewing);
  if (opened) return <PlanDetail key={opened.id} plan={opened} onBack={() => setViewing(null)} />;
  const onCalendar = list.find((p) => p.id === calendar);

  return (
    <div className="space-y-4">
      {list.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
            <ClipboardList aria-hidden="true" className="h-10 w-10 text-muted-fg" />
            <p className="text-lg font-semibold">{t('parentingPlans.list.empty')}</p>
            <p className="text-muted-fg">{t('parentingPlans.list.emptyHint')}</p>
          </CardContent>
        </Card>
      ) : (
        <>
          <h2 className="text-xl font-semibold">{t('parentingPlans.list.heading', { count: list.length })}</h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {list.map((plan) => (
              <li key={plan.id} className="flex flex-col [&>*]:flex-1">
                <PlanCard plan={plan} onCalendar={() => setCalendar(plan.id)} onView={() => setViewing(plan.id)} onDelete={() => setDeleting(plan)} />
              </li>
            ))}
          </ul>
        </>
      )}
      {onCalendar && <CalendarDialog plan={onCalendar} open onOpenChange={(open) => !open && setCalendar(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('parentingPlans.delete.title', { title: deleting?.title ?? '' })}
        description={t('parentingPlans.delete.confirm')}
        confirmLabel={t('parentingPlans.delete.action')}
        pendingLabel={t('parentingPlans.delete.pending')}
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: () => toast({ title: t('parentingPlans.errors.delete'), variant: 'destructive' }),
          })
        }
      />
    </div>
  );
}
