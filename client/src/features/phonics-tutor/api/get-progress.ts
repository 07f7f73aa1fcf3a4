import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import type { ContentLanguage, PhonicsProgress } from './types.ts';

export const PROGRESS_KEY = ['/api/phonics-tutor/progress'] as const;

/** Group counts for the practice language; achievement titles in the interface language. */
export const progressQuery = (language: ContentLanguage, uiLanguage: string) =>
  queryOptions({
    queryKey: [...PROGRESS_KEY, language, uiLanguage],
    queryFn: () =>
      apiRequest<PhonicsProgress>('GET', `${PROGRESS_KEY[0]}?language=${encodeURIComponent(language)}&ui=${encodeURIComponent(uiLanguage)}`),
  });

export function usePhonicsProgress(language: ContentLanguage, uiLanguage: string) {
  return useQuery(progressQuery(language, uiLanguage));
}
