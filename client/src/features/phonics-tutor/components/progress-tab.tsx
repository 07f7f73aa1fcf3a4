import { useTranslation } from 'react-i18next';
import { AchievementList } from '@/components/practice/achievement-list.tsx';
import { LoadState } from '@/components/practice/load-state.tsx';
import { PracticeSection } from '@/components/practice/section.tsx';
import { Stat } from '@/components/practice/stat.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import type { PhonicsProgress } from '../api/types.ts';
import { ACHIEVEMENTS_SHOWN, scorePercent } from '../phonics-model.ts';

/** Spec 001 §2 progress tab: a completed/total bar per group, the three figures, the first 5 achievements. */
export function ProgressTab({ progress, onRetry }: { progress: PhonicsProgress | undefined; onRetry: (() => void) | null }) {
  const { t } = useTranslation();
  if (!progress) {
    return (
      <LoadState error={onRetry !== null} onRetry={() => onRetry?.()} message={t('phonicsTutor.errors.content')} retryLabel={t('phonicsTutor.errors.retry')} />
    );
  }
  const achievements = progress.achievements.slice(0, ACHIEVEMENTS_SHOWN);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <PracticeSection title={t('phonicsTutor.progress.groups')}>
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
      </PracticeSection>
      <PracticeSection title={t('phonicsTutor.progress.title')}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Stat label={t('phonicsTutor.stats.soundsMastered')} value={String(progress.sounds_mastered)} />
          <Stat label={t('phonicsTutor.stats.wordsRead')} value={String(progress.words_read)} />
          <Stat label={t('phonicsTutor.stats.averageScore')} value={`${scorePercent(progress.average_score)}%`} />
        </div>
      </PracticeSection>
      <PracticeSection title={t('phonicsTutor.progress.achievements')}>
        <AchievementList
          achievements={achievements}
          emptyText={t('phonicsTutor.progress.noAchievements')}
          pointsText={(count) => t('phonicsTutor.progress.points', { count })}
        />
      </PracticeSection>
    </div>
  );
}
