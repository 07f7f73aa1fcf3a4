import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveResponseSchema } from '@common/contracts/writing-buddy.ts';
import { api } from '@/lib/api.ts';
import { PROFILE_KEY } from '@/lib/preferences.ts';
import { PROGRESS_KEY } from './get-progress.ts';
import { SAMPLES_KEY } from './get-samples.ts';
import type { SaveRequest } from './types.ts';

export function saveSample(request: SaveRequest) {
  return api({ method: 'POST', url: '/api/writing-buddy/save', schema: saveResponseSchema, body: request });
}

/** Saving changes the samples list, the progress figures, and the tokens and module progress of the profile. */
export function useSaveSample() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSample,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SAMPLES_KEY }),
        queryClient.invalidateQueries({ queryKey: PROGRESS_KEY }),
        queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
      ]),
  });
}
