import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf } from '@common/domain/languages.ts';
import { cn } from '@/lib/cn.ts';
import { isEscapeHandedOn } from './escape-handoff.ts';
import type { DialogSize } from './dialog.tsx';

/**
 * The box of each size. Its place and width are chosen here whole, never overridden by a caller's class: cn is
 * clsx alone, so of two classes setting one property the stylesheet's order would win, not the caller (a full-screen
 * dialog stayed half off a phone's screen, and a story's "max-w-3xl" never widened its 32rem box).
 */
const BOX: Record<DialogSize, string> = {
  sm: 'w-[min(92vw,32rem)]',
  md: 'w-[min(94vw,40rem)]',
  lg: 'w-[min(94vw,48rem)]',
  xl: 'w-[min(96vw,76rem)]',
  full: '',
};
const CENTRED = 'start-1/2 top-1/2 max-h-[90vh] -translate-y-1/2 rounded-card border border-border ltr:-translate-x-1/2 rtl:translate-x-1/2';
const FULL_SCREEN = 'inset-0 h-dvh w-screen';

/** An open dialog (loaded by dialog.tsx when first needed): a modal that keeps focus inside, named by its title. */
export default function DialogContent({
  title,
  description,
  titleLanguage,
  children,
  size = 'sm',
  open,
  setOpen,
  triggerRef,
  contentId,
}: {
  title: string;
  description?: string;
  titleLanguage?: string;
  children: ReactNode;
  size?: DialogSize;
  open: boolean;
  setOpen: (open: boolean) => void;
  triggerRef: RefObject<HTMLElement | null>;
  contentId: string;
}) {
  const { t } = useTranslation();
  // A dialog opened without a trigger (a menu item, a card's button) gives focus back to what opened it.
  const opener = useRef<Element | null>(null);
  const own = titleLanguage ? { lang: titleLanguage, dir: directionOf(titleLanguage) } : {};
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          id={contentId}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement;
          }}
          onKeyDown={(event) => {
            // Escape a toast above this dialog handed on: the dialog in focus closes (the innermost one only).
            if (event.key === 'Escape' && isEscapeHandedOn(event.nativeEvent)) {
              event.stopPropagation();
              setOpen(false);
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const back = triggerRef.current ?? opener.current;
            const lost = !document.activeElement || document.activeElement === document.body;
            if (back instanceof HTMLElement && back.isConnected && (triggerRef.current || lost)) back.focus();
          }}
          className={cn('fixed z-50 overflow-y-auto bg-card p-6 text-card-fg shadow-xl', size === 'full' ? FULL_SCREEN : [CENTRED, BOX[size]])}
        >
          {/* Room for the close button on the dialog's end side: the box keeps the dialog's direction, since a title
              in its own would take the padding to the other side. */}
          <div className="pe-6">
            <RadixDialog.Title className="text-lg font-semibold" {...own}>
              {title}
            </RadixDialog.Title>
          </div>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-muted-fg" {...own}>
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only" {...own}>
              {title}
            </RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
          <RadixDialog.Close className="absolute end-3 top-3 rounded p-1 hover:bg-muted" aria-label={t('common.close')}>
            <X aria-hidden="true" className="h-4 w-4" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
