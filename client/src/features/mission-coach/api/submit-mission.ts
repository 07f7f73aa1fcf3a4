import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitResponseSchema, type SubmitRequest } from '@common/contracts/mission-coach.ts';
import { api } from '@/lib/api.ts';
import { PROFILE_KEY } from '@/lib/preferences.ts';
import { PROGRESS_KEY } from './get-progress.ts';

export function submitMission(request: SubmitRequest) {
  return api({ method: 'POST', url: '/api/mission-coach/submit', schema: submitResponseSchema, body: request });
}

/** Spec 001 §4: on success the result is submitted and the progress is refetched (and the dashboard's tokens). */
export function useSubmitMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitMission,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: PROGRESS_KEY }), queryClient.invalidateQueries({ queryKey: PROFILE_KEY })]),
  });
}
