import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleDashed } from 'lucide-react';
import { scoreTone } from '@common/domain/progress.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/cn.ts';
import type { AssessmentRecord } from '@common/contracts/assessments.ts';
import { MarkedByEar } from '@/components/marked-by-ear.tsx';
import { CATEGORIES, CURRICULA, isKnown, SKILL_NAMES } from '../progress-model.ts';

/** Score colours of spec 000 §9; the tone's word is shown too, so the colour is never the only signal. */
const TONE_CLASSES = { good: 'bg-success text-success-fg', fair: 'bg-warning text-warning-fg', poor: 'bg-danger text-danger-fg' } as const;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-[calc(var(--radius)*0.75)] bg-muted p-3">
      <dt className="text-xs font-medium text-muted-fg">{label}</dt>
      <dd className="mt-1 font-semibold">{children}</dd>
    </div>
  );
}

/** One assessment record: raw score, overall and standard score, percentile, category, class rank, curriculum, date and skills. */
export function ScoreCard({ record }: { record: AssessmentRecord }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(record.assessmentDate));
  const tone = scoreTone(record.overallScore);
  const skills = Object.entries(record.skills);
  const notRecorded = <span className="font-normal text-muted-fg">{t('progress.report.notRecorded')}</span>;
  return (
    <article className="space-y-4 rounded-card border border-border bg-card p-5 text-card-fg shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">{t('progress.report.recordTitle', { date })}</h3>
        {record.passed ? (
          <Badge tone="success" className="gap-1">
            <CircleCheck aria-hidden="true" className="h-3.5 w-3.5" />
            {t('progress.report.passed')}
          </Badge>
        ) : (
          <Badge tone="neutral" className="gap-1">
            <CircleDashed aria-hidden="true" className="h-3.5 w-3.5" />
            {t('progress.report.notPassed')}
          </Badge>
        )}
      </div>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Field label={t('progress.report.rawScore')}>
          <span className="tabular-nums">{t('progress.report.rawScoreValue', { correct: record.correctAnswers, total: record.totalQuestions })}</span>
        </Field>
        <Field label={t('progress.report.overallScore')}>
          <span className={cn('inline-flex items-center gap-2 rounded-full px-2.5 py-0.5 tabular-nums', TONE_CLASSES[tone])}>
            {record.overallScore}
            <span className="text-xs font-medium">{t(`progress.report.tones.${tone}`)}</span>
          </span>
        </Field>
        <Field label={t('progress.report.standardScore')}>
          {record.standardScore === null ? notRecorded : <span className="tabular-nums">{record.standardScore}</span>}
        </Field>
        <Field label={t('progress.report.percentile')}>
          {record.percentile === null ? notRecorded : <span className="tabular-nums">{record.percentile}</span>}
        </Field>
        <Field label={t('progress.report.category')}>
          {isKnown(CATEGORIES, record.category) ? t(`progress.report.categories.${record.category}`) : notRecorded}
        </Field>
        <Field label={t('progress.report.classRank')}>
          {record.cohortRank === null || record.cohortSize === null ? (
            <span className="font-normal text-muted-fg">{t('progress.report.noCohort')}</span>
          ) : (
            <span className="tabular-nums">{t('progress.report.classRankValue', { rank: record.cohortRank, size: record.cohortSize })}</span>
          )}
        </Field>
        <Field label={t('progress.report.curriculum')}>
          {isKnown(CURRICULA, record.curriculumType) ? t(`progress.report.curricula.${record.curriculumType}`) : notRecorded}
        </Field>
        <Field label={t('progress.report.date')}>
          <time dateTime={record.assessmentDate}>{date}</time>
        </Field>
      </dl>
      <MarkedByEar record={record} />
      {skills.length > 0 && (
        <div className="space-y-2">
          <h4 className="font-semibold">{t('progress.report.skillsTitle')}</h4>
          <ul className="grid gap-2 sm:grid-cols-2">
            {skills.map(([name, s]) => (
              <li key={name} className="rounded-[calc(var(--radius)*0.75)] bg-muted p-3 text-sm">
                <span className="font-medium">{isKnown(SKILL_NAMES, name) ? t(`progress.report.skills.${name}`) : name}</span>
                <span className="block tabular-nums">
                  {t('progress.report.skillValue', { raw: s.raw, max: s.max, standard: s.standard, percentile: s.percentile })}
                </span>
                <span className="block">{t(`progress.report.categories.${s.category}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
