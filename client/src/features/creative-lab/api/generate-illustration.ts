import { useMutation, useQueryClient } from '@tanstack/react-query';
import { illustrationResponseSchema, type IllustrationRequest } from '@common/contracts/creative-lab.ts';
import { api } from '@/lib/api.ts';
import { CREATIONS_KEY } from './get-creations.ts';

/** POST /api/creative-lab/generate-illustration: one picture per part of a story, or one piece of art (kept as art). */
export function useGenerateIllustration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IllustrationRequest) =>
      api({ method: 'POST', url: '/api/creative-lab/generate-illustration', schema: illustrationResponseSchema, body }),
    onSuccess: (data) => {
      if (data.creationId) void queryClient.invalidateQueries({ queryKey: CREATIONS_KEY });
    },
  });
}
