import { useTranslation } from 'react-i18next';
import { DIFFICULTIES, type Difficulty } from '../phonics-model.ts';
import type { PhonicsPanel } from './panel.ts';
import { DifficultyButtons } from '@/components/practice/choice-buttons.tsx';
import type { WordPosition } from '@/components/practice/use-word-position.ts';
import { PracticeCard } from './practice-card.tsx';
import { PracticeTab } from './practice-tab.tsx';

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
    <PracticeTab
      panel={panel}
      choices={
        <DifficultyButtons
          label={t('phonicsTutor.words.difficulty')}
          options={DIFFICULTIES.map((d) => ({ value: d, label: t(`phonicsTutor.words.difficulties.${d}`) }))}
          value={position.difficulty}
          onChange={position.changeDifficulty}
        />
      }
      item={
        panel.content && item
          ? {
              index: position.index,
              total: items.length,
              onIndexChange: position.setIndex,
              card: (
                <PracticeCard
                  key={`${panel.contentLanguage}:${position.difficulty}:${item}`}
                  kind="word"
                  target={item}
                  language={panel.contentLanguage}
                  uiLanguage={panel.uiLanguage}
                />
              ),
            }
          : null
      }
      figure={{ label: t('phonicsTutor.stats.wordsRead'), valueOf: (progress) => progress.words_read }}
    />
  );
}
