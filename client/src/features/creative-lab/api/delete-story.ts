import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteResponseSchema } from '@common/contracts/creative-lab.ts';
import { api } from '@/lib/api.ts';
import { CREATIONS_KEY } from './get-creations.ts';

/** POST /api/creative-lab/delete-story. */
export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api({ method: 'POST', url: '/api/creative-lab/delete-story', schema: deleteResponseSchema, body: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CREATIONS_KEY }),
  });
}
