import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowLeft, ArrowUp, Download, Loader2, Pencil, Save, Sparkles, Trash2, X } from 'lucide-react';
import type { Lesson } from '@common/contracts/ai.ts';
import {
  AGE_GROUPS,
  ASSESSMENT_STYLES,
  LESSON_DEFAULTS,
  LESSON_LANGUAGES,
  SUBJECT_AREAS,
  TEACHING_STYLES,
  durationFrom,
  lessonCountFrom,
  lessonPlanInputSchema,
  type GeneratedLessonPlan,
  type LessonPlanInput,
  type LessonPlanRecord,
} from '@common/contracts/lesson-plans.ts';
import { directionOf } from '@common/domain/languages.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { FieldError, Input, Label, Textarea } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { ApiError } from '@/lib/api.ts';
import { useGenerateLessonPlan } from './api/generate-lesson-plan.ts';
import { useSaveLessonPlan } from './api/save-lesson-plan.ts';
import { downloadHtml, exercisesFileName, exercisesHtml } from './exercises-html.ts';
import { exerciseLabels, messageText } from './labels.ts';
import { LessonCard } from './lesson-view.tsx';

type Subject = (typeof SUBJECT_AREAS)[number];
type Teaching = (typeof TEACHING_STYLES)[number];
type Assessment = (typeof ASSESSMENT_STYLES)[number];
type Language = (typeof LESSON_LANGUAGES)[number];

const toggle = <T,>(list: readonly T[], item: T): T[] => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

interface FormState {
  title: string;
  description: string;
  ageGroups: number[];
  subjectAreas: Subject[];
  classDuration: string;
  numberOfLessons: string;
  learningGoals: string[];
  teachingStyle: Teaching;
  assessmentStyle: Assessment;
  differentiationNeeds: string;
  language: Language;
}

const EMPTY: FormState = {
  title: '',
  description: '',
  ageGroups: [],
  subjectAreas: [],
  classDuration: String(LESSON_DEFAULTS.classDuration),
  numberOfLessons: String(LESSON_DEFAULTS.numberOfLessons),
  learningGoals: [],
  teachingStyle: LESSON_DEFAULTS.teachingStyle,
  assessmentStyle: LESSON_DEFAULTS.assessmentStyle,
  differentiationNeeds: '',
  language: LESSON_DEFAULTS.language,
};

function stateOf(plan: LessonPlanRecord): FormState {
  return {
    title: plan.title,
    description: plan.description,
    ageGroups: plan.ageGroups,
    subjectAreas: plan.subjectAreas,
    classDuration: String(plan.classDuration),
    numberOfLessons: String(plan.numberOfLessons),
    learningGoals: plan.learningGoals,
    teachingStyle: plan.teachingStyle,
    assessmentStyle: plan.assessmentStyle,
    differentiationNeeds: plan.differentiationNeeds,
    language: plan.language,
  };
}

const inputOf = (form: FormState): LessonPlanInput => ({
  title: form.title,
  description: form.description,
  ageGroups: form.ageGroups,
  subjectAreas: form.subjectAreas,
  classDuration: durationFrom(form.classDuration),
  numberOfLessons: lessonCountFrom(form.numberOfLessons),
  learningGoals: form.learningGoals,
  teachingStyle: form.teachingStyle,
  assessmentStyle: form.assessmentStyle,
  differentiationNeeds: form.differentiationNeeds,
  language: form.language,
});

/** `language` is the one the lessons were written in: the form's may have changed since. */
type Result = GeneratedLessonPlan & { id: string | null; language: Language };

/** A saved plan's lessons as a result to read, customise and save again, without generating them anew. */
const savedResultOf = (plan: LessonPlanRecord): Result => ({
  id: plan.id,
  title: plan.title,
  description: plan.description,
  lessons: plan.lessons,
  lessonSequence: plan.lessonSequence,
  phonicsFocus: plan.phonicsFocus ? { id: plan.phonicsFocus, label: plan.phonicsFocus } : null,
  engine: '',
  language: plan.language,
});

/**
 * The Lesson Builder (spec 002 §2, §4, §5): the form ('AI lesson generator'), the generated result, and the
 * customisation view. `editing` is a saved plan whose values fill the form; saving it updates that plan.
 */
