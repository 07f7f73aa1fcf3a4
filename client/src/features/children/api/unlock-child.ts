import { useMutation, useQueryClient } from '@tanstack/react-query';
import { childResponseSchema } from '@common/contracts/children.ts';
import { api } from '@/lib/api.ts';
import { CHILDREN_KEY } from '@/lib/account-queries.ts';

/** POST /api/children/:id/unlock: after too many failed sign-ins, lets the child sign in again at once. */
export function useUnlockChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api({ method: 'POST', url: `/api/children/${id}/unlock`, schema: childResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHILDREN_KEY }),
  });
}
