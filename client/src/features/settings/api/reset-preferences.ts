import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionResponseSchema } from '@common/contracts/auth.ts';
import { api } from '@/lib/api.ts';
import { PROFILE_KEY } from '@/lib/preferences.ts';
import { SESSION_KEY } from '@/lib/session.ts';
import { applyAccessibility, applyTheme } from '@/lib/theme.ts';

/** POST /api/user/preferences/reset: theme, learning and accessibility preferences back to their defaults, applied at once. */
export function useResetPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api({ method: 'POST', url: '/api/user/preferences/reset', schema: sessionResponseSchema }),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(SESSION_KEY, { user });
      applyTheme(user.theme);
      applyAccessibility(user.preferences);
      void queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
    },
  });
}
