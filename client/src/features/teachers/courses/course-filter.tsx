import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/input.tsx';
import { useCourses } from './api/get-courses.ts';

/** All the caller's courses, or one: the filter of the progress and analytics tabs. */
export function CourseFilter({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation();
  const courses = useCourses();
  return (
    <div className="space-y-1">
      <Label htmlFor="course-filter">{t('courses.filter')}</Label>
      <select
        id="course-filter"
        className="block h-10 rounded-[calc(var(--radius)*0.75)] border border-border bg-card px-3 text-card-fg"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t('courses.allCourses')}</option>
        {(courses.data?.courses ?? []).map((c) => (
          <option key={c.id} value={c.code}>
            {c.code} · {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}
