import { useMutation, useQueryClient } from '@tanstack/react-query';
import { childResponseSchema, type CreateChild } from '@common/contracts/children.ts';
import { api } from '@/lib/api.ts';
import { CHILDREN_KEY } from '@/lib/account-queries.ts';

/** POST /api/children: a parent creates a child account. */
export function useCreateChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateChild) => api({ method: 'POST', url: '/api/children', schema: childResponseSchema, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHILDREN_KEY }),
  });
}
