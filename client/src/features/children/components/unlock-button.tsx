import { LockOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ChildSummary } from '@common/contracts/children.ts';
import { toast } from '@/components/ui/toast-store.ts';
import { useUnlockChild } from '../api/unlock-child.ts';
import { failureText } from '../child-form.ts';
import { ChildActionButton } from './child-action-button.tsx';

/** After too many wrong PINs the child is refused for a while; the parent lets them in again at once. */
export function UnlockButton({ child }: { child: ChildSummary }) {
  const { t } = useTranslation();
  const unlock = useUnlockChild();
  const name = child.firstName;

  const unlockChild = () =>
    unlock.mutate(child.id, {
      onSuccess: () => toast({ title: t('children.toasts.unlocked', { name }), description: t('children.toasts.unlockedText', { name }) }),
      onError: (error) => toast({ title: t('children.toasts.unlockFailed'), description: failureText(error, t), variant: 'destructive' }),
    });

  return (
    <ChildActionButton icon={LockOpen} onClick={unlockChild} disabled={unlock.isPending}>
      {t('children.actions.unlock')}
    </ChildActionButton>
  );
}
