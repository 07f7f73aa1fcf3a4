import { useMutation, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@common/contracts/auth.ts';
import type { UserReport } from '@common/contracts/user-report.ts';
import { apiRequest, queryClient } from '@/lib/api.ts';
import { PROFILE_KEY } from '@/lib/preferences.ts';
import { SESSION_KEY } from '@/lib/session.ts';
import { applyAccessibility, applyTheme } from '@/lib/theme.ts';

export const REPORT_KEY = ['/api/user/report'] as const;

/** The printable report; fetched fresh each time it is opened, since it is a snapshot of "now". */
export function useReport(enabled: boolean) {
  return useQuery<UserReport>({ queryKey: REPORT_KEY, enabled, staleTime: 0 });
}

/** Theme, learning and accessibility preferences back to their defaults, applied to the page at once. */
export function useResetPreferences() {
  return useMutation({
    mutationFn: () => apiRequest<{ user: SessionUser }>('POST', '/api/user/preferences/reset'),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(SESSION_KEY, { user });
      applyTheme(user.theme);
      applyAccessibility(user.preferences);
      void queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
    },
  });
}