export function LessonBuilder({ editing, onSaved }: { editing: LessonPlanRecord | null; onSaved: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [form, setForm] = useState<FormState>(() => (editing ? stateOf(editing) : EMPTY));
  const [goal, setGoal] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [view, setView] = useState<'form' | 'result' | 'customize'>('form');
  const [result, setResult] = useState<Result | null>(null);
  const [progress, setProgress] = useState<{ lesson: number; of: number } | null>(null);
  const generate = useGenerateLessonPlan((lesson, of) => setProgress({ lesson, of }));
  const save = useSaveLessonPlan();
  // A second click while the first is on its way is ignored, even before React has re-rendered the button.
  const busy = useRef(false);
  const change = (changes: Partial<FormState>) => setForm((f) => ({ ...f, ...changes }));

  const addGoal = () => {
    const value = goal.trim();
    if (value && !form.learningGoals.includes(value)) change({ learningGoals: [...form.learningGoals, value] });
    setGoal('');
  };
  const onGoalKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      addGoal();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const input = inputOf(form);
    const parsed = lessonPlanInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? 'form')] ??= messageText(t, issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    busy.current = true;
    setProgress({ lesson: 0, of: parsed.data.numberOfLessons });
    generate.mutate(input, {
      onSuccess: (plan) => {
        setResult({ ...plan, id: editing?.id ?? null, language: form.language });
        setView('result');
        toast({ title: t('lessonPlans.toasts.generated') });
      },
      onError: (error) =>
        toast({
          title: t('lessonPlans.toasts.generateFailed'),
          description: error instanceof ApiError ? error.userMessage : t('lessonPlans.toasts.generateFailedDescription'),
          variant: 'destructive',
        }),
      onSettled: () => {
        busy.current = false;
        setProgress(null);
      },
    });
  };

  // Editing a saved plan: its own lessons (customised, perhaps) open as they were saved; generating replaces them.
  const openSaved = () => {
    if (!editing) return;
    const saved = savedResultOf(editing);
    setResult({ ...saved, title: form.title.trim() || saved.title, description: form.description });
    setView('result');
  };

  const onSave = () => {
    if (!result) return;
    save.mutate(
      {
        id: result.id,
        body: {
          ...inputOf(form),
          // The lessons saved are the plan's count and in its language, whatever the form asked for before they were opened.
          numberOfLessons: result.lessons.length,
          language: result.language,
          lessons: result.lessons,
          lessonSequence: result.lessons.map((l) => l.title),
          aiGenerated: true,
          ...(result.phonicsFocus ? { phonicsFocus: result.phonicsFocus.id } : {}),
        },
      },
      {
        onSuccess: () => {
          toast({ title: t('lessonPlans.toasts.saved') });
          setResult(null);
          setForm(EMPTY);
          setView('form');
          onSaved();
        },
        onError: (error) =>
          toast({
            title: t('lessonPlans.toasts.saveFailed'),
            description: error instanceof ApiError ? messageText(t, error.userMessage) : t('lessonPlans.toasts.saveFailedDescription'),
            variant: 'destructive',
          }),
      },
    );
  };

  const onDownload = () => {
    if (!result) return;
    downloadHtml(exercisesFileName(form.title), exercisesHtml({ title: form.title, language: result.language, lessons: result.lessons }, exerciseLabels(t)));
    toast({ title: t('lessonPlans.toasts.downloaded') });
  };

  if (view === 'customize' && result) {
    return (
      <Customize
        lessons={result.lessons}
        language={result.language}
        onDone={(lessons) => (setResult({ ...result, lessons }), setView('result'))}
        onCancel={() => setView('result')}
      />
    );
  }

  if (view === 'result' && result) {
    return (
      <div className="space-y-4">
        <Card>
          <CardHeader lang={result.language} dir={directionOf(result.language)}>
            <CardTitle level={2}>{result.title}</CardTitle>
            <CardDescription>{result.description}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setView('form')}>
              <ArrowLeft aria-hidden="true" className="me-2 h-4 w-4 rtl:rotate-180" />
              {t('lessonPlans.back')}
            </Button>
            <Button variant="outline" onClick={() => setView('customize')}>
              <Pencil aria-hidden="true" className="me-2 h-4 w-4" />
              {t('lessonPlans.customize')}
            </Button>
            <Button variant="outline" onClick={onDownload}>
              <Download aria-hidden="true" className="me-2 h-4 w-4" />
              {t('lessonPlans.downloadExercises')}
            </Button>
            <Button onClick={onSave} disabled={save.isPending}>
              <Save aria-hidden="true" className="me-2 h-4 w-4" />
              {save.isPending ? t('lessonPlans.saving') : t('lessonPlans.savePlan')}
            </Button>
          </CardContent>
        </Card>
        {result.lessons.map((lesson, i) => (
          <LessonCard key={i} lesson={lesson} index={i} language={result.language} short />
        ))}
      </div>
    );
  }

  const error = (field: string) => errors[field];
  const described = (field: string) => (errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` } : {});
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('lessonPlans.form.title')}</CardTitle>
        <CardDescription>{t('lessonPlans.form.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-6" onSubmit={onSubmit} noValidate aria-busy={generate.isPending}>
          <div className="grid gap-4 md:grid-cols-2">
            <div className="space-y-1">
              <Label htmlFor={`${id}-title`}>{t('lessonPlans.form.planTitle')}</Label>
              <Input id={`${id}-title`} value={form.title} maxLength={160} onChange={(e) => change({ title: e.target.value })} {...described('title')} />
              <FieldError id={`${id}-title-error`}>{error('title')}</FieldError>
            </div>
            <div className="space-y-1">
              <Label htmlFor={`${id}-language`}>{t('lessonPlans.form.language')}</Label>
              <Select
                id={`${id}-language`}
                label={t('lessonPlans.form.language')}
                value={form.language}
                options={LESSON_LANGUAGES.map((value) => ({ value, label: t(`lessonPlans.languages.${value}`) }))}
                onValueChange={(value) => change({ language: value as Language })}
              />
            </div>
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-description`}>{t('lessonPlans.form.planDescription')}</Label>
            <Textarea id={`${id}-description`} value={form.description} maxLength={1000} onChange={(e) => change({ description: e.target.value })} />
          </div>

          <fieldset className="space-y-2" {...described('ageGroups')}>
            <legend className="text-sm font-semibold">{t('lessonPlans.form.ageGroups')}</legend>
            <div className="flex flex-wrap gap-2">
              {AGE_GROUPS.map((age) => (
                <label
                  key={age}
                  className="flex cursor-pointer items-center gap-2 rounded-card border border-border px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-muted"
                >
                  <input
                    type="checkbox"
                    className="h-4 w-4"
                    checked={form.ageGroups.includes(age)}
                    onChange={() => change({ ageGroups: toggle(form.ageGroups, age) })}
                  />
                  <span>{t('lessonPlans.form.age', { age })}</span>
                </label>
              ))}
            </div>
            <FieldError id={`${id}-ageGroups-error`}>{error('ageGroups')}</FieldError>
          </fieldset>

          <fieldset className="space-y-2" {...described('subjectAreas')}>
            <legend className="text-sm font-semibold">{t('lessonPlans.form.subjectAreas')}</legend>
            <div className="flex flex-wrap gap-2">
              {SUBJECT_AREAS.map((subject) => (
                <label
                  key={subject}
                  className="flex cursor-pointer items-center gap-2 rounded-card border border-border px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-muted"
                >
                  <input
                    type="checkbox"
                    className="h-4 w-4"
                    checked={form.subjectAreas.includes(subject)}
                    onChange={() => change({ subjectAreas: toggle(form.subjectAreas, subject) })}
                  />
                  <span>{t(`lessonPlans.subjects.${subject}`)}</span>
                </label>
              ))}
            </div>
            <FieldError id={`${id}-subjectAreas-error`}>{error('subjectAreas')}</FieldError>
          </fieldset>

          <div className="grid gap-4 md:grid-cols-4">
            <div className="space-y-1">
              <Label htmlFor={`${id}-duration`}>{t('lessonPlans.form.classDuration')}</Label>
              <Input
                id={`${id}-duration`}
                type="number"
                inputMode="numeric"
                min={15}
                max={120}
                value={form.classDuration}
                onChange={(e) => change({ classDuration: e.target.value })}
                {...described('classDuration')}
              />
              <FieldError id={`${id}-classDuration-error`}>{error('classDuration')}</FieldError>
            </div>
            <div className="space-y-1">
              <Label htmlFor={`${id}-lessons`}>{t('lessonPlans.form.numberOfLessons')}</Label>
              <Input
                id={`${id}-lessons`}
                type="number"
                inputMode="numeric"
                min={1}
                max={20}
                value={form.numberOfLessons}
                onChange={(e) => change({ numberOfLessons: e.target.value })}
                {...described('numberOfLessons')}
              />
              <FieldError id={`${id}-numberOfLessons-error`}>{error('numberOfLessons')}</FieldError>
            </div>
            <div className="space-y-1">
              <Label htmlFor={`${id}-teaching`}>{t('lessonPlans.form.teachingStyle')}</Label>
              <Select
                id={`${id}-teaching`}
                label={t('lessonPlans.form.teachingStyle')}
                value={form.teachingStyle}
                options={TEACHING_STYLES.map((value) => ({ value, label: t(`lessonPlans.teachingStyles.${value}`) }))}
                onValueChange={(value) => change({ teachingStyle: value as Teaching })}
              />
            </div>
            <div className="space-y-1">
              <Label htmlFor={`${id}-assessment`}>{t('lessonPlans.form.assessmentStyle')}</Label>
              <Select
                id={`${id}-assessment`}
                label={t('lessonPlans.form.assessmentStyle')}
                value={form.assessmentStyle}
                options={ASSESSMENT_STYLES.map((value) => ({ value, label: t(`lessonPlans.assessmentStyles.${value}`) }))}
                onValueChange={(value) => change({ assessmentStyle: value as Assessment })}
              />
            </div>
          </div>

          <div className="space-y-2">
            <Label htmlFor={`${id}-goal`}>{t('lessonPlans.form.learningGoals')}</Label>
            <div className="flex gap-2">
              <Input
                id={`${id}-goal`}
                value={goal}
                maxLength={200}
                onChange={(e) => setGoal(e.target.value)}
                onKeyDown={onGoalKey}
                {...described('learningGoals')}
              />
              <Button type="button" variant="outline" onClick={addGoal}>
                {t('lessonPlans.form.addGoal')}
              </Button>
            </div>
            <ul className="flex flex-wrap gap-2">
              {form.learningGoals.map((g) => (
                <li key={g} className="flex items-center gap-1 rounded-full border border-border px-3 py-1 text-sm">
                  {g}
                  <button
                    type="button"
                    className="rounded-full p-0.5 hover:bg-muted"
                    aria-label={t('lessonPlans.form.removeGoal', { goal: g })}
                    onClick={() => change({ learningGoals: form.learningGoals.filter((x) => x !== g) })}
                  >
                    <X aria-hidden="true" className="h-3 w-3" />
                  </button>
                </li>
              ))}
            </ul>
            <FieldError id={`${id}-learningGoals-error`}>{error('learningGoals')}</FieldError>
          </div>

          <div className="space-y-1">
            <Label htmlFor={`${id}-needs`}>{t('lessonPlans.form.differentiationNeeds')}</Label>
            <Textarea
              id={`${id}-needs`}
              value={form.differentiationNeeds}
              maxLength={1000}
              onChange={(e) => change({ differentiationNeeds: e.target.value })}
            />
          </div>

          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={generate.isPending}>
              {generate.isPending ? (
                <Loader2 aria-hidden="true" className="me-2 h-4 w-4 animate-spin" />
              ) : (
                <Sparkles aria-hidden="true" className="me-2 h-4 w-4" />
              )}
              {generate.isPending ? t('lessonPlans.form.generating') : t('lessonPlans.form.generate')}
            </Button>
            {editing ? (
              <Button type="button" variant="outline" onClick={openSaved} disabled={generate.isPending}>
                <Pencil aria-hidden="true" className="me-2 h-4 w-4" />
                {t('lessonPlans.form.openSaved')}
              </Button>
            ) : null}
            <p aria-live="polite" className="text-sm text-muted-fg">
              {progress && progress.of > 1
                ? t('lessonPlans.form.progress', { n: Math.min(progress.of, progress.lesson + (progress.lesson < progress.of ? 1 : 0)), count: progress.of })
                : ''}
            </p>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** Edit titles, objectives (one a line) and activities, typed in the plan's `language`; move lessons up or down. */
