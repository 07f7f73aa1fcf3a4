import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { stepIndex } from '../phonics-model.ts';

/** Previous and next with "n / total"; arrows mirror in Arabic; disabled at the ends (spec 001 §4). */
export function Stepper({ index, total, onChange, children }: { index: number; total: number; onChange: (index: number) => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3" data-tour="navigation">
      <Button
        variant="outline"
        size="icon"
        aria-label={t('phonicsTutor.navigation.previous')}
        disabled={index <= 0}
        onClick={() => onChange(stepIndex(index, -1, total))}
      >
        <ChevronLeft aria-hidden="true" className="h-5 w-5 rtl:rotate-180" />
      </Button>
      <div className="min-w-0 flex-1 text-center">{children}</div>
      <Button
        variant="outline"
        size="icon"
        aria-label={t('phonicsTutor.navigation.next')}
        disabled={index >= total - 1}
        onClick={() => onChange(stepIndex(index, 1, total))}
      >
        <ChevronRight aria-hidden="true" className="h-5 w-5 rtl:rotate-180" />
      </Button>
      <span className="shrink-0 text-sm font-medium tabular-nums text-muted-fg">
        <span aria-hidden="true">{total > 0 ? `${index + 1} / ${total}` : '0 / 0'}</span>
        <span className="sr-only">{t('phonicsTutor.navigation.counter', { index: Math.min(index + 1, total), total })}</span>
      </span>
    </div>
  );
}
