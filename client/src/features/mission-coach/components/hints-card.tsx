import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, Lightbulb } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';

/** Spec 001 §2: collapsible hints, "Hint i of n" with previous and next. The parent remounts it per mission. */
export function HintsCard({ hints }: { hints: string[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  if (hints.length === 0) return null;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle size="base" className="flex items-center gap-2">
          <Lightbulb aria-hidden="true" className="h-5 w-5 text-warning" />
          {t('missionCoach.hints.title')}
        </CardTitle>
        <Button variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          {open ? t('missionCoach.hints.hide') : t('missionCoach.hints.show')}
        </Button>
      </CardHeader>
      {open && (
        <CardContent className="space-y-3">
          <p className="text-sm font-semibold text-muted-fg">{t('missionCoach.hints.counter', { i: index + 1, n: hints.length })}</p>
          <p aria-live="polite">{hints[index]}</p>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => setIndex((i) => i - 1)} disabled={index === 0}>
              <ChevronLeft aria-hidden="true" className="h-4 w-4 rtl:rotate-180" />
              {t('missionCoach.hints.previous')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setIndex((i) => i + 1)} disabled={index >= hints.length - 1}>
              {t('missionCoach.hints.next')}
              <ChevronRight aria-hidden="true" className="h-4 w-4 rtl:rotate-180" />
            </Button>
          </div>
        </CardContent>
      )}
    </Card>
  );
}
