import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { GuidedTour } from '@/components/guided-tour.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { PracticeHeaderActions } from '@/components/layout/practice-header-actions.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { stopSaying } from '@/lib/speech/say-once.ts';

export interface PracticeTab<T extends string> {
  value: T;
  label: string;
  content: ReactNode;
}

export interface PracticeTour<S extends string> {
  /** The header button's text. */
  label: string;
  /** The steps in order; each names the element it highlights by its data-tour mark. */
  steps: readonly S[];
  textFor: (step: S) => string;
}

interface PracticeScreenProps<T extends string, S extends string> {
  title: string;
  subtitle: string;
  /** The child's level, shown in the header once known. */
  level: number | undefined;
  tour: PracticeTour<S>;
  /** Names the tab row for screen readers. */
  tabsLabel: string;
  /** The tabs in order; the screen opens on the first, and so does the guided tour. */
  tabs: PracticeTab<T>[];
}

/**
 * The page of a practice module (spec 001 §2): the header with the guided tour, language and level, then a row
 * of tabs with one panel each. Writing Buddy and Phonics Tutor share it.
 */
export function PracticeScreen<T extends string, S extends string>({ title, subtitle, level, tour, tabsLabel, tabs }: PracticeScreenProps<T, S>) {
  const first = tabs[0]?.value;
  const [tab, setTab] = useState(first);
  const [touring, setTouring] = useState(false);
  const closeTour = useCallback(() => setTouring(false), []);
  const startTour = () => {
    setTab(first);
    setTouring(true);
  };
  // Leaving the screen silences whatever it was reading aloud (the tour, a feedback).
  useEffect(() => stopSaying, []);

  return (
    <div className="min-h-screen bg-bg pb-28 text-fg">
      <PageHeader title={title} subtitle={subtitle} actions={<PracticeHeaderActions tourLabel={tour.label} onTour={startTour} level={level} />} />
      <main className="mx-auto max-w-6xl px-4 py-6">
        <Tabs value={tab} onValueChange={(value) => setTab(value as T)}>
          <TabsList aria-label={tabsLabel} data-tour="tabs">
            {tabs.map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map(({ value, content }) => (
            <TabsContent key={value} value={value}>
              {content}
            </TabsContent>
          ))}
        </Tabs>
      </main>
      {touring && <GuidedTour steps={tour.steps} textFor={tour.textFor} onClose={closeTour} />}
    </div>
  );
}
