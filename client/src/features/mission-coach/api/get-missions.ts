import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MissionsResponse } from '@common/contracts/mission-coach.ts';
import { apiRequest } from '@/lib/api.ts';

export const MISSIONS_KEY = ['/api/mission-coach/missions'] as const;

/** The missions the child plays, with their texts in the interface language. */
export const missionsQuery = (language: string) =>
  queryOptions({
    queryKey: [...MISSIONS_KEY, language],
    queryFn: () => apiRequest<MissionsResponse>('GET', `${MISSIONS_KEY[0]}?language=${encodeURIComponent(language)}`),
  });

export function useMissions() {
  const { i18n } = useTranslation();
  return useQuery(missionsQuery(i18n.language));
}
