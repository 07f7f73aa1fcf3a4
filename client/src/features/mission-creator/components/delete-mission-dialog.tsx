import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { DialogClose, DialogContent, DialogRoot, DialogTrigger } from '@/components/ui/dialog.tsx';
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
    <DialogRoot open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="text-danger hover:bg-danger hover:text-danger-fg"
          aria-label={t('missionCreator.list.deleteNamed', { title })}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t('common.delete')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('missionCreator.delete.title', { title })} description={t('missionCreator.delete.description')}>
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">{t('common.cancel')}</Button>
          </DialogClose>
          <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? t('missionCreator.delete.deleting') : t('missionCreator.delete.confirm')}
          </Button>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
