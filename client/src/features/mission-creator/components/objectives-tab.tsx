import { useTranslation } from 'react-i18next';
import { MAX_OBJECTIVE_LENGTH, MAX_OBJECTIVES, type MissionTextLanguage } from '@common/contracts/mission-creator.ts';
import { directionOf } from '@common/domain/languages.ts';
import type { MissionDraft } from '../mission-draft.ts';
import { EntryList } from './entry-list.tsx';

/** The objectives of the form's language: Enter or the add button adds one; each can be removed. */
export function ObjectivesTab({
  draft,
  language,
  update,
}: {
  draft: MissionDraft;
  language: MissionTextLanguage;
  update: (change: Partial<MissionDraft>) => void;
}) {
  const { t } = useTranslation();
  return (
    <EntryList
      items={draft.objectives[language]}
      onChange={(items) => update({ objectives: { ...draft.objectives, [language]: items } })}
      label={t('missionCreator.objectives.label', { language: t(`languages.${language}`) })}
      addLabel={t('missionCreator.objectives.add')}
      removeLabel={(item) => t('missionCreator.objectives.remove', { item })}
      emptyText={t('missionCreator.objectives.empty')}
      maxLength={MAX_OBJECTIVE_LENGTH}
      maxCount={MAX_OBJECTIVES}
      lang={language}
      dir={directionOf(language)}
    />
  );
}
