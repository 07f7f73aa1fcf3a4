import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enrollResponseSchema } from '@common/contracts/courses.ts';
import { api } from '@/lib/api.ts';
import { COURSES_KEY } from './get-courses.ts';
import { courseStudentsKey } from './get-course-students.ts';
import { PROGRESS_KEY } from './get-progress.ts';

/** POST (enrol) or DELETE (unenrol) /api/courses/:code/enroll with the student's id. */
export function useEnrollStudent(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, enroll }: { studentId: string; enroll: boolean }) =>
      api({ method: enroll ? 'POST' : 'DELETE', url: `/api/courses/${encodeURIComponent(code)}/enroll`, schema: enrollResponseSchema, body: { studentId } }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: courseStudentsKey(code) }),
        queryClient.invalidateQueries({ queryKey: COURSES_KEY }),
        queryClient.invalidateQueries({ queryKey: PROGRESS_KEY }),
      ]);
    },
  });
}
