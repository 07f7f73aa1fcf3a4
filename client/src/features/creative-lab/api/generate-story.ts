import { useMutation } from '@tanstack/react-query';
import { generateResponseSchema, type GenerateRequest } from '@common/contracts/creative-lab.ts';
import { api } from '@/lib/api.ts';

/** POST /api/creative-lab/generate: a story for the idea, with its auto title (spec 001 §5). */
export function useGenerateStory() {
  return useMutation({
    mutationFn: (body: GenerateRequest) => api({ method: 'POST', url: '/api/creative-lab/generate', schema: generateResponseSchema, body }),
  });
}
