import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AGE_GROUPS,
  ESTIMATED_TIME,
  MAX_DESCRIPTION_LENGTH,
  MAX_TITLE_LENGTH,
  MISSION_CATEGORIES,
  MISSION_DIFFICULTIES,
  estimatedTimeFrom,
  type MissionTextLanguage,
} from '@common/contracts/mission-creator.ts';
import { directionOf } from '@common/domain/languages.ts';
import { Input, Label, Textarea } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import type { MissionDraft } from '../mission-draft.ts';

type Update = (change: Partial<MissionDraft>) => void;

/** Title and description in the form's language; difficulty, category, age group and estimated time. */
export function BasicInfoTab({ draft, language, update }: { draft: MissionDraft; language: MissionTextLanguage; update: Update }) {
  const { t } = useTranslation();
  const id = useId();
  const dir = directionOf(language);
  const languageName = t(`languages.${language}`);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="space-y-1 md:col-span-2">
        <Label htmlFor={`${id}-title`}>{t('missionCreator.basic.title', { language: languageName })}</Label>
        <Input
          id={`${id}-title`}
          lang={language}
          dir={dir}
          maxLength={MAX_TITLE_LENGTH}
          value={draft.title[language]}
          onChange={(event) => update({ title: { ...draft.title, [language]: event.target.value } })}
        />
      </div>
      <div className="space-y-1 md:col-span-2">
        <Label htmlFor={`${id}-description`}>{t('missionCreator.basic.description', { language: languageName })}</Label>
        <Textarea
          id={`${id}-description`}
          lang={language}
          dir={dir}
          maxLength={MAX_DESCRIPTION_LENGTH}
          value={draft.description[language]}
          onChange={(event) => update({ description: { ...draft.description, [language]: event.target.value } })}
        />
      </div>
      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium" aria-hidden="true">
          {t('missionCreator.basic.difficulty')}
        </span>
        <Select
          label={t('missionCreator.basic.difficulty')}
          value={draft.difficulty}
          options={MISSION_DIFFICULTIES.map((value) => ({ value, label: t(`missionCreator.difficulty.${value}`) }))}
          onValueChange={(value) => update({ difficulty: value as MissionDraft['difficulty'] })}
        />
      </div>
      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium" aria-hidden="true">
          {t('missionCreator.basic.category')}
        </span>
        <Select
          label={t('missionCreator.basic.category')}
          value={draft.category}
          options={MISSION_CATEGORIES.map((value) => ({ value, label: t(`missionCreator.category.${value}`) }))}
          onValueChange={(value) => update({ category: value as MissionDraft['category'] })}
        />
      </div>
      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium" aria-hidden="true">
          {t('missionCreator.basic.ageGroup')}
        </span>
        <Select
          label={t('missionCreator.basic.ageGroup')}
          value={draft.ageGroup}
          options={AGE_GROUPS.map((value) => ({ value, label: t('missionCreator.basic.ageGroupOption', { group: value }) }))}
          onValueChange={(value) => update({ ageGroup: value as MissionDraft['ageGroup'] })}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-time`}>{t('missionCreator.basic.estimatedTime')}</Label>
        <Input
          id={`${id}-time`}
          type="number"
          inputMode="numeric"
          min={ESTIMATED_TIME.min}
          max={ESTIMATED_TIME.max}
          value={draft.estimatedTime}
          aria-describedby={`${id}-time-hint`}
          onChange={(event) => update({ estimatedTime: event.target.value })}
          onBlur={() => update({ estimatedTime: String(estimatedTimeFrom(draft.estimatedTime)) })}
        />
        <p id={`${id}-time-hint`} className="text-sm text-muted-fg">
          {t('missionCreator.basic.estimatedTimeHint', { min: ESTIMATED_TIME.min, max: ESTIMATED_TIME.max })}
        </p>
      </div>
    </div>
  );
}
