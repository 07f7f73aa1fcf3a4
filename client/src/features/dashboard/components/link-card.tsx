import { useId, type ComponentType, type ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn.ts';

export type CardIcon = ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;

export const ICON_TONES = {
  primary: 'bg-primary text-primary-fg',
  accent: 'bg-accent text-accent-fg',
  info: 'bg-info text-info-fg',
  success: 'bg-success text-success-fg',
  warning: 'bg-warning text-warning-fg',
  danger: 'bg-danger text-danger-fg',
} as const;

/**
 * A card that opens a screen. The link is the title alone, stretched over the whole card, so its accessible
 * name is the screen's name while the card stays one large target.
 */
export function LinkCard({
  href,
  title,
  description,
  icon: Icon,
  tone,
  badge,
  children,
}: {
  /** Omitted: a status card that opens nothing. */
  href?: string;
  title: string;
  description: string;
  icon: CardIcon;
  tone: keyof typeof ICON_TONES;
  badge?: ReactNode;
  children?: ReactNode;
}) {
  const descriptionId = useId();
  return (
    <article
      className={cn(
        'relative flex flex-col gap-3 rounded-card border border-border bg-card p-5 text-card-fg shadow-sm',
        href && 'transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md',
      )}
    >
      <div className="flex items-start gap-3">
        <span className={cn('flex h-11 w-11 shrink-0 items-center justify-center rounded-full', ICON_TONES[tone])}>
          <Icon aria-hidden="true" className="h-6 w-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold leading-tight">
            {href ? (
              <Link href={href} aria-describedby={descriptionId} className="outline-none after:absolute after:inset-0 after:rounded-card">
                {title}
              </Link>
            ) : (
              title
            )}
          </h3>
          {badge && <div className="mt-1.5 flex flex-wrap gap-1.5">{badge}</div>}
        </div>
      </div>
      <p id={descriptionId} className="text-sm text-muted-fg">
        {description}
      </p>
      {children}
    </article>
  );
}
