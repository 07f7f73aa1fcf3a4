import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema } from '@common/contracts/mission-creator.ts';
import { api } from '@/lib/api.ts';
import { CUSTOM_MISSIONS_KEY } from './get-custom-missions.ts';

/** DELETE /api/custom-missions/:id. */
export function deleteMission(id: string) {
  return api({ method: 'DELETE', url: `/api/custom-missions/${id}`, schema: okSchema });
}

export function useDeleteMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOM_MISSIONS_KEY }),
  });
}
