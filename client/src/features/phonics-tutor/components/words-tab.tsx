import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { DIFFICULTIES, type Difficulty } from '../phonics-model.ts';
import type { PhonicsPanel } from './panel.ts';
import type { WordPosition } from '@/components/practice/use-word-position.ts';
import { ChoiceButtons } from './choice-buttons.tsx';
import { PracticeCard } from './practice-card.tsx';
import { PracticeTab } from './practice-tab.tsx';

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
    <PracticeTab
      panel={panel}
      choices={
        <ChoiceButtons
          label={t('phonicsTutor.words.difficulty')}
          options={DIFFICULTIES.map((d) => ({ value: d, label: t(`phonicsTutor.words.difficulties.${d}`) }))}
          value={position.difficulty}
          onChange={position.changeDifficulty}
          chosenStyle={(d) => TONES[d]}
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
