import { useTranslation } from 'react-i18next';
import { Bot, Mic, Palette, PenLine } from 'lucide-react';
import type { Profile } from '@common/contracts/user.ts';
import type { ControlledApp } from '@common/contracts/parental-controls.ts';
import { APP_OF_MODULE } from '@/lib/screen-time.ts';
import { MODULE_IDS, type ModuleId } from '@common/domain/progress.ts';
import { Progress } from '@/components/ui/progress.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { DashboardSection } from './dashboard-section.tsx';
import { ICON_TONES, LinkCard, type CardIcon } from './link-card.tsx';

const MODULE_LOOKS: Record<ModuleId, { icon: CardIcon; tone: keyof typeof ICON_TONES }> = {
  'writing-buddy': { icon: PenLine, tone: 'primary' },
  'phonics-tutor': { icon: Mic, tone: 'accent' },
  'stem-mission-coach': { icon: Bot, tone: 'info' },
  'creative-lab': { icon: Palette, tone: 'danger' },
};

/** One card per learning module with the signed-in user's own progress, each opening /{moduleId}. Without a
 * profile (it failed to load) the cards still open their modules. A module whose app a parent switched off
 * (parental controls, `allowedApps`) is not shown. */
export function ModulesGrid({ profile, failed, allowedApps }: { profile: Profile | undefined; failed: boolean; allowedApps?: readonly ControlledApp[] }) {
  const { t } = useTranslation();
  const progress = new Map(profile?.modules.map((m) => [m.id, m.progress]));
  return (
    <DashboardSection title={t('dashboard.modules.title')} description={t('dashboard.modules.description')}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {MODULE_IDS.filter((id) => !allowedApps || allowedApps.includes(APP_OF_MODULE[id])).map((id) => {
          const name = t(`modules.${id}.name`);
          const value = progress.get(id) ?? 0;
          return (
            <LinkCard key={id} href={`/${id}`} title={name} description={t(`modules.${id}.description`)} {...MODULE_LOOKS[id]}>
              {profile ? (
                <div className="mt-auto space-y-1.5">
                  <div className="flex justify-between text-sm">
                    <span className="text-muted-fg">{t('dashboard.modules.progress')}</span>
                    <span className="font-semibold">{t('dashboard.percent', { value })}</span>
                  </div>
                  <Progress value={value} label={t('dashboard.modules.progressOf', { module: name })} />
                </div>
              ) : (
                // The height of what comes: a line of small text (20 px), 6 px, the bar (10 px).
                !failed && <Skeleton className="mt-auto h-9" />
              )}
            </LinkCard>
          );
        })}
      </div>
    </DashboardSection>
  );
}
