import { useTranslation } from 'react-i18next';
import { Progress } from '@/components/ui/progress.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useChildProfile } from '../api/get-child-profile.ts';

/** The child's four modules and overall progress, from their own activity on the server. */
export function ChildProgress({ childId, headingId }: { childId: string; headingId: string }) {
  const { t } = useTranslation();
  const profile = useChildProfile(childId);

  if (profile.isLoading) {
    return (
      <div className="space-y-3" role="status" aria-label={t('common.loading')}>
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-6" />
        ))}
      </div>
    );
  }
  if (!profile.data) return <p className="text-sm text-muted-fg">{t('children.card.progressUnavailable')}</p>;

  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-fg">{t('children.card.overall', { percent: profile.data.overallProgress })}</p>
      <ul aria-labelledby={headingId} className="space-y-3">
        {profile.data.modules.map((module) => {
          const name = t(`modules.${module.id}.name`);
          return (
            <li key={module.id} className="space-y-1">
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span>{name}</span>
                <span className="font-semibold tabular-nums">{t('children.card.percent', { percent: module.progress })}</span>
              </div>
              <Progress value={module.progress} label={name} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
