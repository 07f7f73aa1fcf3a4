import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Eye, Pencil, Save } from 'lucide-react';
import { ACTIVITY_TYPES, planBodySchema, type ParentingPlanRecord, type PlanBody } from '@common/contracts/parenting-plans.ts';
import type { DailyPlan } from '@common/contracts/ai.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { FieldError, Input, Label, Textarea } from '@/components/ui/input.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { Select } from '@/components/ui/select.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { ApiError } from '@/lib/api.ts';
import { useSaveParentingPlan } from '../api/save-parenting-plan.ts';
import { FOCUS_KEYS, GOAL_KEYS, isKnownFocus, isKnownGoal, messageKey } from '../labels.ts';
import { ScheduleControl } from './calendar-dialog.tsx';
import { DayPlan } from './day-plan.tsx';
import { StyleBadge } from './style-badge.tsx';

const lines = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The body the server takes for a plan, from a saved plan and its edited days. */
export function bodyOf(plan: ParentingPlanRecord, changes: { title: string; description: string; dailyPlans: DailyPlan[] }): PlanBody {
  return {
    childId: plan.childId,
    title: changes.title,
    description: changes.description,
    parentingStyle: plan.parentingStyle,
    childName: plan.childName,
    childAge: plan.childAge,
    goals: plan.goals,
    focusAreas: plan.focusAreas.filter(isKnownFocus),
    timeline: plan.timeline,
    totalDays: changes.dailyPlans.length,
    hoursPerDay: plan.hoursPerDay,
    additionalNotes: plan.additionalNotes,
    dailyPlans: changes.dailyPlans,
  };
}

function DayEditor({ day, onChange }: { day: DailyPlan; onChange: (day: DailyPlan) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const setActivity = (index: number, change: Partial<DailyPlan['activities'][number]>) =>
    onChange({ ...day, activities: day.activities.map((a, i) => (i === index ? { ...a, ...change } : a)) });
  return (
    <fieldset className="space-y-3 rounded-card border border-border p-4">
      <legend className="px-1 font-semibold">{t('parentingPlans.dayNumber', { day: day.day })}</legend>
      <div className="space-y-1">
        <Label htmlFor={`${id}-theme`}>{t('parentingPlans.edit.theme')}</Label>
        <Input id={`${id}-theme`} value={day.theme} maxLength={120} onChange={(e) => onChange({ ...day, theme: e.target.value })} />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-objectives`}>{t('parentingPlans.edit.objectives')}</Label>
        <Textarea id={`${id}-objectives`} defaultValue={day.objectives.join('\n')} onChange={(e) => onChange({ ...day, objectives: lines(e.target.value) })} />
      </div>
      {day.activities.map((activity, i) => (
        <div key={i} className="grid gap-2 rounded-card bg-muted/40 p-3 md:grid-cols-[1fr_10rem_8rem]">
          <div className="space-y-1">
            <Label htmlFor={`${id}-a${i}-title`}>{t('parentingPlans.edit.activityTitle', { number: i + 1 })}</Label>
            <Input id={`${id}-a${i}-title`} value={activity.title} maxLength={120} onChange={(e) => setActivity(i, { title: e.target.value })} />
          </div>
          <div className="flex flex-col gap-1">
            <span className="text-sm font-medium" aria-hidden="true">
              {t('parentingPlans.edit.type')}
            </span>
            <Select
              label={t('parentingPlans.edit.typeOf', { number: i + 1 })}
              value={activity.type}
              options={ACTIVITY_TYPES.map((value) => ({ value, label: t(`parentingPlans.activityTypes.${value}`) }))}
              onValueChange={(value) => setActivity(i, { type: value as DailyPlan['activities'][number]['type'] })}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-a${i}-minutes`}>{t('parentingPlans.edit.minutes')}</Label>
            <Input
              id={`${id}-a${i}-minutes`}
              type="number"
              min={1}
              max={240}
              value={activity.duration}
              onChange={(e) => setActivity(i, { duration: Math.max(1, Math.min(240, Math.round(Number(e.target.value) || 1))) })}
            />
          </div>
          <div className="space-y-1 md:col-span-3">
            <Label htmlFor={`${id}-a${i}-description`}>{t('parentingPlans.edit.activityDescription')}</Label>
            <Textarea
              id={`${id}-a${i}-description`}
              value={activity.description}
              maxLength={600}
              onChange={(e) => setActivity(i, { description: e.target.value })}
            />
          </div>
          <div className="space-y-1 md:col-span-3">
            <Label htmlFor={`${id}-a${i}-content`}>{t('parentingPlans.edit.activityContent')}</Label>
            <Textarea
              id={`${id}-a${i}-content`}
              value={activity.content ?? ''}
              maxLength={4000}
              onChange={(e) => setActivity(i, { content: e.target.value })}
            />
          </div>
        </div>
      ))}
      <div className="space-y-1">
        <Label htmlFor={`${id}-tips`}>{t('parentingPlans.edit.tips')}</Label>
        <Textarea id={`${id}-tips`} defaultValue={day.parentTips.join('\n')} onChange={(e) => onChange({ ...day, parentTips: lines(e.target.value) })} />
      </div>
    </fieldset>
  );
}

