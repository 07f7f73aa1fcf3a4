import { queryOptions } from '@tanstack/react-query';
import { profileSchema } from '@common/contracts/user.ts';
import { api } from '@/lib/api.ts';

/** GET /api/children/:id/profile: a child's figures, for a parent, teacher or administrator who may see them. */
export function childProfileQuery(childId: string) {
  return queryOptions({
    queryKey: ['/api/children', childId, 'profile'],
    queryFn: () => api({ url: `/api/children/${encodeURIComponent(childId)}/profile`, schema: profileSchema }),
  });
}
