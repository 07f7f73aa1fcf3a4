import { Toast as RadixToast } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';
import { handOnEscape } from './escape-handoff.ts';
import { TOAST_DURATION_MS, dismissToast, useToasts } from './toast-store.ts';

export { toast } from './toast-store.ts';

/** Rendered lazily (app.tsx): the landing page loads none of this until a toast is shown. */
export default function Toaster() {
  const toasts = useToasts();
  const { t } = useTranslation();
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label={t('common.notifications')}>
      {toasts.map((item) => (
        <RadixToast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          // Focus in a dialog: Escape closes the dialog, and the toast stays (escape-handoff.ts).
          onEscapeKeyDown={(event) => {
            if (document.activeElement?.closest('[role="dialog"]')) {
              event.preventDefault();
              handOnEscape(event);
            }
          }}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'relative grid gap-1 rounded-card border p-4 pe-10 shadow-lg',
            item.variant === 'destructive' ? 'border-danger bg-danger text-danger-fg' : 'border-border bg-card text-card-fg',
          )}
        >
          <RadixToast.Title className="font-semibold">{item.title}</RadixToast.Title>
          {item.description && <RadixToast.Description className="text-sm">{item.description}</RadixToast.Description>}
          <RadixToast.Close aria-label={t('common.close')} className="absolute end-2 top-2 rounded p-1 opacity-80 hover:opacity-100">
            <X aria-hidden="true" className="h-4 w-4" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      {/* The viewport names its own region (Radix's default is English); {hotkey} becomes "F8". */}
      <RadixToast.Viewport
        hotkey={['F8']}
        label={`${t('common.notifications')} ({hotkey})`}
        className="fixed bottom-24 end-4 z-[60] flex w-[min(92vw,24rem)] flex-col gap-2 outline-none"
      />
    </RadixToast.Provider>
  );
}
