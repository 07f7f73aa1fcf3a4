import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useDeleteMission } from '../api/delete-mission.ts';

/** Deleting asks first: the mission leaves every child's Mission Coach with it. */
export function DeleteMissionDialog({ id, title, onDeleted }: { id: string; title: string; onDeleted: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteMission();
  const [open, setOpen] = useState(false);
  const confirm = () =>
    remove.mutate(id, {
      onSuccess: () => {
        setOpen(false);
        onDeleted();
        toast({ title: t('missionCreator.toasts.deleted', { title }) });
      },
      onError: () => toast({ title: t('missionCreator.toasts.errorTitle'), description: t('missionCreator.toasts.deleteFailed'), variant: 'destructive' }),
    });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost-danger" size="sm" aria-label={t('missionCreator.list.deleteNamed', { title })}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t('common.delete')}
        </Button>
      }
      title={t('missionCreator.delete.title', { title })}
      description={t('missionCreator.delete.description')}
      confirmLabel={t('missionCreator.delete.confirm')}
      pendingLabel={t('missionCreator.delete.deleting')}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
