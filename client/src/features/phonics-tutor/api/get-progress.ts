import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { phonicsProgressSchema } from '@common/contracts/phonics-tutor.ts';
import { api, withQuery } from '@/lib/api.ts';
import type { ContentLanguage } from './types.ts';

export const PROGRESS_KEY = ['phonics-tutor', 'progress'] as const;

/** Group counts for the practice language; achievement titles in the interface language. */
export const progressQuery = (language: ContentLanguage, uiLanguage: string) =>
  queryOptions({
    queryKey: [...PROGRESS_KEY, language, uiLanguage],
    queryFn: () => api({ url: withQuery('/api/phonics-tutor/progress', { language, ui: uiLanguage }), schema: phonicsProgressSchema }),
  });

export function usePhonicsProgress(language: ContentLanguage, uiLanguage: string) {
  return useQuery(progressQuery(language, uiLanguage));
}
