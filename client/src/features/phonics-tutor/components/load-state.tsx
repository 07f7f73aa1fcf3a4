import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';

/** What a tab shows while its content loads, or when it could not be loaded. */
export function LoadState({ error, onRetry }: { error: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!error) {
    return (
      <div className="space-y-3">
        <p role="status" className="sr-only">
          {t('common.loading')}
        </p>
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-card border border-border bg-card p-4">
      <p>{t('phonicsTutor.errors.content')}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('phonicsTutor.errors.retry')}
      </Button>
    </div>
  );
}
