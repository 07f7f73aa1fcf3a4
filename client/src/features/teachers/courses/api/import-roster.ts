import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rosterImportResponseSchema, rosterPreviewSchema } from '@common/contracts/courses.ts';
import { api } from '@/lib/api.ts';
import { COURSES_KEY } from './get-courses.ts';
import { courseStudentsKey } from './get-course-students.ts';
import { PROGRESS_KEY } from './get-progress.ts';

/** POST /api/courses/:code/roster/preview: each row's problems; nothing is written. */
export function usePreviewRoster(code: string) {
  return useMutation({
    mutationFn: (csv: string) =>
      api({ method: 'POST', url: `/api/courses/${encodeURIComponent(code)}/roster/preview`, schema: rosterPreviewSchema, body: { csv } }),
  });
}

/** POST /api/courses/:code/roster: creates and enrols every row, or nothing. */
export function useImportRoster(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) =>
      api({ method: 'POST', url: `/api/courses/${encodeURIComponent(code)}/roster`, schema: rosterImportResponseSchema, body: { csv } }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: courseStudentsKey(code) }),
        queryClient.invalidateQueries({ queryKey: COURSES_KEY }),
        queryClient.invalidateQueries({ queryKey: PROGRESS_KEY }),
      ]);
    },
  });
}
