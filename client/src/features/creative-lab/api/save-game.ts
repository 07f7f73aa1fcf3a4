import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storyResponseSchema, type SaveGameRequest } from '@common/contracts/creative-lab.ts';
import { api } from '@/lib/api.ts';
import { CREATIONS_KEY } from './get-creations.ts';

/** POST /api/creative-lab/save-game: keeps the game (new, or changed) in My Creations as type game. */
export function useSaveGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveGameRequest) => api({ method: 'POST', url: '/api/creative-lab/save-game', schema: storyResponseSchema, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CREATIONS_KEY }),
  });
}
