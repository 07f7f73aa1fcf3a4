import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import {
  staffAssignmentResponseSchema,
  staffAssignmentsResponseSchema,
  type CreateStaffAssignment,
  type UpdateStaffAssignment,
} from '@common/contracts/staff.ts';
import { okResponseSchema } from '@common/contracts/ok.ts';
import { PEOPLE_PAGE } from '@common/contracts/people.ts';
import { api } from '@/lib/api.ts';
import { STAFF_ROLES_KEY } from '../roles/api.ts';
import { usePeople } from '../people/api/get-people.ts';

export const STAFF_ASSIGNMENTS_KEY = ['/api/staff-assignments'] as const;

/** GET /api/staff-assignments (spec 000 §7): the assignments in the administrator's organisations. */
export const staffAssignmentsQuery = queryOptions({
  queryKey: STAFF_ASSIGNMENTS_KEY,
  queryFn: () => api({ url: '/api/staff-assignments', schema: staffAssignmentsResponseSchema }),
});

export function useStaffAssignments() {
  return useQuery(staffAssignmentsQuery);
}

/**
 * The assignment dialog's user picker and the People stat: the first page (PEOPLE_PAGE) of GET /api/admin/people, the
 * one users list of staff management, and how many match in all.
 */
export function useStaffUsers(q = '') {
  return usePeople({ q: q || undefined, limit: PEOPLE_PAGE });
}

export function useSaveStaffAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; changes: UpdateStaffAssignment } | { id: null; create: CreateStaffAssignment }) =>
      input.id === null
        ? api({ method: 'POST', url: '/api/staff-assignments', body: input.create, schema: staffAssignmentResponseSchema })
        : api({ method: 'PATCH', url: `/api/staff-assignments/${input.id}`, body: input.changes, schema: staffAssignmentResponseSchema }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: STAFF_ASSIGNMENTS_KEY });
      await queryClient.invalidateQueries({ queryKey: STAFF_ROLES_KEY });
    },
  });
}

export function useDeleteStaffAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api({ method: 'DELETE', url: `/api/staff-assignments/${id}`, schema: okResponseSchema }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: STAFF_ASSIGNMENTS_KEY });
      await queryClient.invalidateQueries({ queryKey: STAFF_ROLES_KEY });
    },
  });
}
