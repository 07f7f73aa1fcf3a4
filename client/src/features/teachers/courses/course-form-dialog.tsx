import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COURSE_GRADES, COURSE_LIMITS, COURSE_SUBJECTS, courseFormSchema, type Course, type CourseForm } from '@common/contracts/courses.ts';
import { Button } from '@/components/ui/button.tsx';
import { DialogContent, DialogRoot } from '@/components/ui/dialog.tsx';
import { FieldError, Input, Label, Textarea } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { ApiError } from '@/lib/api.ts';
import { useSaveCourse } from './api/save-course.ts';
import { courseMessage, gradeLabel, subjectLabel } from './labels.ts';

type Field = 'code' | 'name' | 'description' | 'grade' | 'subject' | 'startDate' | 'endDate' | 'maxStudents';
type Errors = Partial<Record<Field, string>>;

const empty = (): Record<Field, string> => ({
  code: '',
  name: '',
  description: '',
  grade: '',
  subject: '',
  startDate: '',
  endDate: '',
  maxStudents: String(COURSE_LIMITS.defaultMaxStudents),
});

const fromCourse = (c: Course): Record<Field, string> => ({
  code: c.code,
  name: c.name,
  description: c.description,
  grade: c.grade,
  subject: c.subject,
  startDate: c.startDate,
  endDate: c.endDate,
  maxStudents: String(c.maxStudents),
});

const selectClass = 'h-10 w-full rounded-[calc(var(--radius)*0.75)] border border-border bg-card px-3 text-card-fg';

/** Create or edit a course (spec 002 §5 course form), checked with the server's own schema before it is sent. */
export function CourseFormDialog({ open, onOpenChange, course }: { open: boolean; onOpenChange: (open: boolean) => void; course?: Course }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => (course ? fromCourse(course) : empty()));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveCourse();

  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const translate = (message: string) => courseMessage(t, message);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form: CourseForm = {
      ...values,
      grade: values.grade as CourseForm['grade'],
      subject: values.subject as CourseForm['subject'],
      maxStudents: Number(values.maxStudents),
    };
    const parsed = courseFormSchema.safeParse(form);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= translate(String(issue.message));
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(
      { code: course?.code, form },
      {
        onSuccess: () => {
          toast({ title: t(course ? 'courses.toasts.updated' : 'courses.toasts.created') });
          setValues(empty());
          onOpenChange(false);
        },
        onError: (error) => {
          const field = error instanceof ApiError ? (error.body?.field as Field | undefined) : undefined;
          const message: string = error instanceof ApiError ? translate(error.body?.message?.replace(/^\w+: /, '') ?? error.message) : error.message;
          if (field) setErrors({ [field]: message });
          toast({
            title: t(course ? 'courses.toasts.updateErrorTitle' : 'courses.toasts.createErrorTitle'),
            description: field ? message : t(course ? 'courses.toasts.updateError' : 'courses.toasts.createError'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  const field = (name: Field, label: string, input: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => React.ReactNode) => (
    <div className="space-y-1">
      <Label htmlFor={`course-${name}`}>{label}</Label>
      {input({ id: `course-${name}`, 'aria-invalid': Boolean(errors[name]), 'aria-describedby': errors[name] ? `course-${name}-error` : undefined })}
      <FieldError id={`course-${name}-error`}>{errors[name]}</FieldError>
    </div>
  );

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t(course ? 'courses.form.editTitle' : 'courses.form.createTitle')} size="md">
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          {field('code', t('courses.form.code'), (p) => (
            <Input {...p} value={values.code} onChange={(e) => set('code')(e.target.value)} maxLength={COURSE_LIMITS.code + 5} />
          ))}
          {field('name', t('courses.form.name'), (p) => (
            <Input {...p} value={values.name} onChange={(e) => set('name')(e.target.value)} />
          ))}
          <div className="sm:col-span-2">
            {field('description', t('courses.form.description'), (p) => (
              <Textarea {...p} value={values.description} onChange={(e) => set('description')(e.target.value)} />
            ))}
          </div>
          {field('grade', t('courses.form.grade'), (p) => (
            <select {...p} className={selectClass} value={values.grade} onChange={(e) => set('grade')(e.target.value)}>
              <option value="">{t('courses.form.chooseGrade')}</option>
              {COURSE_GRADES.map((g) => (
                <option key={g} value={g}>
                  {gradeLabel(t, g)}
                </option>
              ))}
            </select>
          ))}
          {field('subject', t('courses.form.subject'), (p) => (
            <select {...p} className={selectClass} value={values.subject} onChange={(e) => set('subject')(e.target.value)}>
              <option value="">{t('courses.form.chooseSubject')}</option>
              {COURSE_SUBJECTS.map((s) => (
                <option key={s} value={s}>
                  {subjectLabel(t, s)}
                </option>
              ))}
            </select>
          ))}
          {field('startDate', t('courses.form.startDate'), (p) => (
            <Input {...p} type="date" value={values.startDate} onChange={(e) => set('startDate')(e.target.value)} />
          ))}
          {field('endDate', t('courses.form.endDate'), (p) => (
            <Input {...p} type="date" value={values.endDate} onChange={(e) => set('endDate')(e.target.value)} />
          ))}
          {field('maxStudents', t('courses.form.maxStudents'), (p) => (
            <Input
              {...p}
              type="number"
              inputMode="numeric"
              min={COURSE_LIMITS.minStudents}
              max={COURSE_LIMITS.maxStudents}
              value={values.maxStudents}
              onChange={(e) => set('maxStudents')(e.target.value)}
            />
          ))}
          <div className="flex justify-end gap-2 sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('courses.form.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('courses.form.saving') : t(course ? 'courses.form.save' : 'courses.form.create')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}
