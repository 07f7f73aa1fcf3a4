import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useMissions } from './api/get-missions.ts';
import { useMissionProgress } from './api/get-progress.ts';
import { MissionsTab } from './components/missions-tab.tsx';
import { ProgressTab } from './components/progress-tab.tsx';
import { isUnlocked } from './mission-model.ts';

type Tab = 'missions' | 'progress';

/** /stem-mission-coach (spec 001 §2): block-coding missions for a robot on a grid, and the child's progress. */
export default function MissionCoachPage() {
  const { t } = useTranslation();
  const missions = useMissions();
  const progress = useMissionProgress();
  const [tab, setTab] = useState<Tab>('missions');
  const [index, setIndex] = useState(0);

  const list = useMemo(() => missions.data?.missions ?? [], [missions.data]);
  const completed = useMemo(() => new Set(progress.data?.completed_missions ?? []), [progress.data]);
  const unlocked = useCallback((i: number) => isUnlocked(list, i, completed), [list, completed]);

  return (
    <div className="min-h-screen bg-bg pb-28 text-fg">
      <PageHeader
        title={t('modules.stem-mission-coach.name')}
        subtitle={t('missionCoach.subtitle')}
        actions={<Badge tone="primary">{t('common.level', { level: progress.data?.level ?? 1 })}</Badge>}
      />
      <main className="mx-auto max-w-6xl px-4 py-6">
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList aria-label={t('missionCoach.tabs.label')}>
            <TabsTrigger value="missions">{t('missionCoach.tabs.missions')}</TabsTrigger>
            <TabsTrigger value="progress">{t('missionCoach.tabs.progress')}</TabsTrigger>
          </TabsList>
          <TabsContent value="missions">
            {missions.isError ? (
              <LoadError
                message={t('missionCoach.mission.loadError')}
                error={missions.error}
                onRetry={() => void missions.refetch()}
                retrying={missions.isFetching}
              />
            ) : !missions.data || !progress.data ? (
              <Skeleton className="h-96 w-full" />
            ) : (
              <MissionsTab missions={list} index={index} onIndexChange={setIndex} isUnlocked={unlocked} />
            )}
          </TabsContent>
          <TabsContent value="progress">
            {progress.isError ? (
              <LoadError
                message={t('missionCoach.progress.loadError')}
                error={progress.error}
                onRetry={() => void progress.refetch()}
                retrying={progress.isFetching}
              />
            ) : !progress.data || !missions.data ? (
              <Skeleton className="h-64 w-full" />
            ) : (
              <ProgressTab
                progress={progress.data}
                missions={list}
                isUnlocked={unlocked}
                onOpen={(i) => {
                  setIndex(i);
                  setTab('missions');
                }}
              />
            )}
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
