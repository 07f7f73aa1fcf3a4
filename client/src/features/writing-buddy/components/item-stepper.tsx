import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { stepIndex } from '../writing-model.ts';

/**
 * Previous and next around the item being practised, with "n / total". The arrows point the way of reading, so
 * they mirror in Arabic; previous is disabled at the first item and next at the last (spec 001 §4).
 */
export function ItemStepper({ index, total, onChange, children }: { index: number; total: number; onChange: (index: number) => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3" data-tour="navigation">
      <Button
        variant="outline"
        size="icon"
        aria-label={t('writingBuddy.navigation.previous')}
        disabled={index <= 0}
        onClick={() => onChange(stepIndex(index, -1, total))}
      >
        <ChevronLeft aria-hidden="true" className="h-5 w-5 rtl:rotate-180" />
      </Button>
      <div className="min-w-0 flex-1 text-center">{children}</div>
      <Button
        variant="outline"
        size="icon"
        aria-label={t('writingBuddy.navigation.next')}
        disabled={index >= total - 1}
        onClick={() => onChange(stepIndex(index, 1, total))}
      >
        <ChevronRight aria-hidden="true" className="h-5 w-5 rtl:rotate-180" />
      </Button>
      <span className="shrink-0 text-sm font-medium tabular-nums text-muted-fg">{total > 0 ? `${index + 1} / ${total}` : '0 / 0'}</span>
    </div>
  );
}
