import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { useTranslation } from 'react-i18next';
import { progressResponseSchema } from '@common/contracts/mission-coach.ts';
import { api, withQuery } from '@/lib/api.ts';

export const PROGRESS_KEY = ['mission-coach', 'progress'] as const;

/** Achievement titles come in the interface language. */
export const progressQuery = (language: string) =>
  queryOptions({
    queryKey: [...PROGRESS_KEY, language],
    queryFn: () => api({ url: withQuery('/api/mission-coach/progress', { language }), schema: progressResponseSchema }),
  });

export function useMissionProgress() {
  const { i18n } = useTranslation();
  return useQuery(progressQuery(i18n.language));
}
