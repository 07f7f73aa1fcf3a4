import { useEffect } from 'react';
import { normalizeLanguage } from '@common/domain/languages.ts';
import { DEFAULT_PREFERENCES } from '@common/domain/preferences.ts';
import { useSession } from '@/lib/session.ts';
import { applyAccessibility, applyTheme } from '@/lib/theme.ts';
import { currentLanguage, setLanguage } from '@/lib/i18n.ts';
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
    applyTheme(user.theme);
    applyAccessibility(user.preferences);
    const language = normalizeLanguage(user.preferredLanguage);
    if (language && language !== currentLanguage()) void setLanguage(language);
  }, [user]);
  useEffect(() => {
    if (user && screenDrawn) keepTimeZone(user);
  }, [user, screenDrawn, keepTimeZone]);
  return null;
}
