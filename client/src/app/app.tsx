import { lazy, Suspense, useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/api.ts';
import { useToasts } from '@/components/ui/toast-store.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { AccountPreferences } from './account-preferences.tsx';
import { AppRouter } from './router.tsx';
import { VoiceBarSlot } from './voice-bar-slot.tsx';
import { ScreenTimeSlot } from './screen-time-slot.tsx';
import { PageDirection } from './page-direction.tsx';
import { FullStylesheet } from './full-stylesheet.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

const Toaster = lazy(() => import('@/components/ui/toast.tsx'));

/** The toast viewport loads with the first toast, keeping it off the landing page's first load. */
function LazyToaster() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** `queryClient`: main.tsx's, which may already hold the session; a new one otherwise (the build's pre-rendering). */
export function App({ queryClient: given }: { queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <PageDirection>
        <ErrorBoundary>
          <AccountPreferences />
          <AppRouter />
          <VoiceBarSlot />
          <ScreenTimeSlot />
        </ErrorBoundary>
        <LazyToaster />
        <FullStylesheet />
        <UpdatePrompt />
      </PageDirection>
    </QueryClientProvider>
  );
}
