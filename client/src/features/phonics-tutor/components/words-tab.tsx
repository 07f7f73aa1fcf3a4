import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { PracticeLanguageSelect } from '@/components/practice/language-select.tsx';
import { LoadState } from '@/components/practice/load-state.tsx';
import { StatCard } from '@/components/practice/stat.tsx';
import { PracticeStepper } from '@/components/practice/stepper.tsx';
import { DIFFICULTIES, PRACTICE_LANGUAGES, scorePercent, type Difficulty } from '../phonics-model.ts';
import type { PhonicsPanel } from './panel.ts';
import type { WordPosition } from '@/components/practice/use-word-position.ts';
import { PracticeCard } from './practice-card.tsx';

/**
 * Spec 001 §9 colours: beginner green, intermediate yellow, advanced red. Set as a style so they win over the
 * button variant's own colours whatever order the stylesheet has them in.
 */
const TONES: Record<Difficulty, CSSProperties> = {
  beginner: { backgroundColor: 'var(--color-success)', color: 'var(--color-success-fg)' },
  intermediate: { backgroundColor: 'var(--color-warning)', color: 'var(--color-warning-fg)' },
  advanced: { backgroundColor: 'var(--color-danger)', color: 'var(--color-danger-fg)' },
};

/** Spec 001 §2 words tab: difficulty, language, previous/next, listen, record (8 s), result, two cards. */
export function WordsTab({
  panel,
  position,
}: {
  panel: PhonicsPanel;
  /** Which word of which difficulty is shown (useWordPosition). */
  position: WordPosition<Difficulty>;
}) {
  const { t } = useTranslation();
  const items = panel.content?.words[position.difficulty] ?? [];
  const item = items[Math.min(position.index, items.length - 1)];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div role="group" aria-label={t('phonicsTutor.words.difficulty')} className="flex flex-wrap gap-2">
          {DIFFICULTIES.map((d) => (
            <Button
              key={d}
              size="sm"
              variant={d === position.difficulty ? 'primary' : 'outline'}
              aria-pressed={d === position.difficulty}
              style={d === position.difficulty ? TONES[d] : undefined}
              onClick={() => position.changeDifficulty(d)}
            >
              {t(`phonicsTutor.words.difficulties.${d}`)}
            </Button>
          ))}
        </div>
        <PracticeLanguageSelect
          label={t('phonicsTutor.practiceLanguage')}
          languages={PRACTICE_LANGUAGES}
          value={panel.language}
          onChange={panel.onLanguageChange}
        />
      </div>
      {!panel.content || !item ? (
        <LoadState
          error={panel.onRetry !== null}
          onRetry={() => panel.onRetry?.()}
          message={t('phonicsTutor.errors.content')}
          retryLabel={t('phonicsTutor.errors.retry')}
        />
      ) : (
        <>
          <PracticeStepper
            index={position.index}
            total={items.length}
            onChange={position.setIndex}
            previousLabel={t('phonicsTutor.navigation.previous')}
            nextLabel={t('phonicsTutor.navigation.next')}
            counterLabel={t('phonicsTutor.navigation.counter', { index: Math.min(position.index + 1, items.length), total: items.length })}
          />
          <PracticeCard
            key={`${panel.contentLanguage}:${position.difficulty}:${item}`}
            kind="word"
            target={item}
            language={panel.contentLanguage}
            uiLanguage={panel.uiLanguage}
          />
        </>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard label={t('phonicsTutor.stats.wordsRead')} value={panel.progress ? String(panel.progress.words_read) : '–'} />
        <StatCard label={t('phonicsTutor.stats.averageScore')} value={panel.progress ? `${scorePercent(panel.progress.average_score)}%` : '–'} />
      </div>
    </div>
  );
}
