import { lazy, Suspense, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import type { ChildSummary } from '@common/contracts/children.ts';
import { useFirstScreenDrawn } from '@/app/first-screen.ts';
import { EditChildTrigger, ResetPinTrigger } from './child-dialog-triggers.tsx';

// The add, edit and PIN dialogs hold forms (react-hook-form, the fields, their rules: ~16 KB compressed) that no one
// sees before pressing a button: their code loads once the screen is drawn, or when a button is reached for, and the
// buttons are drawn at once (issue 16).
const load = () => import('./child-form-dialogs.ts');
const preload = () => void load();
const AddChildDialog = lazy(() => load().then((module) => ({ default: module.AddChildDialog })));
const EditChildDialog = lazy(() => load().then((module) => ({ default: module.EditChildDialog })));
const ResetPinDialog = lazy(() => load().then((module) => ({ default: module.ResetPinDialog })));

/**
 * The trigger on its own until it is pressed; then the dialog, open, in its place (the button it draws is the same,
 * and focus comes back to it when the dialog closes).
 */
function UntilPressed({ trigger, children }: { trigger: ReactElement; children: ReactNode }) {
  const [pressed, setPressed] = useState(false);
  const drawn = useFirstScreenDrawn();
  useEffect(() => {
    if (drawn) preload();
  }, [drawn]);
  if (!pressed) {
    return (
      <Slot.Root aria-haspopup="dialog" aria-expanded={false} onClick={() => setPressed(true)} onPointerEnter={preload} onFocus={preload}>
        {trigger}
      </Slot.Root>
    );
  }
  return <Suspense fallback={trigger}>{children}</Suspense>;
}

/** "Add a child", opened by whatever `trigger` the page places. */
export function LazyAddChildDialog({ trigger }: { trigger: ReactElement }) {
  return (
    <UntilPressed trigger={trigger}>
      <AddChildDialog trigger={trigger} defaultOpen />
    </UntilPressed>
  );
}

/** A child card's "Edit". */
export function LazyEditChildDialog({ child }: { child: ChildSummary }) {
  return (
    <UntilPressed trigger={<EditChildTrigger />}>
      <EditChildDialog child={child} defaultOpen />
    </UntilPressed>
  );
}

/** A child card's "Reset PIN". */
export function LazyResetPinDialog({ child }: { child: ChildSummary }) {
  return (
    <UntilPressed trigger={<ResetPinTrigger />}>
      <ResetPinDialog child={child} defaultOpen />
    </UntilPressed>
  );
}
