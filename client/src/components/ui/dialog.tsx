import { Slot } from 'radix-ui';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react';
import { useFirstScreenDrawn } from '@/app/first-screen.ts';

// A dialog's trigger and state are here; what draws an open dialog (Radix's focus trap, scroll lock, layers: the
// `overlays` chunk, ~10 KB compressed) loads once the screen has been drawn, or when a trigger is reached for, so no
// screen downloads it before its first paint (issue 16).
const loadContent = () => import('./dialog-content.tsx');
const LazyContent = lazy(loadContent);
/** Starts downloading what an open dialog needs. */
export const preloadDialog = () => void loadContent();

interface DialogState {
  open: boolean;
  setOpen: (open: boolean) => void;
  triggerRef: RefObject<HTMLElement | null>;
  contentId: string;
}

const DialogContext = createContext<DialogState | null>(null);

function useDialog(part: string): DialogState {
  const state = useContext(DialogContext);
  if (!state) throw new Error(`${part} must be inside a DialogRoot`);
  return state;
}

/** Holds whether the dialog is open: controlled (`open` and `onOpenChange`) or on its own (`defaultOpen`). */
export function DialogRoot({
  open,
  defaultOpen = false,
  onOpenChange,
  children,
}: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}) {
  const [own, setOwn] = useState(defaultOpen);
  const isOpen = open ?? own;
  const setOpen = useCallback(
    (next: boolean) => {
      if (open === undefined) setOwn(next);
      onOpenChange?.(next);
    },
    [open, onOpenChange],
  );
  const triggerRef = useRef<HTMLElement | null>(null);
  const contentId = useId();
  const drawn = useFirstScreenDrawn();
  useEffect(() => {
    if (drawn) preloadDialog();
  }, [drawn]);
  return <DialogContext value={{ open: isOpen, setOpen, triggerRef, contentId }}>{children}</DialogContext>;
}

type SlotProps = ButtonHTMLAttributes<HTMLButtonElement> & { asChild?: boolean };

/** The button that opens the dialog (focus comes back to it when the dialog closes). */
export function DialogTrigger({ asChild, onClick, ...props }: SlotProps) {
  const { open, setOpen, triggerRef, contentId } = useDialog('DialogTrigger');
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      type={asChild ? undefined : 'button'}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      data-state={open ? 'open' : 'closed'}
      {...props}
      ref={triggerRef as RefObject<HTMLButtonElement | null>}
      onPointerEnter={preloadDialog}
      onFocus={preloadDialog}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(!open);
      }}
    />
  );
}

/** Closes the dialog (a Cancel button). */
export function DialogClose({ asChild, onClick, ...props }: SlotProps) {
  const { setOpen } = useDialog('DialogClose');
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      type={asChild ? undefined : 'button'}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(false);
      }}
    />
  );
}

/**
 * How wide a dialog is: sm (32rem, the default: a question, a short form), md (40rem: a longer form, an activity),
 * lg (48rem: a story or a picture to read), xl (76rem: a calendar, a mission's grid), full (the whole screen: slides).
 * Each at most the screen's width less a margin.
 */
export type DialogSize = 'sm' | 'md' | 'lg' | 'xl' | 'full';

/**
 * The dialog itself, named by its title: drawn (and its code loaded) once the dialog is first opened. `titleLanguage`
 * is for a title and description that are a record's own words (a lesson plan's) rather than the interface's.
 */
export function DialogContent(props: { title: string; description?: string; titleLanguage?: string; children: ReactNode; size?: DialogSize }) {
  const state = useDialog('DialogContent');
  const [used, setUsed] = useState(state.open);
  if (state.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <LazyContent {...props} {...state} />
    </Suspense>
  );
}
