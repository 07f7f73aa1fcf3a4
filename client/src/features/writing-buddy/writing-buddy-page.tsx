import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { PracticeHeaderActions } from '@/components/layout/practice-header-actions.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useWritingProgress } from './api/get-progress.ts';
import { GuidedTour } from '@/components/guided-tour.tsx';
import { LettersTab } from './components/letters-tab.tsx';
import { ProgressTab } from './components/progress-tab.tsx';
import { WordsTab } from './components/words-tab.tsx';
import { stopSaying } from '@/lib/speech/say-once.ts';
import { initialWritingLanguage, TOUR_STEPS, writingLanguageAfterUiChange, type Difficulty, type WritingLanguage } from './writing-model.ts';

type Tab = 'letters' | 'words' | 'progress';

/** /writing-buddy (spec 001 §2): letters and words practice on a canvas with feedback, and the child's progress. */
export default function WritingBuddyPage() {
  const { t, i18n } = useTranslation();
  const progress = useWritingProgress();
  const [tab, setTab] = useState<Tab>('letters');
  const [language, setLanguage] = useState<WritingLanguage>(() => initialWritingLanguage(i18n.language));
  const [letterIndex, setLetterIndex] = useState(0);
  const [difficulty, setDifficulty] = useState<Difficulty>('beginner');
  const [wordIndex, setWordIndex] = useState(0);
  const [touring, setTouring] = useState(false);

  const changeWritingLanguage = (next: WritingLanguage) => {
    if (next === language) return;
    // Another alphabet and other words: both start from their first item.
    setLanguage(next);
    setLetterIndex(0);
    setWordIndex(0);
  };

  // Spec 001 §4: switching the interface to Arabic switches the writing language to Arabic. Only a change of the
  // interface language moves it; the child's own choice in the select stays otherwise.
  const [uiLanguage, setUiLanguage] = useState(i18n.language);
  if (uiLanguage !== i18n.language) {
    setUiLanguage(i18n.language);
    const next = writingLanguageAfterUiChange(i18n.language, language);
    if (next !== language) changeWritingLanguage(next);
  }

  useEffect(() => stopSaying, []);

  const closeTour = useCallback(() => setTouring(false), []);

  return (
    <div className="min-h-screen bg-bg pb-28 text-fg">
      <PageHeader
        title={t('modules.writing-buddy.name')}
        subtitle={t('writingBuddy.subtitle')}
        actions={
          <PracticeHeaderActions
            tourLabel={t('writingBuddy.tour.start')}
            onTour={() => {
              setTab('letters');
              setTouring(true);
            }}
            level={progress.data?.level}
          />
        }
      />
      <main className="mx-auto max-w-6xl px-4 py-6">
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList aria-label={t('writingBuddy.tabs.label')} data-tour="tabs">
            <TabsTrigger value="letters">{t('writingBuddy.tabs.letters')}</TabsTrigger>
            <TabsTrigger value="words">{t('writingBuddy.tabs.words')}</TabsTrigger>
            <TabsTrigger value="progress">{t('writingBuddy.tabs.progress')}</TabsTrigger>
          </TabsList>
          <TabsContent value="letters">
            <LettersTab language={language} onLanguageChange={changeWritingLanguage} index={letterIndex} onIndexChange={setLetterIndex} />
          </TabsContent>
          <TabsContent value="words">
            <WordsTab
              language={language}
              onLanguageChange={changeWritingLanguage}
              difficulty={difficulty}
              onDifficultyChange={(next) => {
                // Spec 001 §4: a new difficulty starts at its first item, with no result shown.
                setDifficulty(next);
                setWordIndex(0);
              }}
              index={wordIndex}
              onIndexChange={setWordIndex}
            />
          </TabsContent>
          <TabsContent value="progress">
            <ProgressTab />
          </TabsContent>
        </Tabs>
      </main>
      {touring && <GuidedTour steps={TOUR_STEPS} textFor={(step) => t(`writingBuddy.tour.steps.${step}`)} onClose={closeTour} />}
    </div>
  );
}
