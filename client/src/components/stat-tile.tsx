import { useId, type ComponentType, type ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';
import { Skeleton } from './ui/skeleton.tsx';

const tones = {
  primary: 'bg-primary text-primary-fg',
  accent: 'bg-accent text-accent-fg',
  warning: 'bg-warning text-warning-fg',
  success: 'bg-success text-success-fg',
  info: 'bg-info text-info-fg',
} as const;

/**
 * One figure with its label; the group is named by the label, so "Tokens" finds the tokens tile. While the figure
 * loads (value null) the tile is drawn whole with a bar in the figure's place, the height it will have, so nothing
 * moves when it arrives.
 */
export function StatTile({
  label,
  value,
  icon: Icon,
  tone,
  children,
}: {
  label: string;
  value: string | null;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  tone: keyof typeof tones;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    // Closer and a smaller icon on a phone: two tiles a row (the dashboard's) left 66 px for the label, and
    // "Completed" ran into the tile's padding.
    <div role="group" aria-labelledby={id} className="flex items-center gap-2 rounded-card border border-border bg-card p-3 text-card-fg sm:gap-3 sm:p-4">
      <span className={cn('flex h-8 w-8 shrink-0 items-center justify-center rounded-full sm:h-10 sm:w-10', tones[tone])}>
        <Icon aria-hidden="true" className="h-4 w-4 sm:h-5 sm:w-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p id={id} className="text-sm text-muted-fg">
          {label}
        </p>
        {value === null ? <Skeleton className="h-[1.875rem] w-12" /> : <p className="text-2xl font-bold leading-tight tabular-nums">{value}</p>}
        {children}
      </div>
    </div>
  );
}
