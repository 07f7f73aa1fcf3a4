import { useRef, useState, type FormEvent } from 'react';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { updateChildSchema, type ChildSummary } from '@common/contracts/children.ts';
import { Button } from '@/components/ui/button.tsx';
import { DialogClose, DialogContent, DialogRoot, DialogTrigger } from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useUpdateChild } from '../api/update-child.ts';
import { ageFrom, failureText, fieldErrorsFromIssues, fieldErrorsFromServer, type FieldErrors } from '../form-errors.ts';
import { useFocusFirstError } from '../use-focus-first-error.ts';
import { ChildDetailsFields, type ChildDetails } from './child-details-fields.tsx';

const detailsOf = (child: ChildSummary): ChildDetails => ({
  firstName: child.firstName,
  lastName: child.lastName,
  age: child.age === null ? '' : String(child.age),
  preferredLanguage: child.preferredLanguage,
});

/** Changes a child's name, age and language. */
export function EditChildDialog({ child }: { child: ChildSummary }) {
  const { t } = useTranslation();
  const update = useUpdateChild();
  const formRef = useRef<HTMLFormElement>(null);
  const [open, setOpen] = useState(false);
  const [details, setDetails] = useState(() => detailsOf(child));
  const [errors, setErrors] = useState<FieldErrors>({});
  useFocusFirstError(formRef, errors);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    // Each opening starts from the account as it is now, not from an abandoned edit.
    if (next) setDetails(detailsOf(child));
    setErrors({});
    update.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateChildSchema.safeParse({ ...details, age: ageFrom(details.age) });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues, t));
      return;
    }
    setErrors({});
    update.mutate(
      { id: child.id, changes: parsed.data },
      {
        onSuccess: ({ child: saved }) => {
          toast({ title: t('children.toasts.updated'), description: t('children.toasts.updatedText', { name: saved.firstName }) });
          changeOpen(false);
        },
        onError: (error) => {
          setErrors(fieldErrorsFromServer(error, t));
          toast({ title: t('children.toasts.updateFailed'), description: failureText(error, t), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <DialogRoot open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Pencil aria-hidden="true" className="h-4 w-4" />
          {t('children.actions.edit')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('children.edit.title', { name: child.firstName })} description={t('children.edit.description')} className="w-[min(94vw,40rem)]">
        <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
          <ChildDetailsFields value={details} onChange={setDetails} errors={errors} />
          <div className="flex flex-wrap justify-end gap-2 pt-2">
            <DialogClose asChild>
              <Button variant="outline">{t('common.cancel')}</Button>
            </DialogClose>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('common.saving') : t('children.edit.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}
