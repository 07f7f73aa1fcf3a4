import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseResponseSchema } from '@common/contracts/courses.ts';
import { api } from '@/lib/api.ts';
import { COURSES_KEY } from './get-courses.ts';

/** POST /api/courses/:code/archive archives; DELETE restores. */
export function useArchiveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, archived }: { code: string; archived: boolean }) =>
      api({ method: archived ? 'POST' : 'DELETE', url: `/api/courses/${encodeURIComponent(code)}/archive`, schema: courseResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: COURSES_KEY }),
  });
}
