import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { lessonPlanListSchema } from '@common/contracts/lesson-plans.ts';
import { api } from '@/lib/api.ts';

export const LESSON_PLANS_KEY = ['lesson-plans'] as const;

/** GET /api/lesson-plans: the signed-in teacher's plans, newest first (the session says whose). */
export const lessonPlansQuery = queryOptions({
  queryKey: LESSON_PLANS_KEY,
  queryFn: () => api({ url: '/api/lesson-plans', schema: lessonPlanListSchema }),
});

export function useLessonPlans() {
  return useQuery(lessonPlansQuery);
}
