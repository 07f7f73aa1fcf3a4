import { useMutation, useQueryClient } from '@tanstack/react-query';
import { missionResponseSchema, type CustomMissionInput } from '@common/contracts/mission-creator.ts';
import { api } from '@/lib/api.ts';
import { CUSTOM_MISSIONS_KEY } from './get-custom-missions.ts';

/** POST /api/custom-missions, or PUT /api/custom-missions/:id when editing. */
export function saveMission({ id, body }: { id: string | null; body: CustomMissionInput }) {
  return id
    ? api({ method: 'PUT', url: `/api/custom-missions/${id}`, schema: missionResponseSchema, body })
    : api({ method: 'POST', url: '/api/custom-missions', schema: missionResponseSchema, body });
}

/** Saves the mission; the list is refreshed after. */
export function useSaveMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOM_MISSIONS_KEY }),
  });
}
