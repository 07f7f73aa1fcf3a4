import { useEffect } from 'react';
import { normalizeLanguage } from '@common/domain/languages.ts';
import { DEFAULT_PREFERENCES } from '@common/domain/preferences.ts';
import { useSession } from '@/lib/session.ts';
import { applyAccessibility, applyTheme } from '@/lib/theme.ts';
import { currentLanguage, setLanguage } from '@/lib/i18n.ts';

/** When someone signs in, their account's theme, language and accessibility choices take over the page. */
export function AccountPreferences() {
  const { user } = useSession();
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
  return null;
}
