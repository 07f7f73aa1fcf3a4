import { queryOptions, useQuery } from '@tanstack/react-query';
import { passagesResponseSchema, type PassageQueryGrade } from '@common/contracts/fluency.ts';
import type { SkillsLanguage } from '@common/domain/skills-assessment.ts';
import { api, withQuery } from '@/lib/api.ts';

/** GET /api/fluency/passages: the graded passages of a grade in a language (the fluency lane's API). */
export const passagesQuery = (grade: PassageQueryGrade, language: SkillsLanguage) =>
  queryOptions({
    queryKey: ['/api/fluency/passages', grade, language],
    queryFn: () => api({ url: withQuery('/api/fluency/passages', { grade, language }), schema: passagesResponseSchema }),
    staleTime: Infinity,
  });

export function usePassages(grade: PassageQueryGrade, language: SkillsLanguage) {
  return useQuery(passagesQuery(grade, language));
}
