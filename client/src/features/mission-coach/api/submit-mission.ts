import { useMutation } from '@tanstack/react-query';
import type { SubmitRequest, SubmitResponse } from '@common/contracts/mission-coach.ts';
import { apiRequest, queryClient } from '@/lib/api.ts';
import { PROFILE_KEY } from '@/lib/preferences.ts';
import { PROGRESS_KEY } from './get-progress.ts';

export function submitMission(request: SubmitRequest): Promise<SubmitResponse> {
  return apiRequest('POST', '/api/mission-coach/submit', request);
}

/** Spec 001 §4: on success the result is submitted and the progress is refetched (and the dashboard's tokens). */
export function useSubmitMission() {
  return useMutation({
    mutationFn: submitMission,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: PROGRESS_KEY }), queryClient.invalidateQueries({ queryKey: PROFILE_KEY })]),
  });
}
