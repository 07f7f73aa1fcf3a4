import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course } from '@common/contracts/courses.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/input.tsx';
import { useCourseRecommendations } from './api/get-course-recommendations.ts';
import { useCourseStudents } from './api/get-course-students.ts';

/** AI course recommendations (spec 002 §2 courses): pick a student of the school, see which of your courses suit them and why. */
export function CourseRecommendations({ course }: { course: Course }) {
  const { t } = useTranslation();
  const [studentId, setStudentId] = useState('');
  const students = useCourseStudents(course.code);
  const recommendations = useCourseRecommendations(studentId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('courses.forStudent.title')}</CardTitle>
        <CardDescription>{t('courses.forStudent.help')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="space-y-1">
          <Label htmlFor="recommend-for">{t('courses.forStudent.student')}</Label>
          <select
            id="recommend-for"
            className="block h-10 w-full max-w-sm rounded-[calc(var(--radius)*0.75)] border border-border bg-card px-3 text-card-fg"
            value={studentId}
            onChange={(e) => setStudentId(e.target.value)}
          >
            <option value="">{t('courses.forStudent.choose')}</option>
            {(students.data?.students ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        {recommendations.isFetching ? <p role="status">{t('courses.loading')}</p> : null}
        {recommendations.data && recommendations.data.recommendations.length === 0 ? <p>{t('courses.forStudent.none')}</p> : null}
        <ul className="space-y-2">
          {(recommendations.data?.recommendations ?? []).map((r) => (
            <li key={r.id} className="flex flex-wrap items-start justify-between gap-2 rounded-card border border-border p-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  {r.name} ({r.code})
                </p>
                <p className="text-sm text-muted-fg">{r.reason}</p>
              </div>
              <Badge tone={r.recommendationScore >= 70 ? 'success' : 'neutral'}>{t('courses.recommend.match', { score: r.recommendationScore })}</Badge>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
