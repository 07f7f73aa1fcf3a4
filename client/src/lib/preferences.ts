import { useCallback } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Language } from '@common/domain/languages.ts';
import type { Theme } from '@common/domain/themes.ts';
import type { SessionUser } from '@common/contracts/auth.ts';
import type { UpdateProfile } from '@common/contracts/user.ts';
import { api } from './api.ts';
import { setLanguage } from './i18n.ts';
import { applyAccessibility, applyTheme } from './theme.ts';
import { SESSION_KEY, sessionQuery, sessionSchema } from './session.ts';

export const PROFILE_KEY = ['/api/user/profile'] as const;

/** PATCH /api/user/profile: the account as it is after the change. */
function patchProfile(changes: UpdateProfile) {
  return api({ method: 'PATCH', url: '/api/user/profile', schema: sessionSchema, body: changes });
}

async function saveToAccount(queryClient: QueryClient, changes: UpdateProfile): Promise<void> {
  const session = queryClient.getQueryData(sessionQuery.queryKey);
  if (!session?.user) return; // signed out: browser storage alone keeps the choice
  const { user } = await patchProfile(changes);
  queryClient.setQueryData(SESSION_KEY, { user });
  await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
}

/** Switches the interface language at once, then keeps it on the account when someone is signed in. */
export function useChangeLanguage(): (language: Language) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (language: Language) => {
      await setLanguage(language);
      await saveToAccount(queryClient, { preferredLanguage: language });
    },
    [queryClient],
  );
}

/** Applies a theme at once (and in browser storage), then keeps it on the account. */
export function useChangeTheme(): (theme: Theme) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (theme: Theme) => {
      applyTheme(theme);
      await saveToAccount(queryClient, { theme });
    },
    [queryClient],
  );
}

/**
 * The account's clock follows its browser (a child's streak, an administrator's audit days count in it): a zone
 * other than the stored one is saved, once per page for each account. Call it only after the first screen is drawn:
 * asking for the browser's zone loads the time zone data.
 */
export function useKeepTimeZone(): (account: Pick<SessionUser, 'id' | 'timeZone'>) => void {
  const queryClient = useQueryClient();
  return useCallback(
    ({ id, timeZone: stored }: Pick<SessionUser, 'id' | 'timeZone'>) => {
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const sent = `${id} ${zone}`;
      if (!zone || zone === stored || zonesSent.has(sent)) return;
      zonesSent.add(sent);
      // The session takes the answer; the screen's own data is not asked again for it (a streak read on the other
      // clock is put right at its next reading). Nothing to tell the reader when this fails (a resting child's 423,
      // a network gap): days count in the stored zone, else UTC, and the next page load tries again.
      patchProfile({ timeZone: zone })
        .then(({ user }) => queryClient.setQueryData(SESSION_KEY, { user }))
        .catch(() => zonesSent.delete(sent));
    },
    [queryClient],
  );
}

const zonesSent = new Set<string>();

/** Saves profile fields or preferences; accessibility choices apply to the page as soon as they are saved. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchProfile,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(SESSION_KEY, { user });
      applyAccessibility(user.preferences);
      void queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
    },
  });
}
