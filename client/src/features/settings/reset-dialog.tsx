import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useResetPreferences } from './api/reset-preferences.ts';

export function ResetDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const reset = useResetPreferences();

  function confirm() {
    reset.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: t('settings.reset.done'), description: t('settings.reset.doneText') });
      },
      onError: () => toast({ title: t('settings.reset.failed'), description: t('settings.tryAgain'), variant: 'destructive' }),
    });
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline">
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          {t('settings.actions.reset')}
        </Button>
      }
      title={t('settings.reset.title')}
      description={t('settings.reset.text')}
      confirmLabel={t('settings.reset.confirm')}
      pendingLabel={t('common.saving')}
      pending={reset.isPending}
      onConfirm={confirm}
    />
  );
}
