import { useId, type ComponentType } from 'react';
import { cn } from '@/lib/cn.ts';

const tones = {
  primary: 'bg-primary text-primary-fg',
  accent: 'bg-accent text-accent-fg',
  warning: 'bg-warning text-warning-fg',
  success: 'bg-success text-success-fg',
} as const;

/** One figure with its label; the group is named by the label so "Level" finds the level tile. */
export function StatTile({
  label,
  value,
  icon: Icon,
  tone,
}: {
  label: string;
  value: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  tone: keyof typeof tones;
}) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="flex items-center gap-3 rounded-card border border-border bg-card p-4 text-card-fg">
      <span className={cn('flex h-10 w-10 shrink-0 items-center justify-center rounded-full', tones[tone])}>
        <Icon aria-hidden="true" className="h-5 w-5" />
      </span>
      <div className="min-w-0">
        <p id={id} className="text-sm text-muted-fg">
          {label}
        </p>
        <p className="text-2xl font-bold leading-tight">{value}</p>
      </div>
    </div>
  );
}
