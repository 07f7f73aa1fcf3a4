import { Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ChildSummary } from '@common/contracts/children.ts';
import { toast } from '@/components/ui/toast-store.ts';
import { useUpdateChild } from '../api/update-child.ts';
import { failureText } from '../child-form.ts';
import { ChildActionButton } from './child-action-button.tsx';

/** Pausing signs the child out and keeps them out until resumed; nothing of their work is touched. */
export function PauseButton({ child }: { child: ChildSummary }) {
  const { t } = useTranslation();
  const update = useUpdateChild();
  const name = child.firstName;
  const pausing = child.isActive;

  const toggle = () =>
    update.mutate(
      { id: child.id, changes: { isActive: !pausing } },
      {
        onSuccess: () =>
          toast(
            pausing
              ? { title: t('children.toasts.paused', { name }), description: t('children.toasts.pausedText', { name }) }
              : { title: t('children.toasts.resumed', { name }), description: t('children.toasts.resumedText', { name }) },
          ),
        onError: (error) => toast({ title: t('children.toasts.updateFailed'), description: failureText(error, t), variant: 'destructive' }),
      },
    );

  return (
    <ChildActionButton icon={pausing ? Pause : Play} onClick={toggle} disabled={update.isPending}>
      {pausing ? t('children.actions.pause') : t('children.actions.resume')}
    </ChildActionButton>
  );
}
