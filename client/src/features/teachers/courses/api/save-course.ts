import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseResponseSchema, type CourseForm } from '@common/contracts/courses.ts';
import { api } from '@/lib/api.ts';
import { COURSES_KEY } from './get-courses.ts';
import { PROGRESS_KEY } from './get-progress.ts';

/** POST /api/courses (a new course) or PUT /api/courses/:code (an edit). */
export function useSaveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, form }: { code?: string; form: CourseForm }) =>
      code
        ? api({ method: 'PUT', url: `/api/courses/${encodeURIComponent(code)}`, schema: courseResponseSchema, body: form })
        : api({ method: 'POST', url: '/api/courses', schema: courseResponseSchema, body: form }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: COURSES_KEY });
      await queryClient.invalidateQueries({ queryKey: PROGRESS_KEY });
    },
  });
}
