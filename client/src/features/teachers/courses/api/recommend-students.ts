import { useMutation } from '@tanstack/react-query';
import { recommendStudentsResponseSchema } from '@common/contracts/courses.ts';
import { api } from '@/lib/api.ts';

/** POST /api/ai/recommend-students: the course's available students ranked from their records. */
export function useRecommendStudents() {
  return useMutation({
    mutationFn: ({ code, language }: { code: string; language: string }) =>
      api({
        method: 'POST',
        url: '/api/ai/recommend-students',
        schema: recommendStudentsResponseSchema,
        body: { course: { code }, language: (['en', 'fr', 'ar', 'it'] as const).find((l) => language.startsWith(l)) ?? 'en' },
      }),
  });
}
