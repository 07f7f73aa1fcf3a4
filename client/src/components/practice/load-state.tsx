import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';

/** The placeholders' shape: a wide panel, a 4:3 writing canvas, a single line, or a practice card (tall on a phone). */
export type LoadShape = 'panel' | 'canvas' | 'line' | 'card';

/** What a practice tab shows while its content loads, or when it could not be loaded (with a retry). */
export function LoadState({
  error,
  onRetry,
  message,
  retryLabel,
  shape = 'panel',
}: {
  error: boolean;
  onRetry: () => void;
  /** Says what could not be loaded. */
  message: string;
  retryLabel: string;
  shape?: LoadShape;
}) {
  const { t } = useTranslation();
  if (!error) {
    const narrow = (shape === 'canvas' || shape === 'line') && 'max-w-[400px]';
    return (
      <div className="space-y-3">
        <p role="status" className="sr-only">
          {t('common.loading')}
        </p>
        <Skeleton className={cn('h-12 w-full', narrow)} />
        {shape === 'panel' && <Skeleton className="h-48 w-full" />}
        {shape === 'canvas' && <Skeleton className="aspect-[4/3] w-full max-w-[400px]" />}
        {/* A practice card's height, so the figures under it stay put when it arrives (measured on a 412 px phone). */}
        {shape === 'card' && <Skeleton className="h-[33rem] w-full sm:h-96" />}
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-card border border-border bg-card p-4">
      <p>{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
