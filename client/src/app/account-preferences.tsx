import { useEffect } from 'react';
import { DEFAULT_PREFERENCES } from '@common/domain/preferences.ts';
import { inAccountPreferences, useSession } from '@/lib/session.ts';
import { applyAccessibility } from '@/lib/theme.ts';
import { useKeepTimeZone } from '@/lib/preferences.ts';
import { useFirstScreenDrawn } from './first-screen.ts';

/**
 * When someone signs in, their account's theme, language and accessibility choices take over the page; once the
 * first screen is drawn, the account's time zone follows the browser's.
 */
export function AccountPreferences() {
  const { user } = useSession();
  const screenDrawn = useFirstScreenDrawn();
  const keepTimeZone = useKeepTimeZone();
  useEffect(() => {
    if (!user) {
      applyAccessibility(DEFAULT_PREFERENCES);
      return;
    }
    // A session answered by the server arrives already so; one changed here (the settings) takes over the page now.
    void inAccountPreferences({ user });
  }, [user]);
  useEffect(() => {
    if (user && screenDrawn) keepTimeZone(user);
  }, [user, screenDrawn, keepTimeZone]);
  return null;
}
