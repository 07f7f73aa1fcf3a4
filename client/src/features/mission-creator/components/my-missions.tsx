import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CustomMission } from '@common/contracts/mission-creator.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useCustomMissions } from '../api/get-custom-missions.ts';
import { AssignDialog } from './assign-dialog.tsx';
import { DeleteMissionDialog } from './delete-mission-dialog.tsx';

/** A mission's text in the interface language when it has one, else in the other language. */
export function missionText(texts: { en: string; ar: string }, uiLanguage: string): string {
  return uiLanguage === 'ar' ? texts.ar || texts.en : texts.en || texts.ar;
}

/** "My missions": the saved missions, each with edit, assign and delete; refreshed after every save. */
export function MyMissions({
  editingId,
  onEdit,
  onDeleted,
}: {
  editingId: string | null;
  onEdit: (mission: CustomMission) => void;
  onDeleted: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const missions = useCustomMissions();
  return (
    <section aria-labelledby="my-missions-heading" className="space-y-4">
      <h2 id="my-missions-heading" className="text-lg font-semibold">
        {t('missionCreator.list.heading')}
      </h2>
      {missions.isPending ? (
        <div role="status" aria-label={t('common.loading')} className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      ) : missions.isError ? (
        <Card role="alert" className="flex flex-wrap items-center justify-between gap-3 p-4">
          <p>{t('missionCreator.list.loadError')}</p>
          <Button variant="outline" onClick={() => void missions.refetch()}>
            {t('missionCreator.list.retry')}
          </Button>
        </Card>
      ) : missions.data.missions.length === 0 ? (
        <p className="rounded-card border border-dashed border-border p-6 text-center text-muted-fg">{t('missionCreator.list.empty')}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {missions.data.missions.map((mission) => {
            const title = missionText(mission.title, i18n.language);
            return (
              <li key={mission.id}>
                <Card className={`space-y-3 p-4 ${editingId === mission.id ? 'border-primary' : ''}`}>
                  <div>
                    <h3 className="font-semibold">{title}</h3>
                    {mission.authorName && <p className="text-sm text-muted-fg">{t('missionCreator.list.by', { name: mission.authorName })}</p>}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Badge tone="outline">{t(`missionCreator.difficulty.${mission.difficulty}`)}</Badge>
                    <Badge tone="outline">{t(`missionCreator.category.${mission.category}`)}</Badge>
                    <Badge tone="outline">{t('missionCreator.grid.sizeOption', { size: mission.gridSetup.width })}</Badge>
                    <Badge tone="outline">{t('missionCreator.list.maxSteps', { count: mission.maxSteps })}</Badge>
                  </div>
                  <p className="text-sm text-muted-fg">{t('missionCreator.list.assigned', { count: mission.assignmentCount })}</p>
                  {mission.canEdit && (
                    <div className="flex flex-wrap gap-2">
                      <Button variant="outline" size="sm" onClick={() => onEdit(mission)} aria-label={t('missionCreator.list.editNamed', { title })}>
                        <Pencil aria-hidden="true" className="h-4 w-4" />
                        {t('common.edit')}
                      </Button>
                      <AssignDialog missionId={mission.id} title={title} />
                      <DeleteMissionDialog id={mission.id} title={title} onDeleted={() => onDeleted(mission.id)} />
                    </div>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
