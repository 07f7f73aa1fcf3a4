import { useMutation } from '@tanstack/react-query';
import { generateGameResponseSchema, type GenerateGameRequest } from '@common/contracts/creative-lab.ts';
import { api } from '@/lib/api.ts';

/** POST /api/creative-lab/generate-game: a choose-your-path game from one of the child's saved stories. */
export function useGenerateGame() {
  return useMutation({
    mutationFn: (body: GenerateGameRequest) => api({ method: 'POST', url: '/api/creative-lab/generate-game', schema: generateGameResponseSchema, body }),
  });
}
