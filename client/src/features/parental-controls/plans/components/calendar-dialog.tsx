import { useId, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { CALENDAR_ACTIVITIES_SHOWN, CALENDAR_COLUMNS, activityKey, type ParentingPlanRecord } from '@common/contracts/parenting-plans.ts';
import { Button } from '@/components/ui/button.tsx';
import { DialogContent, DialogRoot } from '@/components/ui/dialog.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useScheduleParentingPlan } from '../api/schedule-parenting-plan.ts';
import { DayPlan, useDayDate } from './day-plan.tsx';

/** The start date control: day 1 of the plan on a real date of the family's calendar. */
export function ScheduleControl({ plan }: { plan: ParentingPlanRecord }) {
  const { t } = useTranslation();
  const id = useId();
  const schedule = useScheduleParentingPlan();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-start`}>{t('parentingPlans.calendar.startDate')}</Label>
        <Input
          id={`${id}-start`}
          type="date"
          value={plan.startDate ?? ''}
          onChange={(event) =>
            schedule.mutate(
              { id: plan.id, body: { startDate: event.target.value || null } },
              { onError: () => toast({ title: t('parentingPlans.errors.update'), variant: 'destructive' }) },
            )
          }
        />
      </div>
      {!plan.startDate && <p className="text-sm text-muted-fg">{t('parentingPlans.calendar.notScheduled')}</p>}
    </div>
  );
}

/**
 * The plan as a calendar (spec 002 §2): day cards in columns of at most 7, each with its first 3 activities and
 * '+N more activities'; a day opens its detail, where activities are ticked done.
 */
export function CalendarDialog({ plan, open, onOpenChange }: { plan: ParentingPlanRecord; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const [dayNumber, setDayNumber] = useState<number | null>(null);
  const dateOf = useDayDate(plan);
  const day = dayNumber === null ? undefined : plan.dailyPlans.find((d) => d.day === dayNumber);
  const columns = { '--plan-columns': `repeat(${Math.min(CALENDAR_COLUMNS, plan.dailyPlans.length)}, minmax(0, 1fr))` } as CSSProperties;
  return (
    <DialogRoot
      open={open}
      onOpenChange={(next) => {
        if (!next) setDayNumber(null);
        onOpenChange(next);
      }}
    >
      <DialogContent title={t('parentingPlans.calendar.title', { title: plan.title })} size="xl">
        <div className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <ScheduleControl plan={plan} />
            <div className="min-w-48 flex-1 space-y-1 sm:max-w-xs">
              <p className="text-sm font-medium">{t('parentingPlans.progress', { percent: plan.progress })}</p>
              <Progress value={plan.progress} label={t('parentingPlans.progressLabel')} />
            </div>
          </div>
          {day ? (
            <div className="space-y-3">
              <Button variant="ghost" size="sm" onClick={() => setDayNumber(null)}>
                <ArrowLeft aria-hidden="true" className="h-4 w-4 rtl:rotate-180" />
                {t('parentingPlans.calendar.back')}
              </Button>
              <DayPlan plan={plan} day={day} />
            </div>
          ) : (
            <ol
              className="grid gap-2 sm:grid-cols-2 lg:[grid-template-columns:var(--plan-columns)]"
              style={columns}
              aria-label={t('parentingPlans.calendar.days')}
            >
              {plan.dailyPlans.map((d) => {
                const done = d.activities.filter((_, i) => plan.completedActivities.includes(activityKey(d.day, i))).length;
                const more = d.activities.length - CALENDAR_ACTIVITIES_SHOWN;
                const date = dateOf(d.day, 'short');
                return (
                  <li key={d.day}>
                    <button
                      type="button"
                      onClick={() => setDayNumber(d.day)}
                      className="flex h-full w-full flex-col gap-1 rounded-card border border-border bg-card p-2 text-start text-sm hover:bg-muted"
                    >
                      <span className="flex w-full items-center justify-between gap-1 font-semibold">
                        <span>{t('parentingPlans.dayNumber', { day: d.day })}</span>
                        {done === d.activities.length && <CheckCircle2 aria-label={t('parentingPlans.calendar.dayDone')} className="h-4 w-4 text-success" />}
                      </span>
                      {date && <span className="text-xs text-muted-fg">{date}</span>}
                      <span className="font-medium">{d.theme}</span>
                      <span className="sr-only">{t('parentingPlans.calendar.doneCount', { done, count: d.activities.length })}</span>
                      <span className="flex flex-col text-xs">
                        {d.activities.slice(0, CALENDAR_ACTIVITIES_SHOWN).map((a, i) => (
                          <span key={i} className={plan.completedActivities.includes(activityKey(d.day, i)) ? 'line-through' : undefined}>
                            • {a.title}
                          </span>
                        ))}
                      </span>
                      {more > 0 && <span className="text-xs text-muted-fg">{t('parentingPlans.calendar.more', { count: more })}</span>}
                    </button>
                  </li>
                );
              })}
            </ol>
          )}
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
