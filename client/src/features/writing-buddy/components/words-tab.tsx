import { useTranslation } from 'react-i18next';
import { useWords } from '../api/get-words.ts';
import type { Difficulty, WritingLanguage } from '../api/types.ts';
import { WRITING_LANGUAGES, clampIndex } from '../writing-model.ts';
import { DifficultyPicker } from './difficulty-picker.tsx';
import { LoadState } from '@/components/practice/load-state.tsx';
import { PracticeStepper } from '@/components/practice/stepper.tsx';
import { PracticeLanguageSelect } from '@/components/practice/language-select.tsx';
import { PracticePad } from './practice-pad.tsx';
import type { WordPosition } from '@/components/practice/use-word-position.ts';
import { WordGuideCard } from './word-guide-card.tsx';
import { WordStats } from './word-stats.tsx';

export function WordsTab({
  language,
  onLanguageChange,
  position,
}: {
  language: WritingLanguage;
  onLanguageChange: (language: WritingLanguage) => void;
  /** Which word of which difficulty is shown (useWordPosition). */
  position: WordPosition<Difficulty>;
}) {
  const { t } = useTranslation();
  const words = useWords(language, position.difficulty);
  const items = words.data?.words ?? [];
  const current = clampIndex(position.index, items.length);
  const item = items[current];

  const heading = (
    <div className="space-y-3">
      <DifficultyPicker value={position.difficulty} onChange={position.changeDifficulty} />
      <PracticeLanguageSelect
        label={t('writingBuddy.writingLanguage')}
        languages={WRITING_LANGUAGES}
        value={language}
        onChange={onLanguageChange}
        className="min-w-44"
      />
      {item !== undefined && (
        <PracticeStepper
          index={current}
          total={items.length}
          onChange={position.setIndex}
          previousLabel={t('writingBuddy.navigation.previous')}
          nextLabel={t('writingBuddy.navigation.next')}
        >
          <p className="text-sm text-muted-fg">{t('writingBuddy.words.write')}</p>
          <p lang={language} dir="auto" className="text-2xl font-bold leading-snug break-words" aria-live="polite">
            {item}
          </p>
        </PracticeStepper>
      )}
    </div>
  );

  if (item === undefined) {
    return (
      <div className="space-y-4">
        {heading}
        <LoadState
          error={words.isError}
          onRetry={() => void words.refetch()}
          message={t('writingBuddy.errors.content')}
          retryLabel={t('writingBuddy.errors.retry')}
          shape="canvas"
        />
      </div>
    );
  }
  return (
    <PracticePad
      type="word"
      target={item}
      language={language}
      heading={heading}
      aside={
        <>
          <WordGuideCard item={item} language={language} />
          <WordStats />
        </>
      }
    />
  );
}
