import { useTranslation } from 'react-i18next';
import type { MissionTextLanguage } from '@common/contracts/mission-creator.ts';
import { DialogContent, DialogRoot } from '@/components/ui/dialog.tsx';
import type { MissionDraft } from '../mission-draft.ts';

/** Preview: the draft as a child will play it. */
export function PreviewDialog({ draft, language, onClose }: { draft: MissionDraft; language: MissionTextLanguage; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogRoot open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t('missionCreator.previewTitle', { title: draft.title[language] })} description={t('missionCreator.previewDescription')}>
        <p>{draft.title[language]}</p>
      </DialogContent>
    </DialogRoot>
  );
}
