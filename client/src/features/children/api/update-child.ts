import { useMutation, useQueryClient } from '@tanstack/react-query';
import { childResponseSchema, type UpdateChild } from '@common/contracts/children.ts';
import { api } from '@/lib/api.ts';
import { CHILDREN_KEY } from '@/lib/account-queries.ts';

/** PATCH /api/children/:id: details, a new PIN, or pausing and resuming the account. */
export function useUpdateChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateChild }) =>
      api({ method: 'PATCH', url: `/api/children/${id}`, schema: childResponseSchema, body: changes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHILDREN_KEY }),
  });
}
