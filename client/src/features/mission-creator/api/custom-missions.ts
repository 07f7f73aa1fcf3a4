import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AssignRequest, AssignTargets, CustomMission, CustomMissionInput, MissionAssignment } from '@common/contracts/mission-creator.ts';
import { apiRequest, queryClient } from '@/lib/api.ts';

export const CUSTOM_MISSIONS_KEY = ['/api/custom-missions'] as const;

/** GET /api/custom-missions: the caller's missions (an administrator's: also those of their organisations). */
export const customMissionsQuery = queryOptions<{ missions: CustomMission[] }>({ queryKey: CUSTOM_MISSIONS_KEY });

export function useCustomMissions() {
  return useQuery(customMissionsQuery);
}

/** POST /api/custom-missions, or PUT /api/custom-missions/:id when editing; the list is refreshed after. */
export function useSaveMission() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CustomMissionInput }) =>
      id
        ? apiRequest<{ mission: CustomMission }>('PUT', `/api/custom-missions/${id}`, body)
        : apiRequest<{ mission: CustomMission }>('POST', '/api/custom-missions', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOM_MISSIONS_KEY }),
  });
}

/** DELETE /api/custom-missions/:id. */
export function useDeleteMission() {
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ ok: true }>('DELETE', `/api/custom-missions/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOM_MISSIONS_KEY }),
  });
}

/** GET /api/custom-missions/assign-targets: the children and courses the caller may give missions to. */
export function useAssignTargets(enabled: boolean) {
  return useQuery<AssignTargets>({ queryKey: ['/api/custom-missions/assign-targets'], enabled });
}

const assignmentsKey = (missionId: string) => ['/api/custom-missions', missionId, 'assignments'] as const;

/** GET /api/custom-missions/:id/assignments. */
export function useAssignments(missionId: string, enabled: boolean) {
  return useQuery<{ assignments: MissionAssignment[] }>({ queryKey: assignmentsKey(missionId), enabled });
}

function refreshAssignments(missionId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: assignmentsKey(missionId) }),
    queryClient.invalidateQueries({ queryKey: CUSTOM_MISSIONS_KEY, exact: true }),
  ]);
}

/** POST /api/custom-missions/:id/assignments. */
export function useAssign(missionId: string) {
  return useMutation({
    mutationFn: (body: AssignRequest) => apiRequest<{ assignments: MissionAssignment[] }>('POST', `/api/custom-missions/${missionId}/assignments`, body),
    onSuccess: () => refreshAssignments(missionId),
  });
}

/** DELETE /api/custom-missions/:id/assignments/:assignmentId. */
export function useUnassign(missionId: string) {
  return useMutation({
    mutationFn: (assignmentId: string) => apiRequest<{ ok: true }>('DELETE', `/api/custom-missions/${missionId}/assignments/${assignmentId}`),
    onSuccess: () => refreshAssignments(missionId),
  });
}
