import { useTranslation } from 'react-i18next';
import { CalendarDays, Eye, Trash2 } from 'lucide-react';
import type { ParentingPlanRecord } from '@common/contracts/parenting-plans.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { StyleBadge } from './style-badge.tsx';

/** A saved plan in My plans (spec 002 §2): title, description, days, hours a day, style, date, progress; calendar, view, delete. */
export function PlanCard({
  plan,
  onCalendar,
  onView,
  onDelete,
}: {
  plan: ParentingPlanRecord;
  onCalendar: () => void;
  onView: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const created = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(plan.createdAt));
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle level={3}>{plan.title}</CardTitle>
          <StyleBadge style={plan.parentingStyle} />
        </div>
        <CardDescription className="line-clamp-3">{plan.description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto space-y-3">
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-fg">
          {plan.childName && <span>{t('parentingPlans.card.forChild', { name: plan.childName, age: plan.childAge })}</span>}
          <span>{t('parentingPlans.days', { count: plan.totalDays })}</span>
          <span>{t('parentingPlans.hoursPerDay', { count: plan.hoursPerDay, hours: plan.hoursPerDay.toLocaleString(i18n.language) })}</span>
          <span>{t('parentingPlans.card.created', { date: created })}</span>
        </p>
        <div className="space-y-1">
          <p className="text-sm font-medium">{t('parentingPlans.progress', { percent: plan.progress })}</p>
          <Progress value={plan.progress} label={t('parentingPlans.card.progressOf', { title: plan.title })} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={onCalendar} aria-label={t('parentingPlans.card.calendarOf', { title: plan.title })}>
            <CalendarDays aria-hidden="true" className="h-4 w-4" />
            {t('parentingPlans.card.calendar')}
          </Button>
          <Button size="sm" variant="outline" onClick={onView} aria-label={t('parentingPlans.card.viewOf', { title: plan.title })}>
            <Eye aria-hidden="true" className="h-4 w-4" />
            {t('parentingPlans.card.view')}
          </Button>
          <Button size="sm" variant="outline" onClick={onDelete} aria-label={t('parentingPlans.card.deleteOf', { title: plan.title })}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t('parentingPlans.card.delete')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
