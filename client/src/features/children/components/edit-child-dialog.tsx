import { useTranslation } from 'react-i18next';
import type { ChildSummary } from '@common/contracts/children.ts';
import { useUpdateChild } from '../api/update-child.ts';
import { childDetailsFormSchema, type ChildDetailsForm } from '../child-form.ts';
import { EditChildTrigger } from './child-dialog-triggers.tsx';
import { ChildDetailsFields } from './child-details-fields.tsx';
import { ChildFormDialog } from './child-form-dialog.tsx';

/** The fields in the order the dialog shows them. */
const FIELDS = ['firstName', 'lastName', 'age', 'preferredLanguage'] as const;

const detailsOf = (child: ChildSummary): ChildDetailsForm => ({
  firstName: child.firstName,
  lastName: child.lastName,
  age: child.age === null ? '' : String(child.age),
  preferredLanguage: child.preferredLanguage,
});

/** Changes a child's name, age and language. */
export function EditChildDialog({ child, defaultOpen }: { child: ChildSummary; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateChild();
  return (
    <ChildFormDialog
      defaultOpen={defaultOpen}
      trigger={<EditChildTrigger />}
      title={t('children.edit.title', { name: child.firstName })}
      description={t('children.edit.description')}
      size="md"
      schema={childDetailsFormSchema}
      fields={FIELDS}
      initialValues={() => detailsOf(child)}
      mutation={update}
      toVariables={(changes) => ({ id: child.id, changes })}
      savedToast={({ child: saved }) => ({ title: t('children.toasts.updated'), description: t('children.toasts.updatedText', { name: saved.firstName }) })}
      failedTitle={t('children.toasts.updateFailed')}
      submitLabel={t('children.edit.submit')}
      pendingLabel={t('common.saving')}
    >
      <ChildDetailsFields />
    </ChildFormDialog>
  );
}
