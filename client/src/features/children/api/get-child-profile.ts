import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { profileSchema } from '@common/contracts/user.ts';
import { api } from '@/lib/api.ts';
import { CHILDREN_KEY } from '@/lib/account-queries.ts';

/**
 * GET /api/children/:id/profile: one child's module progress. The key sits under the children list, so
 * invalidating the list after any change refreshes the progress too.
 */
export const childProfileQuery = (childId: string) =>
  queryOptions({
    queryKey: [...CHILDREN_KEY, childId, 'profile'],
    queryFn: () => api({ url: `/api/children/${childId}/profile`, schema: profileSchema }),
  });

export function useChildProfile(childId: string) {
  return useQuery(childProfileQuery(childId));
}
