import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { passagesResponseSchema, type FluencyLanguage, type PassageQueryGrade } from '@common/contracts/fluency.ts';
import { api, withQuery } from '@/lib/api.ts';

/** GET /api/fluency/passages: the graded passages of a grade in a language (the fluency lane's API). */
export const passagesQuery = (grade: PassageQueryGrade, language: FluencyLanguage) =>
  queryOptions({
    queryKey: ['/api/fluency/passages', grade, language],
    queryFn: () => api({ url: withQuery('/api/fluency/passages', { grade, language }), schema: passagesResponseSchema }),
    staleTime: Infinity,
  });

export function usePassages(grade: PassageQueryGrade, language: FluencyLanguage) {
  return useQuery(passagesQuery(grade, language));
}
