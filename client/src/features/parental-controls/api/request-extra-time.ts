import { useMutation, useQueryClient } from '@tanstack/react-query';
import { screenTimeStatusSchema } from '@common/contracts/parental-controls.ts';
import { api } from '@/lib/api.ts';
import { SCREEN_TIME_KEY } from '@/lib/screen-time.ts';

/** POST /api/parental-control/extra-time: the child asks their grown-up for more time from the rest screen. */
export function useRequestExtraTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api({ method: 'POST', url: '/api/parental-control/extra-time', schema: screenTimeStatusSchema }),
    onSuccess: (status) => queryClient.setQueryData(SCREEN_TIME_KEY, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SCREEN_TIME_KEY }),
  });
}
