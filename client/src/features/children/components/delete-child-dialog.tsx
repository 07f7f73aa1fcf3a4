import { useId, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ChildSummary } from '@common/contracts/children.ts';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { FieldError, Input, Label } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { ApiError } from '@/lib/api.ts';
import { useDeleteChild } from '../api/delete-child.ts';
import { failureText } from '../child-form.ts';

const norm = (value: string) => value.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * Deleting is final: the dialog says what goes with the account, and the parent types the child's first name before
 * anything is sent (the server checks the name again).
 */
export function DeleteChildDialog({ child }: { child: ChildSummary }) {
  const { t } = useTranslation();
  const remove = useDeleteChild();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const name = child.firstName;

  const changeOpen = (next: boolean) => {
    setOpen(next);
    setTyped('');
    setError(null);
  };

  const confirm = () => {
    if (![child.firstName, `${child.firstName} ${child.lastName}`].map(norm).includes(norm(typed))) {
      setError(t('children.delete.nameMismatch', { name }));
      document.getElementById(inputId)?.focus();
      return;
    }
    remove.mutate(
      { id: child.id, confirmName: typed },
      {
        onSuccess: () => {
          changeOpen(false);
          toast({ title: t('children.toasts.deleted', { name }) });
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.body?.field === 'confirmName') setError(t('children.delete.nameMismatch', { name }));
          else toast({ title: t('children.toasts.deleteFailed'), description: failureText(failure, t), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <Button variant="ghost-danger" size="sm">
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
      <div className="mt-4 space-y-1.5">
        <Label htmlFor={inputId}>{t('children.delete.typeName', { name })}</Label>
        <Input
          id={inputId}
          value={typed}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              confirm();
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
        />
        <FieldError id={`${inputId}-error`}>{error}</FieldError>
      </div>
    </ConfirmDialog>
  );
}
