import { lazy, Suspense } from 'react';
import { useSession } from '@/lib/session.ts';
import { useNamespaces } from '@/lib/i18n.ts';
import { useFirstScreenDrawn } from './first-screen.ts';

const ScreenTimeGuard = lazy(() => import('@/features/parental-controls/child/screen-time-guard.tsx'));

/** A signed-in child's screen time and rest screen (parental controls); nobody else has any. */
export function ScreenTimeSlot() {
  const { user } = useSession();
  const screenDrawn = useFirstScreenDrawn();
  // Checked once the first screen is drawn (./first-screen.ts): a rest screen shows a moment later, never the app past it.
  if (user?.role !== 'child' || !screenDrawn) return null;
  return (
    <Suspense fallback={null}>
      <WithStrings />
    </Suspense>
  );
}

function WithStrings() {
  useNamespaces(['screenTime', 'common']);
  return <ScreenTimeGuard />;
}
