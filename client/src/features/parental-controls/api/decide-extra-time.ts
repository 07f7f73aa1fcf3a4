import { useMutation, useQueryClient } from '@tanstack/react-query';
import { extraTimeRequestResponseSchema, type ExtraTimeDecision } from '@common/contracts/parental-controls.ts';
import { api } from '@/lib/api.ts';
import { PENDING_EXTRA_TIME_KEY } from '@/lib/screen-time.ts';

/** POST /api/parental-control/extra-time-requests/:id: grant 15, 30 or 60 minutes, or decline. */
export function useDecideExtraTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ExtraTimeDecision }) =>
      api({ method: 'POST', url: `/api/parental-control/extra-time-requests/${id}`, schema: extraTimeRequestResponseSchema, body: decision }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PENDING_EXTRA_TIME_KEY }),
  });
}
