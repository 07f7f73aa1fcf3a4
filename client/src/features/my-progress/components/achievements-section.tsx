import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck, Lock, Trophy } from 'lucide-react';
import type { Profile } from '@common/contracts/user.ts';
import { PLATFORM_ACHIEVEMENTS } from '@common/domain/progress.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import { achievementViews, type AchievementView } from '../progress-model.ts';
import { ProgressSection } from './progress-section.tsx';

function AchievementItem({ view }: { view: AchievementView }) {
  const { t } = useTranslation();
  const name = t(`progress.achievements.items.${view.id}.name`);
  return (
    <li className={cn('flex gap-3 rounded-card border bg-card p-4 text-card-fg shadow-sm', view.earned ? 'border-success' : 'border-border')}>
      <span
        className={cn(
          'flex h-10 w-10 shrink-0 items-center justify-center rounded-full',
          view.earned ? 'bg-success text-success-fg' : 'bg-muted text-muted-fg',
        )}
      >
        <Trophy aria-hidden="true" className="h-5 w-5" />
      </span>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold">{name}</h3>
          {view.earned ? (
            <Badge tone="success" className="gap-1">
              <CircleCheck aria-hidden="true" className="h-3.5 w-3.5" />
              {t('progress.achievements.earned')}
            </Badge>
          ) : (
            <Badge tone="neutral" className="gap-1">
              <Lock aria-hidden="true" className="h-3.5 w-3.5" />
              {t('progress.achievements.notYet')}
            </Badge>
          )}
        </div>
        <p className="text-sm text-muted-fg">{t(`progress.achievements.items.${view.id}.rule`)}</p>
        {!view.earned && (
          <div className="space-y-1">
            <p className="text-xs font-medium tabular-nums">{t('progress.achievements.progress', { current: view.current, target: view.target })}</p>
            <Progress value={view.percent} label={t('progress.achievements.progressOf', { name })} />
          </div>
        )}
      </div>
    </li>
  );
}

/** The six platform achievements of spec 000 §9, earned or not yet; the dashboard links here (#achievements). */
export const AchievementsSection = forwardRef<HTMLHeadingElement, { profile: Profile | undefined }>(function AchievementsSection({ profile }, ref) {
  const { t } = useTranslation();
  return (
    <ProgressSection id="achievements" ref={ref} title={t('progress.achievements.title')} description={t('progress.achievements.description')}>
      {profile ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {achievementViews(profile).map((view) => (
            <AchievementItem key={view.id} view={view} />
          ))}
        </ul>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {PLATFORM_ACHIEVEMENTS.map(({ id }) => (
            <Skeleton key={id} className="h-32" />
          ))}
        </div>
      )}
    </ProgressSection>
  );
});
