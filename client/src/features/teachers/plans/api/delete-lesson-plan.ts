import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponseSchema } from '@common/contracts/ok.ts';
import { api } from '@/lib/api.ts';
import { LESSON_PLANS_KEY } from './get-lesson-plans.ts';

/** DELETE /api/lesson-plans/:id; the list is refreshed after. */
export function useDeleteLessonPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api({ method: 'DELETE', url: `/api/lesson-plans/${id}`, schema: okResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LESSON_PLANS_KEY }),
  });
}
