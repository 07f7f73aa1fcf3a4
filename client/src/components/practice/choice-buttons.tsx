import type { CSSProperties } from 'react';
import { Button } from '@/components/ui/button.tsx';

/**
 * A row of buttons that choose what to practise (a group of sounds, a difficulty). Each says whether it is the
 * chosen one (aria-pressed), and the row is named by its label.
 */
export function ChoiceButtons<T extends string>({
  label,
  options,
  value,
  onChange,
  tourMark,
  chosenStyle,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T | undefined;
  onChange: (value: T) => void;
  /** The guided tour's data-tour mark, when a tour step highlights the row. */
  tourMark?: string;
  /** Colours for the chosen button, where they say something (spec 001 §9). */
  chosenStyle?: (value: T) => CSSProperties;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2" data-tour={tourMark}>
      {options.map((option) => {
        const chosen = option.value === value;
        return (
          <Button
            key={option.value}
            size="sm"
            variant={chosen ? 'primary' : 'outline'}
            aria-pressed={chosen}
            // A border like the others' keeps the row from shifting when the choice moves.
            className={chosen ? 'border border-transparent' : undefined}
            style={chosen ? chosenStyle?.(option.value) : undefined}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </Button>
        );
      })}
    </div>
  );
}

type Difficulty = 'beginner' | 'intermediate' | 'advanced';

/**
 * Spec 001 §9 colours: beginner green, intermediate yellow, advanced red. Set as a style so they win over the
 * button variant's own colours whatever order the stylesheet has them in.
 */
const TONES: Record<Difficulty, CSSProperties> = {
  beginner: { backgroundColor: 'var(--color-success)', color: 'var(--color-success-fg)' },
  intermediate: { backgroundColor: 'var(--color-warning)', color: 'var(--color-warning-fg)' },
  advanced: { backgroundColor: 'var(--color-danger)', color: 'var(--color-danger-fg)' },
};

/** The difficulty buttons of a practice module, the chosen one in its colour. */
export function DifficultyButtons<D extends Difficulty>({
  label,
  options,
  value,
  onChange,
  tourMark,
}: {
  label: string;
  options: readonly { value: D; label: string }[];
  value: D;
  onChange: (difficulty: D) => void;
  tourMark?: string;
}) {
  return (
    <ChoiceButtons label={label} options={options} value={value} onChange={onChange} tourMark={tourMark} chosenStyle={(difficulty) => TONES[difficulty]} />
  );
}
