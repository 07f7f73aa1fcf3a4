import { useTranslation } from 'react-i18next';
import { useAlphabet } from '../api/get-alphabet.ts';
import type { WritingLanguage } from '../api/types.ts';
import { WRITING_LANGUAGES, clampIndex } from '../writing-model.ts';
import { FormationGuideCard } from './formation-guide-card.tsx';
import { LoadState } from '@/components/practice/load-state.tsx';
import { PracticeStepper } from '@/components/practice/stepper.tsx';
import { PracticeLanguageSelect } from '@/components/practice/language-select.tsx';
import { PracticePad } from './practice-pad.tsx';
import { QuickStats } from './quick-stats.tsx';

export function LettersTab({
  language,
  onLanguageChange,
  index,
  onIndexChange,
}: {
  language: WritingLanguage;
  onLanguageChange: (language: WritingLanguage) => void;
  index: number;
  onIndexChange: (index: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const alphabet = useAlphabet(language, i18n.language);
  const letters = alphabet.data?.letters ?? [];
  const current = clampIndex(index, letters.length);
  const letter = letters[current];

  const heading = (
    <div className="space-y-3">
      <PracticeLanguageSelect
        label={t('writingBuddy.writingLanguage')}
        languages={WRITING_LANGUAGES}
        value={language}
        onChange={onLanguageChange}
        className="min-w-44"
      />
      {letter !== undefined && (
        <PracticeStepper
          index={current}
          total={letters.length}
          onChange={onIndexChange}
          previousLabel={t('writingBuddy.navigation.previous')}
          nextLabel={t('writingBuddy.navigation.next')}
        >
          <p className="text-sm text-muted-fg">{t('writingBuddy.letters.write')}</p>
          <p lang={language} dir="auto" className="text-6xl font-bold leading-tight" aria-live="polite">
            {letter}
          </p>
        </PracticeStepper>
      )}
    </div>
  );

  if (letter === undefined) {
    return (
      <div className="space-y-4">
        {heading}
        <LoadState
          error={alphabet.isError}
          onRetry={() => void alphabet.refetch()}
          message={t('writingBuddy.errors.content')}
          retryLabel={t('writingBuddy.errors.retry')}
          shape="canvas"
        />
      </div>
    );
  }
  return (
    <PracticePad
      type="letter"
      target={letter}
      language={language}
      heading={heading}
      aside={
        <>
          <FormationGuideCard letter={letter} steps={alphabet.data?.guides[letter] ?? []} />
          <QuickStats totalLetters={letters.length} language={language} />
        </>
      }
    />
  );
}
