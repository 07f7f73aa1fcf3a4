import { queryOptions } from '@tanstack/react-query';
import { questionsResponseSchema } from '@common/contracts/assessments.ts';
import type { Curriculum, Grade } from '@common/domain/assessments.ts';
import { api, withQuery } from '@/lib/api.ts';

/** GET /api/assessments/:grade/questions?program=: a form without its keys (a retry draws the other form). */
export function questionsQuery(grade: Grade, program: Curriculum, attempt: number) {
  return queryOptions({
    queryKey: ['/api/assessments', grade, 'questions', program, attempt],
    queryFn: () => api({ url: withQuery(`/api/assessments/${grade}/questions`, { program }), schema: questionsResponseSchema }),
    staleTime: Infinity,
    gcTime: 0,
  });
}
