import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { assignmentListSchema } from '@common/contracts/mission-creator.ts';
import { api } from '@/lib/api.ts';
import { CUSTOM_MISSIONS_KEY } from './get-custom-missions.ts';

const assignmentsKey = (missionId: string) => [...CUSTOM_MISSIONS_KEY, missionId, 'assignments'] as const;

/** GET /api/custom-missions/:id/assignments. */
export const assignmentsQuery = (missionId: string) =>
  queryOptions({
    queryKey: assignmentsKey(missionId),
    queryFn: () => api({ url: `/api/custom-missions/${missionId}/assignments`, schema: assignmentListSchema }),
  });

export function useAssignments(missionId: string, enabled: boolean) {
  return useQuery({ ...assignmentsQuery(missionId), enabled });
}

/** After (un)assigning: the mission's assignments, and the list's assignment counts. */
export function refreshAssignments(queryClient: QueryClient, missionId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: assignmentsKey(missionId) }),
    queryClient.invalidateQueries({ queryKey: CUSTOM_MISSIONS_KEY, exact: true }),
  ]);
}
