import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@common/contracts/user.ts';
import { PROFILE_KEY } from '@/lib/preferences.ts';

/** GET /api/user/profile through the default loader; the header's token count reads the same cache entry. */
export const profileQuery = queryOptions<Profile>({ queryKey: PROFILE_KEY });

export function useProfile() {
  return useQuery(profileQuery);
}
