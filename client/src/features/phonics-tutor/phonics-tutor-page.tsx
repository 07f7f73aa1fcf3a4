import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PracticeScreen } from '@/components/practice/practice-screen.tsx';
import { usePracticeLanguage } from '@/components/practice/use-practice-language.ts';
import { useWordPosition } from '@/components/practice/use-word-position.ts';
import { usePhonicsContent } from './api/get-content.ts';
import { usePhonicsProgress } from './api/get-progress.ts';
import { ProgressTab } from './components/progress-tab.tsx';
import type { PhonicsPanel } from './components/panel.ts';
import { SoundsTab } from './components/sounds-tab.tsx';
import { WordsTab } from './components/words-tab.tsx';
import {
  contentLanguageOf,
  initialPracticeLanguage,
  practiceLanguageAfterUiChange,
  TOUR_STEPS,
  type Difficulty,
  type PracticeLanguage,
} from './phonics-model.ts';

/** /phonics-tutor (spec 001 §2): sounds and words read aloud and analysed, and the child's progress. */
export default function PhonicsTutorPage() {
  const { t, i18n } = useTranslation();
  const uiLanguage = i18n.language;
  const [groupId, setGroupId] = useState<string | null>(null);
  const [soundIndex, setSoundIndex] = useState(0);
  const words = useWordPosition<Difficulty>('beginner');
  const [language, changeLanguage] = usePracticeLanguage<PracticeLanguage>({
    initial: initialPracticeLanguage,
    afterUiChange: practiceLanguageAfterUiChange,
    // Other groups and other words: everything starts from the first item.
    onChange: () => {
      setGroupId(null);
      setSoundIndex(0);
      words.restart();
    },
  });
  const contentLanguage = contentLanguageOf(language, uiLanguage);
  const content = usePhonicsContent(contentLanguage, uiLanguage);
  const progress = usePhonicsProgress(contentLanguage, uiLanguage);

  const panel: PhonicsPanel = {
    content: content.data,
    progress: progress.data,
    contentLanguage,
    language,
    onLanguageChange: changeLanguage,
    uiLanguage,
    onRetry: content.isError ? () => void content.refetch() : null,
  };

  return (
    <PracticeScreen
      title={t('modules.phonics-tutor.name')}
      subtitle={t('phonicsTutor.subtitle')}
      tour={{ label: t('phonicsTutor.tour.start'), steps: TOUR_STEPS, textFor: (step) => t(`phonicsTutor.tour.steps.${step}`) }}
      level={progress.data?.level}
      tabsLabel={t('phonicsTutor.tabs.label')}
      tabs={[
        {
          value: 'sounds',
          label: t('phonicsTutor.tabs.sounds'),
          content: (
            <SoundsTab
              panel={panel}
              groupId={groupId}
              onGroupChange={(next) => {
                setGroupId(next);
                setSoundIndex(0);
              }}
              index={soundIndex}
              onIndexChange={setSoundIndex}
            />
          ),
        },
        { value: 'words', label: t('phonicsTutor.tabs.words'), content: <WordsTab panel={panel} position={words} /> },
        {
          value: 'progress',
          label: t('phonicsTutor.tabs.progress'),
          content: <ProgressTab progress={progress.data} onRetry={progress.isError ? () => void progress.refetch() : null} />,
        },
      ]}
    />
  );
}
