import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { pendingResetsResponseSchema } from '@common/contracts/account.ts';
import { api } from '@/lib/api.ts';

export const PENDING_RESETS_KEY = ['/api/admin/password-resets'] as const;

/** GET /api/admin/password-resets: open reset requests of the administrator's users that no mail server delivered. */
export const pendingResetsQuery = queryOptions({
  queryKey: PENDING_RESETS_KEY,
  queryFn: () => api({ url: '/api/admin/password-resets', schema: pendingResetsResponseSchema }),
});

export function usePendingResets() {
  return useQuery(pendingResetsQuery);
}
