import { useMutation } from '@tanstack/react-query';
import { apiRequest, queryClient } from '@/lib/api.ts';
import { PROFILE_KEY } from '@/lib/preferences.ts';
import { PROGRESS_KEY } from './get-progress.ts';
import { SAMPLES_KEY } from './get-samples.ts';
import type { SaveRequest, WritingAnalysis } from './types.ts';

export function saveSample(request: SaveRequest): Promise<{ message: string; analysis: WritingAnalysis | null }> {
  return apiRequest('POST', '/api/writing-buddy/save', request);
}

/** Saving changes the samples list, the progress figures, and the tokens and module progress of the profile. */
export function useSaveSample() {
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
