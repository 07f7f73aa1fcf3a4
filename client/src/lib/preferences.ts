import { useMutation } from '@tanstack/react-query';
import type { Language } from '@common/domain/languages.ts';
import type { Theme } from '@common/domain/themes.ts';
import type { SessionUser } from '@common/contracts/auth.ts';
import type { UpdateProfile } from '@common/contracts/user.ts';
import { apiRequest, queryClient } from './api.ts';
import { setLanguage } from './i18n.ts';
import { applyAccessibility, applyTheme } from './theme.ts';
import { SESSION_KEY } from './session.ts';

export const PROFILE_KEY = ['/api/user/profile'] as const;

async function saveToAccount(changes: UpdateProfile): Promise<void> {
  const session = queryClient.getQueryData<{ user: SessionUser } | null>(SESSION_KEY);
  if (!session?.user) return; // signed out: browser storage alone keeps the choice
  const { user } = await apiRequest<{ user: SessionUser }>('PATCH', '/api/user/profile', changes);
  queryClient.setQueryData(SESSION_KEY, { user });
  await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
}

/** Switches the interface language at once, then keeps it on the account when someone is signed in. */
export async function changeLanguage(language: Language): Promise<void> {
  await setLanguage(language);
  await saveToAccount({ preferredLanguage: language });
}

/** Applies a theme at once (and in browser storage), then keeps it on the account. */
export async function changeTheme(theme: Theme): Promise<void> {
  applyTheme(theme);
  await saveToAccount({ theme });
}

/** Saves profile fields or preferences; accessibility choices apply to the page as soon as they are saved. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: (changes: UpdateProfile) => apiRequest<{ user: SessionUser }>('PATCH', '/api/user/profile', changes),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(SESSION_KEY, { user });
      applyAccessibility(user.preferences);
      void queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
    },
  });
}
