import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PracticeScreen } from '@/components/practice/practice-screen.tsx';
import { usePracticeLanguage } from '@/components/practice/use-practice-language.ts';
import { useWordPosition } from '@/components/practice/use-word-position.ts';
import { useWritingProgress } from './api/get-progress.ts';
import { LettersTab } from './components/letters-tab.tsx';
import { ProgressTab } from './components/progress-tab.tsx';
import { WordsTab } from './components/words-tab.tsx';
import { initialWritingLanguage, TOUR_STEPS, writingLanguageAfterUiChange, type Difficulty, type WritingLanguage } from './writing-model.ts';

/** /writing-buddy (spec 001 §2): letters and words practice on a canvas with feedback, and the child's progress. */
export default function WritingBuddyPage() {
  const { t } = useTranslation();
  const progress = useWritingProgress();
  const [letterIndex, setLetterIndex] = useState(0);
  const words = useWordPosition<Difficulty>('beginner');
  const [language, changeWritingLanguage] = usePracticeLanguage<WritingLanguage>({
    initial: initialWritingLanguage,
    afterUiChange: writingLanguageAfterUiChange,
    // Another alphabet and other words: both start from their first item.
    onChange: () => {
      setLetterIndex(0);
      words.restart();
    },
  });

  return (
    <PracticeScreen
      title={t('modules.writing-buddy.name')}
      subtitle={t('writingBuddy.subtitle')}
      tour={{ label: t('writingBuddy.tour.start'), steps: TOUR_STEPS, textFor: (step) => t(`writingBuddy.tour.steps.${step}`) }}
      level={progress.data?.level}
      tabsLabel={t('writingBuddy.tabs.label')}
      tabs={[
        {
          value: 'letters',
          label: t('writingBuddy.tabs.letters'),
          content: <LettersTab language={language} onLanguageChange={changeWritingLanguage} index={letterIndex} onIndexChange={setLetterIndex} />,
        },
        {
          value: 'words',
          label: t('writingBuddy.tabs.words'),
          content: <WordsTab language={language} onLanguageChange={changeWritingLanguage} position={words} />,
        },
        { value: 'progress', label: t('writingBuddy.tabs.progress'), content: <ProgressTab /> },
      ]}
    />
  );
}
