import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/select.tsx';
import type { Language } from '@common/domain/languages.ts';

/** The language a module practises in (not the interface language), chosen among the module's own. */
export function PracticeLanguageSelect<L extends Language>({
  label,
  languages,
  value,
  onChange,
  className = 'min-w-40',
}: {
  label: string;
  languages: readonly L[];
  value: L;
  onChange: (language: L) => void;
  /** The trigger's width, wide enough for the longest language name. */
  className?: string;
}) {
  const { t } = useTranslation();
  const options = languages.map((language) => ({ value: language, label: t(`languages.${language}`) }));
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1" data-tour="language">
      <span className="text-sm font-medium" aria-hidden="true">
        {label}
      </span>
      <Select
        value={value}
        label={label}
        options={options}
        onValueChange={(next) => {
          const chosen = languages.find((language) => language === next);
          if (chosen) onChange(chosen);
        }}
        className={className}
      />
    </div>
  );
}
