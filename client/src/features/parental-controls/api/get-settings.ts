import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { parentalSettingsResponseSchema } from '@common/contracts/parental-controls.ts';
import { api } from '@/lib/api.ts';

export const settingsKey = (childId: string) => ['/api/parental-control/settings', childId] as const;

/** GET /api/parental-control/settings/:childId: what is saved, or the spec's defaults (`saved` false). */
export const settingsQuery = (childId: string) =>
  queryOptions({
    queryKey: settingsKey(childId),
    queryFn: () => api({ url: `/api/parental-control/settings/${childId}`, schema: parentalSettingsResponseSchema }),
  });

export function useSettings(childId: string) {
  return useQuery(settingsQuery(childId));
}
