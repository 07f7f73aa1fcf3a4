import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ChildSummary } from '@common/contracts/children.ts';
import { Button } from '@/components/ui/button.tsx';
import { DialogClose, DialogContent, DialogRoot, DialogTrigger } from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useUpdateChild } from '../api/update-child.ts';
import {
  CHILD_FORM_OPTIONS,
  childDetailsFormSchema,
  failureText,
  focusFirstError,
  showServerFieldError,
  translatedResolver,
  type ChildDetailsForm,
} from '../child-form.ts';
import { ChildDetailsFields } from './child-details-fields.tsx';

/** The fields in the order the dialog shows them. */
const FIELDS = ['firstName', 'lastName', 'age', 'preferredLanguage'] as const;

const detailsOf = (child: ChildSummary): ChildDetailsForm => ({
  firstName: child.firstName,
  lastName: child.lastName,
  age: child.age === null ? '' : String(child.age),
  preferredLanguage: child.preferredLanguage,
});

/** Changes a child's name, age and language. */
export function EditChildDialog({ child }: { child: ChildSummary }) {
  const { t } = useTranslation();
  const update = useUpdateChild();
  const [open, setOpen] = useState(false);
  const resolver = useMemo(() => translatedResolver(zodResolver(childDetailsFormSchema), t), [t]);
  const form = useForm({ resolver, ...CHILD_FORM_OPTIONS, defaultValues: detailsOf(child) });

  const changeOpen = (next: boolean) => {
    setOpen(next);
    // Each opening starts from the account as it is now, not from an abandoned edit.
    form.reset(detailsOf(child));
    update.reset();
  };

  const submit = form.handleSubmit(
    (changes) =>
      update.mutate(
        { id: child.id, changes },
        {
          onSuccess: ({ child: saved }) => {
            toast({ title: t('children.toasts.updated'), description: t('children.toasts.updatedText', { name: saved.firstName }) });
            changeOpen(false);
          },
          onError: (error) => {
            showServerFieldError(error, FIELDS, form.setError, t);
            toast({ title: t('children.toasts.updateFailed'), description: failureText(error, t), variant: 'destructive' });
          },
        },
      ),
    (errors) => focusFirstError(FIELDS, errors, form.setFocus),
  );

  return (
    <DialogRoot open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Pencil aria-hidden="true" className="h-4 w-4" />
          {t('children.actions.edit')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('children.edit.title', { name: child.firstName })} description={t('children.edit.description')} className="w-[min(94vw,40rem)]">
        <FormProvider {...form}>
          <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
            <ChildDetailsFields />
            <div className="flex flex-wrap justify-end gap-2 pt-2">
              <DialogClose asChild>
                <Button variant="outline">{t('common.cancel')}</Button>
              </DialogClose>
              <Button type="submit" disabled={update.isPending}>
                {update.isPending ? t('common.saving') : t('children.edit.submit')}
              </Button>
            </div>
          </form>
        </FormProvider>
      </DialogContent>
    </DialogRoot>
  );
}
