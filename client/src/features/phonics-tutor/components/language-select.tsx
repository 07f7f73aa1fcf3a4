import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/select.tsx';
import { isPracticeLanguage, PRACTICE_LANGUAGES, type PracticeLanguage } from '../phonics-model.ts';

export function LanguageSelect({ value, onChange }: { value: PracticeLanguage; onChange: (language: PracticeLanguage) => void }) {
  const { t } = useTranslation();
  const options = PRACTICE_LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }));
  return (
    <div className="flex items-center gap-2" data-tour="language">
      <span className="text-sm font-medium" aria-hidden="true">
        {t('phonicsTutor.practiceLanguage')}
      </span>
      <Select
        value={value}
        label={t('phonicsTutor.practiceLanguage')}
        options={options}
        onValueChange={(next) => {
          if (isPracticeLanguage(next)) onChange(next);
        }}
        className="min-w-40"
      />
    </div>
  );
}
