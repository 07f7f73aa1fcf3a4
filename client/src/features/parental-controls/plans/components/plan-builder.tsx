import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2, Sparkles } from 'lucide-react';
import {
  CHILD_AGE,
  FOCUS_AREAS,
  PARENTING_GOALS,
  PARENTING_STYLES,
  PLAN_DEFAULTS,
  PLAN_HOURS,
  PLAN_TIMELINES,
  generateRequestOf,
  planBuilderFormSchema,
  type ParentingPlanRecord,
} from '@common/contracts/parenting-plans.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { FieldError, Input, Label, Textarea } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { ApiError } from '@/lib/api.ts';
import { useGenerateParentingPlan } from '../api/generate-parenting-plan.ts';
import { useSaveParentingPlan } from '../api/save-parenting-plan.ts';
import { FOCUS_KEYS, GOAL_KEYS, messageKey } from '../labels.ts';

type Style = (typeof PARENTING_STYLES)[number];
type Goal = (typeof PARENTING_GOALS)[number];
type Focus = (typeof FOCUS_AREAS)[number];

export interface PlanBuilderProps {
  /** The child chosen on the page, when there is one: the plan is made for them and their name and age fill the form. */
  childId?: string;
  childName?: string;
  childAge?: number;
  /** Called once the generated plan is saved (the page then opens My plans). */
  onSaved?: (plan: ParentingPlanRecord) => void;
}

const toggle = <T,>(list: readonly T[], item: T): T[] => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

