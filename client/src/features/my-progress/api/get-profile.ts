import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@common/contracts/user.ts';
import { PROFILE_KEY } from '@/lib/preferences.ts';

/** GET /api/user/profile: the same cache entry the dashboard and header read, so figures agree everywhere. */
export const profileQuery = queryOptions<Profile>({ queryKey: PROFILE_KEY });

export function useProfile() {
  return useQuery(profileQuery);
}
