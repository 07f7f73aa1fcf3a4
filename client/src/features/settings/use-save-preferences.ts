import { useTranslation } from 'react-i18next';
import { DEFAULT_PREFERENCES, type Preferences } from '@common/domain/preferences.ts';
import { useUpdateProfile } from '@/lib/preferences.ts';
import { useSession } from '@/lib/session.ts';
import { toast } from '@/components/ui/toast-store.ts';

/**
 * Saves one preference at a time to the account. While a save is on its way the new value is shown, so a switch
 * answers at once; the account's value takes over when the server replies (or stays, if saving failed).
 */
export function useSavePreferences() {
  const { t } = useTranslation();
  const { user } = useSession();
  const update = useUpdateProfile();
  const saved = user?.preferences ?? DEFAULT_PREFERENCES;
  const pending = update.isPending ? update.variables?.preferences : undefined;
  const preferences: Preferences = { ...saved, ...pending };

  function save(changes: Partial<Preferences>) {
    update.mutate(
      { preferences: changes },
      {
        onSuccess: () => toast({ title: t('settings.saved'), description: t('settings.savedText') }),
        onError: () => toast({ title: t('settings.saveFailed'), description: t('settings.tryAgain'), variant: 'destructive' }),
      },
    );
  }

  return { preferences, save, isSaving: update.isPending };
}
