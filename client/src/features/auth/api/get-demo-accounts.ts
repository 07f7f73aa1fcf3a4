import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { demoAccountsResponseSchema } from '@common/contracts/demo-accounts.ts';
import { api } from '@/lib/api.ts';

/** GET /api/auth/demo-accounts: the one-click demo sign-ins (none outside demo mode). */
export const demoAccountsQuery = queryOptions({
  queryKey: ['/api/auth/demo-accounts'],
  queryFn: () => api({ url: '/api/auth/demo-accounts', schema: demoAccountsResponseSchema }),
});

export function useDemoAccounts() {
  return useQuery(demoAccountsQuery);
}
