import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { DIFFICULTIES, type Difficulty } from '../writing-model.ts';

/** Spec 001 §9 colours: beginner green, intermediate yellow, advanced red. */
const TONES: Record<Difficulty, string> = {
  beginner: 'bg-success text-success-fg',
  intermediate: 'bg-warning text-warning-fg',
  advanced: 'bg-danger text-danger-fg',
};

export function DifficultyPicker({ value, onChange }: { value: Difficulty; onChange: (difficulty: Difficulty) => void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('writingBuddy.words.difficulty')} className="flex flex-wrap gap-2" data-tour="difficulty">
      {DIFFICULTIES.map((difficulty) => (
        <Button
          key={difficulty}
          size="sm"
          variant="outline"
          aria-pressed={value === difficulty}
          className={cn(value === difficulty && cn(TONES[difficulty], 'border-transparent hover:opacity-90'))}
          onClick={() => onChange(difficulty)}
        >
          {t(`writingBuddy.words.difficulties.${difficulty}`)}
        </Button>
      ))}
    </div>
  );
}
