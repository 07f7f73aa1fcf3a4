import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';

/** What a tab shows while its content loads, or when it could not be loaded. */
export function LoadState({ error, onRetry, compact }: { error: boolean; onRetry: () => void; compact?: boolean }) {
  const { t } = useTranslation();
  if (!error) {
    return (
      <div className="space-y-3">
        <p role="status" className="sr-only">
          {t('common.loading')}
        </p>
        <Skeleton className="h-12 w-full max-w-[400px]" />
        {!compact && <Skeleton className="aspect-[4/3] w-full max-w-[400px]" />}
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-card border border-border bg-card p-4">
      <p>{t('writingBuddy.errors.content')}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('writingBuddy.errors.retry')}
      </Button>
    </div>
  );
}
