import { useMutation } from '@tanstack/react-query';
import type { ChildSummary, UpdateChild } from '@common/contracts/children.ts';
import { apiRequest, queryClient } from '@/lib/api.ts';
import { CHILDREN_KEY } from '@/lib/account-queries.ts';

/** PATCH /api/children/:id: details, a new PIN, or pausing and resuming the account. */
export function useUpdateChild() {
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateChild }) =>
      apiRequest<{ child: ChildSummary }>('PATCH', `/api/children/${id}`, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHILDREN_KEY }),
  });
}
