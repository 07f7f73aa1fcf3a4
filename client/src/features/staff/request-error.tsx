import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api.ts';

/** Why a staff tab's save or delete failed: the server's own message (a school that still has people), else a general one. */
export function RequestError({ error }: { error: Error | null }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-danger">
      {error instanceof ApiError ? error.userMessage : t('staff.page.loadError')}
    </p>
  );
}
