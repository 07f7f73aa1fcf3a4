import { useMutation } from '@tanstack/react-query';
import type { ChildSummary, CreateChild } from '@common/contracts/children.ts';
import { apiRequest, queryClient } from '@/lib/api.ts';
import { CHILDREN_KEY } from '@/lib/account-queries.ts';

/** POST /api/children: a parent creates a child account. */
export function useCreateChild() {
  return useMutation({
    mutationFn: (input: CreateChild) => apiRequest<{ child: ChildSummary }>('POST', '/api/children', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHILDREN_KEY }),
  });
}
