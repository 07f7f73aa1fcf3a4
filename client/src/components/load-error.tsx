import { useTranslation } from 'react-i18next';
import { RotateCw } from 'lucide-react';
import { ApiError } from '@/lib/api.ts';
import { Button } from '@/components/ui/button.tsx';

/** A friendly failure notice with a retry; the raw "status: body" text is not for a child, so it only picks the hint. */
export function LoadError({ message, error, onRetry, retrying }: { message: string; error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  const offline = !(error instanceof ApiError);
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-card border border-danger bg-card p-4 text-card-fg">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{message}</p>
        <p className="text-sm text-muted-fg">{offline ? t('errors.loadOffline') : t('errors.loadServer')}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className="h-4 w-4" />
        {t('errors.retry')}
      </Button>
    </div>
  );
}
