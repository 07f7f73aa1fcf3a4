import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { PracticeHeaderActions } from '@/components/layout/practice-header-actions.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { usePhonicsContent } from './api/get-content.ts';
import { usePhonicsProgress } from './api/get-progress.ts';
import { GuidedTour } from '@/components/guided-tour.tsx';
import { ProgressTab } from './components/progress-tab.tsx';
import { SoundsTab } from './components/sounds-tab.tsx';
import { WordsTab } from './components/words-tab.tsx';
import { contentLanguageOf, initialPracticeLanguage, practiceLanguageAfterUiChange, TOUR_STEPS, type Difficulty, type PracticeLanguage } from './phonics-model.ts';
import { stopSaying } from '@/lib/speech/say-once.ts';

type Tab = 'sounds' | 'words' | 'progress';

/** /phonics-tutor (spec 001 §2): sounds and words read aloud and analysed, and the child's progress. */
export default function PhonicsTutorPage() {
  const { t, i18n } = useTranslation();
  const uiLanguage = i18n.language;
  const [tab, setTab] = useState<Tab>('sounds');
  const [language, setLanguage] = useState<PracticeLanguage>(() => initialPracticeLanguage(uiLanguage));
  const [groupId, setGroupId] = useState<string | null>(null);
  const [soundIndex, setSoundIndex] = useState(0);
  const [difficulty, setDifficulty] = useState<Difficulty>('beginner');
  const [wordIndex, setWordIndex] = useState(0);
  const [touring, setTouring] = useState(false);
  const contentLanguage = contentLanguageOf(language, uiLanguage);
  const content = usePhonicsContent(contentLanguage, uiLanguage);
  const progress = usePhonicsProgress(contentLanguage, uiLanguage);

  const changeLanguage = (next: PracticeLanguage) => {
    if (next === language) return;
    // Other groups and other words: everything starts from the first item.
    setLanguage(next);
    setGroupId(null);
    setSoundIndex(0);
    setWordIndex(0);
  };

  // Spec 001 §4: switching the interface to Arabic switches practice to Arabic; the child's own choice stays otherwise.
  const [seenUiLanguage, setSeenUiLanguage] = useState(uiLanguage);
  if (seenUiLanguage !== uiLanguage) {
    setSeenUiLanguage(uiLanguage);
    const next = practiceLanguageAfterUiChange(uiLanguage, language);
    if (next !== language) changeLanguage(next);
  }

  useEffect(() => stopSaying, []);
  const closeTour = useCallback(() => setTouring(false), []);
  const retryContent = content.isError ? () => void content.refetch() : null;

  return (
    <div className="min-h-screen bg-bg pb-28 text-fg">
      <PageHeader
        title={t('modules.phonics-tutor.name')}
        subtitle={t('phonicsTutor.subtitle')}
        actions={
          <PracticeHeaderActions
            tourLabel={t('phonicsTutor.tour.start')}
            onTour={() => {
              setTab('sounds');
              setTouring(true);
            }}
            level={progress.data?.level}
          />
        }
      />
      <main className="mx-auto max-w-6xl px-4 py-6">
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList aria-label={t('phonicsTutor.tabs.label')} data-tour="tabs">
            <TabsTrigger value="sounds">{t('phonicsTutor.tabs.sounds')}</TabsTrigger>
            <TabsTrigger value="words">{t('phonicsTutor.tabs.words')}</TabsTrigger>
            <TabsTrigger value="progress">{t('phonicsTutor.tabs.progress')}</TabsTrigger>
          </TabsList>
          <TabsContent value="sounds">
            <SoundsTab
              content={content.data}
              progress={progress.data}
              contentLanguage={contentLanguage}
              language={language}
              onLanguageChange={changeLanguage}
              groupId={groupId}
              onGroupChange={(next) => {
                setGroupId(next);
                setSoundIndex(0);
              }}
              index={soundIndex}
              onIndexChange={setSoundIndex}
              uiLanguage={uiLanguage}
              onRetry={retryContent}
            />
          </TabsContent>
          <TabsContent value="words">
            <WordsTab
              content={content.data}
              progress={progress.data}
              contentLanguage={contentLanguage}
              language={language}
              onLanguageChange={changeLanguage}
              difficulty={difficulty}
              onDifficultyChange={(next) => {
                // Spec 001 §4: a new difficulty starts at its first item, with no result shown.
                setDifficulty(next);
                setWordIndex(0);
              }}
              index={wordIndex}
              onIndexChange={setWordIndex}
              uiLanguage={uiLanguage}
              onRetry={retryContent}
            />
          </TabsContent>
          <TabsContent value="progress">
            <ProgressTab progress={progress.data} onRetry={progress.isError ? () => void progress.refetch() : null} />
          </TabsContent>
        </Tabs>
      </main>
      {touring && <GuidedTour steps={TOUR_STEPS} textFor={(step) => t(`phonicsTutor.tour.steps.${step}`)} onClose={closeTour} />}
    </div>
  );
}
