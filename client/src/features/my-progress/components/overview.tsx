import { useTranslation } from 'react-i18next';
import { Award, Coins, Flame, Star, TrendingUp } from 'lucide-react';
import type { Profile } from '@common/contracts/user.ts';
import { PLATFORM_ACHIEVEMENTS } from '@common/domain/progress.ts';
import { Progress } from '@/components/ui/progress.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { ProgressSection } from './progress-section.tsx';
import { StatTile } from '@/components/stat-tile.tsx';

/** Overall percent, streak, tokens, level and achievements earned: the figures of spec 000 §2 at a glance. */
export function Overview({ profile }: { profile: Profile | undefined }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => value.toLocaleString(i18n.language);
  return (
    <ProgressSection title={t('progress.overview.title')}>
      {profile ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <StatTile label={t('progress.overview.overall')} value={t('progress.percent', { value: profile.overallProgress })} icon={TrendingUp} tone="primary">
            <Progress value={profile.overallProgress} label={t('progress.overview.overall')} className="mt-2" />
          </StatTile>
          <StatTile
            label={t('progress.overview.streak')}
            value={t('progress.overview.streakDays', { count: profile.missionStreak })}
            icon={Flame}
            tone="warning"
          />
          <StatTile label={t('progress.overview.tokens')} value={number(profile.tokens)} icon={Coins} tone="accent" />
          <StatTile label={t('progress.overview.level')} value={number(profile.level)} icon={Star} tone="success" />
          <StatTile
            label={t('progress.overview.achievements')}
            value={t('progress.overview.achievementsValue', { earned: profile.achievements.length, total: PLATFORM_ACHIEVEMENTS.length })}
            icon={Award}
            tone="info"
          />
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {[0, 1, 2, 3, 4].map((n) => (
            <Skeleton key={n} className="h-20" />
          ))}
        </div>
      )}
    </ProgressSection>
  );
}