function Customize({
  lessons,
  language,
  onDone,
  onCancel,
}: {
  lessons: readonly Lesson[];
  language: Language;
  onDone: (lessons: Lesson[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const own = { lang: language, dir: directionOf(language) };
  const [draft, setDraft] = useState<Lesson[]>(() =>
    lessons.map((l) => ({ ...l, objectives: [...l.objectives], activities: l.activities.map((a) => ({ ...a })) })),
  );
  const update = (i: number, changes: Partial<Lesson>) => setDraft((d) => d.map((l, k) => (k === i ? { ...l, ...changes } : l)));
  const move = (i: number, by: number) =>
    setDraft((d) => {
      const next = [...d];
      const [lesson] = next.splice(i, 1);
      next.splice(i + by, 0, lesson!);
      return next;
    });
  const valid = draft.every((l) => l.title.trim() && l.objectives.some((o) => o.trim()) && l.activities.length > 0 && l.activities.every((a) => a.name.trim()));
  const activityNameId = (lesson: number, activity: number) => `${id}-${lesson}-activity-${activity}`;
  /** Once the list has drawn, the keyboard goes to an activity's name: the one just added, or the one now where one was removed. */
  const focusActivityName = (lesson: number, activity: number) =>
    requestAnimationFrame(() => document.getElementById(activityNameId(lesson, activity))?.focus());
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle level={2}>{t('lessonPlans.customizeTitle')}</CardTitle>
          <CardDescription>{t('lessonPlans.customizeDescription')}</CardDescription>
        </CardHeader>
      </Card>
      {draft.map((lesson, i) => (
        <Card key={i}>
          <CardContent className="space-y-3 pt-6">
            <div className="flex flex-wrap items-end gap-2">
              <div className="min-w-0 flex-1 space-y-1">
                <Label htmlFor={`${id}-${i}-title`}>{t('lessonPlans.lessonTitle', { n: i + 1 })}</Label>
                <Input id={`${id}-${i}-title`} value={lesson.title} maxLength={160} onChange={(e) => update(i, { title: e.target.value })} {...own} />
              </div>
              <Button variant="outline" size="icon" aria-label={t('lessonPlans.moveUp', { n: i + 1 })} disabled={i === 0} onClick={() => move(i, -1)}>
                <ArrowUp aria-hidden="true" className="h-4 w-4" />
              </Button>
              <Button
                variant="outline"
                size="icon"
                aria-label={t('lessonPlans.moveDown', { n: i + 1 })}
                disabled={i === draft.length - 1}
                onClick={() => move(i, 1)}
              >
                <ArrowDown aria-hidden="true" className="h-4 w-4" />
              </Button>
            </div>
            <div className="space-y-1">
              <Label htmlFor={`${id}-${i}-objectives`}>{t('lessonPlans.objectivesOnePerLine')}</Label>
              <Textarea
                id={`${id}-${i}-objectives`}
                value={lesson.objectives.join('\n')}
                rows={Math.max(2, lesson.objectives.length)}
                onChange={(e) => update(i, { objectives: e.target.value.split('\n').slice(0, 8) })}
                {...own}
              />
            </div>
            <fieldset className="space-y-2">
              <legend className="text-sm font-semibold">{t('lessonPlans.activities')}</legend>
              {lesson.activities.map((activity, a) => (
                <div key={a} className="grid gap-2 md:grid-cols-[1fr_6rem_2fr_auto]">
                  <Input
                    id={activityNameId(i, a)}
                    aria-label={t('lessonPlans.activityName', { n: a + 1 })}
                    value={activity.name}
                    maxLength={120}
                    {...own}
                    onChange={(e) => update(i, { activities: lesson.activities.map((x, k) => (k === a ? { ...x, name: e.target.value } : x)) })}
                  />
                  <Input
                    type="number"
                    min={1}
                    max={120}
                    aria-label={t('lessonPlans.activityMinutes', { n: a + 1 })}
                    value={activity.duration}
                    onChange={(e) =>
                      update(i, {
                        activities: lesson.activities.map((x, k) =>
                          k === a ? { ...x, duration: Math.min(120, Math.max(1, Number(e.target.value) || 1)) } : x,
                        ),
                      })
                    }
                  />
                  <Input
                    aria-label={t('lessonPlans.activityDescription', { n: a + 1 })}
                    value={activity.description}
                    maxLength={800}
                    {...own}
                    onChange={(e) => update(i, { activities: lesson.activities.map((x, k) => (k === a ? { ...x, description: e.target.value } : x)) })}
                  />
                  <Button
                    variant="outline"
                    size="icon"
                    aria-label={t('lessonPlans.removeActivity', { n: a + 1 })}
                    disabled={lesson.activities.length === 1}
                    onClick={() => {
                      update(i, { activities: lesson.activities.filter((_, k) => k !== a) });
                      focusActivityName(i, Math.min(a, lesson.activities.length - 2));
                    }}
                  >
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                  </Button>
                </div>
              ))}
              <Button
                variant="outline"
                onClick={() => {
                  // Named by the teacher, in the plan's language: no placeholder text in the interface's.
                  update(i, { activities: [...lesson.activities, { name: '', duration: 5, description: '' }] });
                  focusActivityName(i, lesson.activities.length);
                }}
                disabled={lesson.activities.length >= 12}
              >
                {t('lessonPlans.addActivity')}
              </Button>
            </fieldset>
          </CardContent>
        </Card>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onCancel}>
          {t('lessonPlans.back')}
        </Button>
        <Button
          disabled={!valid}
          aria-describedby={valid ? undefined : `${id}-incomplete`}
          onClick={() => onDone(draft.map((l) => ({ ...l, title: l.title.trim(), objectives: l.objectives.map((o) => o.trim()).filter(Boolean) })))}
        >
          {t('lessonPlans.applyChanges')}
        </Button>
        {!valid && (
          <p id={`${id}-incomplete`} className="basis-full text-sm text-muted-fg">
            {t('lessonPlans.completeToApply')}
          </p>
        )}
      </div>
    </div>
  );
}
