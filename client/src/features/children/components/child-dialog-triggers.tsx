import type { ComponentProps } from 'react';
import { KeyRound, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ChildActionButton } from './child-action-button.tsx';

/** What a dialog trigger passes down to its button (the ref, the handlers, aria-expanded…). */
type TriggerProps = Omit<ComponentProps<typeof ChildActionButton>, 'icon' | 'children'>;

/** A child card's "Edit" button: the dialog's trigger, and what lazy-dialogs.tsx draws before the dialog's code loads. */
export function EditChildTrigger(props: TriggerProps) {
  const { t } = useTranslation();
  return (
    <ChildActionButton icon={Pencil} {...props}>
      {t('children.actions.edit')}
    </ChildActionButton>
  );
}

/** A child card's "Reset PIN" button (as EditChildTrigger). */
export function ResetPinTrigger(props: TriggerProps) {
  const { t } = useTranslation();
  return (
    <ChildActionButton icon={KeyRound} {...props}>
      {t('children.actions.resetPin')}
    </ChildActionButton>
  );
}
