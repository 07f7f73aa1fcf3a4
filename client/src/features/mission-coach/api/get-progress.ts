import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MissionProgress } from '@common/contracts/mission-coach.ts';
import { apiRequest } from '@/lib/api.ts';

export const PROGRESS_KEY = ['/api/mission-coach/progress'] as const;

/** Achievement titles come in the interface language. */
export const progressQuery = (language: string) =>
  queryOptions({
    queryKey: [...PROGRESS_KEY, language],
    queryFn: () => apiRequest<MissionProgress>('GET', `${PROGRESS_KEY[0]}?language=${encodeURIComponent(language)}`),
  });

export function useMissionProgress() {
  const { i18n } = useTranslation();
  return useQuery(progressQuery(i18n.language));
}
