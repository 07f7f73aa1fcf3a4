import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn.ts';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-card border border-border bg-card text-card-fg shadow-sm', className)} {...props} />;
}

export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col gap-1 p-5 pb-2', className)} {...props} />;
}

/**
 * A card's heading, at the level its place in the page's outline needs (a card straight under the page's h1 is 2),
 * large or, in a small side card, the size of the text.
 */
export function CardTitle({ className, level = 3, size = 'lg', ...props }: HTMLAttributes<HTMLHeadingElement> & { level?: 2 | 3 | 4; size?: 'base' | 'lg' }) {
  const Heading = `h${level}` as const;
  return <Heading className={cn(size === 'lg' ? 'text-lg' : 'text-base', 'font-semibold leading-tight', className)} {...props} />;
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('text-sm text-muted-fg', className)} {...props} />;
}

export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('p-5 pt-2', className)} {...props} />;
}
