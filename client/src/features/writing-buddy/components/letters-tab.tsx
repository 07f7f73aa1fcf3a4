import { useTranslation } from 'react-i18next';
import { useAlphabet } from '../api/get-alphabet.ts';
import type { WritingLanguage } from '../api/types.ts';
import { FormationGuideCard } from './formation-guide-card.tsx';
import { ItemPractice } from './item-practice.tsx';
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
  const { i18n } = useTranslation();
  const alphabet = useAlphabet(language, i18n.language);
  const letters = alphabet.data?.letters ?? [];
  return (
    <ItemPractice
      type="letter"
      items={letters}
      index={index}
      onIndexChange={onIndexChange}
      language={language}
      onLanguageChange={onLanguageChange}
      loadError={alphabet.isError}
      onRetry={() => void alphabet.refetch()}
      aside={(letter) => (
        <>
          <FormationGuideCard letter={letter} steps={alphabet.data?.guides[letter] ?? []} />
          <QuickStats totalLetters={letters.length} language={language} />
        </>
      )}
    />
  );
}
