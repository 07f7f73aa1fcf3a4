import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { GraduationCap } from 'lucide-react';
import { GRADES, type Grade } from '@common/domain/assessments.ts';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import type { AssessmentRecord } from '@common/contracts/assessments.ts';
import { useAssessments } from '@/lib/account-queries.ts';
import { recordsOfGrade } from '../progress-model.ts';
import { LoadError } from '@/components/load-error.tsx';
import { ProgressSection } from './progress-section.tsx';
import { ScoreCard } from './score-card.tsx';

function EmptyGrade({ grade }: { grade: Grade }) {
  const { t } = useTranslation();
  const name = t(`progress.report.tabs.${grade}`);
  return (
    <div className="flex flex-col items-start gap-3 rounded-card border border-dashed border-border bg-card p-5 text-card-fg">
      <p className="flex items-center gap-2">
        <GraduationCap aria-hidden="true" className="h-5 w-5 shrink-0 text-muted-fg" />
        {t('progress.report.empty', { grade: name })}
      </p>
      <Button asChild size="sm">
        <Link href={`/assessment/${grade}`}>{t('progress.report.take', { grade: name })}</Link>
      </Button>
    </div>
  );
}

function GradeTabs({ records }: { records: readonly AssessmentRecord[] }) {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue={GRADES[0]}>
      <TabsList aria-label={t('progress.report.tabsLabel')}>
        {GRADES.map((grade) => (
          <TabsTrigger key={grade} value={grade}>
            {t(`progress.report.tabs.${grade}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {GRADES.map((grade) => {
        const ofGrade = recordsOfGrade(records, grade);
        return (
          <TabsContent key={grade} value={grade} className="space-y-4">
            {ofGrade.length === 0 ? <EmptyGrade grade={grade} /> : ofGrade.map((record) => <ScoreCard key={record.id} record={record} />)}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}

/** The educational assessment report: the user's own grade-level records, one tab per grade. */
export function AssessmentReport() {
  const { t } = useTranslation();
  const query = useAssessments();
  return (
    <ProgressSection title={t('progress.report.title')} description={t('progress.report.description')}>
      {query.isError ? (
        <LoadError message={t('progress.errors.assessments')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">{t('progress.loading')}</span>
          <Skeleton className="h-10 w-72" />
          <Skeleton className="h-48" />
        </div>
      ) : (
        <GradeTabs records={query.data} />
      )}
    </ProgressSection>
  );
}