/** The AI plan builder (spec 002 §5): every option of the form, checked with the same schema as the server. */
export function PlanBuilder({ childId, childName = '', childAge, onSaved }: PlanBuilderProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [style, setStyle] = useState<Style>(PLAN_DEFAULTS.parentingStyle);
  const [customStyle, setCustomStyle] = useState('');
  const [goals, setGoals] = useState<Goal[]>([]);
  const [extraGoal, setExtraGoal] = useState('');
  const [timeline, setTimeline] = useState<number>(PLAN_DEFAULTS.timeline);
  const [hours, setHours] = useState<number>(PLAN_DEFAULTS.hoursPerDay);
  const [age, setAge] = useState(String(childAge && childAge >= CHILD_AGE.min && childAge <= CHILD_AGE.max ? childAge : PLAN_DEFAULTS.childAge));
  const [focusAreas, setFocusAreas] = useState<Focus[]>([]);
  const [notes, setNotes] = useState('');
  const [name, setName] = useState(childName);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const generate = useGenerateParentingPlan();
  const save = useSaveParentingPlan();
  // A second click while the first is on its way is ignored, even before React has re-rendered the button.
  const busy = useRef(false);
  const [working, setWorking] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const parsed = planBuilderFormSchema.safeParse({
      parentingStyle: style,
      customStyle,
      goals,
      extraGoal,
      timeline,
      hoursPerDay: hours,
      childAge: age.trim() === '' ? Number.NaN : Number(age),
      focusAreas,
      additionalNotes: notes,
      childName: name,
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'form');
        const key = messageKey(issue.message);
        found[field] ??= key ? t(`parentingPlans.messages.${key}`) : issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    busy.current = true;
    setWorking(true);
    void generateAndSave(generateRequestOf(parsed.data)).finally(() => {
      busy.current = false;
      setWorking(false);
    });
  };

  /** Writes the plan, then saves it; each step failing says so in the spec's words (spec 002 §8). */
  const generateAndSave = async (request: ReturnType<typeof generateRequestOf>) => {
    const failed = (title: string, error: unknown) => {
      const refused = error instanceof ApiError && (error.status === 400 || error.status === 422);
      toast({ title, description: refused ? error.userMessage : undefined, variant: 'destructive' });
    };
    let written;
    try {
      written = await generate.mutateAsync({ ...request, language: i18n.language });
    } catch (error) {
      failed(t('parentingPlans.errors.generate'), error);
      return;
    }
    try {
      const { plan } = await save.mutateAsync({
        id: null,
        body: {
          ...request,
          childId: childId ?? null,
          title: written.title,
          description: written.description,
          dailyPlans: written.dailyPlans,
          totalDays: written.dailyPlans.length,
          status: 'active',
          progress: 0,
        },
      });
      onSaved?.(plan);
    } catch (error) {
      failed(t('parentingPlans.errors.save'), error);
    }
  };

  const ageError = errors.childAge;
  const customError = errors.customStyle ?? errors.parentingStyle;
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('parentingPlans.builder.title')}</CardTitle>
        <CardDescription>{t('parentingPlans.builder.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-6" onSubmit={onSubmit} noValidate aria-busy={working}>
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold">{t('parentingPlans.builder.style')}</legend>
            <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
              {PARENTING_STYLES.map((value) => (
                <label
                  key={value}
                  className="flex cursor-pointer items-start gap-2 rounded-card border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-muted"
                >
                  <input type="radio" name={`${id}-style`} value={value} checked={style === value} onChange={() => setStyle(value)} className="mt-1 h-4 w-4" />
                  <span>
                    <span className="block font-medium">{t(`parentingPlans.styles.${value}.name`)}</span>
                    <span className="block text-sm text-muted-fg">{t(`parentingPlans.styles.${value}.description`)}</span>
                  </span>
                </label>
              ))}
            </div>
            {style === 'custom' && (
              <div className="space-y-1">
                <Label htmlFor={`${id}-custom`}>{t('parentingPlans.builder.customStyle')}</Label>
                <Textarea
                  id={`${id}-custom`}
                  value={customStyle}
                  maxLength={300}
                  onChange={(event) => setCustomStyle(event.target.value)}
                  aria-invalid={customError ? true : undefined}
                  aria-describedby={customError ? `${id}-custom-error` : undefined}
                />
                <FieldError id={`${id}-custom-error`}>{customError}</FieldError>
              </div>
            )}
          </fieldset>

          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold">{t('parentingPlans.builder.goals')}</legend>
            <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
              {PARENTING_GOALS.map((goal) => (
                <label
                  key={goal}
                  className="flex cursor-pointer items-center gap-2 rounded-card border border-border p-2 has-[:checked]:border-primary has-[:checked]:bg-muted"
                >
                  <input type="checkbox" checked={goals.includes(goal)} onChange={() => setGoals((g) => toggle(g, goal))} className="h-4 w-4" />
                  <span>{t(`parentingPlans.goals.${GOAL_KEYS[goal]}`)}</span>
                </label>
              ))}
            </div>
            <div className="space-y-1">
              <Label htmlFor={`${id}-extra-goal`}>{t('parentingPlans.builder.extraGoal')}</Label>
              <Input id={`${id}-extra-goal`} value={extraGoal} maxLength={120} onChange={(event) => setExtraGoal(event.target.value)} />
            </div>
          </fieldset>

          <div className="grid gap-4 md:grid-cols-4">
            <div className="flex flex-col gap-1">
              <span className="text-sm font-medium" aria-hidden="true">
                {t('parentingPlans.builder.timeline')}
              </span>
              <Select
                label={t('parentingPlans.builder.timeline')}
                value={String(timeline)}
                options={PLAN_TIMELINES.map((days) => ({ value: String(days), label: t('parentingPlans.days', { count: days }) }))}
                onValueChange={(value) => setTimeline(Number(value))}
              />
            </div>
            <div className="flex flex-col gap-1">
              <span className="text-sm font-medium" aria-hidden="true">
                {t('parentingPlans.builder.hours')}
              </span>
              <Select
                label={t('parentingPlans.builder.hours')}
                value={String(hours)}
                options={PLAN_HOURS.map((h) => ({
                  value: String(h),
                  label: t('parentingPlans.hoursPerDay', { count: h, hours: h.toLocaleString(i18n.language) }),
                }))}
                onValueChange={(value) => setHours(Number(value))}
              />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-age`}>{t('parentingPlans.builder.age')}</Label>
              <Input
                id={`${id}-age`}
                type="number"
                inputMode="numeric"
                min={CHILD_AGE.min}
                max={CHILD_AGE.max}
                value={age}
                onChange={(event) => setAge(event.target.value)}
                aria-invalid={ageError ? true : undefined}
                aria-describedby={ageError ? `${id}-age-error` : undefined}
              />
              <FieldError id={`${id}-age-error`}>{ageError}</FieldError>
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-name`}>{t('parentingPlans.builder.childName')}</Label>
              <Input id={`${id}-name`} value={name} maxLength={60} onChange={(event) => setName(event.target.value)} />
            </div>
          </div>

          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold">{t('parentingPlans.builder.focusAreas')}</legend>
            <p className="text-sm text-muted-fg">{t('parentingPlans.builder.focusHint')}</p>
            <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
              {FOCUS_AREAS.map((area) => (
                <label
                  key={area}
                  className="flex cursor-pointer items-center gap-2 rounded-card border border-border p-2 has-[:checked]:border-primary has-[:checked]:bg-muted"
                >
                  <input type="checkbox" checked={focusAreas.includes(area)} onChange={() => setFocusAreas((f) => toggle(f, area))} className="h-4 w-4" />
                  <span>{t(`parentingPlans.focus.${FOCUS_KEYS[area]}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <div className="space-y-1">
            <Label htmlFor={`${id}-notes`}>{t('parentingPlans.builder.notes')}</Label>
            <Textarea
              id={`${id}-notes`}
              value={notes}
              maxLength={1000}
              placeholder={t('parentingPlans.builder.notesPlaceholder')}
              onChange={(event) => setNotes(event.target.value)}
            />
          </div>

          <Button type="submit" size="lg" aria-disabled={working} className={working ? 'opacity-70' : undefined}>
            {working ? <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" /> : <Sparkles aria-hidden="true" className="h-5 w-5" />}
            {working ? t('parentingPlans.builder.generating') : t('parentingPlans.builder.generate')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
