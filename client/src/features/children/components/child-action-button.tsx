import type { ComponentProps } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

/**
 * The small outlined button, an icon before its words, that each action on a child's card shows. Takes the ref and
 * props a dialog trigger passes down, so it can open a dialog as well as run an action.
 */
export function ChildActionButton({
  icon: Icon,
  children,
  ...button
}: Omit<ComponentProps<typeof Button>, 'variant' | 'size' | 'asChild'> & { icon: LucideIcon }) {
  return (
    <Button variant="outline" size="sm" {...button}>
      <Icon aria-hidden="true" className="h-4 w-4" />
      {children}
    </Button>
  );
}
