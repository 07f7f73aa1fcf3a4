/**
 * Slot for the Course Management, Student Progress and Reports & Analytics tabs of the Teachers Hub (issue 12),
 * written on another branch: this placeholder is replaced there.
 */
import { useTranslation } from 'react-i18next';

function Coming() {
  const { t } = useTranslation();
  return <p className="rounded-card border border-border p-6 text-muted-fg">{t('lessonPlans.hub.coming')}</p>;
}

export function CoursesTab() {
  return <Coming />;
}
export function StudentProgressTab() {
  return <Coming />;
}
export function AnalyticsTab() {
  return <Coming />;
}
