import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponseSchema } from '@common/contracts/ok.ts';
import { api } from '@/lib/api.ts';
import { CHILDREN_KEY, childrenQuery } from '@/lib/account-queries.ts';

/** DELETE /api/children/:id: removes the account and everything the child made, confirmed by the child's typed name. */
export function useDeleteChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirmName }: { id: string; confirmName: string }) =>
      api({ method: 'DELETE', url: `/api/children/${id}`, schema: okResponseSchema, body: { confirmName } }),
    onSuccess: (_data, { id }) => {
      // Drop the card at once: while the list refetches, its progress query would otherwise ask again and get 404.
      queryClient.setQueryData(childrenQuery.queryKey, (data) => (data ? { children: data.children.filter((child) => child.id !== id) } : data));
      queryClient.removeQueries({ queryKey: [...CHILDREN_KEY, id] });
      return queryClient.invalidateQueries({ queryKey: CHILDREN_KEY, exact: true });
    },
  });
}
