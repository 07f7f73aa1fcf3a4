import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { phonicsContentSchema } from '@common/contracts/phonics-tutor.ts';
import { api, withQuery } from '@/lib/api.ts';
import type { ContentLanguage } from './types.ts';

/** Sound groups and reading lists of a language, with hints in the interface language. */
export const contentQuery = (language: ContentLanguage, uiLanguage: string) =>
  queryOptions({
    queryKey: ['phonics-tutor', 'content', language, uiLanguage],
    queryFn: () => api({ url: withQuery('/api/phonics-tutor/content', { language, ui: uiLanguage }), schema: phonicsContentSchema }),
    staleTime: Infinity,
  });

export function usePhonicsContent(language: ContentLanguage, uiLanguage: string) {
  return useQuery(contentQuery(language, uiLanguage));
}
