import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storyResponseSchema } from '@common/contracts/creative-lab.ts';
import { api } from '@/lib/api.ts';
import { CREATIONS_KEY } from './get-creations.ts';

/** POST /api/creative-lab/share-story: the story is shown to the child's parents and teachers as shared. */
export function useShareStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api({ method: 'POST', url: '/api/creative-lab/share-story', schema: storyResponseSchema, body: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CREATIONS_KEY }),
  });
}
