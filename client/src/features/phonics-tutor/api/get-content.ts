import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import type { ContentLanguage, PhonicsContent } from './types.ts';

/** Sound groups and reading lists of a language, with hints in the interface language. */
export const contentQuery = (language: ContentLanguage, uiLanguage: string) =>
  queryOptions({
    queryKey: ['/api/phonics-tutor/content', language, uiLanguage],
    queryFn: () =>
      apiRequest<PhonicsContent>('GET', `/api/phonics-tutor/content?language=${encodeURIComponent(language)}&ui=${encodeURIComponent(uiLanguage)}`),
    staleTime: Infinity,
  });

export function usePhonicsContent(language: ContentLanguage, uiLanguage: string) {
  return useQuery(contentQuery(language, uiLanguage));
}
