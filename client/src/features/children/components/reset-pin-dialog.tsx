import { useTranslation } from 'react-i18next';
import type { ChildSummary } from '@common/contracts/children.ts';
import { useUpdateChild } from '../api/update-child.ts';
import { resetPinFormSchema, type ResetPinForm } from '../child-form.ts';
import { ResetPinTrigger } from './child-dialog-triggers.tsx';
import { ChildFormDialog } from './child-form-dialog.tsx';
import { PinFields } from './pin-fields.tsx';

/** The fields in the order the dialog shows them. */
const FIELDS = ['pin', 'confirmPin'] as const;
const emptyPins = (): ResetPinForm => ({ pin: '', confirmPin: '' });

/** A new PIN for a child who forgot theirs; the server signs the child out everywhere. */
export function ResetPinDialog({ child, defaultOpen }: { child: ChildSummary; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateChild();
  return (
    <ChildFormDialog
      defaultOpen={defaultOpen}
      trigger={<ResetPinTrigger />}
      title={t('children.pin.title', { name: child.firstName })}
      description={t('children.pin.description', { name: child.firstName })}
      schema={resetPinFormSchema}
      fields={FIELDS}
      initialValues={emptyPins}
      mutation={update}
      toVariables={({ pin }) => ({ id: child.id, changes: { pin } })}
      savedToast={() => ({ title: t('children.toasts.pinChanged'), description: t('children.toasts.pinChangedText', { name: child.firstName }) })}
      failedTitle={t('children.toasts.pinFailed')}
      submitLabel={t('children.pin.submit')}
      pendingLabel={t('common.saving')}
    >
      <PinFields pinLabel={t('children.fields.newPin')} />
    </ChildFormDialog>
  );
}
