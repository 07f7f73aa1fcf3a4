import { useMemo, useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { Button } from '@/components/ui/button.tsx';
import { DialogClose, DialogContent, DialogRoot, DialogTrigger, type DialogSize } from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { CHILD_FORM_OPTIONS, failureText, focusFirstError, showServerFieldError, translatedResolver } from '../child-form.ts';

type ChildFormDialogProps<Input extends FieldValues, Output, Variables, Result> = {
  /** Opens the dialog; the page or card places it. */
  trigger: ReactNode;
  title: string;
  description: string;
  size?: DialogSize;
  /** The form's schema: the contract's fields as typed, with the translated rule of each field on error. */
  schema: z.ZodMiniType<Output, Input>;
  /** The fields in the order the dialog shows them, so focus lands on the first one in error. */
  fields: readonly Path<Input>[];
  /** What the form holds when it opens; called at each opening and closing, so an abandoned edit is forgotten. */
  initialValues: () => DefaultValues<Input>;
  mutation: Pick<UseMutationResult<Result, Error, Variables>, 'mutate' | 'isPending' | 'reset'>;
  /** The mutation's input from the checked form (the confirmation of a PIN, for one, stays in the form). */
  toVariables: (values: Output) => Variables;
  savedToast: (result: Result) => { title: string; description: string };
  failedTitle: string;
  submitLabel: string;
  pendingLabel: string;
  /** The fields, which read the form from the `FormProvider` around them. */
  children: ReactNode;
  /** Open from the start (the trigger was pressed before this dialog's code had loaded: lazy-dialogs.tsx). */
  defaultOpen?: boolean;
};

/**
 * A child's account form in a dialog: checked on submit with focus on the first field in error, sent through its
 * mutation, a server's field error shown on that field, a toast either way, and the dialog closed once saved.
 */
export function ChildFormDialog<Input extends FieldValues, Output, Variables, Result>({
  trigger,
  title,
  description,
  size,
  schema,
  fields,
  initialValues,
  mutation,
  toVariables,
  savedToast,
  failedTitle,
  submitLabel,
  pendingLabel,
  children,
  defaultOpen = false,
}: ChildFormDialogProps<Input, Output, Variables, Result>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const resolver = useMemo(() => translatedResolver(zodResolver(schema), t), [schema, t]);
  const form = useForm<Input, unknown, Output>({ resolver, ...CHILD_FORM_OPTIONS, defaultValues: initialValues() });

  const changeOpen = (next: boolean) => {
    setOpen(next);
    // Each opening starts from the account as it is now, not from an abandoned edit or a failed answer.
    form.reset(initialValues());
    mutation.reset();
  };

  const submit = form.handleSubmit(
    (values) =>
      mutation.mutate(toVariables(values), {
        onSuccess: (result) => {
          toast(savedToast(result));
          changeOpen(false);
        },
        onError: (error) => {
          showServerFieldError(error, fields, form.setError, t);
          toast({ title: failedTitle, description: failureText(error, t), variant: 'destructive' });
        },
      }),
    (errors) => focusFirstError(fields, errors, form.setFocus),
  );

  return (
    <DialogRoot open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={title} description={description} size={size}>
        <FormProvider {...form}>
          <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
            {children}
            <div className="flex flex-wrap justify-end gap-2 pt-2">
              <DialogClose asChild>
                <Button variant="outline">{t('common.cancel')}</Button>
              </DialogClose>
              <Button type="submit" disabled={mutation.isPending}>
                {mutation.isPending ? pendingLabel : submitLabel}
              </Button>
            </div>
          </form>
        </FormProvider>
      </DialogContent>
    </DialogRoot>
  );
}
