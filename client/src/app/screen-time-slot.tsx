import { lazy, Suspense } from 'react';
import { useSession } from '@/lib/session.ts';
import { useNamespaces } from '@/lib/i18n.ts';

const ScreenTimeGuard = lazy(() => import('@/features/parental-controls/child/screen-time-guard.tsx'));

/** A signed-in child's screen time and rest screen (parental controls); nobody else has any. */
export function ScreenTimeSlot() {
  const { user } = useSession();
  if (user?.role !== 'child') return null;
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
