import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { extraTimeRequestsResponseSchema, screenTimeStatusSchema, type ControlledApp } from '@common/contracts/parental-controls.ts';
import type { ModuleId } from '@common/domain/progress.ts';
import { api } from './api.ts';

/**
 * Parental controls as the signed-in child's screens and the parent's dashboard read them: the child's apps and
 * time (the dashboard hides an app switched off, the shell shows the rest screen), and the extra-time requests
 * waiting for a parent (the dashboard's badge). The server enforces the same controls on every call.
 */
export const SCREEN_TIME_KEY = ['/api/parental-control/screen-time'] as const;

export const screenTimeQuery = queryOptions({
  queryKey: SCREEN_TIME_KEY,
  queryFn: () => api({ url: '/api/parental-control/screen-time', schema: screenTimeStatusSchema }),
});

/** Children only: for anyone else the call is refused, so pass `enabled: false`. */
export function useScreenTime(enabled: boolean) {
  return useQuery({ ...screenTimeQuery, enabled, refetchInterval: (query) => (query.state.data?.locked ? 5000 : false) });
}

export const PENDING_EXTRA_TIME_KEY = ['/api/parental-control/extra-time-requests'] as const;

/** A parent's children's requests for more time, still waiting for an answer; checked every 15 seconds. */
export const pendingExtraTimeQuery = queryOptions({
  queryKey: PENDING_EXTRA_TIME_KEY,
  queryFn: () => api({ url: '/api/parental-control/extra-time-requests', schema: extraTimeRequestsResponseSchema }),
  refetchInterval: 15_000,
});

export function usePendingExtraTime(enabled: boolean) {
  return useQuery({ ...pendingExtraTimeQuery, enabled });
}

/** The app a parent switches on or off for each learning module of the dashboard. */
export const APP_OF_MODULE: Record<ModuleId, ControlledApp> = {
  'writing-buddy': 'writing-buddy',
  'phonics-tutor': 'phonics-tutor',
  'stem-mission-coach': 'mission-coach',
  'creative-lab': 'creative-lab',
};

/** The app a page belongs to, from its path, or null for a page outside the learning apps. */
export function appOfPath(path: string): ControlledApp | null {
  const first = path.split('/')[1] ?? '';
  return first in APP_OF_MODULE ? APP_OF_MODULE[first as ModuleId] : null;
}
