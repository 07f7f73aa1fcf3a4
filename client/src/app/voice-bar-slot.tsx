import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '@/lib/session.ts';
import { SIGNED_IN_NAMESPACES, useNamespaces } from '@/lib/i18n.ts';
import { useFirstScreenDrawn } from './first-screen.ts';

const VoiceBar = lazy(() => import('@/features/voice-assistant/voice-bar.tsx'));

/** Pages without the voice bar: the landing page (spec 000 §2) and the account pages, where nobody is there to answer yet. */
const WITHOUT_BAR = new Set(['/', '/login', '/sign-up', '/forgot-password', '/reset-password', '/invitation', '/privacy', '/terms']);

export function VoiceBarSlot() {
  const [location] = useLocation();
  const { user } = useSession();
  const screenDrawn = useFirstScreenDrawn();
  // The bar follows the first screen (./first-screen.ts), so its code is not in the way of what the reader came for.
  if (!user || !screenDrawn || WITHOUT_BAR.has(location)) return null;
  return (
    <Suspense fallback={null}>
      <WithAppStrings />
    </Suspense>
  );
}

function WithAppStrings() {
  useNamespaces(SIGNED_IN_NAMESPACES);
  return <VoiceBar />;
}
