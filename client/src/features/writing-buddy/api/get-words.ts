import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import type { Difficulty, WritingLanguage } from './types.ts';

export const wordsQuery = (language: WritingLanguage, difficulty: Difficulty) =>
  queryOptions({
    queryKey: ['/api/writing-buddy/words', language, difficulty],
    queryFn: () =>
      apiRequest<{ words: string[] }>(
        'GET',
        `/api/writing-buddy/words?language=${encodeURIComponent(language)}&difficulty=${encodeURIComponent(difficulty)}`,
      ),
  });

export function useWords(language: WritingLanguage, difficulty: Difficulty) {
  return useQuery(wordsQuery(language, difficulty));
}
