import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PracticeLanguageSelect } from '@/components/practice/language-select.tsx';
import { LoadState } from '@/components/practice/load-state.tsx';
import { StatCard } from '@/components/practice/stat.tsx';
import { PracticeStepper } from '@/components/practice/stepper.tsx';
import type { PhonicsProgress } from '../api/types.ts';
import { PRACTICE_LANGUAGES, scorePercent } from '../phonics-model.ts';
import type { PhonicsPanel } from './panel.ts';

/** The item on show and where it stands in its list. */
export interface ShownItem {
  index: number;
  total: number;
  onIndexChange: (index: number) => void;
  /** Between the arrows (the group's name). */
  caption?: ReactNode;
  /** The practice card for the item. */
  card: ReactNode;
}

/**
 * What the sounds and words tabs share (spec 001 §2): the choice buttons beside the practice language, previous and
 * next around the item and its card (or the load state while the lessons are not there), then two figures, the
 * tab's own and the average score.
 */
export function PracticeTab({
  panel,
  choices,
  item,
  figure,
}: {
  panel: PhonicsPanel;
  choices: ReactNode;
  /** Null while the lessons load or when they could not be loaded. */
  item: ShownItem | null;
  figure: { label: string; valueOf: (progress: PhonicsProgress) => number };
}) {
  const { t } = useTranslation();
  const { progress } = panel;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        {choices}
        <PracticeLanguageSelect
          label={t('phonicsTutor.practiceLanguage')}
          languages={PRACTICE_LANGUAGES}
          value={panel.language}
          onChange={panel.onLanguageChange}
        />
      </div>
      {item === null ? (
        <LoadState
          error={panel.onRetry !== null}
          onRetry={() => panel.onRetry?.()}
          message={t('phonicsTutor.errors.content')}
          retryLabel={t('phonicsTutor.errors.retry')}
          shape="card"
        />
      ) : (
        <>
          <PracticeStepper
            index={item.index}
            total={item.total}
            onChange={item.onIndexChange}
            previousLabel={t('phonicsTutor.navigation.previous')}
            nextLabel={t('phonicsTutor.navigation.next')}
            counterLabel={t('phonicsTutor.navigation.counter', { index: Math.min(item.index + 1, item.total), total: item.total })}
          >
            {item.caption}
          </PracticeStepper>
          {item.card}
        </>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard label={figure.label} value={progress ? String(figure.valueOf(progress)) : '–'} />
        <StatCard label={t('phonicsTutor.stats.averageScore')} value={progress ? `${scorePercent(progress.average_score)}%` : '–'} />
      </div>
    </div>
  );
}
