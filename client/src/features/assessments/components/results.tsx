import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CircleCheck, CircleX, PartyPopper, RotateCcw } from 'lucide-react';
import type { AssessmentRecord } from '@common/contracts/assessments.ts';
import { PASSING_SCORES, type Grade } from '@common/domain/assessments.ts';
import { Button } from '@/components/ui/button.tsx';
import { MarkedByEar } from '@/components/marked-by-ear.tsx';
import { incorrectCount, nextGrade } from '../assessment-model.ts';

/** The result page (spec 000 §2): score, passing score, correct and incorrect, unlocking on a pass, return and retry. */
export function Results({ grade, record, onRetry }: { grade: Grade; record: AssessmentRecord; onRetry: () => void }) {
  const { t } = useTranslation();
  const next = nextGrade(grade);
  return (
    <section aria-labelledby="assessment-results" className="space-y-6 rounded-card border border-border bg-card p-6 text-card-fg shadow-sm">
      <h2 id="assessment-results" className="text-2xl font-bold" tabIndex={-1}>
        {t('assessment.results.title')}
      </h2>
      <p className="text-5xl font-bold tabular-nums">{t('assessment.results.score', { score: record.overallScore })}</p>
      <dl className="grid gap-3 sm:grid-cols-3">
        <div className="rounded-card bg-muted p-3">
          <dt className="text-sm text-muted-fg">{t('assessment.results.passing')}</dt>
          <dd className="text-xl font-semibold tabular-nums">{t('assessment.results.percent', { value: PASSING_SCORES[grade] })}</dd>
        </div>
        <div className="rounded-card bg-muted p-3">
          <dt className="flex items-center gap-1 text-sm text-muted-fg">
            <CircleCheck aria-hidden="true" className="h-4 w-4" />
            {t('assessment.results.correct')}
          </dt>
          <dd className="text-xl font-semibold tabular-nums">{record.correctAnswers}</dd>
        </div>
        <div className="rounded-card bg-muted p-3">
          <dt className="flex items-center gap-1 text-sm text-muted-fg">
            <CircleX aria-hidden="true" className="h-4 w-4" />
            {t('assessment.results.incorrect')}
          </dt>
          <dd className="text-xl font-semibold tabular-nums">{incorrectCount(record.totalQuestions, record.correctAnswers)}</dd>
        </div>
      </dl>
      {record.passed ? (
        <p className="flex items-center gap-2 rounded-card bg-success p-3 font-semibold text-success-fg">
          <PartyPopper aria-hidden="true" className="h-5 w-5 shrink-0" />
          {next ? t('assessment.results.unlocked', { grade: t(`assessment.grades.${next}`) }) : t('assessment.results.passedLast')}
        </p>
      ) : (
        <p className="rounded-card bg-muted p-3">{t('assessment.results.notPassed', { score: PASSING_SCORES[grade] })}</p>
      )}
      <MarkedByEar record={record} />
      <p className="text-sm text-muted-fg">{t('assessment.results.normsNote')}</p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link href="/dashboard">{t('assessment.results.dashboard')}</Link>
        </Button>
        {!record.passed && (
          <Button variant="outline" onClick={onRetry}>
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            {t('assessment.results.retry')}
          </Button>
        )}
      </div>
    </section>
  );
}
