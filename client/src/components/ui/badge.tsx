import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn.ts';

const tones = {
  neutral: 'bg-muted text-muted-fg',
  primary: 'bg-primary text-primary-fg',
  success: 'bg-success text-success-fg',
  warning: 'bg-warning text-warning-fg',
  danger: 'bg-danger text-danger-fg',
  info: 'bg-info text-info-fg',
  outline: 'border border-border text-fg',
} as const;

export function Badge({ tone = 'neutral', className, ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: keyof typeof tones }) {
  return <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[tone], className)} {...props} />;
}
