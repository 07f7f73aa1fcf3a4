import { useTranslation } from 'react-i18next';
import type { StrugglingListResponse } from '@common/contracts/struggling-readers.ts';
import { Card } from '@/components/ui/card.tsx';

/** Spec 000 §2: students at risk, high risk, at risk and the intervention rate (§9). */
export function SummaryCards({ summary }: { summary: StrugglingListResponse['summary'] }) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const cards = [
    { key: 'studentsAtRisk', value: number(summary.studentsAtRisk), tone: 'text-fg' },
    { key: 'highRisk', value: number(summary.highRisk), tone: 'text-danger' },
    { key: 'atRisk', value: number(summary.atRisk), tone: 'text-warning' },
    {
      key: 'interventionRate',
      value: `${new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(summary.interventionRate)}%`,
      tone: 'text-fg',
    },
  ] as const;
  return (
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading" className="sr-only">
        {t('strugglingReaders.summary.heading')}
      </h2>
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] gap-4 md:grid-cols-4">
        {cards.map((card) => (
          <Card key={card.key} className="p-4">
            <dt className="text-sm text-muted-fg">{t(`strugglingReaders.summary.${card.key}`)}</dt>
            <dd className={`text-3xl font-bold ${card.tone}`}>{card.value}</dd>
          </Card>
        ))}
      </dl>
      <p className="mt-2 text-xs text-muted-fg">{t('strugglingReaders.summary.rateHint', { count: summary.totalAssessments })}</p>
    </section>
  );
}
