import { useWords } from '../api/get-words.ts';
import type { Difficulty, WritingLanguage } from '../api/types.ts';
import type { WordPosition } from '@/components/practice/use-word-position.ts';
import { DifficultyPicker } from './difficulty-picker.tsx';
import { ItemPractice } from './item-practice.tsx';
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
  const words = useWords(language, position.difficulty);
  return (
    <ItemPractice
      type="word"
      items={words.data?.words ?? []}
      index={position.index}
      onIndexChange={position.setIndex}
      language={language}
      onLanguageChange={onLanguageChange}
      loadError={words.isError}
      onRetry={() => void words.refetch()}
      controls={<DifficultyPicker value={position.difficulty} onChange={position.changeDifficulty} />}
      aside={(item) => (
        <>
          <WordGuideCard item={item} language={language} />
          <WordStats />
        </>
      )}
    />
  );
}
