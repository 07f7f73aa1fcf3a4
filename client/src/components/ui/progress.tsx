import { Progress as RadixProgress } from 'radix-ui';
import { cn } from '@/lib/cn.ts';

export function Progress({ value, label, className }: { value: number; label: string; className?: string }) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <RadixProgress.Root value={clamped} aria-label={label} className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-muted', className)}>
      <RadixProgress.Indicator className="h-full bg-primary transition-transform" style={{ width: `${clamped}%` }} />
    </RadixProgress.Root>
  );
}
