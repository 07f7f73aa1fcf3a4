import { useTranslation } from 'react-i18next';
import type { Profile } from '@common/contracts/user.ts';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { moduleCards } from '../progress-model.ts';
import { ModuleCard } from './module-card.tsx';
import { ProgressSection } from './progress-section.tsx';

export function ModulesSection({ profile }: { profile: Profile | undefined }) {
  const { t } = useTranslation();
  return (
    <ProgressSection title={t('progress.modules.title')} description={t('progress.modules.description')}>
      <div className="grid gap-4 md:grid-cols-2">
        {profile
          ? moduleCards(profile).map((card) => <ModuleCard key={card.id} card={card} />)
          : [0, 1, 2, 3].map((n) => <Skeleton key={n} className="h-56" />)}
      </div>
    </ProgressSection>
  );
}
