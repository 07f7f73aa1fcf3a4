import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ChildSummary } from '@common/contracts/children.ts';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useDeleteChild } from '../api/delete-child.ts';
import { failureText } from '../child-form.ts';

/** Deleting is final: the dialog says what goes with the account before anything is sent. */
export function DeleteChildDialog({ child }: { child: ChildSummary }) {
  const { t } = useTranslation();
  const remove = useDeleteChild();
  const [open, setOpen] = useState(false);
  const name = child.firstName;

  const confirm = () =>
    remove.mutate(child.id, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: t('children.toasts.deleted', { name }) });
      },
      onError: (error) => toast({ title: t('children.toasts.deleteFailed'), description: failureText(error, t), variant: 'destructive' }),
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="sm" className="text-danger hover:bg-danger hover:text-danger-fg">
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t('children.actions.delete')}
        </Button>
      }
      title={t('children.delete.title', { name })}
      description={t('children.delete.description', { name })}
      confirmLabel={t('children.delete.confirm')}
      pendingLabel={t('children.delete.deleting')}
      pending={remove.isPending}
      onConfirm={confirm}
    >
      <p className="rounded-card border border-danger p-3 text-sm font-medium">{t('children.delete.warning')}</p>
    </ConfirmDialog>
  );
}
