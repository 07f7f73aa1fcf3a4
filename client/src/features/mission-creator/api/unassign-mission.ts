import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema } from '@common/contracts/mission-creator.ts';
import { api } from '@/lib/api.ts';
import { refreshAssignments } from './get-assignments.ts';

/** DELETE /api/custom-missions/:id/assignments/:assignmentId. */
export function unassignMission(missionId: string, assignmentId: string) {
  return api({ method: 'DELETE', url: `/api/custom-missions/${missionId}/assignments/${assignmentId}`, schema: okSchema });
}

export function useUnassign(missionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignmentId: string) => unassignMission(missionId, assignmentId),
    onSuccess: () => refreshAssignments(queryClient, missionId),
  });
}
