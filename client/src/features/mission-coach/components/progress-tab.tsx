import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Award, Lock, Play, RotateCcw } from 'lucide-react';
import type { MissionProgress, MissionView } from '@common/contracts/mission-coach.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { DIFFICULTY_TONE } from '../mission-model.ts';

function FigureCard({ title, value, bar }: { title: string; value: string; bar?: number }) {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id} size="base">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        <p className="text-3xl font-bold">{value}</p>
        {bar !== undefined && <Progress value={bar} label={title} />}
      </CardContent>
    </Card>
  );
}

/** Spec 001 §2 progress tab: three figures, the mission grid (Replay, Start or Locked) and the achievements. */
export function ProgressTab({
  progress,
  missions,
  isUnlocked,
  onOpen,
}: {
  progress: MissionProgress;
  missions: MissionView[];
  isUnlocked: (index: number) => boolean;
  onOpen: (index: number) => void;
}) {
  const { t } = useTranslation();
  const completed = new Set(progress.completed_missions);
  const gridTitle = useId();
  const achievementsTitle = useId();
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-3">
        <FigureCard
          title={t('missionCoach.progress.missionsCompleted')}
          value={t('missionCoach.progress.ofTotal', { done: progress.missions_completed, total: progress.total_missions })}
          bar={(progress.missions_completed / progress.total_missions) * 100}
        />
        <FigureCard title={t('missionCoach.progress.averageEfficiency')} value={`${progress.average_efficiency}%`} />
        <FigureCard title={t('missionCoach.progress.codingLevel')} value={t('common.level', { level: progress.level })} bar={progress.level * 20} />
      </div>

      <section aria-labelledby={gridTitle} className="space-y-3">
        <h2 id={gridTitle} className="text-xl font-bold">
          {t('missionCoach.progress.missions')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {missions.map((mission, index) => {
            const done = completed.has(mission.id);
            const open = isUnlocked(index);
            return (
              <li key={mission.id}>
                <Card className="h-full">
                  <CardContent className="flex h-full flex-col gap-2 pt-4">
                    <div className="flex flex-wrap items-center gap-2">
                      <Badge tone="outline">{t('missionCoach.mission.counter', { n: index + 1, total: missions.length })}</Badge>
                      <Badge tone={DIFFICULTY_TONE[mission.difficulty]}>{t(`missionCoach.difficulty.${mission.difficulty}`)}</Badge>
                      {done && <Badge tone="success">{t('missionCoach.progress.completed')}</Badge>}
                    </div>
                    <h3 className="font-semibold">{mission.title}</h3>
                    <div className="mt-auto">
                      {done ? (
                        <Button size="sm" variant="outline" onClick={() => onOpen(index)} aria-label={`${t('missionCoach.progress.replay')}: ${mission.title}`}>
                          <RotateCcw aria-hidden="true" className="h-4 w-4" />
                          {t('missionCoach.progress.replay')}
                        </Button>
                      ) : open ? (
                        <Button size="sm" onClick={() => onOpen(index)} aria-label={`${t('missionCoach.progress.start')}: ${mission.title}`}>
                          <Play aria-hidden="true" className="h-4 w-4 rtl:rotate-180" />
                          {t('missionCoach.progress.start')}
                        </Button>
                      ) : (
                        <Button size="sm" variant="ghost" disabled aria-label={`${t('missionCoach.progress.locked')}: ${mission.title}`}>
                          <Lock aria-hidden="true" className="h-4 w-4" />
                          {t('missionCoach.progress.locked')}
                        </Button>
                      )}
                    </div>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      </section>

      {progress.achievements.length > 0 && (
        <section aria-labelledby={achievementsTitle} className="space-y-3">
          <h2 id={achievementsTitle} className="text-xl font-bold">
            {t('missionCoach.progress.achievements')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {progress.achievements.map((a) => (
              <li key={a.id} className="flex items-start gap-3 rounded-card bg-muted p-3">
                <Award aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{a.title}</p>
                  <p className="text-sm text-muted-fg">{a.description}</p>
                </div>
                <Badge tone="primary">{t('missionCoach.progress.points', { count: a.points })}</Badge>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
