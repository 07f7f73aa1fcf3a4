import { useMemo, useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { DialogClose, DialogContent, DialogRoot, DialogTrigger } from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { useCreateChild } from '../api/create-child.ts';
import {
  addChildFormSchema,
  CHILD_FORM_OPTIONS,
  failureText,
  focusFirstError,
  showServerFieldError,
  translatedResolver,
  type AddChildForm,
} from '../child-form.ts';
import { ChildDetailsFields } from './child-details-fields.tsx';
import { PinFields } from './pin-fields.tsx';
import { TextField } from './text-field.tsx';

/** The fields in the order the dialog shows them. */
const FIELDS = ['firstName', 'lastName', 'age', 'preferredLanguage', 'username', 'pin', 'confirmPin'] as const;

const emptyForm = (): AddChildForm => ({
  firstName: '',
  lastName: '',
  age: '',
  preferredLanguage: currentLanguage(),
  username: '',
  pin: '',
  confirmPin: '',
});

/** "Add a child": the account form in a dialog, opened by whatever `trigger` the page places. */
export function AddChildDialog({ trigger }: { trigger: ReactNode }) {
  const { t } = useTranslation();
  const create = useCreateChild();
  const [open, setOpen] = useState(false);
  const resolver = useMemo(() => translatedResolver(zodResolver(addChildFormSchema), t), [t]);
  const form = useForm({ resolver, ...CHILD_FORM_OPTIONS, defaultValues: emptyForm() });

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset(emptyForm());
      create.reset();
    }
  };

  const submit = form.handleSubmit(
    ({ confirmPin: _confirmed, ...input }) =>
      create.mutate(input, {
        onSuccess: ({ child }) => {
          toast({
            title: t('children.toasts.created', { name: child.firstName }),
            description: t('children.toasts.createdText', { name: child.firstName, username: child.username }),
          });
          changeOpen(false);
        },
        onError: (error) => {
          showServerFieldError(error, FIELDS, form.setError, t);
          toast({ title: t('children.toasts.createFailed'), description: failureText(error, t), variant: 'destructive' });
        },
      }),
    (errors) => focusFirstError(FIELDS, errors, form.setFocus),
  );

  return (
    <DialogRoot open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={t('children.add.title')} description={t('children.add.description')} className="w-[min(94vw,40rem)]">
        <FormProvider {...form}>
          <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
            <ChildDetailsFields />
            <TextField
              label={t('children.fields.username')}
              hint={t('children.fields.usernameHint')}
              {...form.register('username')}
              error={form.formState.errors.username?.message}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={32}
              required
            />
            <PinFields pinLabel={t('children.fields.pin')} />
            <div className="flex flex-wrap justify-end gap-2 pt-2">
              <DialogClose asChild>
                <Button variant="outline">{t('common.cancel')}</Button>
              </DialogClose>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? t('children.add.submitting') : t('children.add.submit')}
              </Button>
            </div>
          </form>
        </FormProvider>
      </DialogContent>
    </DialogRoot>
  );
}
