import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { missionListSchema } from '@common/contracts/mission-creator.ts';
import { api } from '@/lib/api.ts';

/** Every Mission Creator query starts with this, so a change can refresh them all. */
export const CUSTOM_MISSIONS_KEY = ['mission-creator', 'missions'] as const;

/** GET /api/custom-missions: the caller's missions (an administrator's: also those of their organisations). */
export const customMissionsQuery = queryOptions({
  queryKey: CUSTOM_MISSIONS_KEY,
  queryFn: () => api({ url: '/api/custom-missions', schema: missionListSchema }),
});

export function useCustomMissions() {
  return useQuery(customMissionsQuery);
}
