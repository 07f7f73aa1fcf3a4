import { useQuery } from '@/lib/query.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ListChecks } from 'lucide-react';
import { skillsAssessmentListSchema } from '@common/contracts/skills-assessment.ts';
import { LoadError } from '@/components/load-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { api, withQuery } from '@/lib/api.ts';
import { ProgressSection } from './progress-section.tsx';

/**
 * The skills assessment results (letters, rhymes, reading fluency) of the signed-in child, or of a child the adult
 * may see (`childId`), newest first: overall standard score, percentile and band, and each test's standard score.
 */
export function SkillsAssessmentReport({ childId = null }: { childId?: string | null }) {
  const { t, i18n } = useTranslation();
  const query = useQuery({
    queryKey: ['/api/skills-assessments', childId],
    queryFn: () => api({ url: withQuery('/api/skills-assessments', { childId: childId ?? undefined }), schema: skillsAssessmentListSchema }),
  });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <ProgressSection title={t('skillsAssessment.report.title')} description={t('skillsAssessment.report.description')}>
      {query.isError ? (
        <LoadError message={t('skillsAssessment.report.loadFailed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !query.data ? (
        <Skeleton className="h-24 w-full" />
      ) : query.data.assessments.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-card border border-dashed border-border bg-card p-5 text-card-fg">
          <p className="flex items-center gap-2">
            <ListChecks aria-hidden="true" className="h-5 w-5 shrink-0 text-muted-fg" />
            {t('skillsAssessment.report.empty')}
          </p>
          <Button asChild size="sm">
            <Link href="/skills-assessment">{t('skillsAssessment.report.take')}</Link>
          </Button>
        </div>
      ) : (
        <ul className="space-y-3">
          {query.data.assessments.map((a) => (
            <li key={a.id} className="rounded-card border border-border bg-card p-4 text-card-fg">
              <h3 className="font-semibold">
                {t(`skillsAssessment.intro.grades.${a.grade}`, { defaultValue: a.grade })} ·{' '}
                <time dateTime={a.createdAt}>{date.format(new Date(a.createdAt))}</time>
              </h3>
              <p>
                {t('skillsAssessment.complete.overall')}: <strong className="tabular-nums">{a.overallStandardScore}</strong> ·{' '}
                {t('skillsAssessment.complete.percentile', { n: a.percentile })} · {t(`skillsAssessment.complete.category.${a.category}`)}
              </p>
              <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-3">
                {(
                  [
                    ['letters', a.letter.standard, null],
                    ['rhymes', a.rhyme.standard, null],
                    ['fluency', a.fluency.standard, t('skillsAssessment.complete.wpm', { count: a.fluency.wordsPerMinute })],
                  ] as const
                ).map(([key, standard, extra]) => (
                  <div key={key}>
                    <dt className="text-muted-fg">{t(`skillsAssessment.complete.${key}`)}</dt>
                    <dd>
                      {t('skillsAssessment.complete.standard', { n: standard })}
                      {extra && ` · ${extra}`}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </ProgressSection>
  );
}
