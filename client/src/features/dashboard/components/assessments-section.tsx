import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CircleCheck, GraduationCap, Lock } from 'lucide-react';
import { GRADES, PASSING_SCORES, QUESTION_COUNTS, cardProgress, isUnlocked, type Grade } from '@common/domain/assessments.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import type { AssessmentRecord } from '@common/contracts/assessments.ts';
import { useAssessments } from '@/lib/account-queries.ts';
import { DashboardSection } from './dashboard-section.tsx';
import { LoadError } from '@/components/load-error.tsx';

function AssessmentStatus({ grade, gradeName, records }: { grade: Grade; gradeName: string; records: readonly AssessmentRecord[] }) {
  const { t } = useTranslation();
  if (!isUnlocked(grade, records)) {
    return (
      <div className="space-y-1">
        <Badge tone="neutral" className="gap-1">
          <Lock aria-hidden="true" className="h-3.5 w-3.5" />
          {t('dashboard.assessments.locked')}
        </Badge>
        <p className="text-sm text-muted-fg">{t('dashboard.assessments.prerequisites')}</p>
      </div>
    );
  }
  const progress = cardProgress(grade, records);
  if (progress > 0) {
    return (
      <div className="space-y-2">
        <div className="flex items-center justify-between gap-2 text-sm">
          <Badge tone="success" className="gap-1">
            <CircleCheck aria-hidden="true" className="h-3.5 w-3.5" />
            {t('dashboard.assessments.completed')}
          </Badge>
          <span className="font-semibold">{t('dashboard.percent', { value: progress })}</span>
        </div>
        <Progress value={progress} label={t('dashboard.assessments.scoreOf', { grade: gradeName })} />
      </div>
    );
  }
  return (
    <Button asChild size="sm" className="self-start">
      <Link href={`/assessment/${grade}`}>
        {t('dashboard.assessments.take')}
        <span className="sr-only">: {gradeName}</span>
      </Link>
    </Button>
  );
}

function AssessmentCard({ grade, records }: { grade: Grade; records: readonly AssessmentRecord[] }) {
  const { t } = useTranslation();
  const gradeName = t(`assessment.grades.${grade}`);
  return (
    <article className="flex flex-col gap-3 rounded-card border border-border bg-card p-5 text-card-fg shadow-sm">
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-info text-info-fg">
          <GraduationCap aria-hidden="true" className="h-5 w-5" />
        </span>
        <h3 className="text-lg font-semibold">{gradeName}</h3>
      </div>
      <p className="text-sm text-muted-fg">{t('assessment.summary', { count: QUESTION_COUNTS[grade], score: PASSING_SCORES[grade] })}</p>
      <div className="mt-auto">
        <AssessmentStatus grade={grade} gradeName={gradeName} records={records} />
      </div>
    </article>
  );
}

/** The three grade-level reading assessments, each unlocked by a score of 70 or more on the one before. */
export function AssessmentsSection() {
  const { t } = useTranslation();
  const query = useAssessments();
  return (
    <DashboardSection title={t('dashboard.assessments.title')} description={t('dashboard.assessments.description')}>
      {query.isError ? (
        <LoadError message={t('dashboard.errors.assessments')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.isPending ? (
        <div role="status" className="grid gap-4 md:grid-cols-3">
          <span className="sr-only">{t('dashboard.assessments.loading')}</span>
          {GRADES.map((grade) => (
            <Skeleton key={grade} className="h-44" />
          ))}
        </div>
      ) : (
        <div className="grid gap-4 md:grid-cols-3">
          {GRADES.map((grade) => (
            <AssessmentCard key={grade} grade={grade} records={query.data} />
          ))}
        </div>
      )}
    </DashboardSection>
  );
}
