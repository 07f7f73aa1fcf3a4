import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/select.tsx';
import { WRITING_LANGUAGES, isWritingLanguage, type WritingLanguage } from '../writing-model.ts';

export function WritingLanguageSelect({ value, onChange }: { value: WritingLanguage; onChange: (language: WritingLanguage) => void }) {
  const { t } = useTranslation();
  const options = WRITING_LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }));
  return (
    <div className="flex items-center gap-2" data-tour="language">
      <span className="text-sm font-medium" aria-hidden="true">
        {t('writingBuddy.writingLanguage')}
      </span>
      <Select
        value={value}
        label={t('writingBuddy.writingLanguage')}
        options={options}
        onValueChange={(next) => {
          if (isWritingLanguage(next)) onChange(next);
        }}
        className="min-w-44"
      />
    </div>
  );
}
