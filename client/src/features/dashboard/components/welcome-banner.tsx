import { useTranslation } from 'react-i18next';
import { Award, Coins, Flame, Target } from 'lucide-react';
import type { SessionUser } from '@common/contracts/auth.ts';
import type { Profile } from '@common/contracts/user.ts';
import { StatTile } from '@/components/stat-tile.tsx';
import { ChildrenSummary } from './children-summary.tsx';

function LearnerStats({ profile, failed }: { profile: Profile | undefined; failed: boolean }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => value.toLocaleString(i18n.language);
  if (failed) return null; // the page shows the error and a retry
  // Loading, the tiles are drawn with their labels and a bar for each figure, at the height they keep.
  return (
    <div className="grid grid-cols-[repeat(auto-fit,minmax(8rem,1fr))] gap-3 lg:grid-cols-4">
      {!profile && (
        <span role="status" className="sr-only">
          {t('common.loading')}
        </span>
      )}
      <StatTile label={t('dashboard.stats.level')} value={profile ? number(profile.level) : null} icon={Award} tone="primary" />
      <StatTile label={t('dashboard.stats.tokens')} value={profile ? number(profile.tokens) : null} icon={Coins} tone="warning" />
      <StatTile
        label={t('dashboard.stats.streak')}
        value={profile ? t('dashboard.stats.streakDays', { count: profile.missionStreak }) : null}
        icon={Flame}
        tone="accent"
      />
      <StatTile label={t('dashboard.stats.completedMissions')} value={profile ? number(profile.completedMissions) : null} icon={Target} tone="success" />
    </div>
  );
}

/**
 * The top of the dashboard. A learner sees their own figures; a parent sees each child's; teachers and
 * administrators, who collect no tokens, see who they are signed in as.
 */
export function WelcomeBanner({ user, profile, failed }: { user: SessionUser; profile: Profile | undefined; failed: boolean }) {
  const { t } = useTranslation();
  const firstName = profile?.firstName ?? user.firstName;
  const isChild = user.role === 'child';
  return (
    <section aria-labelledby="dashboard-welcome" className="space-y-4 rounded-card border border-border bg-secondary p-5 text-secondary-fg">
      <div>
        <h1 id="dashboard-welcome" className="text-2xl font-bold sm:text-3xl">
          {t('dashboard.welcome', { name: firstName })}
        </h1>
        <p className="mt-1">
          {isChild
            ? t('dashboard.childIntro')
            : t('dashboard.signedInAs', { name: `${user.firstName} ${user.lastName}`.trim(), role: t(`roles.${user.role}`) })}
        </p>
      </div>
      {isChild && <LearnerStats profile={profile} failed={failed} />}
      {user.role === 'parent' && <ChildrenSummary />}
    </section>
  );
}
