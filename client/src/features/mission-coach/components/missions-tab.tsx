import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, Lock, Target } from 'lucide-react';
import type { MissionView, SubmitResponse } from '@common/contracts/mission-coach.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { MissionPlayer, type MissionRun } from '@/components/robot/mission-player.tsx';
import { useSubmitMission } from '../api/submit-mission.ts';
import { DIFFICULTY_TONE } from '../mission-model.ts';
import { HintsCard } from './hints-card.tsx';

type Saved = { kind: 'saving' } | { kind: 'saved'; response: SubmitResponse } | { kind: 'failed' } | null;

/** The mission being played: its texts, hints and the player. Remounted per mission, which resets code and hints. */
function MissionPanel({ mission, unlocked }: { mission: MissionView; unlocked: boolean }) {
  const { t } = useTranslation();
  const submit = useSubmitMission();
  const [saved, setSaved] = useState<Saved>(null);

  const finished = ({ program, outcome }: MissionRun) => {
    setSaved(null);
    if (!outcome.result.success) return;
    setSaved({ kind: 'saving' });
    submit.mutate(
      { missionId: mission.id, code: program, result: outcome.result },
      { onSuccess: (response) => setSaved({ kind: 'saved', response }), onError: () => setSaved({ kind: 'failed' }) },
    );
  };

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle size="base" className="flex items-center gap-2">
            <Target aria-hidden="true" className="h-5 w-5 text-primary" />
            {t('missionCoach.mission.objective')}
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-1">
          <p>{mission.objective}</p>
          <p className="font-semibold">{t('missionCoach.mission.challenge', { count: mission.maxSteps })}</p>
        </CardContent>
      </Card>
      <HintsCard hints={mission.hints} />
      {unlocked ? (
        <MissionPlayer
          mission={mission}
          onFinished={finished}
          status={
            saved?.kind === 'saving' ? (
              <p className="text-muted-fg">{t('common.saving')}</p>
            ) : saved?.kind === 'failed' ? (
              <p role="alert" className="text-danger">
                {t('missionCoach.result.saveFailed')}
              </p>
            ) : saved?.kind === 'saved' ? (
              <p className="font-semibold text-success">
                {saved.response.tokensEarned > 0
                  ? `${t('missionCoach.result.tokens', { count: saved.response.tokensEarned })} · ${t('missionCoach.result.saved')}`
                  : t('missionCoach.result.saved')}
              </p>
            ) : null
          }
        />
      ) : (
        <p className="flex items-center gap-2 rounded-card border border-border bg-card p-4">
          <Lock aria-hidden="true" className="h-5 w-5 text-muted-fg" />
          {t('missionCoach.mission.locked')}
        </p>
      )}
    </div>
  );
}

export function MissionsTab({
  missions,
  index,
  onIndexChange,
  isUnlocked,
}: {
  missions: MissionView[];
  index: number;
  onIndexChange: (index: number) => void;
  isUnlocked: (index: number) => boolean;
}) {
  const { t } = useTranslation();
  const mission = missions[index];
  if (!mission) return null;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        {/* A line of its own on a phone, as PageHeader's title: beside the two buttons it was a word a line wide, and in Arabic they covered it. */}
        <div className="min-w-0 flex-1 basis-full space-y-1 sm:basis-64">
          <h2 className="text-2xl font-bold">{mission.title}</h2>
          <p className="text-muted-fg">{mission.description}</p>
          <div className="flex flex-wrap gap-2 pt-1">
            <Badge tone="outline">{t('missionCoach.mission.counter', { n: index + 1, total: missions.length })}</Badge>
            <Badge tone={DIFFICULTY_TONE[mission.difficulty]}>{t(`missionCoach.difficulty.${mission.difficulty}`)}</Badge>
            {mission.source === 'custom' && <Badge tone="info">{t('missionCoach.mission.assigned')}</Badge>}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => onIndexChange(index - 1)} disabled={index === 0}>
            <ChevronLeft aria-hidden="true" className="h-4 w-4 rtl:rotate-180" />
            {t('missionCoach.mission.previous')}
          </Button>
          <Button variant="outline" onClick={() => onIndexChange(index + 1)} disabled={index >= missions.length - 1}>
            {t('missionCoach.mission.next')}
            <ChevronRight aria-hidden="true" className="h-4 w-4 rtl:rotate-180" />
          </Button>
        </div>
      </div>
      <MissionPanel key={mission.id} mission={mission} unlocked={isUnlocked(index)} />
    </div>
  );
}
