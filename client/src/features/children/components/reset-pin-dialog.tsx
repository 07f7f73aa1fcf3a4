import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ChildSummary } from '@common/contracts/children.ts';
import { Button } from '@/components/ui/button.tsx';
import { DialogClose, DialogContent, DialogRoot, DialogTrigger } from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useUpdateChild } from '../api/update-child.ts';
import { CHILD_FORM_OPTIONS, failureText, focusFirstError, resetPinFormSchema, showServerFieldError, translatedResolver } from '../child-form.ts';
import { PinFields } from './pin-fields.tsx';

/** The fields in the order the dialog shows them. */
const FIELDS = ['pin', 'confirmPin'] as const;
const emptyPins = { pin: '', confirmPin: '' };

/** A new PIN for a child who forgot theirs; the server signs the child out everywhere. */
export function ResetPinDialog({ child }: { child: ChildSummary }) {
  const { t } = useTranslation();
  const update = useUpdateChild();
  const [open, setOpen] = useState(false);
  const resolver = useMemo(() => translatedResolver(zodResolver(resetPinFormSchema), t), [t]);
  const form = useForm({ resolver, ...CHILD_FORM_OPTIONS, defaultValues: emptyPins });

  const changeOpen = (next: boolean) => {
    setOpen(next);
    form.reset(emptyPins);
    update.reset();
  };

  const submit = form.handleSubmit(
    ({ pin }) =>
      update.mutate(
        { id: child.id, changes: { pin } },
        {
          onSuccess: () => {
            toast({ title: t('children.toasts.pinChanged'), description: t('children.toasts.pinChangedText', { name: child.firstName }) });
            changeOpen(false);
          },
          onError: (error) => {
            showServerFieldError(error, FIELDS, form.setError, t);
            toast({ title: t('children.toasts.pinFailed'), description: failureText(error, t), variant: 'destructive' });
          },
        },
      ),
    (errors) => focusFirstError(FIELDS, errors, form.setFocus),
  );

  return (
    <DialogRoot open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <KeyRound aria-hidden="true" className="h-4 w-4" />
          {t('children.actions.resetPin')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('children.pin.title', { name: child.firstName })} description={t('children.pin.description', { name: child.firstName })}>
        <FormProvider {...form}>
          <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
            <PinFields pinLabel={t('children.fields.newPin')} />
            <div className="flex flex-wrap justify-end gap-2 pt-2">
              <DialogClose asChild>
                <Button variant="outline">{t('common.cancel')}</Button>
              </DialogClose>
              <Button type="submit" disabled={update.isPending}>
                {update.isPending ? t('common.saving') : t('children.pin.submit')}
              </Button>
            </div>
          </form>
        </FormProvider>
      </DialogContent>
    </DialogRoot>
  );
}