/** A plan opened from My plans (spec 002 §2): View Mode to read and tick, Edit Mode to change, Save Changes. */
export function PlanDetail({ plan, onBack }: { plan: ParentingPlanRecord; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(plan.title);
  const [description, setDescription] = useState(plan.description);
  const [days, setDays] = useState(plan.dailyPlans);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveParentingPlan();
  const totalHours = plan.hoursPerDay * plan.totalDays;
  const number = (value: number) => value.toLocaleString(i18n.language);

  const startEditing = () => {
    setTitle(plan.title);
    setDescription(plan.description);
    setDays(plan.dailyPlans);
    setError(null);
    setEditing(true);
  };

  const onSave = () => {
    if (save.isPending) return;
    const body = bodyOf(plan, { title, description, dailyPlans: days });
    const parsed = planBodySchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const key = messageKey(issue.message);
      setError(key ? t(`parentingPlans.messages.${key}`) : issue.message);
      return;
    }
    setError(null);
    save.mutate(
      { id: plan.id, body },
      {
        onSuccess: () => {
          setEditing(false);
          toast({ title: t('parentingPlans.saved') });
        },
        onError: (failure) =>
          toast({
            title: t('parentingPlans.errors.save'),
            description: failure instanceof ApiError && failure.status === 400 ? failure.userMessage : undefined,
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4 rtl:rotate-180" />
          {t('parentingPlans.detail.back')}
        </Button>
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('parentingPlans.detail.mode')}>
          <Button variant={editing ? 'outline' : 'primary'} aria-pressed={!editing} onClick={() => setEditing(false)}>
            <Eye aria-hidden="true" className="h-4 w-4" />
            {t('parentingPlans.detail.viewMode')}
          </Button>
          <Button variant={editing ? 'primary' : 'outline'} aria-pressed={editing} onClick={() => (editing ? undefined : startEditing())}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {t('parentingPlans.detail.editMode')}
          </Button>
          {editing && (
            <Button onClick={onSave} aria-disabled={save.isPending}>
              <Save aria-hidden="true" className="h-4 w-4" />
              {save.isPending ? t('parentingPlans.detail.saving') : t('parentingPlans.detail.save')}
            </Button>
          )}
        </div>
      </div>

      <Card>
        <CardHeader>
          {editing ? (
            <div className="space-y-3">
              <div className="space-y-1">
                <Label htmlFor={`${id}-title`}>{t('parentingPlans.edit.title')}</Label>
                <Input id={`${id}-title`} value={title} maxLength={160} onChange={(e) => setTitle(e.target.value)} />
              </div>
              <div className="space-y-1">
                <Label htmlFor={`${id}-description`}>{t('parentingPlans.edit.description')}</Label>
                <Textarea id={`${id}-description`} value={description} maxLength={1200} onChange={(e) => setDescription(e.target.value)} />
              </div>
            </div>
          ) : (
            <>
              <CardTitle level={2}>{plan.title}</CardTitle>
              <p className="text-muted-fg">{plan.description}</p>
            </>
          )}
          <div className="mt-2 flex flex-wrap gap-2">
            <StyleBadge style={plan.parentingStyle} />
            {plan.goals.map((goal) => (
              <Badge key={goal} tone="info">
                {isKnownGoal(goal) ? t(`parentingPlans.goals.${GOAL_KEYS[goal]}`) : goal}
              </Badge>
            ))}
            {plan.focusAreas.map((area) => (
              <Badge key={area} tone="outline">
                {isKnownFocus(area) ? t(`parentingPlans.focus.${FOCUS_KEYS[area]}`) : area}
              </Badge>
            ))}
          </div>
        </CardHeader>
        <CardContent className="space-y-4">
          <dl className="grid grid-cols-3 gap-2 text-center">
            <div className="rounded-card bg-muted p-3">
              <dt className="text-sm text-muted-fg">{t('parentingPlans.summary.days')}</dt>
              <dd className="text-2xl font-bold">{number(plan.totalDays)}</dd>
            </div>
            <div className="rounded-card bg-muted p-3">
              <dt className="text-sm text-muted-fg">{t('parentingPlans.summary.hoursPerDay')}</dt>
              <dd className="text-2xl font-bold">{number(plan.hoursPerDay)}</dd>
            </div>
            <div className="rounded-card bg-muted p-3">
              <dt className="text-sm text-muted-fg">{t('parentingPlans.summary.totalHours')}</dt>
              <dd className="text-2xl font-bold">{number(totalHours)}</dd>
            </div>
          </dl>
          <div className="space-y-1">
            <p className="text-sm font-medium">{t('parentingPlans.progress', { percent: plan.progress })}</p>
            <Progress value={plan.progress} label={t('parentingPlans.progressLabel')} />
          </div>
          {!editing && <ScheduleControl plan={plan} />}
        </CardContent>
      </Card>

      <FieldError id={`${id}-error`}>{error}</FieldError>
      {editing ? (
        <div className="space-y-4">
          {days.map((day, index) => (
            <DayEditor key={day.day} day={day} onChange={(next) => setDays((all) => all.map((d, i) => (i === index ? next : d)))} />
          ))}
        </div>
      ) : (
        <div className="space-y-4">
          {plan.dailyPlans.map((day) => (
            <Card key={day.day}>
              <CardContent className="pt-6">
                <DayPlan plan={plan} day={day} />
              </CardContent>
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
