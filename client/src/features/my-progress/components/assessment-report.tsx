import { useQuery } from '@/lib/query.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { GraduationCap } from 'lucide-react';
import { GRADES, type Grade } from '@common/domain/assessments.ts';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import type { AssessmentRecord } from '@common/contracts/assessments.ts';
import { assessmentsQuery } from '@/lib/account-queries.ts';
import { childAssessmentsQuery } from '../api/get-assessments.ts';
import { recordsOfGrade } from '../progress-model.ts';
import { LoadError } from '@/components/load-error.tsx';
import { ProgressSection } from './progress-section.tsx';
import { ScoreCard } from './score-card.tsx';
import { ScoreChart } from './score-chart.tsx';
import { SkillsAssessmentResults } from './skills-assessment-results.tsx';

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

function GradeTabs({ records, own }: { records: readonly AssessmentRecord[]; own: boolean }) {
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
            {ofGrade.length === 0 ? (
              own ? (
                <EmptyGrade grade={grade} />
              ) : (
                <p className="rounded-card border border-dashed border-border bg-card p-5 text-card-fg">
                  {t('progress.report.empty', { grade: t(`progress.report.tabs.${grade}`) })}
                </p>
              )
            ) : (
              <>
                <ScoreChart records={ofGrade} gradeName={t(`progress.report.tabs.${grade}`)} />
                {ofGrade.map((record) => (
                  <ScoreCard key={record.id} record={record} />
                ))}
              </>
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}

/**
 * The educational assessment report: grade-level records, one tab per grade, each with the standard scores over
 * time; the signed-in user's own, or with `childId` those of a child the adult may see.
 */
export function AssessmentReport({ childId }: { childId?: string | null }) {
  const { t } = useTranslation();
  const own = useQuery({ ...assessmentsQuery, enabled: !childId });
  const child = useQuery({ ...childAssessmentsQuery(childId ?? ''), enabled: Boolean(childId) });
  const query = childId ? child : own;
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
        <>
          <GradeTabs records={query.data} own={!childId} />
          <p className="text-sm text-muted-fg">{t('progress.report.provisional')}</p>
          {/* Skills-assessment results (skills lane) go here, newest first. */}
          <SkillsAssessmentResults results={[]} />
        </>
      )}
    </ProgressSection>
  );
}
