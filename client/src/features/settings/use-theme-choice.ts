import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_THEME, type Theme } from '@common/domain/themes.ts';
import { useChangeTheme } from '@/lib/preferences.ts';
import { useSession } from '@/lib/session.ts';
import { applyTheme } from '@/lib/theme.ts';
import { toast } from '@/components/ui/toast-store.ts';

/**
 * The theme shown as chosen: the one being saved while the request is on its way, else the account's.
 * The page changes at once; if keeping it on the account fails, the account's theme comes back.
 */
export function useThemeChoice() {
  const { t } = useTranslation();
  const { user } = useSession();
  const changeTheme = useChangeTheme();
  const [pending, setPending] = useState<Theme | null>(null);
  const saved = user?.theme ?? DEFAULT_THEME;

  async function choose(theme: Theme) {
    if (theme === (pending ?? saved)) return;
    setPending(theme);
    try {
      await changeTheme(theme);
      toast({ title: t('settings.theme.changed'), description: t(`themes.${theme}`) });
    } catch {
      applyTheme(saved);
      toast({ title: t('settings.saveFailed'), description: t('settings.tryAgain'), variant: 'destructive' });
    } finally {
      setPending(null);
    }
  }

  return { theme: pending ?? saved, choose };
}
