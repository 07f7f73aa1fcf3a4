import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { alphabetResponseSchema } from '@common/contracts/writing-buddy.ts';
import { api, withQuery } from '@/lib/api.ts';
import type { WritingLanguage } from './types.ts';

/** The letters of a writing language, with their formation steps worded in the interface language. */
export const alphabetQuery = (language: WritingLanguage, uiLanguage: string) =>
  queryOptions({
    queryKey: ['writing-buddy', 'alphabet', language, uiLanguage],
    queryFn: () => api({ url: withQuery('/api/writing-buddy/alphabet', { language, ui: uiLanguage }), schema: alphabetResponseSchema }),
    // A new interface language only rewords the guides: keep the same letters (and the child's canvas) meanwhile.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === language ? previous : undefined),
  });

export function useAlphabet(language: WritingLanguage, uiLanguage: string) {
  return useQuery(alphabetQuery(language, uiLanguage));
}
