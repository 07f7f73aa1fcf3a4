import { useTranslation } from 'react-i18next';
import { MISSION_TEXT_LANGUAGES, type MissionTextLanguage } from '@common/contracts/mission-creator.ts';
import { cn } from '@/lib/cn.ts';

/** Which language's texts the form edits (spec 002: en and ar). */
export function LanguagePicker({ value, onChange }: { value: MissionTextLanguage; onChange: (language: MissionTextLanguage) => void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('missionCreator.language.label')} className="inline-flex flex-wrap items-center gap-1 rounded-card bg-muted p-1">
      <span className="px-2 text-sm font-medium" aria-hidden="true">
        {t('missionCreator.language.label')}
      </span>
      {MISSION_TEXT_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          aria-pressed={value === language}
          onClick={() => onChange(language)}
          className={cn(
            'rounded-[calc(var(--radius)*0.75)] px-3 py-1.5 text-sm font-medium',
            value === language ? 'bg-card text-card-fg shadow-sm' : 'text-muted-fg',
          )}
        >
          {t(`languages.${language}`)}
        </button>
      ))}
    </div>
  );
}
