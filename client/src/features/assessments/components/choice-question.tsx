import type { ReactNode } from 'react';
import type { PublicQuestion } from '@common/contracts/assessments.ts';
import { directionOf } from '@common/domain/languages.ts';
import { cn } from '@/lib/cn.ts';

/**
 * A multiple-choice question as a native radio group (arrow keys move between the options, the legend names the
 * group). Pictures are decoration: the word is always written next to them.
 */
export function ChoiceQuestion({
  question,
  value,
  onChange,
  language,
}: {
  question: PublicQuestion;
  value: string | undefined;
  onChange: (value: string) => void;
  language: string;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only" lang={language} dir={directionOf(language)}>
        {question.question}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {question.options.map((option) => (
          <OptionCard
            key={option.id}
            name={question.id}
            value={option.id}
            checked={value === option.id}
            onChange={() => onChange(option.id)}
            className="p-4 text-lg"
          >
            {option.icon && (
              <span aria-hidden="true" className="text-3xl">
                {option.icon}
              </span>
            )}
            <span lang={language} dir={directionOf(language)}>
              {option.label}
            </span>
          </OptionCard>
        ))}
      </div>
    </fieldset>
  );
}

/** One answer of a radio group drawn as a card: the whole card is the label, the ring shows where the keyboard is. */
export function OptionCard({
  name,
  value,
  checked,
  onChange,
  className,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-card border-2 bg-card font-semibold text-card-fg focus-within:ring-2 focus-within:ring-ring',
        checked ? 'border-primary bg-muted' : 'border-border hover:bg-muted',
        className,
      )}
    >
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} className="h-5 w-5 accent-[hsl(var(--primary))]" />
      {children}
    </label>
  );
}
