import { useTranslation } from 'react-i18next';
import { Clock } from 'lucide-react';
import { activityKey, dateOfDay, type ParentingPlanRecord } from '@common/contracts/parenting-plans.ts';
import type { DailyPlan } from '@common/contracts/ai.ts';
import { toast } from '@/components/ui/toast-store.ts';
import { useMarkPlanActivity } from '../api/mark-plan-activity.ts';
import { ActivityItem } from './activity-item.tsx';

/** The date a day falls on, in the interface language, when the plan is on the calendar. */
export function useDayDate(plan: Pick<ParentingPlanRecord, 'startDate'>) {
  const { i18n } = useTranslation();
  return (day: number, style: 'long' | 'short' = 'long') =>
    plan.startDate
      ? new Intl.DateTimeFormat(
          i18n.language,
          style === 'long' ? { dateStyle: 'full', timeZone: 'UTC' } : { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' },
        ).format(new Date(`${dateOfDay(plan.startDate, day)}T00:00:00Z`))
      : null;
}

/** One day of a plan: theme, time, date, objectives, activities (each can be ticked done), parent tips. */
export function DayPlan({ plan, day, headingLevel = 3 }: { plan: ParentingPlanRecord; day: DailyPlan; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation();
  const mark = useMarkPlanActivity();
  const dateOf = useDayDate(plan);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const Sub = headingLevel === 3 ? 'h4' : 'h5';
  const date = dateOf(day.day);
  const onDone = (index: number, done: boolean, undo: () => void) =>
    mark.mutate(
      { id: plan.id, body: { day: day.day, activity: index, done } },
      {
        onError: () => {
          undo();
          toast({ title: t('parentingPlans.errors.update'), variant: 'destructive' });
        },
      },
    );
  return (
    <section className="space-y-3">
      <div>
        <Heading className="text-lg font-semibold">{t('parentingPlans.dayTheme', { day: day.day, theme: day.theme })}</Heading>
        <p className="flex flex-wrap items-center gap-3 text-sm text-muted-fg">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="h-4 w-4" />
            {day.totalTimeEstimate}
          </span>
          {date && <span>{date}</span>}
        </p>
      </div>
      <div>
        <Sub className="font-semibold">{t('parentingPlans.objectives')}</Sub>
        <ul className="list-disc ps-5 text-sm">
          {day.objectives.map((objective, i) => (
            <li key={i}>{objective}</li>
          ))}
        </ul>
      </div>
      <div>
        <Sub className="font-semibold">{t('parentingPlans.activities')}</Sub>
        <ul className="mt-2 space-y-2">
          {day.activities.map((activity, i) => (
            <ActivityItem
              key={i}
              activity={activity}
              done={plan.completedActivities.includes(activityKey(day.day, i))}
              onDoneChange={(done, undo) => onDone(i, done, undo)}
            />
          ))}
        </ul>
      </div>
      {day.parentTips.length > 0 && (
        <div>
          <Sub className="font-semibold">{t('parentingPlans.parentTips')}</Sub>
          <ul className="list-disc ps-5 text-sm">
            {day.parentTips.map((tip, i) => (
              <li key={i}>{tip}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
