import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createChildSchema } from '@common/contracts/children.ts';
import { Button } from '@/components/ui/button.tsx';
import { DialogClose, DialogContent, DialogRoot, DialogTrigger } from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { useCreateChild } from '../api/create-child.ts';
import { ageFrom, failureText, fieldErrorsFromIssues, fieldErrorsFromServer, hasErrors, pinErrors, type FieldErrors } from '../form-errors.ts';
import { useFocusFirstError } from '../use-focus-first-error.ts';
import { ChildDetailsFields, type ChildDetails } from './child-details-fields.tsx';
import { PinFields } from './pin-fields.tsx';
import { TextField } from './text-field.tsx';

const emptyForm = () => ({
  details: { firstName: '', lastName: '', age: '', preferredLanguage: currentLanguage() } as ChildDetails,
  username: '',
  pin: '',
  confirmPin: '',
});

/** "Add a child": the account form in a dialog, opened by whatever `trigger` the page places. */
export function AddChildDialog({ trigger }: { trigger: ReactNode }) {
  const { t } = useTranslation();
  const create = useCreateChild();
  const formRef = useRef<HTMLFormElement>(null);
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  useFocusFirstError(formRef, errors);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setForm(emptyForm());
      setErrors({});
      create.reset();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createChildSchema.safeParse({ ...form.details, age: ageFrom(form.details.age), username: form.username, pin: form.pin });
    const found = {
      ...pinErrors(form.pin, form.confirmPin, t),
      ...(parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues, t)),
    };
    setErrors(found);
    if (!parsed.success || hasErrors(found)) return;
    create.mutate(parsed.data, {
      onSuccess: ({ child }) => {
        toast({
          title: t('children.toasts.created', { name: child.firstName }),
          description: t('children.toasts.createdText', { name: child.firstName, username: child.username }),
        });
        changeOpen(false);
      },
      onError: (error) => {
        setErrors(fieldErrorsFromServer(error, t));
        toast({ title: t('children.toasts.createFailed'), description: failureText(error, t), variant: 'destructive' });
      },
    });
  };

  return (
    <DialogRoot open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={t('children.add.title')} description={t('children.add.description')} className="w-[min(94vw,40rem)]">
        <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
          <ChildDetailsFields value={form.details} onChange={(details) => setForm({ ...form, details })} errors={errors} />
          <TextField
            label={t('children.fields.username')}
            hint={t('children.fields.usernameHint')}
            value={form.username}
            onChange={(e) => setForm({ ...form, username: e.target.value })}
            error={errors.username}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={32}
            required
          />
          <PinFields
            pin={form.pin}
            confirmPin={form.confirmPin}
            onChange={(pins) => setForm({ ...form, ...pins })}
            errors={errors}
            pinLabel={t('children.fields.pin')}
          />
          <div className="flex flex-wrap justify-end gap-2 pt-2">
            <DialogClose asChild>
              <Button variant="outline">{t('common.cancel')}</Button>
            </DialogClose>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t('children.add.submitting') : t('children.add.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}
