import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Award } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import type { PhonicsProgress } from '../api/types.ts';
import { ACHIEVEMENTS_SHOWN, scorePercent } from '../phonics-model.ts';
import { LoadState } from './load-state.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div role="group" aria-label={label} className="rounded-card bg-muted p-3">
      <div className="text-2xl font-bold tabular-nums">{value}</div>
      <div className="text-sm text-muted-fg">{label}</div>
    </div>
  );
}

/** Spec 001 §2 progress tab: a completed/total bar per group, the three figures, the first 5 achievements. */
export function ProgressTab({ progress, onRetry }: { progress: PhonicsProgress | undefined; onRetry: (() => void) | null }) {
  const { t } = useTranslation();
  if (!progress) return <LoadState error={onRetry !== null} onRetry={() => onRetry?.()} />;
  const achievements = progress.achievements.slice(0, ACHIEVEMENTS_SHOWN);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section title={t('phonicsTutor.progress.groups')}>
        <ul className="space-y-4">
          {progress.groups.map((group) => {
            const label = t(`phonicsTutor.groups.${group.id as 'single-sounds'}`);
            return (
              <li key={group.id} className="space-y-1">
                <div className="flex items-baseline justify-between gap-2 text-sm">
                  <span className="font-medium">{label}</span>
                  <span className="tabular-nums text-muted-fg">{t('phonicsTutor.progress.completed', { completed: group.completed, total: group.total })}</span>
                </div>
                <Progress value={group.total > 0 ? (group.completed / group.total) * 100 : 0} label={label} />
              </li>
            );
          })}
        </ul>
      </Section>
      <Section title={t('phonicsTutor.progress.title')}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Figure label={t('phonicsTutor.stats.soundsMastered')} value={String(progress.sounds_mastered)} />
          <Figure label={t('phonicsTutor.stats.wordsRead')} value={String(progress.words_read)} />
          <Figure label={t('phonicsTutor.stats.averageScore')} value={`${scorePercent(progress.average_score)}%`} />
        </div>
      </Section>
      <Section title={t('phonicsTutor.progress.achievements')}>
        {achievements.length === 0 ? (
          <p className="text-sm text-muted-fg">{t('phonicsTutor.progress.noAchievements')}</p>
        ) : (
          <ul className="space-y-2">
            {achievements.map((achievement) => (
              <li key={achievement.id} className="flex items-start gap-3 rounded-card bg-muted p-3">
                <Award aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
                <div className="min-w-0 flex-1">
                  <div className="font-semibold">{achievement.title}</div>
                  <div className="text-sm text-muted-fg">{achievement.description}</div>
                </div>
                <Badge tone="info">{t('phonicsTutor.progress.points', { count: achievement.points })}</Badge>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
