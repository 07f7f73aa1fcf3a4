import { useTranslation } from 'react-i18next';
import { isGrade, PASSING_SCORES, QUESTION_COUNTS } from '@common/domain/assessments.ts';
import { AreaScreen } from '@/components/layout/area-screen.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';

/** /assessment/{grade}; no grade means kindergarten, an unknown grade says so. */
export default function AssessmentPage({ params }: { params: { grade?: string } }) {
  const { t } = useTranslation();
  const grade = params.grade ?? 'kindergarten';
  if (!isGrade(grade)) {
    return (
      <div className="min-h-screen bg-bg">
        <PageHeader title={t('assessment.notFound')} />
        <main className="mx-auto max-w-3xl p-6">
          <p role="alert" className="text-lg font-semibold">
            {t('assessment.notFound')}
          </p>
        </main>
      </div>
    );
  }
  const gradeName = t(`assessment.grades.${grade}`);
  return (
    <AreaScreen
      title={t('assessment.title', { grade: gradeName })}
      description={t('assessment.summary', { count: QUESTION_COUNTS[grade], score: PASSING_SCORES[grade] })}
    />
  );
}
