import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import type { WritingLanguage } from './types.ts';

export interface Alphabet {
  letters: string[];
  /** Formation steps of each letter, worded in the interface language (French, Arabic, otherwise English). */
  guides: Record<string, string[]>;
}

export const alphabetQuery = (language: WritingLanguage, uiLanguage: string) =>
  queryOptions({
    queryKey: ['/api/writing-buddy/alphabet', language, uiLanguage],
    queryFn: () =>
      apiRequest<Alphabet>('GET', `/api/writing-buddy/alphabet?language=${encodeURIComponent(language)}&ui=${encodeURIComponent(uiLanguage)}`),
    // A new interface language only rewords the guides: keep the same letters (and the child's canvas) meanwhile.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === language ? previous : undefined),
  });

export function useAlphabet(language: WritingLanguage, uiLanguage: string) {
  return useQuery(alphabetQuery(language, uiLanguage));
}
