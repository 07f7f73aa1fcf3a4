import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assignmentListSchema, type AssignRequest } from '@common/contracts/mission-creator.ts';
import { api } from '@/lib/api.ts';
import { refreshAssignments } from './get-assignments.ts';

/** POST /api/custom-missions/:id/assignments. */
export function assignMission(missionId: string, body: AssignRequest) {
  return api({ method: 'POST', url: `/api/custom-missions/${missionId}/assignments`, schema: assignmentListSchema, body });
}

export function useAssign(missionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignRequest) => assignMission(missionId, body),
    onSuccess: () => refreshAssignments(queryClient, missionId),
  });
}
