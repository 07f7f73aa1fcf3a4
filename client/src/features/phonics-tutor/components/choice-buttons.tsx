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
