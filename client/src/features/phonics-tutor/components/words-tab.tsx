import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { PracticeLanguageSelect } from '@/components/practice/language-select.tsx';
import { LoadState } from '@/components/practice/load-state.tsx';
import { StatCard } from '@/components/practice/stat.tsx';
import { DIFFICULTIES, PRACTICE_LANGUAGES, scorePercent, type Difficulty } from '../phonics-model.ts';
import type { PhonicsPanel } from './panel.ts';
import { PracticeCard } from './practice-card.tsx';
import { Stepper } from './stepper.tsx';

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
  content,
  contentLanguage,
  progress,
  language,
  onLanguageChange,
  uiLanguage,
  onRetry,
  difficulty,
  onDifficultyChange,
  index,
  onIndexChange,
}: PhonicsPanel & {
  difficulty: Difficulty;
  onDifficultyChange: (difficulty: Difficulty) => void;
  index: number;
  onIndexChange: (index: number) => void;
}) {
  const { t } = useTranslation();
  const items = content?.words[difficulty] ?? [];
  const item = items[Math.min(index, items.length - 1)];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div role="group" aria-label={t('phonicsTutor.words.difficulty')} className="flex flex-wrap gap-2">
          {DIFFICULTIES.map((d) => (
            <Button
              key={d}
              size="sm"
              variant={d === difficulty ? 'primary' : 'outline'}
              aria-pressed={d === difficulty}
              style={d === difficulty ? TONES[d] : undefined}
              onClick={() => onDifficultyChange(d)}
            >
              {t(`phonicsTutor.words.difficulties.${d}`)}
            </Button>
          ))}
        </div>
        <PracticeLanguageSelect label={t('phonicsTutor.practiceLanguage')} languages={PRACTICE_LANGUAGES} value={language} onChange={onLanguageChange} />
      </div>
      {!content || !item ? (
        <LoadState error={onRetry !== null} onRetry={() => onRetry?.()} message={t('phonicsTutor.errors.content')} retryLabel={t('phonicsTutor.errors.retry')} />
      ) : (
        <>
          <Stepper index={index} total={items.length} onChange={onIndexChange} />
          <PracticeCard key={`${contentLanguage}:${difficulty}:${item}`} kind="word" target={item} language={contentLanguage} uiLanguage={uiLanguage} />
        </>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard label={t('phonicsTutor.stats.wordsRead')} value={progress ? String(progress.words_read) : '–'} />
        <StatCard label={t('phonicsTutor.stats.averageScore')} value={progress ? `${scorePercent(progress.average_score)}%` : '–'} />
      </div>
    </div>
  );
}
