import { useRef, useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { updateChildSchema, type ChildSummary } from '@common/contracts/children.ts';
import { Button } from '@/components/ui/button.tsx';
import { DialogClose, DialogContent, DialogRoot, DialogTrigger } from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useUpdateChild } from '../api/update-child.ts';
import { failureText, fieldErrorsFromIssues, fieldErrorsFromServer, hasErrors, pinErrors, type FieldErrors } from '../form-errors.ts';
import { useFocusFirstError } from '../use-focus-first-error.ts';
import { PinFields } from './pin-fields.tsx';

/** A new PIN for a child who forgot theirs; the server signs the child out everywhere. */
export function ResetPinDialog({ child }: { child: ChildSummary }) {
  const { t } = useTranslation();
  const update = useUpdateChild();
  const formRef = useRef<HTMLFormElement>(null);
  const [open, setOpen] = useState(false);
  const [pins, setPins] = useState({ pin: '', confirmPin: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  useFocusFirstError(formRef, errors);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    setPins({ pin: '', confirmPin: '' });
    setErrors({});
    update.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateChildSchema.safeParse({ pin: pins.pin });
    const found = { ...pinErrors(pins.pin, pins.confirmPin, t), ...(parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues, t)) };
    setErrors(found);
    if (!parsed.success || hasErrors(found)) return;
    update.mutate(
      { id: child.id, changes: parsed.data },
      {
        onSuccess: () => {
          toast({ title: t('children.toasts.pinChanged'), description: t('children.toasts.pinChangedText', { name: child.firstName }) });
          changeOpen(false);
        },
        onError: (error) => {
          setErrors(fieldErrorsFromServer(error, t));
          toast({ title: t('children.toasts.pinFailed'), description: failureText(error, t), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <DialogRoot open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <KeyRound aria-hidden="true" className="h-4 w-4" />
          {t('children.actions.resetPin')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('children.pin.title', { name: child.firstName })} description={t('children.pin.description', { name: child.firstName })}>
        <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
          <PinFields pin={pins.pin} confirmPin={pins.confirmPin} onChange={setPins} errors={errors} pinLabel={t('children.fields.newPin')} />
          <div className="flex flex-wrap justify-end gap-2 pt-2">
            <DialogClose asChild>
              <Button variant="outline">{t('common.cancel')}</Button>
            </DialogClose>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('common.saving') : t('children.pin.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}
