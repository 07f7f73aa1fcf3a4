import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { RequestError } from './request-error.tsx';

type ConfirmDeleteProps<D> = {
  /** The row asked about; null while the dialog is closed. */
  item: { id: string } | null;
  onClose: () => void;
  /** The tab's delete, by the row's id. */
  remove: UseMutationResult<D, Error, string>;
  title: string;
  description: string;
  /** Who or what the delete button names. */
  name: string;
};

/**
 * A staff tab's delete, asked first: the button says so while the delete is on its way, a refusal (a school that
 * still has people) is said in the dialog, and closing the dialog forgets it.
 */
export function ConfirmDelete<D>({ item, onClose, remove, title, description, name }: ConfirmDeleteProps<D>) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) {
          onClose();
          remove.reset();
        }
      }}
      title={title}
      description={description}
      confirmLabel={t('staff.page.delete', { name })}
      pendingLabel={t('staff.page.deleting')}
      pending={remove.isPending}
      onConfirm={() => item && remove.mutate(item.id, { onSuccess: onClose })}
    >
      <RequestError error={remove.error} />
    </ConfirmDialog>
  );
}
