import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { useTranslation } from 'react-i18next';
import { missionsResponseSchema } from '@common/contracts/mission-coach.ts';
import { api, withQuery } from '@/lib/api.ts';

/** The missions the child plays, with their texts in the interface language. */
export const missionsQuery = (language: string) =>
  queryOptions({
    queryKey: ['mission-coach', 'missions', language],
    queryFn: () => api({ url: withQuery('/api/mission-coach/missions', { language }), schema: missionsResponseSchema }),
  });

export function useMissions() {
  const { i18n } = useTranslation();
  return useQuery(missionsQuery(i18n.language));
}
