import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { wordsResponseSchema } from '@common/contracts/writing-buddy.ts';
import { api, withQuery } from '@/lib/api.ts';
import type { Difficulty, WritingLanguage } from './types.ts';

export const wordsQuery = (language: WritingLanguage, difficulty: Difficulty) =>
  queryOptions({
    queryKey: ['writing-buddy', 'words', language, difficulty],
    queryFn: () => api({ url: withQuery('/api/writing-buddy/words', { language, difficulty }), schema: wordsResponseSchema }),
  });

export function useWords(language: WritingLanguage, difficulty: Difficulty) {
  return useQuery(wordsQuery(language, difficulty));
}
