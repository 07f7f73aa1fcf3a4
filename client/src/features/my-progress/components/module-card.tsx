import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ArrowRight, BookOpenText, Bot, Palette, PenLine } from 'lucide-react';
import { percent, type ModuleId } from '@common/domain/progress.ts';
import { Button } from '@/components/ui/button.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import type { Measure, ModuleCardView } from '../progress-model.ts';

const ICONS: Record<ModuleId, ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>> = {
  'writing-buddy': PenLine,
  'phonics-tutor': BookOpenText,
  'stem-mission-coach': Bot,
  'creative-lab': Palette,
};

function MeasureRow({ measure }: { measure: Measure }) {
  const { t, i18n } = useTranslation();
  const label = t(`progress.modules.measures.${measure.key}`);
  const value = measure.value.toLocaleString(i18n.language);
  if (measure.total === undefined) {
    return (
      <li className="flex items-baseline justify-between gap-2 text-sm">
        <span>{label}</span>
        <span className="font-semibold tabular-nums">{value}</span>
      </li>
    );
  }
  return (
    <li className="space-y-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span>{label}</span>
        <span className="font-semibold tabular-nums">{t('progress.modules.valueOf', { value, total: measure.total.toLocaleString(i18n.language) })}</span>
      </div>
      <Progress value={percent(measure.value, measure.total)} label={label} />
    </li>
  );
}

/** One module: its overall percent, its own counts against the spec totals, and a way into it. */
export function ModuleCard({ card }: { card: ModuleCardView }) {
  const { t } = useTranslation();
  const name = t(`modules.${card.id}.name`);
  const Icon = ICONS[card.id];
  return (
    <article className="flex flex-col gap-4 rounded-card border border-border bg-card p-5 text-card-fg shadow-sm">
      <div className="flex flex-wrap items-center gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-fg">
          <Icon aria-hidden="true" className="h-5 w-5" />
        </span>
        <h3 className="flex-1 text-lg font-semibold">{name}</h3>
        <span className="text-lg font-bold tabular-nums">{t('progress.percent', { value: card.progress })}</span>
      </div>
      <Progress value={card.progress} label={t('progress.modules.progressOf', { module: name })} />
      <ul className="space-y-3">
        {card.measures.map((measure) => (
          <MeasureRow key={measure.key} measure={measure} />
        ))}
      </ul>
      <Button asChild variant="outline" size="sm" className="mt-auto self-start">
        <Link href={card.href}>
          {t('progress.modules.open', { module: name })}
          <ArrowRight aria-hidden="true" className="h-4 w-4 rtl:rotate-180" />
        </Link>
      </Button>
    </article>
  );
}
