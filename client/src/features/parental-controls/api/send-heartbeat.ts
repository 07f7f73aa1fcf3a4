import { useMutation, useQueryClient } from '@tanstack/react-query';
import { screenTimeStatusSchema, type ControlledApp } from '@common/contracts/parental-controls.ts';
import { api } from '@/lib/api.ts';
import { SCREEN_TIME_KEY } from '@/lib/screen-time.ts';

/** POST /api/parental-control/heartbeat: the child's page is visible; the answer is the child's time now. */
export function useHeartbeat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (app: ControlledApp | null) => api({ method: 'POST', url: '/api/parental-control/heartbeat', schema: screenTimeStatusSchema, body: { app } }),
    onSuccess: (status) => queryClient.setQueryData(SCREEN_TIME_KEY, status),
  });
}
