import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { DialogClose, DialogContent, DialogRoot, DialogTrigger } from '@/components/ui/dialog.tsx';
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
    <DialogRoot open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          {t('settings.actions.reset')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('settings.reset.title')} description={t('settings.reset.text')}>
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">{t('common.cancel')}</Button>
          </DialogClose>
          <Button variant="danger" onClick={confirm} disabled={reset.isPending}>
            {reset.isPending ? t('common.saving') : t('settings.reset.confirm')}
          </Button>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
