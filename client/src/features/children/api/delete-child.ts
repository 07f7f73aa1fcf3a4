import { useMutation } from '@tanstack/react-query';
import type { ChildSummary } from '@common/contracts/children.ts';
import { apiRequest, queryClient } from '@/lib/api.ts';
import { CHILDREN_KEY } from '@/lib/account-queries.ts';

/** DELETE /api/children/:id: removes the account and everything the child made. */
export function useDeleteChild() {
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ ok: true }>('DELETE', `/api/children/${id}`),
    onSuccess: (_data, id) => {
      // Drop the card at once: while the list refetches, its progress query would otherwise ask again and get 404.
      queryClient.setQueryData<{ children: ChildSummary[] }>(CHILDREN_KEY, (data) =>
        data ? { children: data.children.filter((child) => child.id !== id) } : data,
      );
      queryClient.removeQueries({ queryKey: [...CHILDREN_KEY, id] });
      return queryClient.invalidateQueries({ queryKey: CHILDREN_KEY, exact: true });
    },
  });
}
