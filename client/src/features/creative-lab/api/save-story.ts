import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storyResponseSchema, type SaveStoryRequest } from '@common/contracts/creative-lab.ts';
import { api } from '@/lib/api.ts';
import { CREATIONS_KEY } from './get-creations.ts';

/** POST /api/creative-lab/save-story for a new story, /update-story for one being edited (spec 001 §4). */
export function useSaveStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveStoryRequest) =>
      api({ method: 'POST', url: body.id ? '/api/creative-lab/update-story' : '/api/creative-lab/save-story', schema: storyResponseSchema, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CREATIONS_KEY }),
  });
}
