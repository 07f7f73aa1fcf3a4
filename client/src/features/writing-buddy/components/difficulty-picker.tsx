import { useTranslation } from 'react-i18next';
import { DifficultyButtons } from '@/components/practice/choice-buttons.tsx';
import { DIFFICULTIES, type Difficulty } from '../writing-model.ts';

export function DifficultyPicker({ value, onChange }: { value: Difficulty; onChange: (difficulty: Difficulty) => void }) {
  const { t } = useTranslation();
  return (
    <DifficultyButtons
      label={t('writingBuddy.words.difficulty')}
      tourMark="difficulty"
      options={DIFFICULTIES.map((difficulty) => ({ value: difficulty, label: t(`writingBuddy.words.difficulties.${difficulty}`) }))}
      value={value}
      onChange={onChange}
    />
  );
}
