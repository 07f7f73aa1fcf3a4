import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lessonPlanResponseSchema, type LessonPlanBody } from '@common/contracts/lesson-plans.ts';
import { api } from '@/lib/api.ts';
import { LESSON_PLANS_KEY } from './get-lesson-plans.ts';

/** POST /api/lesson-plans, or PUT /api/lesson-plans/:id when the plan has an id (spec 002 §4). */
export function saveLessonPlan({ id, body }: { id: string | null; body: LessonPlanBody }) {
  return id
    ? api({ method: 'PUT', url: `/api/lesson-plans/${id}`, schema: lessonPlanResponseSchema, body })
    : api({ method: 'POST', url: '/api/lesson-plans', schema: lessonPlanResponseSchema, body });
}

/** Saves the plan; the list is refreshed after. */
export function useSaveLessonPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLessonPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LESSON_PLANS_KEY }),
  });
}
