import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n.ts';
import { useCreateChild } from '../api/create-child.ts';
import { addChildFormSchema, type AddChildForm } from '../child-form.ts';
import { ChildDetailsFields } from './child-details-fields.tsx';
import { ChildFormDialog } from './child-form-dialog.tsx';
import { PinFields } from './pin-fields.tsx';
import { TextField } from '@/components/ui/text-field.tsx';

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
export function AddChildDialog({ trigger, defaultOpen }: { trigger: ReactNode; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const create = useCreateChild();
  return (
    <ChildFormDialog
      defaultOpen={defaultOpen}
      trigger={trigger}
      title={t('children.add.title')}
      description={t('children.add.description')}
      size="md"
      schema={addChildFormSchema}
      fields={FIELDS}
      initialValues={emptyForm}
      mutation={create}
      toVariables={({ confirmPin: _confirmed, ...input }) => input}
      savedToast={({ child }) => ({
        title: t('children.toasts.created', { name: child.firstName }),
        description: t('children.toasts.createdText', { name: child.firstName, username: child.username }),
      })}
      failedTitle={t('children.toasts.createFailed')}
      submitLabel={t('children.add.submit')}
      pendingLabel={t('children.add.submitting')}
    >
      <ChildDetailsFields />
      <UsernameField />
      <PinFields pinLabel={t('children.fields.pin')} />
    </ChildFormDialog>
  );
}

/** The name the child signs in with, from the surrounding `FormProvider`. */
function UsernameField() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<AddChildForm>();
  return (
    <TextField
      label={t('children.fields.username')}
      hint={t('children.fields.usernameHint')}
      {...register('username')}
      error={formState.errors.username?.message}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={32}
      required
    />
  );
}
