import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';
import { Button } from './button.tsx';
import { DialogClose, DialogContent, DialogRoot, DialogTrigger } from './dialog.tsx';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the dialog; without one, the caller opens it through `open`. */
  trigger?: ReactNode;
  title: string;
  description: string;
  /** What goes with the action, said before the buttons. */
  children?: ReactNode;
  confirmLabel: string;
  /** Said on the confirm button, disabled, while the action is on its way. */
  pendingLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
};

/** Asks before an action that cannot be undone: Cancel, or the action on a danger button. */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent title={title} description={description}>
        {children}
        <div className={cn('flex flex-wrap justify-end gap-2', children ? 'mt-4' : undefined)}>
          <DialogClose asChild>
            <Button variant="outline">{t('common.cancel')}</Button>
          </DialogClose>
          <Button variant="danger" onClick={onConfirm} disabled={pending}>
            {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
