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
  // Laid out by the tile's own width (a container query, @min-[11rem]), not the screen's: a narrow tile (two a row on
  // a phone) stands its icon above the label and the figure, which then have its whole width ("5 jours" wrapped to two
  // lines beside the icon, and "Completed" ran past the tile's edge); a wide tile puts the icon beside them.
  return (
    <div role="group" aria-labelledby={id} className="@container rounded-card border border-border bg-card p-3 text-card-fg sm:p-4">
      <div className="flex flex-col gap-1 @min-[11rem]:flex-row @min-[11rem]:items-center @min-[11rem]:gap-3">
        <span className={cn('flex h-8 w-8 shrink-0 items-center justify-center rounded-full @min-[11rem]:h-10 @min-[11rem]:w-10', tones[tone])}>
          <Icon aria-hidden="true" className="h-4 w-4 @min-[11rem]:h-5 @min-[11rem]:w-5" />
        </span>
        <div className="min-w-0 @min-[11rem]:flex-1">
          <p id={id} className="text-sm text-muted-fg">
            {label}
          </p>
          {value === null ? <Skeleton className="h-[1.875rem] w-12" /> : <p className="text-2xl font-bold leading-tight tabular-nums">{value}</p>}
          {children}
        </div>
      </div>
    </div>
  );
}
