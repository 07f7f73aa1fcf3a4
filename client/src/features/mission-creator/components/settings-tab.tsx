import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_STEPS_LIMIT, MAX_TAG_LENGTH, MAX_TAGS, SAFETY_LEVELS } from '@common/contracts/mission-creator.ts';
import { Input, Label } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';
import type { MissionDraft } from '../mission-draft.ts';
import { EntryList } from './entry-list.tsx';

/** Tags (unique), the safety level, and max steps (empty: the shortest solution). */
export function SettingsTab({ draft, best, update }: { draft: MissionDraft; best: number | null; update: (change: Partial<MissionDraft>) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="space-y-6">
      <EntryList
        items={draft.tags}
        onChange={(tags) => update({ tags })}
        label={t('missionCreator.settings.tag')}
        addLabel={t('missionCreator.settings.addTag')}
        removeLabel={(item) => t('missionCreator.settings.removeTag', { item })}
        emptyText={t('missionCreator.settings.noTags')}
        duplicateText={t('missionCreator.settings.duplicateTag')}
        unique
        maxLength={MAX_TAG_LENGTH}
        maxCount={MAX_TAGS}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('missionCreator.settings.safetyLevel')}</legend>
        <div className="grid gap-2 md:grid-cols-3">
          {SAFETY_LEVELS.map((level) => (
            <label
              key={level}
              className={cn('flex cursor-pointer gap-2 rounded-card border p-3', draft.safetyLevel === level ? 'border-primary' : 'border-border')}
            >
              <input type="radio" name={`${id}-safety`} value={level} checked={draft.safetyLevel === level} onChange={() => update({ safetyLevel: level })} />
              <span>
                <span className="block font-medium">{t(`missionCreator.safety.${level}`)}</span>
                <span className="block text-sm text-muted-fg">{t(`missionCreator.safety.${level}Description`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="max-w-xs space-y-1">
        <Label htmlFor={`${id}-max`}>{t('missionCreator.settings.maxSteps')}</Label>
        <Input
          id={`${id}-max`}
          type="number"
          inputMode="numeric"
          min={best ?? 1}
          max={MAX_STEPS_LIMIT}
          value={draft.maxSteps}
          aria-describedby={`${id}-max-hint`}
          onChange={(event) => update({ maxSteps: event.target.value })}
        />
        <p id={`${id}-max-hint`} className="text-sm text-muted-fg">
          {best === null ? t('missionCreator.settings.maxStepsNoSolution') : t('missionCreator.settings.maxStepsHint', { count: best })}
        </p>
      </div>
    </div>
  );
}
