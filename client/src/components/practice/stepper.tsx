import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

/** The index one step away, kept inside the list (a list that got shorter may leave the index past its end). */
function stepIndex(index: number, delta: -1 | 1, total: number): number {
  return Math.max(0, Math.min(total - 1, index + delta));
}

/**
 * Previous and next around the item being practised, with "n / total". The arrows point the way of reading, so
 * they mirror in Arabic; previous is disabled at the first item and next at the last (spec 001 §4).
 */
export function PracticeStepper({
  index,
  total,
  onChange,
  previousLabel,
  nextLabel,
  counterLabel,
  children,
}: {
  index: number;
  total: number;
  onChange: (index: number) => void;
  previousLabel: string;
  nextLabel: string;
  /** What screen readers hear instead of "n / total" ("Item 2 of 5"); without it they read the figures. */
  counterLabel?: string;
  /** The item itself, between the arrows. */
  children?: ReactNode;
}) {
  const counter = total > 0 ? `${index + 1} / ${total}` : '0 / 0';
  return (
    <div className="flex items-center gap-3" data-tour="navigation">
      <Button variant="outline" size="icon" aria-label={previousLabel} disabled={index <= 0} onClick={() => onChange(stepIndex(index, -1, total))}>
        <ChevronLeft aria-hidden="true" className="h-5 w-5 rtl:rotate-180" />
      </Button>
      <div className="min-w-0 flex-1 text-center">{children}</div>
      <Button variant="outline" size="icon" aria-label={nextLabel} disabled={index >= total - 1} onClick={() => onChange(stepIndex(index, 1, total))}>
        <ChevronRight aria-hidden="true" className="h-5 w-5 rtl:rotate-180" />
      </Button>
      <span className="shrink-0 text-sm font-medium tabular-nums text-muted-fg">
        {counterLabel === undefined ? (
          counter
        ) : (
          <>
            <span aria-hidden="true">{counter}</span>
            <span className="sr-only">{counterLabel}</span>
          </>
        )}
      </span>
    </div>
  );
}
