import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionTextLanguage } from '@common/contracts/mission-creator.ts';
import { directionOf } from '@common/domain/languages.ts';
import { bestSteps, toRobotMission } from '@common/robot/custom-mission.ts';
import { MissionPlayer } from '@/components/robot/mission-player.tsx';
import { DialogContent, DialogRoot } from '@/components/ui/dialog.tsx';
import { maxStepsOf, type MissionDraft } from '../mission-draft.ts';

/**
 * Preview: the draft played as a child will play it, in the block editor, on the robot's board. Opened only once the
 * draft passes its checks, so there is one start and a reachable goal. Nothing is saved or scored.
 */
export function PreviewDialog({ draft, language, onClose }: { draft: MissionDraft; language: MissionTextLanguage; onClose: () => void }) {
  const { t } = useTranslation();
  const mission = useMemo(() => {
    const grid = draft.grid!;
    const maxSteps = maxStepsOf(draft) ?? bestSteps(grid) ?? 1;
    return toRobotMission(
      {
        id: draft.id ?? 'preview',
        title: draft.title,
        description: draft.description,
        objectives: draft.objectives,
        difficulty: draft.difficulty,
        gridSetup: grid,
        maxSteps,
      },
      language,
    );
  }, [draft, language]);
  return (
    <DialogRoot open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t('missionCreator.previewTitle', { title: mission.title })} description={t('missionCreator.previewDescription')} size="xl">
        <div className="space-y-3">
          <p lang={language} dir={directionOf(language)}>
            {mission.objective}
          </p>
          <p className="text-sm text-muted-fg">{t('missionCreator.list.maxSteps', { count: mission.maxSteps })}</p>
          <MissionPlayer mission={mission} />
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
